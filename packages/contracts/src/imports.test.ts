import { describe, expect, it } from 'vitest';
import { dateOfBirthRule, genderRule, importColumnName, phoneRule, yesNoRule } from './imports.js';

describe('import row rules', () => {
  it('reads dates of birth as YYYY-MM-DD or DD-MM-YYYY and refuses impossible or future days', () => {
    expect(dateOfBirthRule('2022-03-04', '2026-11-24')).toEqual({ ok: true, value: '2022-03-04' });
    expect(dateOfBirthRule('04-03-2022', '2026-11-24')).toEqual({ ok: true, value: '2022-03-04' });
    expect(dateOfBirthRule('4/3/2022', '2026-11-24')).toEqual({ ok: true, value: '2022-03-04' });
    expect(dateOfBirthRule('31-02-2022', '2026-11-24')).toEqual({
      ok: false,
      problem: '"31-02-2022" is not a real calendar date',
    });
    expect(dateOfBirthRule('2027-01-01', '2026-11-24').ok).toBe(false);
    expect(dateOfBirthRule('March 2022', '2026-11-24').ok).toBe(false);
  });

  it('accepts phones as offices type them and stores the 10-digit number', () => {
    expect(phoneRule('+91 90000-00001')).toEqual({ ok: true, value: '9000000001' });
    expect(phoneRule('(900) 000 0001')).toEqual({ ok: true, value: '9000000001' });
    expect(phoneRule('12345').ok).toBe(false);
    expect(phoneRule('90000000012').ok).toBe(false);
    expect(phoneRule('')).toEqual({ ok: false, problem: 'is missing' });
  });

  it('reads gender words, yes/no and header names loosely', () => {
    expect(genderRule('Girl')).toEqual({ ok: true, value: 'female' });
    expect(genderRule('')).toEqual({ ok: true, value: null });
    expect(genderRule('x').ok).toBe(false);
    expect(yesNoRule('Y')).toEqual({ ok: true, value: true });
    expect(yesNoRule('maybe').ok).toBe(false);
    expect(importColumnName('\ufeff Guardian1 First Name ')).toBe('guardian1_first_name');
  });
});
