import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../locales/catalogs';
// dayjs follows i18next once a screen has formatted a date (lib/dates.ts loads with such a screen).
import './dates';
import i18n from './i18n';
import { changeLanguage, directionOf, languageStorageKey, startLanguage, storedLanguage } from './language';

afterEach(async () => {
  // Leave the shared i18next instance, dayjs and <html> as every other test expects them.
  await changeLanguage('en');
  localStorage.clear();
});

describe('interface language', () => {
  it('lays Arabic and Hebrew out right to left, English left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('bundles only English: Arabic and Hebrew are downloaded when chosen', async () => {
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('he', 'translation')).toBe(false);

    await changeLanguage('ar');
    expect(i18n.hasResourceBundle('ar', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('he', 'translation')).toBe(false);
  });

  it('switches i18next, <html lang dir> and dayjs, and remembers the choice', async () => {
    expect(await changeLanguage('he')).toBe('rtl');
    expect(i18n.language).toBe('he');
    expect(i18n.t('shell.language')).toBe('שפה');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(dayjs.locale()).toBe('he');
    expect(localStorage.getItem(languageStorageKey)).toBe('he');

    expect(await changeLanguage('en')).toBe('ltr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(dayjs.locale()).toBe('en');
    expect(i18n.t('shell.language')).toBe('Language');
  });

  it('restores the remembered language at start-up, with its catalog before anything renders', async () => {
    i18n.removeResourceBundle('ar', 'translation');
    localStorage.setItem(languageStorageKey, 'ar');
    expect(await startLanguage()).toBe('rtl');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('shell.language')).toBe((await loadCatalog.ar()).shell.language);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('starts in English when nothing or something unknown is stored', async () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(languageStorageKey, 'fr');
    expect(await startLanguage()).toBe('ltr');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in English when the remembered catalog cannot be downloaded', async () => {
    i18n.removeResourceBundle('he', 'translation');
    vi.spyOn(loadCatalog, 'he').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    localStorage.setItem(languageStorageKey, 'he');
    expect(await startLanguage()).toBe('ltr');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('keeps the current language when a chosen catalog cannot be downloaded', async () => {
    i18n.removeResourceBundle('he', 'translation');
    vi.spyOn(loadCatalog, 'he').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(changeLanguage('he')).rejects.toThrow('Failed to fetch');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(languageStorageKey)).toBeNull();
  });
});
