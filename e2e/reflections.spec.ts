import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseClass, selectInput } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/*
 * Issue 17's reflections as a teacher and a coordinator live them: Priya, on her phone, reads her
 * reflection on Nursery A's last week and writes one on this week naming a child to follow up;
 * Farah, the school's coordinator, finds it under Priya's name and comments; Priya's open screen
 * shows the comment without a reload. The screen in Arabic reads right to left. Only this journey
 * writes reflections.
 */

/** The page is no wider than the phone: nothing to scroll sideways. */
const fitsThePhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('reflections: a teacher writes hers, the coordinator comments', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lets Priya write on this week from her phone, and Farah comment; the comment reaches Priya at once', async () => {
    const priya = await signedInContext(browser, demoPhones.priya, { viewport: 'phone', touch: true });
    const farah = await signedInContext(browser, demoPhones.farah);
    try {
      const mine = priya.page;
      await mine.goto('/assessment/reflections');
      await chooseClass(mine, 'Nursery A');
      const list = mine.getByRole('list', { name: 'Reflections' });
      // The seeded one on last week, with how its plan went.
      await list
        .getByRole('heading', { name: /^Week of / })
        .first()
        .waitFor();
      await list.getByRole('heading', { name: /^Project: / }).waitFor();
      expect(await fitsThePhone(mine)).toBe(true);

      await mine.getByRole('button', { name: 'New reflection' }).click();
      const form = mine.getByRole('dialog', { name: 'New reflection' });
      await form.waitFor();
      // Last week is written already: the form starts on this week.
      await form.getByRole('textbox', { name: 'What worked' }).fill('Counting songs before snack');
      await form.getByRole('textbox', { name: 'What to change' }).fill('Fewer children at the sand tray');
      await selectInput(mine, 'Children to follow up').click();
      await mine.getByRole('option', { name: 'Aarav Sharma' }).click();
      await mine.keyboard.press('Escape');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'hidden' });
      const written = list.getByRole('listitem').filter({ hasText: 'Counting songs before snack' });
      await written.waitFor();
      expect(await written.getByText('Aarav Sharma').count()).toBe(1);
      expect(await fitsThePhone(mine)).toBe(true);

      const theirs = farah.page;
      await theirs.goto('/assessment/reflections');
      await chooseClass(theirs, 'Nursery A');
      await theirs.getByText(/As a coordinator you read every teacher's reflections/).waitFor();
      await selectInput(theirs, 'Teacher').click();
      await theirs.getByRole('option', { name: 'Priya Nair' }).click();
      const hers = theirs
        .getByRole('list', { name: 'Reflections' })
        .getByRole('listitem')
        .filter({ hasText: 'Counting songs before snack' });
      await hers
        .getByText(/Priya Nair/)
        .first()
        .waitFor();
      expect(await hers.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      await hers
        .getByRole('textbox', { name: 'Comment for the teacher' })
        .fill('Try it after outdoor play too');
      await hers.getByRole('button', { name: 'Send' }).click();
      await hers.getByRole('article', { name: 'Farah Khan' }).waitFor();

      // Realtime: Priya's screen refreshes without a reload.
      await written.getByRole('article', { name: 'Farah Khan' }).waitFor({ timeout: 10_000 });
      expect(await written.getByText('Try it after outdoor play too').count()).toBe(1);
    } finally {
      await priya.context.close();
      await farah.context.close();
    }
  });

  it('reads right to left in Arabic on a phone', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.priya, {
      viewport: 'phone',
      touch: true,
      language: 'ar',
    });
    try {
      await page.goto('/assessment/reflections');
      await page.getByRole('heading', { level: 1, name: 'التأملات' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await fitsThePhone(page)).toBe(true);
      await page.getByRole('button', { name: 'تأمل جديد' }).click();
      await page
        .getByRole('dialog', { name: 'تأمل جديد' })
        .getByRole('textbox', { name: 'ما الذي نجح' })
        .waitFor();
      expect(await fitsThePhone(page)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
