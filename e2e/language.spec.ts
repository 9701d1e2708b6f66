import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arCommon from '../apps/web/src/locales/ar/common.json';
import arNavigation from '../apps/web/src/locales/ar/navigation.json';
import enCommon from '../apps/web/src/locales/en/common.json';
import enNavigation from '../apps/web/src/locales/en/navigation.json';
import { baseUrl, launchBrowser } from './support/browser.js';
import { demoViewers } from './support/demo-school.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/** The labels the top bar is found by, in one language. */
const inLanguage = (common: typeof enCommon, navigation: typeof enNavigation) => ({
  language: common.shell.language,
  quickNav: navigation.navigation.quickNav.open,
  quickNavTitle: navigation.navigation.quickNav.title,
  tabs: navigation.navigation.tabsLabel,
});
const en = inLanguage(enCommon, enNavigation);
const ar = inLanguage(arCommon, arNavigation);

const VIEWPORT_WIDTH = 1280;

async function centreX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return box.x + box.width / 2;
}

/** Where the quick-nav button, the tabs and the open drawer are, as fractions of the width. */
async function layout(page: Page, labels: typeof en) {
  const tabs = page.getByRole('navigation', { name: labels.tabs });
  await tabs.waitFor();
  const burger = page.getByRole('button', { name: labels.quickNav });
  const positions = {
    burger: (await centreX(burger)) / VIEWPORT_WIDTH,
    tabs: (await centreX(tabs)) / VIEWPORT_WIDTH,
  };
  await burger.click();
  const drawer = page.getByRole('dialog', { name: labels.quickNavTitle });
  await drawer.waitFor();
  // Let the drawer finish sliding in before measuring it.
  await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
  await page.waitForTimeout(400);
  const drawerX = (await centreX(drawer)) / VIEWPORT_WIDTH;
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  return { ...positions, drawer: drawerX };
}

async function choose(page: Page, pickerLabel: string, language: string): Promise<void> {
  await page.getByRole('button', { name: pickerLabel }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

const direction = (page: Page) => page.evaluate(() => document.documentElement.dir);

describe('language picker', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets Sam switch to Arabic: right-to-left, the bar mirrored, kept after a reload, and back', async () => {
    expect(demoViewers.sam.permissions.rolePermissions.super_admin.access_new_modules).toBe(true);
    const { context, page } = await signedInContext(browser, demoPhones.sam);
    try {
      await page.getByText('Welcome, Sam').waitFor();
      await page.getByRole('button', { name: en.language }).waitFor();
      expect(await direction(page)).not.toBe('rtl');
      const ltr = await layout(page, en);
      // Left to right: the tabs sit left of the quick-nav button.
      expect(ltr.tabs).toBeLessThan(ltr.burger);

      await page.getByRole('button', { name: en.language }).click();
      const items = page.getByRole('menu').getByRole('menuitem');
      await items.first().waitFor();
      expect((await items.allTextContents()).map((text) => text.trim())).toEqual([
        'English',
        'العربية',
        'עברית',
      ]);
      await page.getByRole('menuitem', { name: 'العربية' }).click();

      await expect.poll(() => direction(page)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
      const rtl = await layout(page, ar);
      expect(rtl.burger).toBeLessThan(rtl.tabs);
      expect(rtl.burger).toBeCloseTo(1 - ltr.burger, 1);
      expect(rtl.drawer).toBeCloseTo(1 - ltr.drawer, 1);

      await page.reload();
      await page.getByRole('button', { name: ar.language }).waitFor();
      expect(await direction(page)).toBe('rtl');

      await choose(page, ar.language, 'English');
      await expect.poll(() => direction(page)).toBe('ltr');
      await page.getByRole('button', { name: en.language }).waitFor();
      await page.reload();
      await page.getByText('Welcome, Sam').waitFor();
      expect(await direction(page)).toBe('ltr');
      const back = await layout(page, en);
      expect(back.burger).toBeCloseTo(ltr.burger, 2);
    } finally {
      await context.close();
    }
  });

  it('offers no language picker to Priya, whose role lacks access_new_modules', async () => {
    expect(demoViewers.priya.permissions.rolePermissions.super_admin.access_new_modules).toBe(false);
    const { context, page } = await signedInContext(browser, demoPhones.priya);
    try {
      await page.getByText('Welcome, Priya').waitFor();
      await page.getByRole('navigation', { name: en.tabs }).waitFor();
      expect(await page.getByRole('button', { name: en.language }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the browser’s language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens the sign-in screen in Arabic for an Arabic browser, the +91 prefix still reading +91', async () => {
    const context = await browser.newContext({
      locale: 'ar-EG',
      viewport: { width: 390, height: 844 },
      baseURL: baseUrl(),
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: arCommon.login.phoneOption }).click();
      expect(await direction(page)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
      await page.getByLabel(arCommon.phoneLogin.phoneLabel).waitFor();
      // Drawn left to right: the '+' sits left of the '9' (in a right-to-left run it would be "91+").
      const order = await page.locator('bdi', { hasText: '+91' }).evaluate((element) => {
        const text = element.firstChild!;
        const x = (at: number) => {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          return range.getBoundingClientRect().x;
        };
        return { plus: x(0), nine: x(1) };
      });
      expect(order.plus).toBeLessThan(order.nine);
      // Following the browser is not a choice: nothing is remembered.
      expect(await page.evaluate(() => localStorage.getItem('cue.language'))).toBeNull();
    } finally {
      await context.close();
    }
  });
});
