import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/** The chat screen's conversation list (a nav), once it has loaded. */
async function conversations(page: Page) {
  await page.goto('/communication/chat');
  await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await list.waitFor();
  return list;
}

/** Types a message in the open thread's composer and sends it. */
async function say(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true }).waitFor();
}

describe('chat', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('Rahul asks Aarav’s class a question; Priya sees it arrive and answers; Rahul sees the answer live', async () => {
    // Words no other journey (or earlier run) can have.
    const stamp = Date.now();
    const question = `Does Aarav need wellies tomorrow? ${stamp}`;
    const answer = `Yes please, we are puddle jumping ${stamp}`;

    // Both on phones, Priya's chat already open: the question must arrive without a reload.
    const teacher = await signedInContext(browser, demoPhones.priya, { viewport: 'phone' });
    const parent = await signedInContext(browser, demoPhones.rahul, { viewport: 'phone' });
    try {
      const teacherList = await conversations(teacher.page);

      const parentList = await conversations(parent.page);
      // Aarav's conversation with Nursery A (a family has one per child and class).
      await parentList
        .getByRole('button', { name: /^Aarav Sharma/ })
        .first()
        .click();
      await parent.page.getByRole('heading', { level: 2, name: 'Aarav Sharma' }).waitFor();
      await say(parent.page, question);

      // Priya: the conversation shows the question, and the top bar's chat button counts it.
      const thread = teacherList.getByRole('button', { name: new RegExp(`Aarav Sharma.*${stamp}`) });
      await thread.waitFor({ timeout: 15_000 });
      expect(await thread.getByLabel(/^\d+ unread messages?$/).count()).toBe(1);
      await teacher.page.getByRole('link', { name: /^Chat, \d+ unread messages?$/ }).waitFor();
      await thread.click();
      await teacher.page
        .getByRole('log', { name: 'Messages' })
        .getByText(question, { exact: true })
        .waitFor();
      await say(teacher.page, answer);

      // Rahul, still on the thread: the answer arrives by itself.
      await parent.page
        .getByRole('log', { name: 'Messages' })
        .getByText(answer, { exact: true })
        .waitFor({ timeout: 15_000 });
      // Rahul's reading it shows Priya "Read" under her answer.
      await teacher.page
        .getByRole('log', { name: 'Messages' })
        .locator('.mantine-Paper-root', { hasText: answer })
        .getByText('Read', { exact: true })
        .waitFor({ timeout: 15_000 });
    } finally {
      await parent.context.close();
      await teacher.context.close();
    }
  });
});
