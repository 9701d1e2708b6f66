import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { startProductionInstall, type ProductionInstall } from './support/production-server.js';

/*
 * Issue 11's "done when": on a fresh production install (no demo school, codes texted through an
 * SMS gateway), a school goes from nothing to a teacher marking the register and a parent reading
 * it, entirely through the product.
 */

const admin = { first: 'Lakshmi', last: 'Rao', phone: '9811100001' };

let install: ProductionInstall;
let browser: Browser;

/** A page of its own (own storage) on the production install, phone or desktop sized. */
async function pageOn(viewport: 'phone' | 'desktop' = 'desktop'): Promise<Page> {
  const size = viewport === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 };
  const context = await browser.newContext({ viewport: size, baseURL: install.baseUrl });
  return context.newPage();
}

/** Signs in on the login screen with the code the gateway received, as the person would read it. */
async function signIn(page: Page, phone: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Phone Number' }).click();
  await page.getByLabel('Phone number').fill(phone);
  const sent = install.sms.messages.length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect.poll(() => install.sms.messages.slice(sent).some((m) => m.to === `91${phone}`)).toBe(true);
  await page.getByLabel('OTP').fill(install.sms.lastCodeFor(phone));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

describe('a new school on a production install', () => {
  beforeAll(async () => {
    install = await startProductionInstall();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await install?.stop();
  });

  it('follows the printed setup link once, creates the school and signs its admin in', async () => {
    const link = await install.setupLink();
    const page = await pageOn('phone');
    await page.goto(link);
    await page.getByLabel('Organization name').fill('Little Acorns Trust');
    await page.getByLabel('School name').fill('Little Acorns Pune');
    await page.getByLabel('Time zone', { exact: true }).fill('Asia/Kolk');
    await page.getByRole('option', { name: 'Asia/Kolkata' }).click();
    await page.getByLabel('Admin first name').fill(admin.first);
    await page.getByLabel('Admin last name').fill(admin.last);
    await page.getByLabel('Admin phone number').fill(admin.phone);
    await page.getByRole('button', { name: 'Create the school' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your school is ready' }).isVisible())
      .toBe(true);

    // The link is dead afterwards, for anyone who opens it again.
    const again = await pageOn();
    await again.goto(link);
    await expect
      .poll(() => again.getByRole('heading', { name: 'This setup link has been used' }).isVisible())
      .toBe(true);
    await again.context().close();

    await page
      .getByRole('button', { name: 'Sign in' })
      .or(page.getByRole('link', { name: 'Sign in' }))
      .click();
    await signIn(page, admin.phone);
    await expect.poll(() => page.getByText('Little Acorns Pune').first().isVisible()).toBe(true);
    await page.context().close();
  });
});
