/**
 * Every translation, one folder per language and one file per area of the app, so work on
 * different areas never edits the same file. Each area owns its top-level keys (checked by
 * locales.test.ts). To add an area: create en/<area>.json, ar/<area>.json, he/<area>.json and
 * list them below.
 */
import arAccount from './ar/account.json';
import arCommon from './ar/common.json';
import enAccount from './en/account.json';
import enCommon from './en/common.json';
import heAccount from './he/account.json';
import heCommon from './he/common.json';
import arNavigation from './ar/navigation.json';
import enNavigation from './en/navigation.json';
import heNavigation from './he/navigation.json';
import arChildren from './ar/children.json';
import enChildren from './en/children.json';
import heChildren from './he/children.json';
import arServerMessages from './ar/server-messages.json';
import enServerMessages from './en/server-messages.json';
import heServerMessages from './he/server-messages.json';
import arObservations from './ar/observations.json';
import enObservations from './en/observations.json';
import heObservations from './he/observations.json';
import arAnnouncements from './ar/announcements.json';
import enAnnouncements from './en/announcements.json';
import heAnnouncements from './he/announcements.json';

export const areas = [
  { name: 'common', en: enCommon, ar: arCommon, he: heCommon },
  { name: 'account', en: enAccount, ar: arAccount, he: heAccount },
  { name: 'navigation', en: enNavigation, ar: arNavigation, he: heNavigation },
  { name: 'children', en: enChildren, ar: arChildren, he: heChildren },
  { name: 'serverMessages', en: enServerMessages, ar: arServerMessages, he: heServerMessages },
  { name: 'observations', en: enObservations, ar: arObservations, he: heObservations },
  { name: 'announcements', en: enAnnouncements, ar: arAnnouncements, he: heAnnouncements },
] as const;

export const catalogs = {
  en: {
    ...enCommon,
    ...enAccount,
    ...enNavigation,
    ...enChildren,
    ...enServerMessages,
    ...enObservations,
    ...enAnnouncements,
  },
  ar: {
    ...arCommon,
    ...arAccount,
    ...arNavigation,
    ...arChildren,
    ...arServerMessages,
    ...arObservations,
    ...arAnnouncements,
  },
  he: {
    ...heCommon,
    ...heAccount,
    ...heNavigation,
    ...heChildren,
    ...heServerMessages,
    ...heObservations,
    ...heAnnouncements,
  },
};
