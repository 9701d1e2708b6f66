import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/** 'MMM DD, YY · hh:mm A' (spec section 9: announcement date and time). */
const announcementWhen = /[A-Z][a-z]{2} \d{2}, \d{2} · (0[1-9]|1[0-2]):[0-5]\d (AM|PM)/;

/** Opens the new-announcement form from the list and fills title and message. */
async function startAnnouncement(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'New announcement' }).click();
  await page.getByRole('heading', { level: 1, name: 'New announcement' }).waitFor();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Message/ }).fill(`About ${title}: please read this carefully.`);
}

/** The card of an announcement in the staff list, once the list shows it. */
async function cardOf(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
  const card = page.getByRole('article', { name: title });
  await card.waitFor();
  return card;
}

describe('announcements', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('Priya drafts, schedules and sends announcements; Rahul sees the sent one on his dashboard', async () => {
    // Titles no other journey (or earlier run) can have.
    const stamp = Date.now();
    const draftTitle = `Draft newsletter ${stamp}`;
    const scheduledTitle = `Holiday notice ${stamp}`;
    const sentTitle = `Sports day ${stamp}`;

    // Rahul's dashboard is open first: the sent announcement must arrive without a reload.
    const parent = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    const teacher = await signedInContext(browser, demoPhones.priya);
    try {
      await parent.page.getByRole('heading', { level: 2, name: 'Aarav Sharma' }).waitFor();
      const panel = parent.page.getByRole('region', { name: 'Announcements' });
      await panel.waitFor();

      const page = teacher.page;
      await page.goto('/communication/announcements');
      await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();

      // 1. A draft.
      await startAnnouncement(page, draftTitle);
      await page.getByRole('button', { name: 'Save as Draft' }).click();
      await page.getByText('Announcement Saved As Draft!').waitFor();
      const draft = await cardOf(page, draftTitle);
      await draft.getByText('Draft', { exact: true }).waitFor();
      expect(await draft.getByText('Scheduled', { exact: true }).count()).toBe(0);
      await draft.getByRole('button', { name: 'Edit' }).waitFor();

      // 2. Scheduled for a later day (the e2e server will not reach it during the journey).
      await startAnnouncement(page, scheduledTitle);
      await page.getByRole('switch', { name: 'Schedule for later' }).check();
      const later = new Date(Date.now() + 2 * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      const laterDate = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}`;
      await page.getByLabel(/^Date/).fill(laterDate);
      await page.getByLabel(/^Time/).fill('10:00');
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();
      await page.getByText('Scheduled!', { exact: true }).waitFor();
      const scheduled = await cardOf(page, scheduledTitle);
      await scheduled.getByText('Scheduled', { exact: true }).waitFor();
      expect(await scheduled.getByText(/10:00 AM/).count()).toBe(1);

      // 3. Sent now.
      await startAnnouncement(page, sentTitle);
      await page.getByRole('button', { name: 'Send Now' }).click();
      await page.getByText('Sent!', { exact: true }).waitFor();
      const sent = await cardOf(page, sentTitle);
      await sent.getByText('Published', { exact: true }).waitFor();
      // Published: no more editing, still deletable; date, time and reading time shown.
      expect(await sent.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      await sent.getByRole('button', { name: 'Delete' }).waitFor();
      expect(await sent.textContent()).toMatch(announcementWhen);
      expect(await sent.getByText(/1 min read/).count()).toBe(1);

      // Rahul: the sent one arrives on his open dashboard; the draft and the scheduled one do not.
      const arrived = panel.getByRole('article', { name: sentTitle });
      await arrived.waitFor({ timeout: 15_000 });
      expect(await arrived.getByText(`About ${sentTitle}: please read this carefully.`).count()).toBe(1);
      expect(await panel.getByRole('article', { name: draftTitle }).count()).toBe(0);
      expect(await panel.getByRole('article', { name: scheduledTitle }).count()).toBe(0);
      expect(await arrived.getByRole('button').count()).toBe(0);
    } finally {
      await parent.context.close();
      await teacher.context.close();
    }
  });

  it('asks before deleting, and the deleted announcement is gone', async () => {
    const title = `Mistake ${Date.now()}`;
    const { context, page } = await signedInContext(browser, demoPhones.priya, { viewport: 'phone' });
    try {
      await page.goto('/communication/announcements');
      await startAnnouncement(page, title);
      await page.getByRole('button', { name: 'Save as Draft' }).click();
      const card = await cardOf(page, title);
      await card.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete announcement?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await card.getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('dialog', { name: 'Delete announcement?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByText('Announcement deleted').waitFor();
      await page.getByRole('article', { name: title }).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
