import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseClass } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/** A day `days` before today, as YYYY-MM-DD and as typed into Chromium's en-US date field. */
function daysAgo(days: number): { iso: string; typed: string } {
  const date = new Date(Date.now() - days * 86_400_000);
  const [yyyy, mm, dd] = [
    String(date.getFullYear()),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ];
  return { iso: `${yyyy}-${mm}-${dd}`, typed: `${mm}${dd}${yyyy}` };
}

describe('register safety', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('on a phone, a typed day opens its register, and Mark Complete with unmarked children asks first', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.priya, { viewport: 'phone' });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/housekeeping/attendance');
      await chooseClass(page, 'Playgroup B');

      // A day nine days back, typed digit by digit (no other journey uses it): its register opens.
      const day = daysAgo(9);
      await page.getByLabel('Date').focus();
      await page.keyboard.type(day.typed);
      await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(day.iso);
      await expect.poll(() => page.getByLabel('Date').inputValue()).toBe(day.iso);

      await page.getByRole('button', { name: 'Mark all present' }).click();
      for (const child of ['Ira Banerjee', 'Yusuf Qureshi']) {
        const clear = page
          .getByRole('listitem', { name: child })
          .getByRole('button', { name: `Present: ${child}, click to clear` });
        await clear.click();
        // Focus stays on the child's picker, on the option just cleared.
        const option = page.getByRole('button', { name: `Present: ${child}`, exact: true });
        await expect.poll(() => option.evaluate((button) => button === document.activeElement)).toBe(true);
        await page.getByText(`Present cleared for ${child}`).waitFor();
      }
      await page.getByText('Not marked: 2').waitFor();

      await page.getByRole('button', { name: 'Mark Complete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Some children are not marked' });
      await dialog
        .getByText(
          'Not marked (2 of 12): Ira Banerjee and Yusuf Qureshi. Mark them present, or leave them unmarked?',
        )
        .waitFor();
      await dialog.getByRole('button', { name: 'Complete anyway' }).click();
      await page.getByRole('button', { name: 'Marked Complete' }).waitFor();
      await page.getByText('Attendance marked complete!').waitFor();

      // Saved as chosen: complete, with the two children still unmarked.
      await page.reload();
      await page.getByRole('button', { name: 'Marked Complete' }).waitFor();
      await page.getByText('Not marked: 2').waitFor();
      await page.getByText('Present: 10').waitFor();
      // Nothing on the row cut or off the phone's screen.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
    } finally {
      await context.close();
    }
  });
});
