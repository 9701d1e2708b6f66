import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { selectedClass } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { bearerOf, demoPhones, loginOnce, signedInContext } from './support/sessions.js';

/** The demo school's today: Sunbeam keeps Kolkata time, whatever this machine's zone. */
const schoolToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe("a teacher's home on a phone", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows an unmarked register and opens it in one tap; the bottom tab bar reaches Plan and Cue', async () => {
    const login = await loginOnce(demoPhones.priya);
    const headers = { ...bearerOf(login), 'content-type': 'application/json' };
    // Playgroup B's register of today is open, whatever journeys ran before (re-opening writes no mark).
    const classes = (await (await fetch(`${inject('baseUrl')}/api/staff_classes/`, { headers })).json()) as {
      result: { _id: string; class_name: string }[];
    };
    const playgroupB = classes.result.find((c) => c.class_name === 'Playgroup B')!;
    const reopened = await fetch(`${inject('baseUrl')}/api/class_student_attendance/${playgroupB._id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ date: schoolToday(), student_attendance_list: [], is_saved: false }),
    });
    expect(reopened.status).toBe(200);

    const { context, page } = await signedInContext(browser, demoPhones.priya, { login });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/dashboard');
      const today = page.getByRole('region', { name: 'Today' });
      const card = today.getByRole('article', { name: 'Playgroup B' });
      await card.getByText('Register not marked').waitFor();

      // One tap: the register of that class, for the school's today.
      await card.getByRole('link', { name: 'Mark now' }).click();
      await page.getByRole('heading', { level: 1, name: 'Attendance' }).waitFor();
      await page.getByText('Class: Playgroup B', { exact: true }).waitFor();
      expect(await selectedClass(page)).toBe('Playgroup B');
      expect(new URL(page.url()).searchParams.get('date')).toBe(schoolToday());
      await page.getByRole('button', { name: 'Mark Complete' }).waitFor();

      // The bottom tab bar: the staff tabs, every target at least 44 px, and Cue opens the chat.
      const tabBar = page.getByRole('navigation', { name: 'Main sections' }).last();
      await tabBar.waitFor();
      for (const name of ['Plan', 'Communicate', 'Assess', 'Admin', 'Cue']) {
        const tab =
          name === 'Cue' ? tabBar.getByRole('button', { name }) : tabBar.getByRole('link', { name });
        const box = await tab.boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.height, name).toBeGreaterThanOrEqual(44);
        expect(box!.width, name).toBeGreaterThanOrEqual(44);
        expect(box!.y + box!.height, name).toBeLessThanOrEqual(844);
      }
      const burger = await page.getByRole('button', { name: 'Open quick navigation' }).boundingBox();
      expect(burger!.height).toBeGreaterThanOrEqual(44);

      await tabBar.getByRole('button', { name: 'Cue' }).click();
      await page.getByRole('dialog', { name: 'Chat with Cue' }).waitFor();
      expect(new URL(page.url()).searchParams.get('cue')).toBe('true');
    } finally {
      await context.close();
    }
  });
});
