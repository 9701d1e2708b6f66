import { basename } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import {
  readSessionsFile,
  writeSessionsFile,
  type CachedLogin,
  type OtpSend,
  type TokenPair,
} from './sessions-file.js';

/** The demo school's people (apps/server/src/db/seed/demo-school.ts). */
export const demoPhones = {
  priya: '9000000001',
  farah: '9000000002',
  rahul: '9000000003',
  meera: '9000000004',
  sam: '9000000005',
  /** Only account.spec.ts may use Anil: it deletes his account. */
  anil: '9000000006',
} as const;

/** The server refuses a second text to one number within 30 s; a second of margin. */
const RESEND_WAIT_MS = 31_000;

const cacheFile = (): string => inject('sessionCacheFile');
const baseUrl = (): string => inject('baseUrl');

function currentJourney(): string {
  const path = expect.getState().testPath;
  return path ? basename(path) : 'unknown journey';
}

/**
 * Call before every OTP send: waits until the number may be texted again, then records the send.
 * Sign-ins through the login screen (signInByPhone) and through the API both come here.
 */
export async function recordOtpSend(phone: string, via: OtpSend['via']): Promise<void> {
  const file = await readSessionsFile(cacheFile());
  const last = file.sends.filter((send) => send.phone === phone).at(-1);
  const waitMs = last ? last.at + RESEND_WAIT_MS - Date.now() : 0;
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  file.sends.push({ phone, at: Date.now(), via, journey: currentJourney() });
  await writeSessionsFile(cacheFile(), file);
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The OTP flow of the login screen, through the API, with the demo code. */
async function signInThroughApi(phone: string): Promise<CachedLogin> {
  await recordOtpSend(phone, 'api');
  const sent = await postJson<{ message: string }>('/api/otp/send', { phno: `91${phone}` });
  const verified = await postJson<{ message: string }>('/api/otp/verify', {
    reqId: sent.message,
    otp: '123456',
  });
  const login = await postJson<{ staff_user?: TokenPair | null; parent_user?: TokenPair | null }>(
    '/api/logged_in_user_phone_verification/',
    { otp_jwt_token: verified.message, phone_number: phone },
  );
  return { staff_user: login.staff_user ?? null, parent_user: login.parent_user ?? null };
}

/**
 * One sign-in per phone per run, shared by every journey. A journey must not log a shared
 * session out (or delete its account): the others still use its tokens.
 */
export async function loginOnce(phone: string): Promise<CachedLogin> {
  const cached = (await readSessionsFile(cacheFile())).logins[phone];
  if (cached) return cached;
  const login = await signInThroughApi(phone);
  const file = await readSessionsFile(cacheFile());
  file.logins[phone] = login;
  await writeSessionsFile(cacheFile(), file);
  return login;
}

/** localStorage as the web app writes it after a sign-in (apps/web/src/lib/session-store.ts). */
export function storedSession(login: CachedLogin): { name: string; value: string }[] {
  const { staff_user: staff, parent_user: parent } = login;
  const active = staff ?? parent;
  if (!active) throw new Error('The sign-in answered no token pair');
  const role = staff && parent ? 'both' : staff ? 'staff' : 'parent';
  return [
    { name: 'token', value: active.access_token },
    { name: 'refresh_token', value: active.refresh_token },
    { name: 'role', value: role },
    {
      name: 'additional_tokens',
      value: JSON.stringify({
        staffToken: staff?.access_token ?? null,
        staffRefreshToken: staff?.refresh_token ?? null,
        parentToken: parent?.access_token ?? null,
        parentRefreshToken: parent?.refresh_token ?? null,
      }),
    },
  ];
}

export type Viewport = 'phone' | 'desktop';
/** A 390 × 844 phone (issue 10) and a laptop. */
export const viewportSizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/**
 * A fresh browser context already signed in as this phone's user (tokens in localStorage, as
 * after the login screen), with one page on /dashboard. No OTP is sent when the run already
 * signed this phone in.
 */
export async function signedInContext(
  browser: Browser,
  phone: string,
  options: {
    viewport?: Viewport;
    login?: CachedLogin;
    language?: 'en' | 'ar' | 'he';
    /** A touch screen (taps, the phone's layout), as a phone in a teacher's hand. */
    touch?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const login = options.login ?? (await loginOnce(phone));
  // The language as the picker remembers it (apps/web/src/lib/language.ts).
  const language = options.language ? [{ name: 'cue.language', value: options.language }] : [];
  const context = await browser.newContext({
    viewport: viewportSizes[options.viewport ?? 'desktop'],
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    baseURL: baseUrl(),
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl(), localStorage: [...storedSession(login), ...language] }],
    },
  });
  const page = await context.newPage();
  await page.goto('/dashboard');
  return { context, page };
}

/** The active access token of a cached sign-in, for calls a journey makes as that user. */
export function bearerOf(login: CachedLogin): { authorization: string } {
  const pair = login.staff_user ?? login.parent_user;
  if (!pair) throw new Error('The sign-in answered no token pair');
  return { authorization: `Bearer ${pair.access_token}` };
}
