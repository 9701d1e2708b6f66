import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { english } from '../locales/catalogs';

/** Spec section 9: English, Arabic, Hebrew. Right-to-left layout comes with the language picker. */
export const languages = ['en', 'ar', 'he'] as const;

void i18n.use(initReactI18next).init({
  // Only English is bundled; lib/language.ts adds the Arabic or Hebrew catalog before switching.
  resources: { en: { translation: english } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: languages,
  // English is bundled, so initialise synchronously: the first render already has its strings.
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
});

export default i18n;
