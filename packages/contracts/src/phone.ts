import { z } from 'zod';
import { PHONE_COUNTRY_PREFIX, PHONE_LENGTH } from './limits.js';

const nationalPattern = new RegExp(`^\\d{${PHONE_LENGTH}}$`);
const prefixedPattern = new RegExp(`^${PHONE_COUNTRY_PREFIX}\\d{${PHONE_LENGTH}}$`);

/** What the phone field accepts as the user types: digits only, at most 10. */
export function sanitizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

export function isValidNationalPhone(value: string): boolean {
  return nationalPattern.test(value);
}

export function withCountryPrefix(nationalNumber: string): string {
  return `${PHONE_COUNTRY_PREFIX}${nationalNumber}`;
}

/** "9000000001" -> "90******01": the only form of a number allowed in logs. */
export function maskPhone(phone: string): string {
  const national = phone.length > PHONE_LENGTH ? phone.slice(-PHONE_LENGTH) : phone;
  if (national.length < 4) return '*'.repeat(national.length);
  return `${national.slice(0, 2)}${'*'.repeat(national.length - 4)}${national.slice(-2)}`;
}

/** `phno`: 91 followed by exactly 10 digits. */
export const PrefixedPhoneSchema = z
  .string()
  .regex(prefixedPattern, `must be ${PHONE_COUNTRY_PREFIX} followed by ${PHONE_LENGTH} digits`)
  .describe('Phone number with the 91 prefix, e.g. 919000000001');

/** `phone_number`: 10 digits, or 91 + 10 digits; normalised to the 10-digit national number. */
export const PhoneNumberSchema = z
  .string()
  .trim()
  .refine((v) => nationalPattern.test(v) || prefixedPattern.test(v), {
    message: `must be ${PHONE_LENGTH} digits`,
  })
  .transform((v) => v.slice(-PHONE_LENGTH))
  .describe('10-digit phone number (a 91 prefix is accepted)');

/** "919000000001" -> "9000000001". */
export function nationalNumber(prefixedPhone: string): string {
  return prefixedPhone.slice(-PHONE_LENGTH);
}
