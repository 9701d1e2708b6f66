import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseClass, overflows, selectInput } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/*
 * Issue 17's portfolio as the demo school lives it: Priya opens Aarav Sharma's portfolio, shares
 * an observation the family has not seen, and Rahul finds it in his phone's portfolio panel (in
 * Hebrew, right to left, nothing wider than the phone) and keeps the PDF and the photos.
 */

describe('portfolio', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('Priya shares an observation of Aarav; Rahul reads it on his phone and downloads the PDF and photos', async () => {
    let title = '';
    const staff = await signedInContext(browser, demoPhones.priya);
    try {
      const { page } = staff;
      await page.goto('/assessment/portfolio');
      await chooseClass(page, 'Nursery A');
      await selectInput(page, 'Child').click();
      await page.getByRole('option', { name: 'Aarav Sharma' }).click();
      const timeline = page.getByRole('list', { name: 'Portfolio items, newest first' });
      await timeline.waitFor();
      // An observation the family does not see yet (the demo school shared his latest two).
      const unshared = timeline
        .getByRole('article')
        .filter({ hasText: /^Observation/ })
        .filter({ has: page.getByRole('switch', { name: 'Share with the family', checked: false }) })
        .first();
      const titleId = (await unshared.getAttribute('aria-labelledby'))!;
      // That card, by its id: once shared it no longer matches the filter above.
      const card = timeline.locator(`article[aria-labelledby="${titleId}"]`);
      title = (await page.locator(`[id="${titleId}"]`).textContent())!;
      const shared = page.waitForResponse((r) => r.url().includes('/api/portfolio_shares/') && r.ok());
      await card.getByRole('switch', { name: 'Share with the family' }).click();
      await shared;
      await expect.poll(() => card.getByRole('switch').isChecked()).toBe(true);
    } finally {
      await staff.context.close();
    }

    const family = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone', language: 'he' });
    try {
      const { page } = family;
      // The Hebrew catalog downloads before the page turns right to left.
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const panel = page.getByRole('region', { name: 'תלקיט' });
      await panel.getByRole('article', { name: title }).waitFor();
      // Only what was shared: every card of the panel is shared, and none has a switch.
      expect(await panel.getByRole('switch').count()).toBe(0);
      expect(await overflows(page)).toBe(false);

      const pdf = page.waitForEvent('download');
      await panel.getByRole('button', { name: 'הורדת PDF' }).click();
      expect((await pdf).suggestedFilename()).toBe('portfolio-aarav-sharma.pdf');
      const head = await (
        await pdf
      )
        .createReadStream()
        .then(
          (stream) =>
            new Promise<string>((resolve) =>
              stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString())),
            ),
        );
      expect(head).toBe('%PDF-');
      const zip = page.waitForEvent('download');
      await panel.getByRole('button', { name: 'הורדת תמונות (zip)' }).click();
      expect((await zip).suggestedFilename()).toBe('portfolio-photos-aarav-sharma.zip');
    } finally {
      await family.context.close();
    }
  });
});
