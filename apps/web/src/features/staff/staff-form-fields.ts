import type { StaffMember } from '@cue/contracts';

/** What the invite and edit drawers hold while the admin types. */
export interface StaffFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  admin: boolean;
  roleId: string | null;
  classIds: string[];
}

export type StaffFormField = keyof StaffFormValues;

export function staffFormValues(member: StaffMember | null): StaffFormValues {
  return {
    firstName: member?.first_name ?? '',
    lastName: member?.last_name ?? '',
    phone: member?.phone ?? '',
    email: member?.email ?? '',
    admin: member?.admin ?? false,
    roleId: member?.role?._id ?? null,
    classIds: member?.classes.map((c) => c._id) ?? [],
  };
}

const serverFields: Record<string, StaffFormField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  email: 'email',
  admin: 'admin',
  role_id: 'roleId',
  class_ids: 'classIds',
};

/** The form field a server 400 names ('class_ids.2' is the classes field), or null. */
export function staffFormFieldOf(field: string | undefined): StaffFormField | null {
  if (!field) return null;
  return serverFields[field.split('.')[0]!] ?? null;
}
