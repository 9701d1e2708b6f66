import { messages } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { firstScreenAreas, firstScreenEnglish, loadCatalog, loadSignedInEnglish } from './catalogs';

/** Every area file of every language, by file name: '<area>.json' -> its strings. */
function areaFiles(files: Record<string, unknown>): Map<string, Record<string, unknown>> {
  return new Map(
    Object.entries(files).map(([path, strings]) => [
      path.slice(path.lastIndexOf('/') + 1),
      strings as Record<string, unknown>,
    ]),
  );
}
const files = {
  en: areaFiles(import.meta.glob('./en/*.json', { eager: true, import: 'default' })),
  ar: areaFiles(import.meta.glob('./ar/*.json', { eager: true, import: 'default' })),
  he: areaFiles(import.meta.glob('./he/*.json', { eager: true, import: 'default' })),
};

/** Every key path of a nested translation object, arrays counted as one value. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

/** i18next's plural suffixes: a language carries the forms its own plural rules need. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Key paths with plural forms folded into one ('members_one', 'members_two' -> 'members'). */
function keyPathsWithoutPlurals(value: unknown): string[] {
  return [...new Set(keyPaths(value).map((path) => path.replace(pluralSuffix, '')))];
}

const signedInEnglish = await loadSignedInEnglish();
const en = { ...firstScreenEnglish, ...signedInEnglish };
const catalogs = { ar: await loadCatalog.ar(), he: await loadCatalog.he() };

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
/** A value with no words of its own, only placeholders and punctuation ('{{date}} · {{className}}'). */
const hasNoWords = (value: unknown) => !/\p{L}/u.test(String(value).replace(/\{\{[^}]*\}\}/g, ''));

describe('translations', () => {
  it.each([
    ['ar', catalogs.ar],
    ['he', catalogs.he],
  ])('%s has exactly the English keys (plural forms aside)', (_language, translation) => {
    expect(keyPathsWithoutPlurals(translation).sort()).toEqual(keyPathsWithoutPlurals(en).sort());
  });

  // i18next asks for the form the language's plural rules pick (Arabic 2 -> '_two', 8 -> '_few',
  // 20 -> '_many'); a missing form shows the English sentence inside an Arabic or Hebrew screen.
  it.each([
    ['ar', catalogs.ar],
    ['he', catalogs.he],
  ] as const)('%s has every plural form its language uses', (language, translation) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const keys = new Set(keyPaths(translation));
    const pluralBases = new Set(
      keyPaths(en)
        .filter((path) => pluralSuffix.test(path))
        .map((path) => path.replace(pluralSuffix, '')),
    );
    const missing = [...pluralBases].flatMap((base) =>
      categories.map((category) => `${base}_${category}`).filter((key) => !keys.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['ar', catalogs.ar],
    ['he', catalogs.he],
  ])('%s translates every English value (brand names aside)', (_language, translation) => {
    const english = new Map(leaves(en));
    const untranslated = leaves(translation)
      .filter(
        ([path, value]) =>
          value === english.get(path) && !sameInEveryLanguage.has(String(value)) && !hasNoWords(value),
      )
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it('has the same area files in every language', () => {
    const english = [...files.en.keys()].sort();
    expect([...files.ar.keys()].sort()).toEqual(english);
    expect([...files.he.keys()].sort()).toEqual(english);
  });

  it("puts each English area either in the first download or in the signed-in app's, never both", () => {
    const bundled = Object.keys(firstScreenAreas).map((area) => `${area}.json`);
    const withSignedInApp = [...files.en]
      .filter(([, strings]) => Object.keys(strings).every((key) => key in signedInEnglish))
      .map(([area]) => area);
    expect([...bundled, ...withSignedInApp].sort()).toEqual([...files.en.keys()].sort());
    for (const area of bundled) {
      expect(
        Object.keys(files.en.get(area) ?? {}).filter((key) => key in signedInEnglish),
        area,
      ).toEqual([]);
    }
  });

  it.each(['en', 'ar', 'he'] as const)(
    'gives each top-level key to one area only in %s, so no area overwrites another',
    (language) => {
      const owners = new Map<string, string>();
      for (const [area, strings] of files[language]) {
        for (const key of Object.keys(strings)) {
          expect(owners.get(key), `"${key}" is in ${owners.get(key)} and ${area}`).toBeUndefined();
          owners.set(key, area);
        }
      }
    },
  );

  it("keeps each area's keys in the same file in every language", () => {
    for (const [area, strings] of files.en) {
      const keys = Object.keys(strings).sort();
      expect(Object.keys(files.ar.get(area) ?? {}).sort(), `ar/${area}`).toEqual(keys);
      expect(Object.keys(files.he.get(area) ?? {}).sort(), `he/${area}`).toEqual(keys);
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
    expect(en.navigation.notAvailable.title).toBe(messages.notAvailableForRole);
  });
});
