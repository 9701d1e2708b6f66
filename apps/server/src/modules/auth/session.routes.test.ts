import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, readTokenExpiry } from '@cue/contracts';
import { refreshSessions, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, signIn } from '../../test/sign-in.js';

const DAY = 24 * 60 * 60;

const details = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/logined_user_details', headers: bearer(token) });
const newAccessToken = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'GET', url: '/api/access_token_active/', headers: bearer(refreshToken) });
const renewRefresh = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'GET', url: '/api/renew_refresh_token/', headers: bearer(refreshToken) });

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives a teacher a staff token pair, a parent a parent pair, and a dual-role user both', async () => {
    const teacher = await signIn(t.app, '9000000001');
    expect(Object.keys(teacher)).toEqual(['staff_user']);
    const parent = await signIn(t.app, '9000000003');
    expect(Object.keys(parent)).toEqual(['parent_user']);
    const both = await signIn(t.app, '9000000004');
    expect(Object.keys(both).sort()).toEqual(['parent_user', 'staff_user']);
    expect((await details(t.app, both.staff_user!.access_token)).json().result.logined_as).toBe('staff');
    expect((await details(t.app, both.parent_user!.access_token)).json().result.logined_as).toBe('parent');
  });

  it('issues access tokens for 1 hour and refresh tokens for 30 days', async () => {
    const { staff_user } = await signIn(t.app, '9000000001');
    const now = t.clock.now().getTime() / 1000;
    expect(readTokenExpiry(staff_user!.access_token)! - now).toBe(3600);
    expect(readTokenExpiry(staff_user!.refresh_token)! - now).toBe(30 * DAY);
  });

  it('exchanges a verified OTP token for a session only once, and only for its own number', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phno: '919000000002' },
      remoteAddress: '10.9.9.9',
    });
    const reqId = sent.json<{ message: string }>().message;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      payload: { reqId, otp: '123456' },
    });
    const otpToken = verified.json<{ message: string }>().message;
    const exchange = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/logged_in_user_phone_verification/',
        payload: { otp_jwt_token: otpToken, phone_number: phone },
      });
    const wrongNumber = await exchange('9000000001');
    expect(wrongNumber.statusCode).toBe(401);
    expect(wrongNumber.json().message).toBe(messages.otpTokenInvalid);
    expect((await exchange('9000000002')).statusCode).toBe(200);
    const replay = await exchange('9000000002');
    expect(replay.statusCode).toBe(401);
  });

  it('refuses a forged or garbled OTP token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logged_in_user_phone_verification/',
      payload: {
        otp_jwt_token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiI5MDAwMDAwMDAxIn0.',
        phone_number: '9000000001',
      },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for a missing, garbled or expired access token', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/logined_user_details' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'NOT_AUTHENTICATED' });
    expect((await details(t.app, 'not.a.token')).statusCode).toBe(401);

    const { staff_user } = await signIn(t.app, '9000000001');
    expect((await details(t.app, staff_user!.access_token)).statusCode).toBe(200);
    t.clock.advanceSeconds(3601);
    const expired = await details(t.app, staff_user!.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(messages.sessionExpired);
  });

  it('never accepts a refresh token as an access token, or the reverse', async () => {
    const { staff_user } = await signIn(t.app, '9000000001');
    expect((await details(t.app, staff_user!.refresh_token)).statusCode).toBe(401);
    expect((await newAccessToken(t.app, staff_user!.access_token)).statusCode).toBe(401);
  });

  it('regenerates an access token from the refresh token after the old one expired', async () => {
    const { staff_user } = await signIn(t.app, '9000000001');
    t.clock.advanceSeconds(2 * 3600);
    const response = await newAccessToken(t.app, staff_user!.refresh_token);
    expect(response.statusCode).toBe(200);
    const { access_token } = response.json<{ result: { access_token: string } }>().result;
    expect((await details(t.app, access_token)).json().result.user_detials.first_name).toBe('Priya');
  });

  it('keeps the refresh token while more than 5 days remain, and rotates it after', async () => {
    const { staff_user } = await signIn(t.app, '9000000001');
    const early = await renewRefresh(t.app, staff_user!.refresh_token);
    expect(early.json().result).toMatchObject({ rotated: false, refresh_token: staff_user!.refresh_token });

    t.clock.advanceSeconds(25 * DAY + 1);
    const late = await renewRefresh(t.app, staff_user!.refresh_token);
    const renewed = late.json<{ result: { rotated: boolean; refresh_token: string; access_token: string } }>()
      .result;
    expect(renewed.rotated).toBe(true);
    expect(renewed.refresh_token).not.toBe(staff_user!.refresh_token);
    const now = t.clock.now().getTime() / 1000;
    expect(readTokenExpiry(renewed.refresh_token)! - now).toBe(30 * DAY);
    expect((await details(t.app, renewed.access_token)).statusCode).toBe(200);
    // Past the first token's 30 days the session lives on through the rotated one.
    t.clock.advanceSeconds(10 * DAY);
    expect((await newAccessToken(t.app, renewed.refresh_token)).statusCode).toBe(200);
  });

  it('ends the whole session when an already-rotated refresh token is presented again', async () => {
    const both = await signIn(t.app, '9000000004');
    t.clock.advanceSeconds(26 * DAY);
    const rotated = (await renewRefresh(t.app, both.staff_user!.refresh_token)).json().result as {
      refresh_token: string;
      access_token: string;
    };
    // Someone replays the old token (it leaked): refused, and everything from that sign-in ends.
    const replay = await newAccessToken(t.app, both.staff_user!.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect((await newAccessToken(t.app, rotated.refresh_token)).statusCode).toBe(401);
    expect((await details(t.app, rotated.access_token)).statusCode).toBe(401);
    expect((await newAccessToken(t.app, both.parent_user!.refresh_token)).statusCode).toBe(401);
  });

  it('refuses a refresh token once its 30 days are over', async () => {
    const { staff_user } = await signIn(t.app, '9000000001');
    t.clock.advanceSeconds(30 * DAY + 1);
    expect((await newAccessToken(t.app, staff_user!.refresh_token)).statusCode).toBe(401);
    expect((await renewRefresh(t.app, staff_user!.refresh_token)).statusCode).toBe(401);
  });

  it('logs out: the access and refresh tokens of that sign-in stop working, others do not', async () => {
    const both = await signIn(t.app, '9000000004');
    const otherDevice = await signIn(t.app, '9000000004');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: bearer(both.staff_user!.access_token),
      payload: { token: both.staff_user!.refresh_token },
    });
    expect(response.json()).toEqual({ result: true });
    expect((await details(t.app, both.staff_user!.access_token)).statusCode).toBe(401);
    expect((await details(t.app, both.parent_user!.access_token)).statusCode).toBe(401);
    expect((await newAccessToken(t.app, both.staff_user!.refresh_token)).statusCode).toBe(401);
    expect((await details(t.app, otherDevice.staff_user!.access_token)).statusCode).toBe(200);
  });

  it('logs out with only an expired access token', async () => {
    const { staff_user } = await signIn(t.app, '9000000001');
    t.clock.advanceSeconds(2 * 3600);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: bearer(staff_user!.access_token),
    });
    expect(response.statusCode).toBe(200);
    expect((await newAccessToken(t.app, staff_user!.refresh_token)).statusCode).toBe(401);
  });

  it('refuses logout without any token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout/', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('stores refresh tokens only as hashes', async () => {
    const { staff_user } = await signIn(t.app, '9000000002');
    const [farah] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, '9000000002'));
    const rows = await t.db
      .select({ hash: refreshSessions.refreshTokenHash })
      .from(refreshSessions)
      .where(and(eq(refreshSessions.userId, farah!.id), isNull(refreshSessions.revokedAt)));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.hash).not.toContain(staff_user!.refresh_token);
    }
  });

  it('never logs a token', async () => {
    const { staff_user } = await signIn(t.app, '9000000001');
    await details(t.app, staff_user!.access_token);
    await newAccessToken(t.app, staff_user!.refresh_token);
    const log = t.logs.join('');
    expect(log).not.toContain(staff_user!.access_token);
    expect(log).not.toContain(staff_user!.refresh_token);
  });
});
