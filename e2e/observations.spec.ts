import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseClass } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/** 'ddd, MMM DD, YYYY' (spec section 9: the observation date format). */
const observationDate = /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{2}, \d{4}$/;

/** Picks a child in the new-observation form's multi-select. */
async function pickChild(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: /^Children/ }).click();
  await page.getByRole('option', { name }).click();
}

describe('observations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('Priya records one group observation for Aarav and Diya, shares Aarav’s, and Rahul reads it in his journal', async () => {
    // A title no other journey (or earlier run) can have.
    const title = `Sand tray ${Date.now()}`;
    const note = 'Aarav and Diya built a sand castle together and counted the towers.';

    // Rahul's dashboard is open first: the shared observation must arrive without a reload.
    const parent = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    const teacher = await signedInContext(browser, demoPhones.priya);
    try {
      await parent.page.getByRole('heading', { level: 2, name: 'Aarav Sharma' }).waitFor();
      const journal = parent.page.getByRole('region', { name: 'Journal' });
      await journal.waitFor();

      const page = teacher.page;
      await page.goto('/assessment/observation?type=general&view=studentView');
      await page.getByRole('heading', { level: 1, name: 'Observations' }).waitFor();
      await chooseClass(page, 'Nursery A');

      await pickChild(page, 'Aarav Sharma');
      await pickChild(page, 'Diya Menon');
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByRole('textbox', { name: /^Note/ }).fill(note);
      await page.getByRole('button', { name: 'Save Observation' }).click();
      await page.getByRole('button', { name: 'Observation Saved' }).waitFor();
      await page.getByText('Observation saved!').waitFor();

      // Student view: one record per child, each with the teacher's words and the day observed.
      for (const child of ['Aarav Sharma', 'Diya Menon']) {
        const card = page.getByRole('region', { name: child }).getByRole('article', { name: title });
        await card.waitFor();
        expect(await card.getByText(note).count()).toBe(1);
        const day = (await card.locator('p').nth(1).textContent())?.trim() ?? '';
        expect(day).toMatch(observationDate);
      }

      const aaravs = page.getByRole('region', { name: 'Aarav Sharma' }).getByRole('article', { name: title });
      await aaravs.getByRole('button', { name: 'Share to journal' }).click();
      await page.getByText('Shared to the journal').waitFor();
      await aaravs.getByText('In journal').waitFor();
      // Diya's copy stays with the teacher.
      const diyas = page.getByRole('region', { name: 'Diya Menon' }).getByRole('article', { name: title });
      expect(await diyas.getByText('In journal').count()).toBe(0);

      // The parent's open dashboard refreshes on its own (realtime 'journal' event).
      const post = journal.getByRole('article', { name: title });
      await post.waitFor({ timeout: 15_000 });
      expect(await post.getByText(note).count()).toBe(1);
      expect(await post.getByText('By Priya Nair').count()).toBe(1);
    } finally {
      await teacher.context.close();
      await parent.context.close();
    }
  });
});
