import { messages } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { areas, catalogs } from './catalogs';

/** Every key path of a nested translation object, arrays counted as one value. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const en = catalogs.en;

/** Every leaf of a nested translation object with its key path. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * Values that are the same in every language: brand and product names, the fixed phone prefix and
 * language names (each shown in itself). Anything else equal to its English value is untranslated.
 */
const sameInEveryLanguage = new Set(['Cue', 'Google', 'Outlook', '+91', 'English', 'العربية', 'עברית']);

describe('translations', () => {
  it.each([
    ['ar', catalogs.ar],
    ['he', catalogs.he],
  ])('%s has exactly the English keys', (_language, translation) => {
    expect(keyPaths(translation).sort()).toEqual(keyPaths(en).sort());
  });

  it.each([
    ['ar', catalogs.ar],
    ['he', catalogs.he],
  ])('%s translates every English value (brand names aside)', (_language, translation) => {
    const english = new Map(leaves(en));
    const untranslated = leaves(translation)
      .filter(([path, value]) => value === english.get(path) && !sameInEveryLanguage.has(String(value)))
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it('gives each top-level key to one area only, so no area overwrites another', () => {
    const owners = new Map<string, string>();
    for (const area of areas) {
      for (const key of Object.keys(area.en)) {
        expect(owners.get(key), `"${key}" is in ${owners.get(key)} and ${area.name}`).toBeUndefined();
        owners.set(key, area.name);
      }
    }
  });

  it("renders the spec's messages word for word in English", () => {
    expect(en.messages).toEqual({
      phoneNotRegistered: messages.phoneNotRegistered,
      otpSent: messages.otpSent,
      otpResent: messages.otpResent,
      sessionExpired: messages.sessionExpired,
      noClassesFound: messages.noClassesFound,
    });
    expect(en.phoneLogin).toMatchObject({
      back: 'Back to login options',
      sendOtp: 'Send OTP',
      login: 'Login',
      resend: 'Resend OTP',
      resendIn: 'Resend OTP in {{seconds}}s',
    });
    expect(en.login).toMatchObject({ phoneOption: 'Phone Number', learnMore: 'Learn More' });
  });
});
