import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSwitcher, selectInput, selectedClass } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/*
 * Issue 15's learning stories as the people of the demo school live them: Farah (who teaches in
 * Nursery A too) drafts one with Cue from Aarav Sharma's week, edits, tags and publishes it; the
 * library finds it by its tag; Rahul reads it on his phone and comments; the insights name a child
 * still without a story. Farah's chat, not Priya's: the chat journey (cue-chat.spec.ts) expects
 * Priya's Nursery A conversation to start empty, and the journeys share one server.
 */

const chat = (page: Page) => page.getByRole('dialog', { name: 'Chat with Cue' });
/** A learning tag no demo story carries, so filtering by it shows only this journey's stories. */
const TAG = 'Positive learning habits';

describe('learning stories', () => {
  let browser: Browser;
  // Words no earlier run on this server can have written: the story's new first sentence.
  const sentence = `Aarav showed Farah the tallest sunflower shoot, visit ${Date.now()}.`;
  /** The published story's reader address, once the first journey has published it. */
  let readerPath = '';
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("Farah drafts Aarav Sharma's week with Cue, edits and tags it, publishes it, and the library finds it by its tag", async () => {
    const { context, page } = await signedInContext(browser, demoPhones.farah);
    try {
      await page.getByText('Welcome, Farah').waitFor();
      await page.getByRole('button', { name: 'Open Chat with Cue' }).click();
      const classPicker = chat(page)
        .getByRole('combobox', { name: 'Class' })
        .or(chat(page).getByRole('textbox', { name: 'Class', exact: true }))
        .first();
      await classPicker.click();
      await page.getByRole('option', { name: 'Nursery A' }).click();

      const input = chat(page).getByRole('textbox', { name: 'Message to Cue' });
      await input.fill("write a story about Aarav Sharma's week");
      await input.press('Enter');

      // The card: paragraphs of his week, each naming the observations it came from.
      const card = chat(page).getByRole('region', { name: 'Learning story' }).last();
      await card.getByText('Aarav Sharma', { exact: true }).waitFor();
      await card.getByText(/^On \w+, Aarav drew his sunflower pot/).waitFor();
      await card.getByText(/^On \w+, Aarav checked the sunflower pots/).waitFor();
      await card
        .getByText(/^from: Seed planting, /)
        .first()
        .waitFor();
      await card
        .getByText(/^from: Block tower, /)
        .first()
        .waitFor();
      await card.getByRole('button', { name: 'Save as draft' }).click();
      await card.getByText('Saved as a draft.').waitFor();
      await card.getByRole('link', { name: 'Open in editor' }).click();

      // The editor: the story part's first paragraph becomes Farah's own sentence, plus a tag.
      await page.getByRole('heading', { level: 1, name: 'Edit learning story' }).waitFor();
      readerPath = new URL(page.url()).pathname.replace('/edit/', '/');
      const storyPart = page.getByRole('textbox', { name: 'The story — what happened' });
      // His week's first moment (the story part's first paragraph) retold in her words.
      await storyPart.getByText(/drew his sunflower pot/).click({ clickCount: 3 });
      await page.keyboard.type(sentence);
      await storyPart.getByText(sentence).waitFor();
      await selectInput(page, 'Learning tags').click();
      await page.getByRole('option', { name: TAG }).click();
      await page.keyboard.press('Escape');
      await page
        .getByRole('status')
        .getByText(/^Saved at \d\d:\d\d$/)
        .waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.waitForURL('**/communication/stories');

      // The library, filtered by that tag: this story (with the new sentence), no demo story.
      await page.goto('/communication/all-stories');
      await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
      await page.getByRole('article').filter({ hasText: 'The seed detectives' }).waitFor();
      await selectInput(page, 'Learning tag').click();
      await page.getByRole('option', { name: TAG }).click();
      const found = page.getByRole('article').filter({ hasText: sentence });
      await found.waitFor();
      await page
        .getByRole('article')
        .filter({ hasText: 'The seed detectives' })
        .waitFor({ state: 'detached' });
      expect(await found.getByText(TAG, { exact: true }).count()).toBe(1);
      await found.getByRole('link', { name: 'Aarav’s week' }).click();
      const told = page.getByRole('region', { name: 'The story' });
      await told.getByText(sentence).waitFor();
      expect(await told.getByText(/drew his sunflower pot/).count()).toBe(0);
      await told.getByText(/green shoot poking out/).waitFor();
      expect(new URL(page.url()).pathname).toBe(readerPath);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('Rahul reads the story on his phone from his dashboard and comments; Farah sees his comment', async () => {
    expect(readerPath, 'the first journey published the story').not.toBe('');
    const comment = `We planted sunflowers at home too ${Date.now()}`;
    const parent = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    try {
      const page = parent.page;
      await page.getByRole('heading', { level: 2, name: 'Aarav Sharma' }).waitFor();
      const stories = page.getByRole('region', { name: 'Learning stories' });
      const story = stories.getByRole('article').filter({ hasText: sentence });
      await story.getByRole('link', { name: 'Aarav’s week' }).click();
      await page.getByRole('heading', { level: 1, name: 'Aarav’s week' }).waitFor();
      await page.getByRole('region', { name: 'The story' }).getByText(sentence).waitFor();
      // Families are not shown the observations behind it.
      expect(await page.getByText('Observations this story draws on').count()).toBe(0);

      await page.getByRole('textbox', { name: 'Write a comment' }).fill(comment);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('article', { name: 'Rahul Sharma' }).getByText(comment).waitFor();
      expect(await page.getByRole('textbox', { name: 'Write a comment' }).inputValue()).toBe('');
      // The phone's page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await parent.context.close();
    }

    const teacher = await signedInContext(browser, demoPhones.farah);
    try {
      await teacher.page.goto(readerPath);
      const fromRahul = teacher.page.getByRole('article', { name: 'Rahul Sharma' });
      await fromRahul.getByText(comment).waitFor();
      await fromRahul.getByText(/^Family · /).waitFor();
      await fromRahul.getByRole('button', { name: 'Reply' }).waitFor();
    } finally {
      await teacher.context.close();
    }
  });

  it('the insights name a Nursery A child without a story, and "Write a story" starts one about that child', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.priya);
    try {
      await page.goto('/communication/story-insights');
      await classSwitcher(page).waitFor();
      if ((await selectedClass(page)) !== 'Nursery A') {
        await classSwitcher(page).click();
        await page.getByRole('menuitem', { name: 'Nursery A' }).click();
      }
      await page.getByText('Nursery A: who has stories, over time, by tag and by author').waitFor();
      const equity = page.getByRole('region', { name: 'No story in the last 30 days' });
      // Aarav Patel is in no demo story; Aarav Sharma is in several.
      const patel = equity.getByRole('listitem').filter({ hasText: 'Aarav Patel' });
      await patel.getByText('No story yet').waitFor();
      expect(await equity.getByRole('listitem').filter({ hasText: 'Aarav Sharma' }).count()).toBe(0);

      await patel.getByRole('link', { name: 'Write a story' }).click();
      await page.getByRole('heading', { level: 1, name: 'New learning story' }).waitFor();
      // The child is already chosen (a pill in the Children field), so typing a title saves.
      await page.getByRole('main').getByText('Aarav Patel', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
