import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseClass } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { bearerOf, demoPhones, loginOnce, signedInContext } from './support/sessions.js';

/** The demo school's today: Sunbeam keeps Kolkata time, whatever this machine's zone. */
const schoolToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * The register as the screen shows it: every marked child's mark ("Excused: Noor Hassan"), and
 * whether it is complete. Unmarked children have no mark button.
 */
async function registerOnScreen(page: Page): Promise<{ marks: string[]; complete: boolean }> {
  await page.getByRole('button', { name: /^Mark(ed)? Complete$/ }).waitFor();
  // Each mark's button as the accessibility tree names it: - button "Excused: Noor Hassan, click to clear"
  const snapshots = await Promise.all(
    (await page.getByRole('button', { name: /, click to clear$/ }).all()).map((button) =>
      button.ariaSnapshot(),
    ),
  );
  const marks = snapshots.map((snapshot) => /"(.*), click to clear"/.exec(snapshot)?.[1] ?? snapshot).sort();
  const complete = (await page.getByRole('button', { name: 'Marked Complete' }).count()) > 0;
  return { marks, complete };
}

/** The task log panel, opened from its Show Tasks button. */
async function openTaskLog(page: Page) {
  await page.getByRole('button', { name: /^Show Tasks/ }).click();
  const panel = page.getByRole('region', { name: 'Tasks' });
  await panel.waitFor();
  return panel;
}

describe('Cue voice commands, the task log and the widget', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('Priya types a Cue command that sends an announcement; the open list and the task log follow, and a reload keeps the log', async () => {
    // Words no other journey (or earlier run) can have.
    const stamp = Date.now();
    // Her own class's families: a command for the whole school would wait as a draft.
    const command = `Tell my class parents that the zoo trip is on Friday ${stamp}`;
    const { context, page } = await signedInContext(browser, demoPhones.priya);
    try {
      await page.getByText('Welcome, Priya').waitFor();
      // The announcements list is open while Cue works: it refreshes by itself.
      await page.goto('/communication/announcements');
      await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();

      // The typed command box (always there; headless Chromium cannot hear anyone).
      await page.getByRole('button', { name: 'Cue voice commands' }).click();
      const panel = page.getByRole('dialog');
      await panel.getByRole('status').filter({ hasText: 'Ready' }).waitFor();
      await panel.getByRole('textbox', { name: 'Command for Cue' }).fill(command);
      await panel.getByRole('button', { name: 'Send to Cue' }).click();
      await page.getByText('Request sent to Cue').waitFor();
      await page.getByText('Cue has finished processing your command').waitFor();
      await panel.getByText('Announcement Created').waitFor();

      // Sent now, to her class: the list shows it without a reload.
      const card = page.getByRole('article').filter({ hasText: `The zoo trip is on Friday ${stamp}` });
      await card.waitFor();
      await card.getByText('Published', { exact: true }).waitFor();
      await panel.getByRole('button', { name: 'Close' }).click();

      // The task log: the command's entry, done at 100.
      const log = await openTaskLog(page);
      const entry = log.getByRole('article', { name: command });
      await entry.getByText('Done', { exact: true }).waitFor();
      expect(await entry.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      // What was saved, in the words of the summary (decision 028); sent at once, so no Undo.
      await entry.getByText(/^Announcement '.+' published$/).waitFor();
      expect(await entry.getByRole('button', { name: 'Undo' }).count()).toBe(0);
      // The search keeps the entry for its words and hides it for others.
      const search = log.getByRole('searchbox', { name: 'Search tasks' });
      await search.fill(`zoo ${stamp}`);
      await entry.waitFor();
      await search.fill(`no such words ${stamp}`);
      await log.getByText('No tasks match your search.').waitFor();
      expect(await log.getByRole('article', { name: command }).count()).toBe(0);

      // A reload restores the log from the server (request-progress-replay).
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
      const restored = await openTaskLog(page);
      const replayed = restored.getByRole('article', { name: command });
      await replayed.getByText('Done', { exact: true }).waitFor();
      expect(await replayed.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      await restored.getByRole('button', { name: 'Hide Tasks' }).click();
      await page.getByRole('button', { name: /^Show Tasks/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('on a phone, Priya tells Cue who is away; the toast says what was saved, and Undo gives the register back exactly', async () => {
    // Playgroup B's register of today (the today journey reopens it later; no other journey
    // marks it): open, Noor excused, everyone else not marked yet.
    const login = await loginOnce(demoPhones.priya);
    const headers = { ...bearerOf(login), 'content-type': 'application/json' };
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${inject('baseUrl')}${path}`, { ...init, headers });
    const classes = (await (await api('/api/staff_classes/')).json()) as {
      result: { _id: string; class_name: string }[];
    };
    const playgroupB = classes.result.find((c) => c.class_name === 'Playgroup B')!._id;
    const register = (await (
      await api(`/api/class_student_attendance/${playgroupB}?date=${schoolToday()}`)
    ).json()) as { result: { student_attendance_list: { student_id: string; first_name: string }[] } };
    const noor = register.result.student_attendance_list.find((row) => row.first_name === 'Noor')!;
    const prepared = await api(`/api/class_student_attendance/${playgroupB}`, {
      method: 'POST',
      body: JSON.stringify({
        date: schoolToday(),
        student_attendance_list: [{ student_id: noor.student_id, attendance_status: 'excused' }],
        is_saved: false,
      }),
    });
    expect(prepared.status).toBe(200);

    const { context, page } = await signedInContext(browser, demoPhones.priya, { login, viewport: 'phone' });
    try {
      await page.goto('/housekeeping/attendance');
      await chooseClass(page, 'Playgroup B');
      await page.getByRole('listitem', { name: 'Ira Banerjee' }).waitFor();
      const before = await registerOnScreen(page);
      expect(before.marks).toContain('Excused: Noor Hassan');
      expect(before.complete).toBe(false);

      // The voice button: a 44 px target, and the top bar still fits the phone.
      const voice = page.getByRole('button', { name: 'Cue voice commands' });
      const box = (await voice.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The typed fallback (headless Chromium cannot hear anyone).
      await voice.click();
      const panel = page.getByRole('dialog');
      await panel.getByRole('status').filter({ hasText: 'Ready' }).waitFor();
      await panel
        .getByRole('textbox', { name: 'Command for Cue' })
        .fill('everyone is here except Ira and Yusuf');
      await panel.getByRole('button', { name: 'Send to Cue' }).click();
      await panel.getByText('Attendance Marked').waitFor();
      await panel.getByRole('button', { name: 'Close' }).click();

      // The toast says what was saved, with Undo.
      const toast = page.getByRole('alert').filter({ hasText: 'Cue has finished processing your command' });
      // "Everyone is here" leaves Noor excused, as the school already had her (issue 10).
      await toast.getByText('9 present, Ira and Yusuf absent, Noor excused, register complete').waitFor();
      const undo = toast.getByRole('button', { name: 'Undo' });
      // The whole button on the phone's screen, a 44 px target, not cut by the words beside it.
      const undoBox = (await undo.boundingBox())!;
      expect(undoBox.height).toBeGreaterThanOrEqual(44);
      const cut = await undo.evaluate((button) =>
        [button, ...Array.from(button.querySelectorAll('span'))].some(
          (part) => part.scrollWidth > part.clientWidth,
        ),
      );
      expect(cut).toBe(false);
      expect(undoBox.x + undoBox.width).toBeLessThanOrEqual(390);
      // The register screen follows the save.
      await page.getByRole('button', { name: 'Marked Complete' }).waitFor();
      await page
        .getByRole('listitem', { name: 'Ira Banerjee' })
        .getByRole('button', { name: 'Absent: Ira Banerjee, click to clear' })
        .waitFor();
      await page
        .getByRole('listitem', { name: 'Noor Hassan' })
        .getByRole('button', { name: 'Excused: Noor Hassan, click to clear' })
        .waitFor();

      await undo.click();
      await page.getByText('Undone: the state before Cue saved is back').waitFor();
      await toast.getByText('Undone', { exact: true }).waitFor();
      // Exactly the marks from before, on the screen and after a reload.
      await page.getByRole('button', { name: 'Mark Complete' }).waitFor();
      await expect.poll(() => registerOnScreen(page)).toEqual(before);
      await page.reload();
      await page.getByText('Class: Playgroup B', { exact: true }).waitFor();
      await page.getByRole('listitem', { name: 'Ira Banerjee' }).waitFor();
      expect(await registerOnScreen(page)).toEqual(before);

      // The task log entry says so too.
      const log = await openTaskLog(page);
      const entry = log.getByRole('article', { name: 'everyone is here except Ira and Yusuf' });
      await entry.getByText('Undone', { exact: true }).waitFor();
      expect(await entry.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows the floating widget to Sam (access_new_modules): it answers, drags and stays on screen; Priya has none', async () => {
    const sam = await signedInContext(browser, demoPhones.sam);
    const priya = await signedInContext(browser, demoPhones.priya);
    try {
      const page = sam.page;
      await page.getByText('Welcome, Sam').waitFor();
      await page.getByRole('button', { name: 'Open Cue chat widget' }).click();
      const widget = page.getByRole('region', { name: 'Cue (test widget)' });
      await widget.waitFor();
      // 420 × 560 at the bottom-left of the 1280 × 800 window.
      const opened = (await widget.boundingBox())!;
      expect(opened).toMatchObject({ x: 8, y: 800 - 560 - 8, width: 420, height: 560 });

      await widget.getByRole('textbox', { name: 'Message to Cue' }).fill('   ');
      expect(await widget.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
      await widget.getByRole('textbox', { name: 'Message to Cue' }).fill('What can you do?');
      await widget.getByRole('button', { name: 'Send' }).click();
      await widget.getByText('What can you do?').waitFor();
      // The offline engine's help answer names what it does.
      await widget
        .getByText(/attendance/i)
        .first()
        .waitFor();

      // Dragged by its handle, far past the top-right corner: it stops at the edge.
      const handle = widget.getByRole('group', { name: 'Drag to move the widget' });
      const grip = (await handle.boundingBox())!;
      await page.mouse.move(grip.x + 40, grip.y + grip.height / 2);
      await page.mouse.down();
      await page.mouse.move(grip.x + 400, grip.y - 100, { steps: 5 });
      await page.mouse.move(5000, -5000, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => (await widget.boundingBox())!.x).toBe(1280 - 420 - 8);
      expect((await widget.boundingBox())!.y).toBe(8);
      await widget.getByRole('button', { name: 'Close Cue chat widget' }).click();
      await page.getByRole('button', { name: 'Open Cue chat widget' }).waitFor();

      // Priya (a member, no access_new_modules): the top bar and Cue are there, the widget is not.
      await priya.page.getByText('Welcome, Priya').waitFor();
      await priya.page.getByRole('button', { name: 'Cue voice commands' }).waitFor();
      // Her permissions are in: the tabs they drive are shown.
      await priya.page
        .getByRole('navigation', { name: 'Main sections' })
        .getByRole('link', { name: 'Plan' })
        .waitFor();
      expect(await priya.page.getByRole('button', { name: 'Open Cue chat widget' }).count()).toBe(0);
    } finally {
      await sam.context.close();
      await priya.context.close();
    }
  });
});
