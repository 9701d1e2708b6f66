import 'i18next';
import type { Catalog } from '../locales/catalogs';

// Translation keys are checked at compile time against the English catalog.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
