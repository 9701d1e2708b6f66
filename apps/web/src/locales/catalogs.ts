/**
 * Every translation, one folder per language and one file per area of the app, so work on
 * different areas never edits the same file. Each area owns its top-level keys (checked by
 * locales.test.ts). To add an area: create en/<area>.json, ar/<area>.json, he/<area>.json and
 * list the English file below; the Arabic and Hebrew catalogs pick up every file of their folder.
 *
 * English is bundled: it is the first screen's language and the type of every key. Arabic and
 * Hebrew are each one chunk, loaded only when chosen (web budget, docs/decisions/007).
 */
import enAccount from './en/account.json';
import enAttendance from './en/attendance.json';
import enChildren from './en/children.json';
import enCommon from './en/common.json';
import enNavigation from './en/navigation.json';
import enObservations from './en/observations.json';
import enAnnouncements from './en/announcements.json';
import enServerMessages from './en/server-messages.json';

/** The English file of each area, by file name. */
export const englishAreas = {
  common: enCommon,
  account: enAccount,
  attendance: enAttendance,
  navigation: enNavigation,
  children: enChildren,
  'server-messages': enServerMessages,
  observations: enObservations,
  announcements: enAnnouncements,
} as const;

export const english = {
  ...enCommon,
  ...enAccount,
  ...enAttendance,
  ...enNavigation,
  ...enChildren,
  ...enServerMessages,
  ...enObservations,
  ...enAnnouncements,
};

/** A whole catalog: Arabic and Hebrew have exactly the English keys (locales.test.ts). */
export type Catalog = typeof english;

export type LoadableLanguage = 'ar' | 'he';

/** The Arabic or Hebrew catalog, downloaded on first use. */
export const loadCatalog: Record<LoadableLanguage, () => Promise<Catalog>> = {
  ar: () => import('./ar/catalog').then((module) => module.catalog),
  he: () => import('./he/catalog').then((module) => module.catalog),
};
