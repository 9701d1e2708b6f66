import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../locales/catalogs';
// dayjs follows i18next once a screen has formatted a date (lib/dates.ts loads with such a screen).
import './dates';
import i18n from './i18n';
import {
  browserLanguage,
  changeLanguage,
  directionOf,
  languageStorageKey,
  startLanguage,
  storedLanguage,
} from './language';

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

  it('follows the browser’s preferred languages when they include one the product speaks', () => {
    expect(browserLanguage(['ar-EG', 'en-US'])).toBe('ar');
    expect(browserLanguage(['fr-FR', 'he'])).toBe('he');
    expect(browserLanguage(['HE-il'])).toBe('he');
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('starts in the browser’s language until the user picks one, and a pick wins over it', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-SA', 'en']);
    expect(await startLanguage()).toBe('rtl');
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    // Following the browser is not a choice: nothing is remembered.
    expect(localStorage.getItem(languageStorageKey)).toBeNull();

    localStorage.setItem(languageStorageKey, 'en');
    expect(await startLanguage()).toBe('ltr');
    expect(i18n.language).toBe('en');
    languages.mockRestore();
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
