import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signInByPhone } from './support/browser.js';

describe('signing in by phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sends an unauthenticated visit to /dashboard back to the login screen', async () => {
    const page = await newPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Phone Number' }).waitFor();
    await page.getByText('Learn More').waitFor();
  });

  it('lets a teacher sign in with the demo OTP, see her dashboard, and log out', async () => {
    const page = await newPage(browser);
    await signInByPhone(page, '9000000001');
    await page.getByText('Welcome, Priya').waitFor();
    await page.getByText('Nursery A').first().waitFor();
    await page.getByText('Sunbeam Nursery').first().waitFor();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      refresh: localStorage.getItem('refresh_token'),
    }));
    expect(stored.token?.split('.')).toHaveLength(3);
    expect(stored.refresh?.split('.')).toHaveLength(3);

    await page.getByRole('button', { name: 'Open the profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The session is over on the server too: the old token no longer opens the dashboard data.
    const response = await page.request.get('/api/logined_user_details', {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(response.status()).toBe(401);
  });

  it('shows a parent the parent layout with both children in the child switcher', async () => {
    const page = await newPage(browser, 'phone');
    await signInByPhone(page, '9000000003');
    await page.getByText('Aarav Sharma').first().waitFor();
    const switcher = page
      .getByRole('textbox', { name: /child/i })
      .or(page.getByRole('combobox', { name: /child/i }));
    await switcher.first().click();
    await page.getByRole('option', { name: 'Anaya Sharma' }).waitFor();
    await page.getByRole('option', { name: 'Aarav Sharma' }).waitFor();
    // Parents get no staff tabs and no class switcher (the dashboard may name the child's class).
    await expect(page.getByRole('navigation', { name: 'Main sections' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Switch class: / }).count()).resolves.toBe(0);
  });

  it('tells a person whose number is not registered', async () => {
    const page = await newPage(browser, 'phone');
    await page.goto('/');
    await page.getByRole('button', { name: 'Phone Number' }).click();
    const send = page.getByRole('button', { name: 'Send OTP' });
    await page.getByLabel('Phone number').fill('98765');
    await expect(send.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Phone number').fill('9876543210');
    await expect(send.isEnabled()).resolves.toBe(true);
    await send.click();
    await page.getByText('Phone number not registered').waitFor();
  });
});
