import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overflows } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/*
 * Issue 17's term as Nursery A lives it: Rahul answers the school's feedback form on his phone;
 * Priya sees on the progress card list who lacks evidence and whose family answered, judges
 * Aarav Sharma on his evidence, has Cue draft the comments and signs the card off and publishes
 * it; she prints the class's report cards in one job, watching its progress, and publishes
 * Aarav's; Rahul reads the progress card, his answers on it, and finds the report card.
 */

const chat = (page: Page) => page.getByRole('dialog', { name: 'Chat with Cue' });

/** A Mantine Select inside `scope`, by its label. */
const select = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('combobox', { name })
    .or(scope.getByRole('textbox', { name, exact: true }))
    .first();

describe('assessment', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("Priya completes Aarav's progress card from evidence and with Cue, prints the class's report cards and publishes his; Rahul gives feedback and reads the card on his phone", async () => {
    const stamp = Date.now();
    const homeWords = `He counts the stairs at home ${stamp}`;

    // --- Rahul answers the term's feedback form from his phone's dashboard. ---
    const family = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    try {
      const { page } = family;
      const form = page.getByRole('region', { name: 'Feedback for school' });
      await form.waitFor({ timeout: 15_000 });
      await form.getByRole('radio', { name: 'Happy' }).first().check();
      await form.getByRole('textbox', { name: 'What does your child enjoy doing at home?' }).fill(homeWords);
      await form.getByRole('button', { name: /^(Send to school|Update my answers)$/ }).click();
      await page.getByText('Thank you! Your answers were sent.').waitFor();
      expect(await overflows(page)).toBe(false);
    } finally {
      await family.context.close();
    }

    const staff = await signedInContext(browser, demoPhones.priya);
    try {
      const { page } = staff;
      // --- The student list: who lacks evidence comes first; Aarav's family answered. ---
      await page.goto('/assessment/hpc/student-list');
      const children = page.getByRole('list', { name: 'Children' });
      await children.waitFor({ timeout: 15_000 });
      const first = children.getByRole('listitem').first();
      await first.getByText(/^(No evidence yet|Judged without evidence: \d+)$/).waitFor();
      const aaravRow = children.getByRole('listitem', { name: 'Aarav Sharma' });
      await aaravRow.getByText('Family feedback in').waitFor();
      await aaravRow.getByRole('link', { name: 'Aarav Sharma' }).click();

      // --- His card: a level with the evidence it rests on; his father's words on it. ---
      await page.getByRole('heading', { level: 1, name: 'Aarav Sharma' }).waitFor();
      const feedback = page.getByRole('region', { name: 'Feedback' });
      await feedback.getByText(homeWords).waitFor();
      const judged = page
        .getByRole('article')
        .filter({ has: page.getByRole('radiogroup') })
        .first();
      const awareness = judged.getByRole('radiogroup', { name: /: Awareness$/ });
      const picked = awareness.getByRole('radio', { name: 'Sky' });
      const saved = page.waitForResponse((r) => /\/api\/hpc_card\/.+\/levels$/.test(r.url()) && r.ok());
      if ((await picked.getAttribute('aria-checked')) !== 'true') {
        await picked.click();
        await saved;
      }
      await expect.poll(() => picked.getAttribute('aria-checked')).toBe('true');
      await judged
        .getByRole('button', { name: /^Add evidence to .*: Awareness$/ })
        .first()
        .click();
      const picker = page.getByRole('dialog', { name: /^Evidence for / });
      const candidates = picker.getByRole('list', { name: 'Evidence of this term' });
      await candidates.waitFor();
      const unchecked = candidates.getByRole('checkbox', { checked: false }).first();
      const evidenceName = (await unchecked.getAttribute('aria-label'))!;
      await unchecked.check();
      await picker.getByRole('button', { name: 'Link evidence' }).click();
      await picker.waitFor({ state: 'detached' });
      await judged
        .getByText(evidenceName.replace(/^[^:]+: /, ''), { exact: false })
        .first()
        .waitFor();
      await page.getByText(/^Saved at /).waitFor();

      // --- Cue drafts the comments from his evidence; saved into the card. ---
      await page.getByRole('button', { name: 'Open Chat with Cue' }).click();
      await chat(page).waitFor();
      const classPicker = select(chat(page), 'Class');
      if ((await classPicker.inputValue()) !== 'Nursery A') {
        await classPicker.click();
        await page.getByRole('option', { name: 'Nursery A' }).click();
      }
      const input = chat(page).getByRole('textbox', { name: 'Message to Cue' });
      await input.fill("Draft Aarav Sharma's progress card comments");
      await input.press('Enter');
      const comments = chat(page).getByRole('region', { name: 'Progress card comments' }).last();
      await comments.getByText('Aarav Sharma').first().waitFor({ timeout: 20_000 });
      // Each sentence cites what he did: an observation's title and date.
      await comments
        .getByText(/^from: /)
        .first()
        .waitFor();
      const save = comments.getByRole('button', { name: /^(Save to progress card|Replace and save)$/ });
      await save.click();
      const replace = comments.getByRole('button', { name: 'Replace and save' });
      if (await replace.isVisible().catch(() => false)) await replace.click();
      await page.getByText('Saved to the progress card.').first().waitFor();
      await page.getByRole('button', { name: 'Close Chat with Cue' }).click();
      await chat(page).waitFor({ state: 'detached' });

      // The card behind shows Cue's words (a realtime refresh), then it is signed off and published.
      const strengths = page.getByRole('textbox', { name: /: strengths$/ }).first();
      await expect
        .poll(async () => (await strengths.inputValue()).length, { timeout: 15_000 })
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Sign off' }).click();
      await page.getByText('Signed off: reopen the card to change it.').waitFor();
      // Publishing shows it to the family: asked first.
      await page.getByRole('button', { name: 'Publish to family' }).click();
      await page.getByText("Publish this card? The child's family will see it.").waitFor();
      await page.getByRole('button', { name: 'Publish to family' }).click();
      await page.getByText('Published: the family sees this card. Reopen it to change it.').waitFor();

      // --- Report cards for the whole class in one job, its progress shown; Aarav's published. ---
      await page.goto('/assessment/report-card');
      const whole = page.getByRole('region', { name: 'The whole class' });
      await whole.getByRole('button', { name: 'Generate for the class' }).click();
      await page.getByText("Generating the class's report cards: follow them in the task panel").waitFor();
      const progress = page.getByRole('status').filter({ hasText: /report cards (done|made)/ });
      await progress.waitFor();
      await progress.getByText(/^\d+ of \d+ report cards made$/).waitFor({ timeout: 60_000 });
      const aarav = page.getByRole('listitem', { name: 'Aarav Sharma' });
      await aarav.getByRole('button', { name: 'Publish' }).click();
      const publish = page.getByRole('dialog', { name: "Publish Aarav Sharma's report card" });
      await publish.getByRole('button', { name: 'Publish now' }).click();
      await page.getByText('Published to the family').first().waitFor();
      await aarav.getByText(/^The family sees version \d+/).waitFor();
    } finally {
      await staff.context.close();
    }

    // --- Rahul, on his phone: the published progress card with his answers, and the report card. ---
    const reader = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    try {
      const { page } = reader;
      const cards = page.getByRole('region', { name: 'Progress cards' });
      await cards.getByRole('button', { name: /^Term 2/ }).click();
      const card = page.getByRole('dialog', { name: 'Progress card: Term 2' });
      await card.getByText(homeWords).waitFor();
      await card.getByText('Sky').first().waitFor();
      expect(await overflows(page)).toBe(false);
      await card.getByRole('button', { name: 'Close' }).click();
      const reports = page.getByRole('region', { name: 'Report cards' });
      const download = page.waitForEvent('download');
      await reports.getByRole('button', { name: /^Download .*, Term 2$/ }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    } finally {
      await reader.context.close();
    }
  });
});
