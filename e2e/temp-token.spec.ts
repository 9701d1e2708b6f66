import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectInput } from './support/app.js';
import { baseUrl, launchBrowser } from './support/browser.js';
import { demoPhones, signedInContext } from './support/sessions.js';

/** The shortest lifetime the generator offers (the first preset of access-token-generator.tsx). */
const SHORTEST = { label: '30 minutes', minutes: 30 };

const secondsIn = (text: string | null): number => {
  const match = /ends in (\d+)s/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`No countdown in "${text}"`);
  return Number(match[1]);
};

describe('temporary access tokens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets Farah generate a link that signs in as Priya until it expires', async () => {
    const admin = await signedInContext(browser, demoPhones.farah);
    let link: string;
    try {
      const page = admin.page;
      await page.getByText('Welcome, Farah').waitFor();
      await page.goto('/admin/school-setup/access-tokens');
      await page.getByRole('heading', { level: 1, name: 'Access tokens' }).waitFor();

      const staff = selectInput(page, 'Staff member');
      await staff.click();
      await page.getByRole('option', { name: 'Priya Nair' }).click();
      expect(await staff.inputValue()).toBe('Priya Nair');
      const labels = await page.getByRole('radiogroup').locator('label').allTextContents();
      expect(labels[0]).toBe(SHORTEST.label);
      await page.getByText(SHORTEST.label, { exact: true }).click();
      await page.getByRole('button', { name: 'Generate' }).click();

      await page.getByText('Token generated').waitFor();
      link = await page.getByRole('textbox', { name: 'Sign-in link' }).inputValue();
      expect(link.startsWith(`${baseUrl()}/public/token-login#token=`)).toBe(true);
    } finally {
      await admin.context.close();
    }

    // Someone else's browser, with a clock the journey moves by hand.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByText('Welcome, Priya').waitFor();
      const countdown = page.getByRole('timer');
      await countdown.waitFor();
      const first = secondsIn(await countdown.textContent());
      expect(first).toBeLessThanOrEqual(SHORTEST.minutes * 60);
      expect(first).toBeGreaterThan(SHORTEST.minutes * 60 - 120);

      await page.clock.fastForward('01:00');
      await expect.poll(async () => secondsIn(await countdown.textContent())).toBeLessThanOrEqual(first - 59);
      await page.getByText('Welcome, Priya').waitFor();

      // Past the end: the session ends with the spec's message and the login screen.
      await page.clock.fastForward(SHORTEST.minutes * 60 * 1000);
      await page.getByText('Generated Access Token Expired').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Phone Number' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await context.close();
    }
  });
});
