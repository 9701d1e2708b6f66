import { describe, expect, it } from 'vitest';
import { staffFormFieldOf } from './staff-form-fields';

describe('staffFormFieldOf', () => {
  it("puts the server's field error on the field the admin typed in", () => {
    expect(staffFormFieldOf('phone')).toBe('phone');
    expect(staffFormFieldOf('role_id')).toBe('roleId');
    expect(staffFormFieldOf('class_ids.2')).toBe('classIds');
    expect(staffFormFieldOf('id')).toBeNull();
    expect(staffFormFieldOf(undefined)).toBeNull();
  });
});
