import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from './i18n';
import { changeLanguage, directionOf, languageStorageKey, startLanguage, storedLanguage } from './language';

afterEach(() => {
  // Leave the shared i18next instance, dayjs and <html> as every other test expects them.
  changeLanguage('en');
  localStorage.clear();
});

describe('interface language', () => {
  it('lays Arabic and Hebrew out right to left, English left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('switches i18next, <html lang dir> and dayjs, and remembers the choice', () => {
    expect(changeLanguage('he')).toBe('rtl');
    expect(i18n.language).toBe('he');
    expect(i18n.t('shell.language')).toBe('שפה');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(dayjs.locale()).toBe('he');
    expect(localStorage.getItem(languageStorageKey)).toBe('he');

    expect(changeLanguage('en')).toBe('ltr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('shell.language')).toBe('Language');
  });

  it('restores the remembered language at start-up', () => {
    localStorage.setItem(languageStorageKey, 'ar');
    expect(startLanguage()).toBe('rtl');
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('starts in English when nothing or something unknown is stored', () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(languageStorageKey, 'fr');
    expect(startLanguage()).toBe('ltr');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
