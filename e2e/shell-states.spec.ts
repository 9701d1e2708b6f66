import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser.js';
import { bearerOf, demoPhones, loginOnce, signedInContext, storedSession } from './support/sessions.js';

/** Sam, the platform admin, switches the web app's maintenance window (POST /api/app_maintenance/web). */
async function setMaintenance(status: boolean): Promise<void> {
  const sam = await loginOnce(demoPhones.sam);
  const response = await fetch(`${baseUrl()}/api/app_maintenance/web`, {
    method: 'POST',
    headers: { ...bearerOf(sam), 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`maintenance ${status}: ${response.status} ${await response.text()}`);
}

describe('shell states: maintenance, offline, rename banner, mobile app page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('replaces the app with the maintenance screen while Sam has maintenance on', async () => {
    const sam = await loginOnce(demoPhones.sam);
    const { context, page } = await signedInContext(browser, demoPhones.priya);
    try {
      await page.getByText('Welcome, Priya').waitFor();
      try {
        // As Sam would from his own session: his bearer token, through the page's request API.
        const on = await page.request.post('/api/app_maintenance/web', {
          headers: bearerOf(sam),
          data: { status: true },
        });
        expect(on.status()).toBe(200);
        await page.reload();
        await page.getByRole('heading', { name: 'Website Under Maintenance' }).waitFor();
        await page.getByRole('button', { name: 'Refresh' }).waitFor();
        expect(await page.getByText('Welcome, Priya').count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Open the profile menu' }).count()).toBe(0);
        // Started is shown (the window began now); no end time was given.
        await page.getByText('Started:').waitFor();
        expect(await page.getByText('Expected End:').count()).toBe(0);

        // Still on after Refresh.
        await page.getByRole('button', { name: 'Refresh' }).click();
        await page.getByRole('heading', { name: 'Website Under Maintenance' }).waitFor();
      } finally {
        await setMaintenance(false);
      }
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByText('Welcome, Priya').waitFor();
      expect(await page.getByRole('heading', { name: 'Website Under Maintenance' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows "No Internet Connection" while offline and hides it when back online', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.priya);
    try {
      await page.getByText('Welcome, Priya').waitFor();
      // The top bar's lazy parts are in too: this journey is about a settled screen (the next one
      // goes offline while they are still downloading).
      await page.getByRole('button', { name: 'Report an issue' }).waitFor();
      const bar = page.getByText('No Internet Connection');
      expect(await bar.count()).toBe(0);
      await context.setOffline(true);
      await bar.waitFor();
      // The screen underneath stays.
      await page.getByText('Welcome, Priya').waitFor();
      await context.setOffline(false);
      await bar.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('keeps the screen and shows the bar when the connection drops while a part of the page still loads', async () => {
    // Under load the dashboard can show before a lazily downloaded part of it arrives (here the
    // parent's child panels; the staff top bar's parts now come with the staff shell's chunk,
    // decision 021); the connection dropping then failed its download, and the whole page became
    // "This page stopped working". Held here, then failed as a dropped connection fails it.
    const login = await loginOnce(demoPhones.rahul);
    const context = await browser.newContext({
      baseURL: baseUrl(),
      storageState: { cookies: [], origins: [{ origin: baseUrl(), localStorage: storedSession(login) }] },
    });
    try {
      const page = await context.newPage();
      const held: Route[] = [];
      const panelsChunk = '**/assets/parent-dashboard-panels-*.js';
      await page.route(panelsChunk, (route) => {
        held.push(route);
      });
      await page.goto('/dashboard');
      await page.getByText('Welcome, Rahul').waitFor();
      await expect.poll(() => held.length).toBeGreaterThan(0);

      await context.setOffline(true);
      for (const route of held) await route.abort('internetdisconnected');
      await page.unroute(panelsChunk);
      await page.getByText('No Internet Connection').waitFor();
      await page.getByText('Welcome, Rahul').waitFor();
      expect(await page.getByText('This page stopped working').count()).toBe(0);
      const attendance = page.getByRole('heading', { name: 'Attendance', exact: true });
      expect(await attendance.count()).toBe(0);

      // Back online, the panels finish loading by themselves.
      await context.setOffline(false);
      await page.getByText('No Internet Connection').waitFor({ state: 'hidden' });
      await attendance.first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('hides the rename banner once dismissed, also after a reload', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.priya);
    try {
      await page.getByText('Welcome, Priya').waitFor();
      const banner = page.getByText('We are now called Cue');
      await banner.waitFor();
      await page.getByText(`Please bookmark the new address: ${baseUrl()}`).waitFor();
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await banner.waitFor({ state: 'hidden' });
      await page.reload();
      await page.getByText('Welcome, Priya').waitFor();
      expect(await banner.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows the mobile app page to anyone, without signing in', async () => {
    const page = await newPage(browser, 'phone');
    try {
      await page.goto('/public/mobile-app');
      await page
        .getByRole('heading', { level: 1, name: 'For the best experience, please use our mobile app' })
        .waitFor();
      await page.getByRole('link', { name: 'Download on the App Store' }).waitFor();
      await page.getByRole('link', { name: 'Get it on Google Play' }).waitFor();
      await page.getByRole('link', { name: 'Continue to the website' }).click();
      await page.getByRole('button', { name: 'Phone Number' }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
