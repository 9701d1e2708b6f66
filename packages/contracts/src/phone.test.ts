import { describe, expect, it } from 'vitest';
import {
  PhoneNumberSchema,
  PrefixedPhoneSchema,
  maskPhone,
  nationalNumber,
  sanitizePhoneInput,
} from './phone.js';

describe('phone numbers', () => {
  it('keeps only digits, at most 10, as the user types', () => {
    expect(sanitizePhoneInput('90000 00001')).toBe('9000000001');
    expect(sanitizePhoneInput('+91-90000-00001-99')).toBe('9190000000');
    expect(sanitizePhoneInput('abc')).toBe('');
  });

  it('accepts phno only as 91 followed by exactly 10 digits', () => {
    expect(PrefixedPhoneSchema.safeParse('919000000001').success).toBe(true);
    for (const bad of ['9000000001', '91900000000', '9190000000011', '449000000001', '91900000000x']) {
      expect(PrefixedPhoneSchema.safeParse(bad).success).toBe(false);
    }
    expect(nationalNumber('919000000001')).toBe('9000000001');
  });

  it('normalises phone_number to the 10-digit national number', () => {
    expect(PhoneNumberSchema.parse('9000000001')).toBe('9000000001');
    expect(PhoneNumberSchema.parse('919000000001')).toBe('9000000001');
    expect(PhoneNumberSchema.safeParse('900000001').success).toBe(false);
  });

  it('masks all but the first and last two digits for logs', () => {
    expect(maskPhone('9000000001')).toBe('90******01');
    expect(maskPhone('919876543210')).toBe('98******10');
  });
});
