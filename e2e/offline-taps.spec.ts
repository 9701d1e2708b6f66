import type { Browser, BrowserContext, Page, Response, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseClass } from './support/app.js';
import { baseUrl, launchBrowser } from './support/browser.js';
import { demoPhones, loginOnce, storedSession } from './support/sessions.js';

/*
 * Issue 10, "offline taps survive": register marks and an observation made without a connection
 * are kept in the browser (IndexedDB), outlive the closed tabs, and are saved exactly once when
 * the connection is back. Playgroup B, which no other journey marks or observes.
 */

const phone = { width: 390, height: 844 };
const saves = {
  register: /\/api\/class_student_attendance\/[0-9a-f]{24}$/,
  observation: /\/api\/anecdote\/[0-9a-f]{24}$/,
};

async function openRegister(page: Page): Promise<void> {
  await page.goto('/housekeeping/attendance');
  await page.getByRole('heading', { level: 1, name: 'Attendance' }).waitFor();
  await chooseClass(page, 'Playgroup B');
  await page.getByRole('listitem', { name: 'Tara Singh' }).waitFor();
}

const row = (page: Page, child: string) => page.getByRole('listitem', { name: child });

/** Every save request the context answered, by kind: what reached the server, and how. */
function watchSaves(context: BrowserContext) {
  const seen: { kind: keyof typeof saves; status: number; key: string | null }[] = [];
  context.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST') return;
    for (const [kind, path] of Object.entries(saves) as [keyof typeof saves, RegExp][]) {
      if (path.test(new URL(request.url()).pathname)) {
        seen.push({ kind, status: response.status(), key: request.headers()['idempotency-key'] ?? null });
      }
    }
  });
  return seen;
}

describe('offline taps', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('keeps register marks and an observation made offline through closed tabs, and saves each once when back online', async () => {
    // Every tab of one context shares its storage, IndexedDB included, as a phone's browser does.
    const context = await browser.newContext({
      viewport: phone,
      baseURL: baseUrl(),
      storageState: {
        cookies: [],
        origins: [{ origin: baseUrl(), localStorage: storedSession(await loginOnce(demoPhones.priya)) }],
      },
    });
    const title = `Water play ${Date.now()}`;
    const saved = watchSaves(context);
    const failedTries: string[] = [];
    try {
      const first = await context.newPage();
      await openRegister(first);
      // The observation form in a second tab, loaded while online.
      const second = await context.newPage();
      await second.goto('/assessment/observation?type=general&view=studentView');
      await second.getByRole('heading', { level: 1, name: 'Observations' }).waitFor();
      await chooseClass(second, 'Playgroup B');

      // --- Offline: two taps on the register, one observation. ---
      await context.setOffline(true);
      await first.getByText('No Internet Connection').waitFor();
      await row(first, 'Tara Singh').getByRole('button', { name: 'Absent: Tara Singh', exact: true }).click();
      await row(first, 'Dev Mehta').getByRole('button', { name: 'Present: Dev Mehta', exact: true }).click();
      await first.getByText('Not yet sent').waitFor();
      for (const child of ['Tara Singh', 'Dev Mehta']) {
        await row(first, child).getByText("Will send when you're back online").waitFor();
      }
      await row(first, 'Tara Singh')
        .getByRole('button', { name: 'Absent: Tara Singh, click to clear' })
        .waitFor();
      expect(await row(first, 'Anaya Sharma').getByText("Will send when you're back online").count()).toBe(0);

      await second.getByRole('combobox', { name: /^Children/ }).click();
      await second.getByRole('option', { name: 'Tara Singh' }).click();
      await second.getByRole('textbox', { name: 'Title' }).fill(title);
      await second
        .getByRole('textbox', { name: /^Note/ })
        .fill('Poured water from the jug without spilling.');
      await second.getByRole('button', { name: 'Save Observation' }).click();
      // (No toast: its code downloads with the first toast, and this tab is offline.)
      await second
        .getByText("Observations waiting to send: 1. They will send when you're back online.")
        .waitFor();

      // Both tabs closed before the connection returns: nothing reached the server.
      await first.close();
      await second.close();
      expect(saved).toEqual([]);

      // --- A new tab while saves still cannot get through (the page itself loads). ---
      const blocked = async (route: Route) => {
        failedTries.push(route.request().headers()['idempotency-key'] ?? 'register');
        await route.abort('internetdisconnected');
      };
      const savePaths = (url: URL) =>
        saves.register.test(url.pathname) || saves.observation.test(url.pathname);
      await context.route(savePaths, (route) =>
        route.request().method() === 'POST' ? blocked(route) : route.fallback(),
      );
      await context.setOffline(false);
      const page = await context.newPage();
      await openRegister(page);
      // The app tried to send on start, the saves failed again, and the marks still show as pending.
      await expect.poll(() => failedTries.length).toBeGreaterThan(0);
      await page.getByText('Not yet sent').waitFor();
      for (const child of ['Tara Singh', 'Dev Mehta']) {
        await row(page, child).getByText("Will send when you're back online").waitFor();
      }
      await row(page, 'Dev Mehta')
        .getByRole('button', { name: 'Present: Dev Mehta, click to clear' })
        .waitFor();

      // --- The connection is back: sent in order, each once. ---
      await context.unroute(savePaths);
      await context.setOffline(true);
      await context.setOffline(false);
      await page.getByText('Not yet sent').waitFor({ state: 'hidden' });
      await expect
        .poll(() => saved.filter((save) => save.status === 200).map((save) => save.kind))
        .toEqual(['register', 'register', 'observation']);
      // The observation's key is the one made when Save was tapped, sent on every try.
      const observationKeys = new Set([
        ...failedTries.filter((key) => key !== 'register'),
        ...saved.filter((save) => save.kind === 'observation').map((save) => save.key),
      ]);
      expect(observationKeys.size).toBe(1);

      // Saved, not only shown: a reload reads them from the server.
      await page.reload();
      await row(page, 'Tara Singh')
        .getByRole('button', { name: 'Absent: Tara Singh, click to clear' })
        .waitFor();
      await row(page, 'Dev Mehta')
        .getByRole('button', { name: 'Present: Dev Mehta, click to clear' })
        .waitFor();
      expect(await page.getByText('Not yet sent').count()).toBe(0);

      await page.goto('/assessment/observation?type=general&view=studentView');
      const cards = page.getByRole('region', { name: 'Tara Singh' }).getByRole('article', { name: title });
      await cards.first().waitFor();
      expect(await cards.count()).toBe(1);
      expect(saved.filter((save) => save.status !== 200)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
