import { describe, expect, it } from 'vitest';
import {
  checkStudentForm,
  emptyGuardian,
  emptyPickupAdult,
  emptyStudentForm,
  studentInputOf,
  type StudentFormValues,
} from './student-form';

const CLASS = 'a'.repeat(24);
const filled = (): StudentFormValues => ({
  ...emptyStudentForm(CLASS),
  first_name: 'Zoya',
  last_name: 'Das',
  guardians: [
    { ...emptyGuardian(), first_name: 'Ritu', last_name: 'Das', phone: '9100000001', relation: 'mother' },
  ],
});

describe('the child editor form', () => {
  it('withholds photo consent for a new child', () => {
    expect(emptyStudentForm(CLASS).photo_consent).toBe(false);
  });

  it('drops wholly empty guardian and pickup rows, so the server indexes match what was typed', () => {
    const values = filled();
    values.guardians.unshift(emptyGuardian());
    values.pickup_adults.push(emptyPickupAdult());
    const input = studentInputOf(values);
    expect(input.guardians).toEqual([
      { first_name: 'Ritu', last_name: 'Das', phone: '9100000001', email: null, relation: 'mother' },
    ]);
    expect(input.pickup_adults).toEqual([]);
    expect(checkStudentForm(values, '2026-11-20', true)).toEqual({});
  });

  it('names the field at fault: a future birth date, a short phone, the same guardian twice', () => {
    const values = filled();
    values.date_of_birth = '2027-01-01';
    values.guardians.push({ ...values.guardians[0]!, key: 'other' });
    values.pickup_adults.push({ ...emptyPickupAdult(), name: 'Gopal', phone: '12', relation: 'grandfather' });
    expect(checkStudentForm(values, '2026-11-20', true)).toEqual({
      date_of_birth: 'students.errors.future',
      'guardians.1.phone': 'students.errors.repeatedPhone',
      'pickup_adults.0.phone': 'students.errors.phone',
    });
  });

  it('needs a class only for a new child', () => {
    const values = { ...filled(), class_id: '' };
    expect(checkStudentForm(values, '2026-11-20', true)).toEqual({ class_id: 'students.errors.required' });
    expect(checkStudentForm(values, '2026-11-20', false)).toEqual({});
  });
});
