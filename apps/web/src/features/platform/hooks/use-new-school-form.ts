import { isValidNationalPhone, isValidTimeZone, sanitizePhoneInput } from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { currentTimeZoneName } from '../../../lib/time-zones';

/** The fields of a new school and its first admin, named as the API names them. */
export interface NewSchoolValues {
  organization_name: string;
  school_name: string;
  time_zone: string;
  editor_direction: 'l2r' | 'r2l';
  admin_first_name: string;
  admin_last_name: string;
  /** The 10-digit national number (the +91 is shown, not typed). */
  admin_phone: string;
  admin_email: string;
}
export type NewSchoolField = keyof NewSchoolValues;
export type NewSchoolErrors = Partial<Record<NewSchoolField, string>>;

/** Which checks fail before sending, as translation keys (the server checks again). */
export function validateNewSchool(
  values: NewSchoolValues,
  options: { withOrganization: boolean },
): Partial<Record<NewSchoolField, 'required' | 'phone' | 'timeZone'>> {
  const problems: Partial<Record<NewSchoolField, 'required' | 'phone' | 'timeZone'>> = {};
  const required: NewSchoolField[] = ['school_name', 'admin_first_name'];
  if (options.withOrganization) required.unshift('organization_name');
  for (const field of required) if (values[field].trim() === '') problems[field] = 'required';
  if (!isValidNationalPhone(values.admin_phone)) problems.admin_phone = 'phone';
  if (!isValidTimeZone(values.time_zone)) problems.time_zone = 'timeZone';
  return problems;
}

/** The form field a server refusal names (`admin_phone: must be 10 digits`), or null. */
export function fieldOfServerError(
  field: string | undefined,
  fields: readonly string[],
): NewSchoolField | null {
  return field && fields.includes(field) ? (field as NewSchoolField) : null;
}

/** "school_name: a school of this name already exists" under the field reads without its name. */
export function withoutFieldName(message: string, field: string): string {
  return message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

/** The browser's own time zone: where the person setting up the school most likely is. */
export function browserTimeZone(): string {
  try {
    const zone = currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
    return isValidTimeZone(zone) ? zone : 'Asia/Kolkata';
  } catch {
    return 'Asia/Kolkata';
  }
}

const blank = (): NewSchoolValues => ({
  organization_name: '',
  school_name: '',
  time_zone: browserTimeZone(),
  editor_direction: 'l2r',
  admin_first_name: '',
  admin_last_name: '',
  admin_phone: '',
  admin_email: '',
});

/**
 * The state of a new-school form: values, an error per field (from the checks before sending or
 * the server's refusal naming the field), and what is sent. Values stay as typed on a refusal.
 */
export function useNewSchoolForm(options: { withOrganization: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<NewSchoolValues>(blank);
  const [errors, setErrors] = useState<NewSchoolErrors>({});

  const set = <F extends NewSchoolField>(field: F, value: NewSchoolValues[F]) => {
    setValues((v) => ({ ...v, [field]: field === 'admin_phone' ? sanitizePhoneInput(value) : value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Checks before sending; false (with the errors shown) when something is missing. */
  const check = (): boolean => {
    const problems = validateNewSchool(values, options);
    setErrors(
      Object.fromEntries(
        Object.entries(problems).map(([field, key]) => [field, t(`platform.form.errors.${key}`)]),
      ),
    );
    return Object.keys(problems).length === 0;
  };

  /** A refusal naming a field goes under that field; anything else is a toast. */
  const showServerError = (error: unknown) => {
    const field = isApiError(error) ? fieldOfServerError(error.field, Object.keys(values)) : null;
    if (!field) {
      showError(errorMessage(error));
      return;
    }
    const known = { admin_phone: 'phone', time_zone: 'timeZone' } as const;
    const message =
      field in known
        ? t(`platform.form.errors.${known[field as keyof typeof known]}`)
        : withoutFieldName(errorMessage(error), field);
    setErrors((e) => ({ ...e, [field]: message }));
  };

  const schoolInput = () => ({
    school_name: values.school_name,
    time_zone: values.time_zone,
    editor_direction: values.editor_direction,
    admin_first_name: values.admin_first_name,
    admin_last_name: values.admin_last_name,
    admin_phone: values.admin_phone,
    admin_email: values.admin_email.trim() === '' ? null : values.admin_email.trim(),
  });

  const reset = () => {
    setValues(blank());
    setErrors({});
  };

  return { values, errors, set, check, showServerError, schoolInput, reset };
}

export type NewSchoolForm = ReturnType<typeof useNewSchoolForm>;
