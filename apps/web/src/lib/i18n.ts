import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogs } from '../locales/catalogs';

/** Spec section 9: English, Arabic, Hebrew. Right-to-left layout comes with the language picker. */
export const languages = ['en', 'ar', 'he'] as const;

export const resources = {
  en: { translation: catalogs.en },
  ar: { translation: catalogs.ar },
  he: { translation: catalogs.he },
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: languages,
  // Resources are bundled, so initialise synchronously: the first render already has its strings.
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
});

export default i18n;
