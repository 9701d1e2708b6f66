import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityFailures, type AxeFinding } from './support/axe.js';
import { baseUrl, launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext, viewportSizes, type Viewport } from './support/sessions.js';

/*
 * Issue 10: axe-core finds no critical or serious failure on the screens of a teacher's and a
 * parent's day, in English and Arabic, at phone and desktop widths.
 */

type Language = 'en' | 'ar';

/** A story card's link to the reader (the library's, a child's stories'), in any language. */
const storyLink = 'main article a[href^="/communication/stories/"]';

/** Waits until the screen has drawn its content (no loader left), then lets animations settle. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1, [role="dialog"]').first().waitFor();
  await expect
    .poll(() => page.locator('.mantine-Loader-root, [aria-busy="true"]').count(), { timeout: 15_000 })
    .toBe(0);
  await page.waitForTimeout(400);
}

async function scan(page: Page, screen: string, found: Record<string, AxeFinding[]>): Promise<void> {
  await settled(page);
  const failures = await seriousAccessibilityFailures(page);
  if (failures.length > 0) found[screen] = failures;
}

async function screensOf(browser: Browser, viewport: Viewport, language: Language) {
  const found: Record<string, AxeFinding[]> = {};

  const visitor = await browser.newContext({
    viewport: viewportSizes[viewport],
    baseURL: baseUrl(),
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl(), localStorage: [{ name: 'cue.language', value: language }] }],
    },
  });
  try {
    const page = await visitor.newPage();
    await page.goto('/');
    await page.getByRole('button').first().waitFor();
    await page.waitForTimeout(400);
    const failures = await seriousAccessibilityFailures(page);
    if (failures.length > 0) found['sign-in'] = failures;
  } finally {
    await visitor.close();
  }

  const teacher = await signedInContext(browser, demoPhones.priya, { viewport, language });
  try {
    const page = teacher.page;
    await scan(page, 'staff dashboard', found);
    await page.goto('/housekeeping/attendance');
    await page.getByRole('list').first().waitFor();
    await scan(page, 'register', found);
    await page.goto('/assessment/observation');
    await scan(page, 'observations', found);
    await page.goto('/communication/announcements');
    await scan(page, 'announcements', found);
    await page.goto('/communication');
    await page.getByRole('listitem').first().waitFor();
    await scan(page, 'communication landing', found);
    await page.goto('/communication/stories');
    await scan(page, 'stories', found);
    await page.goto('/communication/stories/create');
    await page.getByRole('textbox').first().waitFor();
    await scan(page, 'story editor', found);
    await page.goto('/communication/all-stories');
    await page.locator(storyLink).first().waitFor();
    await scan(page, 'story library', found);
    await page.locator(storyLink).first().click();
    await page.locator('main h1#story-title').waitFor();
    await scan(page, 'story reader', found);
    await page.goto('/communication/story-insights');
    await page.locator('#story-equity-heading').waitFor();
    await scan(page, 'story insights', found);
    // The Assess tab's progress cards (issue 17): the class list, a child's card, the gradebook
    // and the report cards.
    await page.goto('/assessment/hpc/student-list');
    const children = page.getByRole('list', { name: /./ }).filter({ has: page.getByRole('link') });
    await children.first().waitFor();
    await scan(page, 'progress card list', found);
    await children.first().getByRole('link').first().click();
    await page.locator('main section').first().waitFor();
    await scan(page, 'progress card', found);
    await page.goto('/assessment/gradebook');
    await page.getByRole('table').first().waitFor();
    await scan(page, 'gradebook', found);
    await page.goto('/assessment/report-card');
    await page.locator('main li').first().waitFor();
    await scan(page, 'report cards', found);
    await page.goto('/dashboard?cue=true');
    await page.getByRole('dialog').waitFor();
    await scan(page, 'Cue chat', found);
  } finally {
    await teacher.context.close();
  }

  const parent = await signedInContext(browser, demoPhones.rahul, { viewport, language });
  try {
    await scan(parent.page, 'parent dashboard', found);
    await parent.page.locator(storyLink).first().click();
    await parent.page.locator('main h1#story-title').waitFor();
    await scan(parent.page, 'parent story reader', found);
  } finally {
    await parent.context.close();
  }
  return found;
}

describe('accessibility (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const viewport of ['phone', 'desktop'] as const) {
    for (const language of ['en', 'ar'] as const) {
      it(`has no critical or serious failure on a ${viewport} in ${language === 'en' ? 'English' : 'Arabic'}`, async () => {
        expect(await screensOf(browser, viewport, language)).toEqual({});
      });
    }
  }
});
