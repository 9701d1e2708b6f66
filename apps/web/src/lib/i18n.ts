import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstScreenEnglish, loadSignedInEnglish } from '../locales/catalogs';

/** Spec section 9: English, Arabic, Hebrew. Right-to-left layout comes with the language picker. */
export const languages = ['en', 'ar', 'he'] as const;

void i18n.use(initReactI18next).init({
  // The first screens' English is bundled; the rest comes with the signed-in app
  // (loadSignedInStrings), Arabic and Hebrew when chosen (lib/language.ts).
  resources: { en: { translation: firstScreenEnglish } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: languages,
  // The first screen's strings are bundled, so initialise synchronously: its first render has them.
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
});

let signedInStrings: Promise<void> | undefined;

/**
 * Adds the English of every area the first screens do not read; the signed-in shell awaits it
 * before its first render (app/layouts/require-session.tsx). Once: later calls share the download,
 * and a failed one (offline) is tried again next time.
 */
export function loadSignedInStrings(): Promise<void> {
  signedInStrings ??= loadSignedInEnglish().then(
    (strings) => {
      i18n.addResourceBundle('en', 'translation', strings, true, false);
    },
    (error: unknown) => {
      signedInStrings = undefined;
      throw error;
    },
  );
  return signedInStrings;
}

export default i18n;
