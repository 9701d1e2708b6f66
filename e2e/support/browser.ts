import { findChromium } from '@cue/chromium';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { recordOtpSend } from './sessions.js';

/**
 * Headless Chromium with the flags this workplace's closed network needs (DESIGN.md):
 * `CHROMIUM_PATH`, Debian's, or the one from npm (`@cue/chromium`, decision 031).
 */
export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args, env } = await findChromium();
  return chromium.launch({ executablePath, args, env, headless: true });
}

export const baseUrl = (): string => inject('baseUrl');

/** A fresh page (own storage) in a phone-sized or desktop viewport. */
export async function newPage(browser: Browser, viewport: 'phone' | 'desktop' = 'desktop'): Promise<Page> {
  const size = viewport === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 };
  const context = await browser.newContext({ viewport: size, baseURL: baseUrl() });
  return context.newPage();
}

/** Signs in through the login screen as a person would: phone number, Send OTP, code, Login. */
export async function signInByPhone(page: Page, phone: string, otp = '123456'): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Phone Number' }).click();
  await page.getByLabel('Phone number').fill(phone);
  // Waits out the server's 30 s between two texts to one number if another journey just sent one.
  await recordOtpSend(phone, 'login screen');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}
