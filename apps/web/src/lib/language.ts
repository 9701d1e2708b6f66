import { loadCatalog } from '../locales/catalogs';
import i18n, { languages } from './i18n';

/**
 * The interface language (spec sections 6 and 9): English, Arabic or Hebrew; Arabic and Hebrew lay
 * the page out right to left. This module is the one place that switches it: i18next, the
 * remembered choice and <html lang dir> (Mantine's DirectionProvider follows the dir attribute);
 * dayjs follows i18next (lib/dates.ts). Only English is bundled: the Arabic or Hebrew catalog is
 * downloaded before switching to it. See docs/decisions/007-web-budgets-and-languages.md.
 */
export type Language = (typeof languages)[number];
export type Direction = 'ltr' | 'rtl';

export { languages };

/** localStorage key of the chosen language. */
export const languageStorageKey = 'cue.language';

/** Each language's name in itself: the picker shows these whatever the current language. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  ar: 'العربية',
  he: 'עברית',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function directionOf(language: Language): Direction {
  return language === 'ar' || language === 'he' ? 'rtl' : 'ltr';
}

/**
 * The first of the browser's preferred languages (navigator.languages, in the user's order) that
 * the product speaks, matched on the primary subtag ('ar-EG' is Arabic); English when none is.
 */
export function browserLanguage(preferred: readonly string[] = browserPreferences()): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

function browserPreferences(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The language to start in: the one the user chose (remembered), else the browser's when the
 * product speaks it (an Arabic browser opens in Arabic, even on the sign-in screen), else English.
 * The picker stays gated (spec): this only sets the starting point until someone picks.
 */
export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(languageStorageKey);
    if (isLanguage(value)) return value;
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): the browser's language still counts.
  }
  return browserLanguage();
}

/** The language i18next is showing now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Downloads the Arabic or Hebrew catalog into i18next the first time it is needed. */
async function ensureCatalog(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadCatalog[language]());
}

function apply(language: Language): Direction {
  const direction = directionOf(language);
  // The catalog is in i18next already and it was initialised synchronously: this switches at once.
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
  return direction;
}

/**
 * Start-up, before the first render: the remembered language, else the browser's (its catalog
 * first, so there is no flash of English), its lang and its direction. A catalog that cannot be
 * downloaded means English. Nothing is remembered here: only a choice in the picker is.
 */
export async function startLanguage(): Promise<Direction> {
  const language = storedLanguage();
  try {
    await ensureCatalog(language);
    return apply(language);
  } catch {
    return apply('en');
  }
}

/**
 * The user chose a language: show it as soon as its catalog is here, and remember it. Resolves to
 * its direction for Mantine; rejects (nothing changed) when the catalog cannot be downloaded.
 */
export async function changeLanguage(language: Language): Promise<Direction> {
  await ensureCatalog(language);
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  return apply(language);
}
