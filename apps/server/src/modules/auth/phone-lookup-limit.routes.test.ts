import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cue/contracts';
import { eq } from 'drizzle-orm';
import { phoneLookups } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * check_phone_exists/ and otp/send answer whether a number is registered, so each is limited per
 * client address (decision 004): nobody can walk through numbers to list the school's parents.
 */
describe('phone-number lookups are limited per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PHONE_LOOKUPS_PER_IP_PER_HOUR: '3' } });
  });
  afterAll(() => t.close());

  const check = (ip: string, phone = '9123456780') =>
    t.app.inject({
      method: 'POST',
      url: '/api/check_phone_exists/',
      payload: { phone_number: phone },
      remoteAddress: ip,
    });
  const send = (ip: string, phone = '9123456781') =>
    t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phno: `91${phone}` },
      remoteAddress: ip,
    });

  it('answers 429 with Retry-After once one IP has used its lookups, and nothing about the number', async () => {
    expect((await check('198.51.100.1')).json()).toEqual({ result: false });
    expect((await check('198.51.100.1', '9000000003')).json()).toEqual({ result: true });
    expect((await send('198.51.100.1')).statusCode).toBe(404);

    const refused = await check('198.51.100.1', '9000000003');

    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.tooManyLookups);
    expect(refused.json()).not.toHaveProperty('result');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // otp/send's "not registered" is a lookup too: refused the same way.
    expect((await send('198.51.100.1')).statusCode).toBe(429);
  });

  it('still answers another IP', async () => {
    expect((await check('198.51.100.2', '9000000003')).json()).toEqual({ result: true });
  });

  it('counts an IPv6 /64 as one client, and the next /64 as another', async () => {
    for (const host of ['1', '2', 'abcd:1'])
      expect((await check(`2001:db8:7:1::${host}`)).statusCode).toBe(200);

    expect((await check('2001:db8:7:1:ffff::9')).statusCode).toBe(429);
    expect((await check('2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('answers again once the hour has passed', async () => {
    for (let i = 0; i < 3; i++) await check('198.51.100.3');
    expect((await check('198.51.100.3')).statusCode).toBe(429);

    t.clock.advanceSeconds(60 * 60 + 1);

    expect((await check('198.51.100.3')).statusCode).toBe(200);
  });

  it('forgets the lookups of an address that never comes back once their hour is over', async () => {
    // One lookup from each of many addresses (IPv6 /64s cost nothing) must not stay in the table for good.
    await check('2001:db8:9:1::1');
    const rowsOf = (bucket: string) =>
      t.db.select().from(phoneLookups).where(eq(phoneLookups.ipBucket, bucket));
    expect(await rowsOf('2001:db8:9:1::/64')).toHaveLength(1);

    t.clock.advanceSeconds(60 * 60 + 1);
    await check('198.51.100.4');

    expect(await rowsOf('2001:db8:9:1::/64')).toEqual([]);
  });
});

/**
 * Behind a load balancer (TRUST_PROXY=true) the client's address is the one the balancer adds
 * last to X-Forwarded-For; what the client wrote there itself must not become a fresh address.
 */
describe('phone-number lookups behind a load balancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PHONE_LOOKUPS_PER_IP_PER_HOUR: '3', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const BALANCER = '10.0.0.2';
  const check = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/check_phone_exists/',
      payload: { phone_number: '9123456780' },
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts by the address the balancer saw, whatever the client put in X-Forwarded-For', async () => {
    for (const spoofed of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect((await check(`${spoofed}, 203.0.113.7`)).statusCode).toBe(200);

    expect((await check('192.0.2.4, 203.0.113.7')).statusCode).toBe(429);
    expect((await check('203.0.113.7')).statusCode).toBe(429);
  });

  it('still tells clients behind the balancer apart', async () => {
    expect((await check('203.0.113.8')).statusCode).toBe(200);
  });

  it('believes no X-Forwarded-For from a client that reaches the server directly', async () => {
    const direct = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/check_phone_exists/',
        payload: { phone_number: '9123456780' },
        remoteAddress: '198.51.100.20',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (const spoofed of ['192.0.2.11', '192.0.2.12', '192.0.2.13'])
      expect((await direct(spoofed)).statusCode).toBe(200);

    expect((await direct('192.0.2.14')).statusCode).toBe(429);
  });
});
