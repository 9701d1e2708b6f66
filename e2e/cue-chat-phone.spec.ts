import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arAnnouncements from '../apps/web/src/locales/ar/announcements.json';
import arChat from '../apps/web/src/locales/ar/cue-chat.json';
import arVoice from '../apps/web/src/locales/ar/cue-voice.json';
import enAnnouncements from '../apps/web/src/locales/en/announcements.json';
import enChat from '../apps/web/src/locales/en/cue-chat.json';
import enVoice from '../apps/web/src/locales/en/cue-voice.json';
import { baseUrl, launchBrowser } from './support/browser.js';
import { bearerOf, demoPhones, loginOnce, storedSession } from './support/sessions.js';

/*
 * Issue 10: on a phone the chat's round close button sat exactly on Send, so tapping Send closed
 * the chat and lost the words. Sam (an admin with the floating widget too) opens the chat, types,
 * closes and reopens it (the words are still there), and sends with a real tap on Send, on a
 * phone and a laptop, in English and in Arabic.
 */

const strings = {
  en: { chat: enChat.cueChat, widget: enVoice.cueWidget.open, card: enAnnouncements.announcements.card },
  ar: { chat: arChat.cueChat, widget: arVoice.cueWidget.open, card: arAnnouncements.announcements.card },
};
const screens = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  laptop: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
};

async function openContext(browser: Browser, screen: keyof typeof screens, language: 'en' | 'ar') {
  const login = await loginOnce(demoPhones.sam);
  const context = await browser.newContext({
    ...screens[screen],
    baseURL: baseUrl(),
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseUrl(),
          localStorage: [...storedSession(login), { name: 'cue.language', value: language }],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto('/dashboard');
  return { context, page };
}

/** A finger on a phone, the mouse on a laptop. */
const press = (locator: Locator, screen: keyof typeof screens) =>
  screen === 'phone' ? locator.tap() : locator.click();

/** Whatever the browser finds at Send's centre is Send itself (or its icon): nothing covers it. */
async function expectNothingOver(page: Page, send: Locator): Promise<void> {
  const box = await send.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  const viewport = page.viewportSize();
  expect(box.width).toBeGreaterThanOrEqual(43.5);
  expect(box.height).toBeGreaterThanOrEqual(43.5);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport?.width ?? 0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport?.height ?? 0);
  const onTop = await send.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && element.contains(hit);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(true);
}

describe('Chat with Cue on every screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['phone', 'en'],
    ['phone', 'ar'],
    ['laptop', 'en'],
    ['laptop', 'ar'],
  ] as const)(
    'on a %s in %s, Send is never covered and a tap on it sends; the words survive closing',
    async (screen, language) => {
      const { chat: text, widget } = strings[language];
      const { context, page } = await openContext(browser, screen, language);
      try {
        const widgetButton = page.getByRole('button', { name: widget });
        await widgetButton.waitFor();
        await press(page.getByRole('button', { name: text.open }), screen);
        const chat = page.getByRole('dialog', { name: text.title });
        await chat.waitFor();
        // Nothing floats over the open chat: the round button and the widget's button hide.
        expect(await page.getByRole('button', { name: text.open }).count()).toBe(0);
        expect(await widgetButton.isVisible()).toBe(false);

        const input = chat.getByRole('textbox', { name: text.inputLabel });
        await input.waitFor();
        // A phone's keyboard has no Shift+Enter: its hint does not speak of it.
        expect(await input.getAttribute('placeholder')).toBe(
          screen === 'phone' ? text.placeholderTouch : text.placeholder,
        );
        const send = chat.getByRole('button', { name: text.send, exact: true });
        expect(await send.isDisabled()).toBe(true);

        const words = `${language === 'ar' ? 'مرحبا' : 'hello'} ${screen} ${Date.now()}`;
        await input.fill(words);

        // Closed by mistake from the header's close button, and opened again: the words are kept.
        const close = chat.getByRole('button', { name: text.close });
        const closeBox = await close.boundingBox();
        expect(Math.min(closeBox?.width ?? 0, closeBox?.height ?? 0)).toBeGreaterThanOrEqual(43.5);
        await press(close, screen);
        await chat.waitFor({ state: 'detached' });
        await widgetButton.waitFor();
        // The focus comes back to the round button, not to the page.
        const roundButton = page.getByRole('button', { name: text.open });
        expect(await roundButton.evaluate((button) => button === document.activeElement)).toBe(true);
        await press(page.getByRole('button', { name: text.open }), screen);
        await input.waitFor();
        expect(await input.inputValue()).toBe(words);

        // The conversation has loaded; Send is enabled and nothing covers it.
        await chat.getByLabel(text.loadingConversation).waitFor({ state: 'detached' });
        // Measured where the chat stays, once its 0.4 s slide-in is over.
        await chat.evaluate((element) => Promise.all(element.getAnimations().map((slide) => slide.finished)));
        const answersBefore = await chat.getByRole('article', { name: text.cue, exact: true }).count();
        expect(await send.isEnabled()).toBe(true);
        await expectNothingOver(page, send);

        await press(send, screen);
        await chat.getByRole('article', { name: text.you }).getByText(words).waitFor();
        const answer = chat.getByRole('article', { name: text.cue, exact: true }).nth(answersBefore);
        await answer.waitFor();
        await page.waitForFunction(
          (index) =>
            document.querySelectorAll('[role="dialog"] article[aria-label="Cue"]:not([aria-busy="true"])')
              .length > index,
          answersBefore,
        );
        // Still open, with an answer and no failure; the box is empty for the next message.
        expect(await chat.isVisible()).toBe(true);
        expect(await chat.getByText(text.failed).count()).toBe(0);
        expect(await input.inputValue()).toBe('');
      } finally {
        await context.close();
      }
    },
  );

  it.each(['en', 'ar'] as const)(
    'on a phone in %s, the Draft and Scheduled badges of the announcement list are never cut',
    async (language) => {
      // A long title next to the badges: it used to squeeze them to "DRA…" and "SCHEDUL…".
      const title = `Please bring a raincoat and wellington boots for the nature walk ${Date.now()}`;
      const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const login = await loginOnce(demoPhones.sam);
      for (const body of [
        { title: `${title} A`, save_as_draft: true },
        { title: `${title} B`, schedule_later: true, date: later, time: '10:00 AM' },
      ]) {
        const response = await fetch(`${baseUrl()}/api/announcement/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearerOf(login) },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(200);
      }
      const { context, page } = await openContext(browser, 'phone', language);
      try {
        await page.goto('/communication/announcements');
        const { card } = strings[language];
        for (const [suffix, badge] of [
          ['A', card.draft],
          ['B', card.scheduled],
        ] as const) {
          const label = page
            .getByRole('article', { name: `${title} ${suffix}` })
            .getByText(badge, { exact: true });
          await label.waitFor();
          // The whole word shows: the label's text is not wider than the room it has.
          const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth);
          expect(cut).toBe(false);
        }
      } finally {
        await context.close();
      }
    },
  );
});
