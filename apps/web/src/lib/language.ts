import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/he';
import i18n, { languages } from './i18n';

/**
 * The interface language (spec sections 6 and 9): English, Arabic or Hebrew; Arabic and Hebrew lay
 * the page out right to left. This module is the one place that switches it: i18next, the
 * remembered choice, <html lang dir> (Mantine's DirectionProvider follows the dir attribute) and
 * the dayjs locale. See docs/decisions/007-web-budgets-and-languages.md.
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

/** The remembered language, or English when none (or something unknown) is stored. */
export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(languageStorageKey);
    return isLanguage(value) ? value : 'en';
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): fall back to English.
    return 'en';
  }
}

/** The language i18next is showing now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

function apply(language: Language): Direction {
  const direction = directionOf(language);
  // Resources are bundled and i18next is initialised synchronously, so this switches at once.
  void i18n.changeLanguage(language);
  dayjs.locale(language);
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
  return direction;
}

/** Start-up, before the first render: the remembered language, its lang and its direction. */
export function startLanguage(): Direction {
  return apply(storedLanguage());
}

/** The user chose a language: show it now and remember it. Returns its direction for Mantine. */
export function changeLanguage(language: Language): Direction {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  return apply(language);
}
