import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProfileMenu } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { bearerOf, demoPhones, loginOnce, signedInContext } from './support/sessions.js';

const confirmBox = (page: Page) => page.getByRole('textbox', { name: 'Type CONFIRM to delete your account' });

async function startDeletion(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await confirmBox(page).waitFor();
}

describe('account settings and deletion', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows Priya the settings modal: Account tab active, the others disabled, her role Member', async () => {
    const { context, page } = await signedInContext(browser, demoPhones.priya);
    try {
      await page.getByText('Welcome, Priya').waitFor();
      await openProfileMenu(page);
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      const modal = page.getByRole('dialog', { name: 'Settings' });
      await modal.waitFor();
      const tab = (name: string) => modal.getByRole('tab', { name });
      expect(await tab('Account').getAttribute('aria-selected')).toBe('true');
      expect(await tab('Appearance').isDisabled()).toBe(true);
      expect(await tab('Notifications').isDisabled()).toBe(true);
      await modal.getByText('Member', { exact: true }).waitFor();
      expect(await modal.getByText('Admin', { exact: true }).count()).toBe(0);
      await modal.getByText('Priya Nair').waitFor();

      // A disabled tab does nothing when clicked.
      await tab('Appearance').click({ force: true });
      expect(await tab('Account').getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('keeps Priya’s account when she types anything but CONFIRM', async () => {
    const login = await loginOnce(demoPhones.priya);
    const { context, page } = await signedInContext(browser, demoPhones.priya, { login });
    try {
      await page.getByText('Welcome, Priya').waitFor();
      await openProfileMenu(page);
      // My Profile (pictures) leads on to the account screen.
      await page.getByRole('menuitem', { name: 'My Profile' }).click();
      const profile = page.getByRole('dialog', { name: 'My Profile' });
      await profile.getByRole('button', { name: /^Account settings/ }).click();
      await page.waitForURL('**/account-settings');
      await profile.waitFor({ state: 'hidden' });
      await startDeletion(page);
      await confirmBox(page).fill('delete it');
      await confirmBox(page).press('Enter');
      // The box closes; the Delete Account button is back and she is still signed in.
      await confirmBox(page).waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Delete Account' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/account-settings');

      // Escape cancels as well.
      await startDeletion(page);
      await confirmBox(page).fill('CONFIRM');
      await confirmBox(page).press('Escape');
      await confirmBox(page).waitFor({ state: 'hidden' });

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
      await page.getByText('Priya Nair').first().waitFor();
      const details = await page.request.get('/api/logined_user_details', { headers: bearerOf(login) });
      expect(details.status()).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('deletes Anil’s account after "confirm" and Enter: back at the login, his number unknown', async () => {
    const login = await loginOnce(demoPhones.anil);
    const { context, page } = await signedInContext(browser, demoPhones.anil, { login });
    try {
      await page.getByText('Welcome, Anil').waitFor();
      await page.goto('/account-settings');
      await startDeletion(page);
      await confirmBox(page).fill('confirm');
      await confirmBox(page).press('Enter');

      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Your account has been deleted').waitFor();
      await page.getByRole('button', { name: 'Phone Number' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      const details = await page.request.get('/api/logined_user_details', { headers: bearerOf(login) });
      expect(details.status()).toBe(401);

      // Signing in again: the number no longer belongs to anyone (no text is sent).
      await page.getByRole('button', { name: 'Phone Number' }).click();
      await page.getByLabel('Phone number').fill(demoPhones.anil);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('Phone number not registered').waitFor();
    } finally {
      await context.close();
    }
  });
});
