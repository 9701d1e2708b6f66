/**
 * Every translation, one folder per language and one file per area of the app, so work on
 * different areas never edits the same file. Each area owns its top-level keys (checked by
 * locales.test.ts). To add an area: create en/<area>.json, ar/<area>.json, he/<area>.json and
 * list them below.
 */
import arCommon from './ar/common.json';
import enCommon from './en/common.json';
import heCommon from './he/common.json';

export const areas = [{ name: 'common', en: enCommon, ar: arCommon, he: heCommon }] as const;

export const catalogs = {
  en: { ...enCommon },
  ar: { ...arCommon },
  he: { ...heCommon },
};
