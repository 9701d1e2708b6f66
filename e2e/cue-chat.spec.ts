import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/**
 * 'YYYY-MM-DD' of yesterday at the demo school (Asia/Kolkata): Cue decides "yesterday" on the
 * school's today (decision 022), which is not this machine's from 18:30 to midnight UTC.
 * Yesterday, so this journey never touches the register the attendance journey takes today.
 */
function yesterday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

const chat = (page: Page) => page.getByRole('dialog', { name: 'Chat with Cue' });

async function ask(page: Page, question: string): Promise<void> {
  const input = chat(page).getByRole('textbox', { name: 'Message to Cue' });
  await input.fill(question);
  await input.press('Enter');
}

describe('Chat with Cue', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('Priya takes yesterday’s register, records an observation and drafts an announcement by chat, and a reload shows each as saved', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.priya);
    try {
      await page.getByText('Welcome, Priya').waitFor();

      // --- The round button opens the chat and puts cue=true in the address. ---
      await page.getByRole('button', { name: 'Open Chat with Cue' }).click();
      await chat(page).waitFor();
      expect(new URL(page.url()).searchParams.get('cue')).toBe('true');
      // The conversation loaded: empty (the welcome), or Priya's earlier talk with Cue (another
      // journey may have had her ask Cue something first).
      await chat(page)
        .getByText('What can I help with?')
        .or(chat(page).getByRole('article').first())
        .first()
        .waitFor();
      const classPicker = chat(page)
        .getByRole('combobox', { name: 'Class' })
        .or(chat(page).getByRole('textbox', { name: 'Class', exact: true }))
        .first();
      await classPicker.click();
      await page.getByRole('option', { name: 'Nursery A' }).click();
      expect(await classPicker.inputValue()).toBe('Nursery A');

      // --- Attendance: the card streams in, then the final message replaces it. ---
      await ask(page, 'mark everyone present yesterday except Diya and Kabir');
      await chat(page).getByRole('article', { name: 'You' }).getByText('except Diya and Kabir').waitFor();
      const card = chat(page).getByRole('region', { name: 'Attendance' }).last();
      await card.getByRole('listitem', { name: 'Diya Menon' }).waitFor();
      await card.getByRole('button', { name: 'Mark Complete' }).waitFor();
      // Asked today about yesterday: the card names its day before it saves, and stays editable.
      await card.getByText(/^This is for .+, not today\.$/).waitFor();
      await card.getByText('Absent: 2').waitFor();
      for (const child of ['Diya Menon', 'Kabir Iyer']) {
        await card.getByRole('listitem', { name: child }).getByText('Absent').waitFor();
      }
      await card.getByRole('listitem', { name: 'Aarav Patel' }).getByText('Present').waitFor();

      // --- Edit: the input gives way to the edit toolbar; Aarav Patel becomes absent. ---
      await card.getByRole('button', { name: 'Edit' }).click();
      const toolbar = chat(page).getByRole('toolbar', { name: 'Editing a card' });
      await toolbar.waitFor();
      expect(await chat(page).getByRole('textbox', { name: 'Message to Cue' }).count()).toBe(0);
      const aarav = card.getByRole('listitem', { name: 'Aarav Patel' });
      await aarav.getByRole('button', { name: 'Change the status of Aarav Patel' }).click();
      await aarav.getByRole('button', { name: 'Absent: Aarav Patel', exact: true }).click();
      await aarav.getByRole('button', { name: 'Absent: Aarav Patel, click to clear' }).waitFor();
      await toolbar.getByRole('button', { name: 'Done' }).click();
      await card.getByText('Absent: 3').waitFor();

      await card.getByRole('button', { name: 'Mark Complete' }).click();
      await page.getByText('Attendance marked complete!').waitFor();
      await card.getByRole('button', { name: 'Marked Complete' }).waitFor();

      // --- Observation: Aarav Patel (not Sharma: the observations journey keeps its own). ---
      await ask(page, 'Aarav Patel stacked ten blocks by himself today');
      const observation = chat(page).getByRole('region', { name: 'Observation' }).last();
      await observation.getByRole('article', { name: 'Aarav Patel' }).waitFor();
      await observation.getByText('Aarav Patel stacked ten blocks by himself today').waitFor();
      await observation.getByRole('button', { name: 'Save Observation' }).click();
      await page.getByText('Observation saved!').waitFor();
      await observation.getByRole('button', { name: 'Observation Saved' }).waitFor();

      // --- Announcement: kept as a draft (Cue drafted it to be sent now). ---
      await ask(page, 'Tell my class parents that we are making paper boats tomorrow');
      const announcement = chat(page).getByRole('region', { name: 'Announcement' }).last();
      await announcement.getByRole('button', { name: 'Save as Draft' }).click();
      await page.getByText('Announcement Saved As Draft!').waitFor();
      await announcement.getByRole('button', { name: 'Saved as Draft' }).waitFor();

      // --- A reload keeps the conversation and shows each card as it was saved. ---
      await page.reload();
      await chat(page).waitFor();
      await chat(page).getByRole('button', { name: 'Marked Complete' }).waitFor();
      await chat(page).getByRole('button', { name: 'Observation Saved' }).waitFor();
      const reloadedAnnouncement = chat(page).getByRole('region', { name: 'Announcement' }).last();
      await reloadedAnnouncement.getByRole('button', { name: 'Saved as Draft' }).waitFor();
      expect(await reloadedAnnouncement.getByRole('button', { name: 'Published' }).count()).toBe(0);

      // --- The round button closes the chat and takes cue=true out of the address. ---
      await page.getByRole('button', { name: 'Close Chat with Cue' }).click();
      await chat(page).waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.has('cue')).toBe(false);

      // --- The register of yesterday shows what the chat saved, complete. ---
      await page.goto(`/housekeeping/attendance?date=${yesterday()}`);
      await page.getByRole('heading', { level: 1, name: 'Attendance' }).waitFor();
      await page.getByText('Class: Nursery A', { exact: true }).waitFor();
      for (const child of ['Diya Menon', 'Kabir Iyer', 'Aarav Patel']) {
        await page
          .getByRole('listitem', { name: child })
          .getByRole('button', { name: `Absent: ${child}, click to clear` })
          .waitFor();
      }
      await page
        .getByRole('listitem', { name: 'Aarav Sharma' })
        .getByRole('button', { name: 'Present: Aarav Sharma, click to clear' })
        .waitFor();
      await page.getByRole('button', { name: 'Marked Complete' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
