import { isValidNationalPhone, type Gender, type StudentDetails } from '@cue/contracts';

/** A guardian row of the editor; `parentId` marks a guardian already linked (their name is theirs). */
export interface GuardianRow {
  key: string;
  parentId: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  relation: string;
}

export interface PickupRow {
  key: string;
  name: string;
  phone: string;
  relation: string;
}

export interface StudentFormValues {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: Gender;
  class_id: string;
  guardians: GuardianRow[];
  pickup_adults: PickupRow[];
  allergies: string;
  medical_notes: string;
  photo_consent: boolean;
}

/** Problems by the server's field names ('guardians.0.phone'), so server errors land at the same field. */
export type FieldErrors = Record<string, string>;

let nextKey = 0;
export const rowKey = () => `row-${++nextKey}`;

export const emptyGuardian = (): GuardianRow => ({
  key: rowKey(),
  parentId: null,
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  relation: '',
});
export const emptyPickupAdult = (): PickupRow => ({ key: rowKey(), name: '', phone: '', relation: '' });

/** A new child: consent withheld until the family gives it. */
export function emptyStudentForm(classId: string): StudentFormValues {
  return {
    first_name: '',
    last_name: '',
    date_of_birth: '',
    gender: 'none',
    class_id: classId,
    guardians: [emptyGuardian()],
    pickup_adults: [],
    allergies: '',
    medical_notes: '',
    photo_consent: false,
  };
}

export function studentFormOf(student: StudentDetails): StudentFormValues {
  return {
    first_name: student.first_name,
    last_name: student.last_name,
    date_of_birth: student.date_of_birth ?? '',
    gender: student.gender,
    class_id: student.student_class[0]?.class_id ?? '',
    guardians: student.guardians.map((g) => ({
      key: rowKey(),
      parentId: g.parent_id,
      first_name: g.first_name,
      last_name: g.last_name,
      phone: g.phone ?? '',
      email: g.email ?? '',
      relation: g.relation ?? '',
    })),
    pickup_adults: student.pickup_adults.map((a) => ({
      key: rowKey(),
      name: a.name,
      phone: a.phone ?? '',
      relation: a.relation ?? '',
    })),
    allergies: student.allergies ?? '',
    medical_notes: student.medical_notes ?? '',
    photo_consent: student.photo_consent,
  };
}

/**
 * What the form sends: every field (an edit replaces the lists). A guardian row left wholly
 * empty is dropped, not sent as a mistake.
 */
export function studentInputOf(values: StudentFormValues) {
  const guardians = values.guardians.filter((g) => !isBlankGuardian(g));
  const adults = values.pickup_adults.filter((a) => a.name.trim() || a.phone.trim() || a.relation.trim());
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    date_of_birth: values.date_of_birth || null,
    gender: values.gender,
    guardians: guardians.map((g) => ({
      first_name: g.first_name,
      last_name: g.last_name,
      phone: g.phone,
      email: g.email.trim() || null,
      relation: g.relation,
    })),
    pickup_adults: adults.map((a) => ({ name: a.name, phone: a.phone, relation: a.relation })),
    allergies: values.allergies.trim() || null,
    medical_notes: values.medical_notes.trim() || null,
    photo_consent: values.photo_consent,
  };
}

const isBlankGuardian = (g: GuardianRow) =>
  !g.first_name.trim() && !g.last_name.trim() && !g.phone.trim() && !g.email.trim() && !g.relation.trim();

/**
 * The checks the form makes before sending (the server makes them again): translation keys by
 * field. Indexes count the rows that will be sent, as the server's field names do.
 */
export function checkStudentForm(values: StudentFormValues, today: string, isNew: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.first_name.trim()) errors.first_name = 'students.errors.required';
  if (!values.last_name.trim()) errors.last_name = 'students.errors.required';
  if (isNew && !values.class_id) errors.class_id = 'students.errors.required';
  if (values.date_of_birth && values.date_of_birth > today) errors.date_of_birth = 'students.errors.future';
  const phones = new Set<string>();
  values.guardians
    .filter((g) => !isBlankGuardian(g))
    .forEach((g, index) => {
      const field = (name: string) => `guardians.${index}.${name}`;
      if (!g.first_name.trim()) errors[field('first_name')] = 'students.errors.required';
      if (!g.last_name.trim()) errors[field('last_name')] = 'students.errors.required';
      if (!g.relation.trim()) errors[field('relation')] = 'students.errors.required';
      if (!isValidNationalPhone(g.phone)) errors[field('phone')] = 'students.errors.phone';
      else if (phones.has(g.phone)) errors[field('phone')] = 'students.errors.repeatedPhone';
      phones.add(g.phone);
    });
  values.pickup_adults
    .filter((a) => a.name.trim() || a.phone.trim() || a.relation.trim())
    .forEach((a, index) => {
      const field = (name: string) => `pickup_adults.${index}.${name}`;
      if (!a.name.trim()) errors[field('name')] = 'students.errors.required';
      if (!a.relation.trim()) errors[field('relation')] = 'students.errors.required';
      if (!isValidNationalPhone(a.phone)) errors[field('phone')] = 'students.errors.phone';
    });
  return errors;
}

/** The index a row will have when sent (blank rows are skipped), or -1 for a blank row. */
export function sentIndexOf<T>(rows: T[], row: T, isBlank: (row: T) => boolean): number {
  if (isBlank(row)) return -1;
  return rows.filter((candidate) => !isBlank(candidate)).indexOf(row);
}

export const isBlankPickupAdult = (a: PickupRow) => !a.name.trim() && !a.phone.trim() && !a.relation.trim();
export { isBlankGuardian };
