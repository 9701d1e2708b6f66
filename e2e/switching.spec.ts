import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childSwitcher, classSwitcher, openProfileMenu, selectedClass } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

describe('switching class, child and role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets Priya switch her class to Playgroup B, and keeps it after a reload', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.priya);
    try {
      await page.getByText('Welcome, Priya').waitFor();
      await classSwitcher(page).waitFor();
      expect(await selectedClass(page)).toBe('Nursery A');

      await classSwitcher(page).click();
      const options = page.getByRole('menu').getByRole('menuitem');
      await options.first().waitFor();
      // Her two classes, and not the admin's third.
      expect((await options.allTextContents()).map((text) => text.trim())).toEqual([
        'Nursery A',
        'Playgroup B',
      ]);
      await page.getByRole('menuitem', { name: 'Playgroup B' }).click();
      await page.getByRole('button', { name: 'Switch class: Playgroup B' }).waitFor();

      await page.reload();
      await page.getByRole('button', { name: 'Switch class: Playgroup B' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('lets Rahul switch from Aarav to Anaya, and the choice holds after a reload', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    const pick = async (name: string) => {
      await childSwitcher(page).click();
      await page.getByRole('option', { name }).click();
      await page.getByRole('heading', { level: 2, name }).waitFor();
      await expect.poll(() => childSwitcher(page).inputValue()).toBe(name);
    };
    try {
      await page.getByText('Welcome, Rahul').waitFor();
      await page.getByRole('heading', { level: 2, name: 'Aarav Sharma' }).waitFor();
      expect(await childSwitcher(page).inputValue()).toBe('Aarav Sharma');

      await pick('Anaya Sharma');
      await page.reload();
      await page.getByRole('heading', { level: 2, name: 'Anaya Sharma' }).waitFor();
      expect(await childSwitcher(page).inputValue()).toBe('Anaya Sharma');
    } finally {
      // The current child lives on the server: other journeys expect Rahul to start on Aarav.
      if (
        (await childSwitcher(page)
          .inputValue()
          .catch(() => '')) !== 'Aarav Sharma'
      ) {
        await pick('Aarav Sharma');
      }
      await context.close();
    }
  });

  it('lets Meera (teacher and parent) switch to her parent view with Kabir, and back to staff', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.meera);
    try {
      await page.getByText('Welcome, Meera').waitFor();
      const tabs = page.getByRole('navigation', { name: 'Main sections' });
      await tabs.waitFor();
      await classSwitcher(page).waitFor();

      await openProfileMenu(page);
      await page.getByRole('menuitem', { name: 'Switch to parent' }).click();
      await page.waitForURL('**/dashboard');
      await childSwitcher(page).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Kabir Iyer' }).waitFor();
      expect(await childSwitcher(page).inputValue()).toBe('Kabir Iyer');
      expect(await tabs.count()).toBe(0);
      expect(await classSwitcher(page).count()).toBe(0);

      await openProfileMenu(page);
      await page.getByRole('menuitem', { name: 'Switch to staff' }).click();
      await tabs.waitFor();
      await classSwitcher(page).waitFor();
      await page.getByText('Welcome, Meera').waitFor();
      expect(await childSwitcher(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
