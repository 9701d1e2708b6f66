import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

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
      await entry.getByText(/^Announcement '.+' sent$/).waitFor();
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
