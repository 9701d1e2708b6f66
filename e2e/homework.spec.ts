import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/** 'YYYY-MM-DD' this many days from today on this machine (the due date's field). */
function daysAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

describe('homework', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = await mkdtemp(join(tmpdir(), 'cue-homework-'));
  });
  afterAll(async () => {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('Priya sets homework; Rahul marks it done with a photo; Priya sees Aarav done with the photo', async () => {
    const title = `Build a tower ${Date.now()}`;
    // A small photo of the work, as a phone camera would give.
    const photo = join(dir, 'tower.jpg');
    await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg({ quality: 80 })
      .toFile(photo);

    const teacher = await signedInContext(browser, demoPhones.priya, { viewport: 'phone' });
    const parent = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    try {
      // Priya: new homework for Nursery A, due late (the family list shows the latest due first).
      const page = teacher.page;
      await page.goto('/communication/homeworks');
      await page.getByRole('button', { name: 'New homework' }).click();
      await page.getByRole('heading', { level: 1, name: 'New homework' }).waitFor();
      await page.getByRole('textbox', { name: /^Title/ }).fill(title);
      await page
        .getByRole('textbox', { name: /^Instructions/ })
        .fill('Use blocks or boxes, then send a photo.');
      const classSelect = page
        .getByRole('textbox', { name: /^Class/ })
        .or(page.getByRole('combobox', { name: /^Class/ }));
      await classSelect.first().click();
      await page.getByRole('option', { name: 'Nursery A' }).click();
      await page.getByLabel(/^Due date/).fill(daysAhead(300));
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Homework published').waitFor();
      const card = page.getByRole('article', { name: title });
      await card.waitFor();
      await card.getByRole('button', { name: /^0 of \d+ done$/ }).waitFor();

      // Rahul: on his dashboard for Aarav, marks it done with the photo.
      await parent.page.getByRole('heading', { level: 2, name: 'Aarav Sharma' }).waitFor();
      const panel = parent.page.getByRole('region', { name: 'Homework' });
      const homework = panel.getByRole('article', { name: title });
      await homework.waitFor({ timeout: 15_000 });
      const chooser = parent.page.waitForEvent('filechooser');
      await homework.getByRole('button', { name: 'Add a photo of the work' }).click();
      await (await chooser).setFiles(photo);
      await homework.getByText('Photo: tower.jpg').waitFor();
      await homework.getByRole('button', { name: 'Mark as done' }).click();
      await parent.page.getByText('Marked as done').waitFor();
      await homework.getByRole('img', { name: 'Photo of the work' }).waitFor();

      // Priya's list counts it without a reload; opened, Aarav is done with the thumbnail.
      const count = card.getByRole('button', { name: /^1 of \d+ done$/ });
      await count.waitFor({ timeout: 15_000 });
      await count.click();
      const dialog = page.getByRole('dialog', { name: `Who has done “${title}”` });
      await dialog.waitFor();
      const aarav = dialog.getByRole('listitem').filter({ hasText: 'Aarav Sharma' });
      await aarav.getByText('Done', { exact: true }).waitFor();
      await aarav.getByText(/Sent by Rahul/).waitFor();
      const thumbnail = aarav.getByRole('img', { name: 'Work of Aarav' });
      await thumbnail.waitFor();
      // The signed thumbnail really loaded (not a broken image).
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    } finally {
      await parent.context.close();
      await teacher.context.close();
    }
  });
});
