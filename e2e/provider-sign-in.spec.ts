import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startIdentityProvider, type IdentityProvider } from '../apps/server/src/test/identity-provider.js';
import { openProfileMenu } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { freePort, startBuiltServer, type BuiltServer } from './support/built-server.js';

/*
 * Issue 12: with Google and Microsoft configured, the demo teacher signs in with "Google" and the
 * demo parent with "Outlook", each through the provider's own login page, and lands on /dashboard.
 * The providers are real OpenID Connect servers on loopback (oidc-provider).
 */

let server: BuiltServer;
let google: IdentityProvider;
let microsoft: IdentityProvider;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const client = (name: string) => ({
    clientId: `cue-${name}`,
    clientSecret: `cue-${name}-secret-for-journeys`,
    redirectUris: [`${baseUrl}/${name}_login_verify`],
  });
  google = await startIdentityProvider({
    playing: 'google',
    clients: [client('google')],
    accounts: [{ login: 'priya.nair', email: 'priya@sunbeam.test', emailVerified: true }],
  });
  microsoft = await startIdentityProvider({
    playing: 'microsoft',
    clients: [client('microsoft')],
    accounts: [{ login: 'rahul.sharma', email: 'rahul@family.test', emailVerified: true }],
  });
  dataDir = await mkdtemp(join(tmpdir(), 'cue-e2e-providers-'));
  server = await startBuiltServer(
    {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      LOG_LEVEL: 'debug',
      PUBLIC_URL: baseUrl,
      GOOGLE_CLIENT_ID: 'cue-google',
      GOOGLE_CLIENT_SECRET: 'cue-google-secret-for-journeys',
      GOOGLE_ISSUER_URL: google.issuer,
      MICROSOFT_CLIENT_ID: 'cue-microsoft',
      MICROSOFT_CLIENT_SECRET: 'cue-microsoft-secret-for-journeys',
      MICROSOFT_ISSUER_URL: microsoft.issuer,
    },
    join(inject('e2eLogDir'), 'provider-sign-in-server.log'),
    { port },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await google?.close();
  await microsoft?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: server.baseUrl,
  });
  return context.newPage();
}

/** The provider's own login page, as the person sees it after pressing the button. */
async function signInAtProvider(page: Page, provider: IdentityProvider, login: string): Promise<void> {
  await page.waitForURL(`${provider.issuer}/**`);
  await page.getByLabel('Email or login').fill(login);
  await page.getByLabel('Password').fill('any password');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sign-in with Google and Outlook', () => {
  it('signs the demo teacher in with Google and lands on the dashboard', async () => {
    const page = await phonePage();
    await page.goto('/');

    await page.getByRole('button', { name: 'Google' }).click();
    await signInAtProvider(page, google, 'priya.nair');

    await page.waitForURL('**/dashboard');
    // The return address's code and state are gone from the address bar and history.
    expect(page.url()).not.toContain('code=');
    await expect.poll(() => page.getByText('Nursery A').first().isVisible(), { timeout: 15_000 }).toBe(true);

    // Her Google account is now linked: Settings lists it beside her phone.
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    // In the sign-in methods (her profile's email shows the same address above them).
    const methods = settings.getByRole('region', { name: 'Sign-in methods' });
    await methods.getByText('priya@sunbeam.test').waitFor();
    await methods.getByText('Phone number', { exact: true }).waitFor();
  });

  it('signs the demo parent in with Outlook and lands on the dashboard', async () => {
    const page = await phonePage();
    await page.goto('/');

    await page.getByRole('button', { name: 'Outlook' }).click();
    await signInAtProvider(page, microsoft, 'rahul.sharma');

    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Aarav').first().isVisible(), { timeout: 15_000 }).toBe(true);
  });
});
