import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseClass } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/** 'YYYY-MM-DD' of a day `days` after today (the browser's clock; far enough ahead to be future). */
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const asStored = (iso: string) => iso.split('-').reverse().join('-');

async function openNurseryARegister(page: Page): Promise<void> {
  await page.goto('/housekeeping/attendance');
  await page.getByRole('heading', { level: 1, name: 'Attendance' }).waitFor();
  await chooseClass(page, 'Nursery A');
  await page.getByRole('listitem', { name: 'Diya Menon' }).waitFor();
}

describe('attendance', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('Priya takes today’s register in six clicks, Rahul asks for leave, and Priya sees and approves it', async () => {
    const teacher = await signedInContext(browser, demoPhones.priya);
    const parent = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    try {
      // --- Priya: today's register of Nursery A, two children absent, complete. ---
      const page = teacher.page;
      await openNurseryARegister(page);
      let clicks = 0;
      const click = async (name: string, within?: string) => {
        const scope = within ? page.getByRole('listitem', { name: within }) : page;
        await scope.getByRole('button', { name, exact: true }).click();
        clicks += 1;
      };
      await click('Mark all present');
      for (const child of ['Diya Menon', 'Kabir Iyer']) {
        await click(`Change the status of ${child}`, child);
        await click(`Absent: ${child}`, child);
      }
      await click('Mark Complete');
      expect(clicks).toBeLessThanOrEqual(6);
      await page.getByText('Attendance marked complete!').waitFor();
      await page.getByRole('button', { name: 'Marked Complete' }).waitFor();
      for (const child of ['Diya Menon', 'Kabir Iyer']) {
        await page
          .getByRole('listitem', { name: child })
          .getByRole('button', { name: `Absent: ${child}, click to clear` })
          .waitFor();
      }
      await page
        .getByRole('listitem', { name: 'Aarav Sharma' })
        .getByRole('button', { name: 'Present: Aarav Sharma, click to clear' })
        .waitFor();
      await page.getByText('Absent: 2').waitFor();
      await page.getByText('Present: 18').waitFor();
      // The register stays complete after a reload: it was saved, not only shown.
      await page.reload();
      await page.getByRole('button', { name: 'Marked Complete' }).waitFor();
      await page.getByText('Absent: 2').waitFor();

      // --- Rahul: Aarav's attendance on his dashboard, then a leave request for future days. ---
      const home = parent.page;
      await home.getByRole('heading', { level: 2, name: 'Aarav Sharma' }).waitFor();
      const panel = home.getByRole('region', { name: 'Attendance' });
      await panel.waitFor();
      await panel.getByText('How often Aarav Sharma has been at school').waitFor();
      // Today's mark is in this week's numbers.
      await panel.getByText('Attendance: 100%').waitFor();
      await panel.getByText('Month', { exact: true }).click();
      await expect.poll(() => panel.getByRole('radio', { name: 'Month' }).isChecked()).toBe(true);
      await panel.getByText('Attendance: 100%').waitFor();

      const start = daysAhead(30);
      const end = daysAhead(32);
      const reason = `Family wedding in Jaipur (${Date.now()})`;
      await panel.getByRole('button', { name: 'Ask for leave or an excusal' }).click();
      const form = panel.getByRole('form', { name: 'Ask for leave or an excusal' });
      await form.getByLabel(/^From/).fill(start);
      await form.getByLabel(/^To/).fill(end);
      await form.getByLabel(/^Reason/).fill(reason);
      await form.getByRole('button', { name: 'Send request' }).click();
      await home.getByText('Request sent to the school').waitFor();
      const mine = panel.getByRole('listitem').filter({ hasText: reason });
      await mine.getByText('Waiting').waitFor();
      await mine.getByText(`${asStored(start)} to ${asStored(end)}`).waitFor();

      // --- Priya: the request arrives on her open screen (realtime), and she approves it. ---
      const requests = page.getByRole('region', { name: 'Requests' });
      const request = requests.getByRole('listitem', { name: 'Aarav Sharma' }).filter({ hasText: reason });
      await request.waitFor();
      await request.getByText('Leave', { exact: true }).waitFor();
      await request.getByText('Asked by Rahul Sharma').waitFor();
      await request.getByRole('button', { name: 'Approve the request for Aarav Sharma' }).click();
      await page.getByText('Request approved').waitFor();
      await request.getByText('Decided by Priya Nair').waitFor();

      // Rahul's panel follows without a reload.
      await mine.getByText('Approved').waitFor();

      // --- Rahul withdraws a second, still waiting request; Priya's list follows (realtime). ---
      const second = `Dentist (${Date.now()})`;
      await panel.getByRole('button', { name: 'Ask for leave or an excusal' }).click();
      await form.getByText('Excused', { exact: true }).click();
      await expect.poll(() => form.getByRole('radio', { name: 'Excused' }).isChecked()).toBe(true);
      await form.getByLabel(/^From/).fill(daysAhead(40));
      await form.getByLabel(/^To/).fill(daysAhead(40));
      await form.getByLabel(/^Reason/).fill(second);
      await form.getByRole('button', { name: 'Send request' }).click();
      const theirs = requests.getByRole('listitem', { name: 'Aarav Sharma' }).filter({ hasText: second });
      await theirs.getByRole('button', { name: 'Approve the request for Aarav Sharma' }).waitFor();
      const waiting = panel.getByRole('listitem').filter({ hasText: second });
      await waiting.getByRole('button', { name: /^Withdraw the request for/ }).click();
      await home
        .getByRole('dialog', { name: 'Withdraw this request?' })
        .getByRole('button', { name: 'Withdraw request' })
        .click();
      await home.getByText('Request withdrawn').waitFor();
      await waiting.getByText('Withdrawn').waitFor();
      await theirs.getByText('Withdrawn').waitFor();
      expect(await theirs.getByRole('button', { name: 'Approve the request for Aarav Sharma' }).count()).toBe(
        0,
      );
    } finally {
      await teacher.context.close();
      await parent.context.close();
    }
  });
});
