import type { SchoolClass, StudentDetails } from '@cue/contracts';
import {
  Alert,
  Button,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { useSaveStudent } from '../api/save-student';
import {
  checkStudentForm,
  emptyStudentForm,
  studentFormOf,
  studentInputOf,
  type FieldErrors,
  type StudentFormValues,
} from '../student-form';
import { GuardianFields } from './guardian-fields';
import { PickupAdultFields } from './pickup-adult-fields';
import { ConsentBadge } from './student-list';

const genders = ['none', 'female', 'male', 'other'] as const;

/**
 * The child editor: details, guardians, pickup adults, allergies and medical notes (staff only),
 * photo consent. What was typed stays on screen when a save fails; the server's field error is
 * shown at its field.
 */
export function StudentEditor({
  student,
  classes,
  onSaved,
  onCancel,
}: {
  student: StudentDetails | null;
  classes: SchoolClass[];
  onSaved: (student: StudentDetails) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<StudentFormValues>(() =>
    student ? studentFormOf(student) : emptyStudentForm(classes[0]?._id ?? ''),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveStudent();
  const set = (change: Partial<StudentFormValues>) => setValues((v) => ({ ...v, ...change }));
  const error = (field: string) => {
    const key = errors[field];
    return key ? t(key, { defaultValue: key }) : undefined;
  };

  const submit = () => {
    const problems = checkStudentForm(values, formatDate(new Date(), 'YYYY-MM-DD'), student === null);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      showError(t('students.editor.fixFields'));
      return;
    }
    const input = studentInputOf(values);
    const request = student
      ? { id: student._id, input }
      : { id: null, input: { ...input, class_id: values.class_id } };
    save.mutate(request, {
      onSuccess: (saved) => {
        showSuccess(
          t(student ? 'students.editor.saved' : 'students.editor.created', { name: fullName(saved) }),
        );
        onSaved(saved);
      },
      onError: (failure) => {
        const message = errorMessage(failure);
        if (isApiError(failure) && failure.field) setErrors({ [failure.field]: message });
        showError(message);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {t('students.editor.details')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('students.editor.firstName')}
              value={values.first_name}
              onChange={(e) => set({ first_name: e.currentTarget.value })}
              error={error('first_name')}
              required
            />
            <TextInput
              label={t('students.editor.lastName')}
              value={values.last_name}
              onChange={(e) => set({ last_name: e.currentTarget.value })}
              error={error('last_name')}
              required
            />
            <TextInput
              type="date"
              label={t('students.editor.dateOfBirth')}
              value={values.date_of_birth}
              onChange={(e) => set({ date_of_birth: e.currentTarget.value })}
              error={error('date_of_birth')}
            />
            <Select
              label={t('students.editor.gender')}
              data={genders.map((g) => ({ value: g, label: t(`students.editor.genders.${g}`) }))}
              value={values.gender}
              onChange={(value) => value && set({ gender: value as StudentFormValues['gender'] })}
              error={error('gender')}
              allowDeselect={false}
            />
          </SimpleGrid>
          {student === null ? (
            <Select
              label={t('students.editor.class')}
              data={classes.map((c) => ({ value: c._id, label: c.class_name }))}
              value={values.class_id || null}
              onChange={(value) => set({ class_id: value ?? '' })}
              error={error('class_id')}
              required
              allowDeselect={false}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('students.editor.classHint')}
            </Text>
          )}
        </Stack>

        <Divider />
        <GuardianFields
          rows={values.guardians}
          errors={errors}
          onChange={(guardians) => set({ guardians })}
        />
        <Divider />
        <PickupAdultFields
          rows={values.pickup_adults}
          errors={errors}
          onChange={(pickup_adults) => set({ pickup_adults })}
        />
        <Divider />

        <Stack gap="sm">
          <Title order={3} fz="h5">
            {t('students.editor.health')}
          </Title>
          <Alert color="blue" variant="light" p="xs">
            {t('students.editor.healthHint')}
          </Alert>
          <Textarea
            label={t('students.editor.allergies')}
            value={values.allergies}
            onChange={(e) => set({ allergies: e.currentTarget.value })}
            error={error('allergies')}
            autosize
            minRows={2}
          />
          <Textarea
            label={t('students.editor.medicalNotes')}
            value={values.medical_notes}
            onChange={(e) => set({ medical_notes: e.currentTarget.value })}
            error={error('medical_notes')}
            autosize
            minRows={2}
          />
        </Stack>

        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('students.editor.photoConsent')}
          </Title>
          <Group gap="sm">
            <Switch
              checked={values.photo_consent}
              onChange={(e) => set({ photo_consent: e.currentTarget.checked })}
              label={
                values.photo_consent
                  ? t('students.editor.photoConsentOn')
                  : t('students.editor.photoConsentOff')
              }
            />
            <ConsentBadge student={values} />
          </Group>
        </Stack>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('students.editor.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {student ? t('students.editor.save') : t('students.editor.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
