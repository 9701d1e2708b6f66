import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSwitcher, selectedClass } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

describe('daily reports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("Priya reviews and sends the class's daily reports on her phone; Rahul sees Aarav's arrive live", async () => {
    // Words no other journey (or earlier run) can have written.
    const stamp = `Aarav painted a big yellow sun ${Date.now()}`;

    // Rahul's dashboard is open first: the report must arrive without a reload.
    const parent = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    const teacher = await signedInContext(browser, demoPhones.priya, { viewport: 'phone' });
    try {
      await parent.page.getByRole('heading', { level: 2, name: 'Aarav Sharma' }).waitFor();
      const journal = parent.page.getByRole('region', { name: 'Journal' });
      await journal.waitFor();

      const page = teacher.page;
      await page.goto('/communication/journal');
      await page.getByRole('heading', { level: 1, name: 'Journal' }).waitFor();
      await classSwitcher(page).waitFor();
      if ((await selectedClass(page)) !== 'Nursery A') {
        await classSwitcher(page).click();
        await page.getByRole('menuitem', { name: 'Nursery A' }).click();
      }
      await page.getByText('Nursery A: what the families read about their child').waitFor();
      await page.getByRole('tab', { name: 'Daily reports' }).click();

      // Aarav's card: the draft is there to review; Priya writes her own words.
      const aarav = page.getByRole('article', { name: 'Aarav Sharma' });
      const text = aarav.getByRole('textbox', { name: 'Report text' });
      await text.waitFor();
      expect(await text.inputValue()).toMatch(/^Aarav's day:/);
      await text.fill(stamp);
      // An earlier run today has sent his report already (then it is unticked): send it again.
      const include = aarav.getByRole('checkbox', { name: "Send Aarav Sharma's report" });
      if (!(await include.isChecked())) await include.check();

      const sendAll = page.getByRole('button', { name: /^Send \d+ reports?$/ });
      expect(await sendAll.isEnabled()).toBe(true);
      await sendAll.click();
      const confirm = page.getByRole('dialog', { name: 'Send daily reports' });
      await confirm.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByText(/^\d+ daily reports? sent$/).waitFor();

      // Sent: the card says so, and carries the words the family got.
      await aarav.getByText('Sent', { exact: true }).waitFor();
      expect(await aarav.getByRole('textbox', { name: 'Report text' }).inputValue()).toBe(stamp);

      // Rahul's open dashboard refreshes on its own (realtime 'journal' event).
      const report = journal.getByRole('article', { name: /^Daily report — / }).filter({ hasText: stamp });
      await report.waitFor({ timeout: 15_000 });
      expect(await report.getByText('By Priya Nair').count()).toBe(1);
    } finally {
      await teacher.context.close();
      await parent.context.close();
    }
  });
});
