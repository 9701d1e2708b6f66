import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OTP_SENDS_PER_IP_PER_HOUR, messages } from '@cue/contracts';
import { otpChallenges } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Priya has no fixed test code: she gets a random one, which the loopback gateway receives.
const PRIYA = '9000000001';
const IP = '10.9.0.1';

function send(app: FastifyInstance, phone: string) {
  return app.inject({
    method: 'POST',
    url: '/api/otp/send',
    payload: { phno: `91${phone}` },
    remoteAddress: IP,
  });
}
function retry(app: FastifyInstance, reqId: string) {
  return app.inject({ method: 'POST', url: '/api/otp/retry', payload: { reqId }, remoteAddress: IP });
}
function verify(app: FastifyInstance, reqId: string, otp: string) {
  return app.inject({ method: 'POST', url: '/api/otp/verify', payload: { reqId, otp } });
}
/** Every string value of every JSON log line (numbers such as timestamps left out). */
function loggedStrings(lines: string[]): string {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const line of lines.join('').split('\n').filter(Boolean)) collect(JSON.parse(line));
  return strings.join('\n');
}
const requestIdOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe('phone sign-in when the SMS gateway fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A short webhook timeout, so the hanging gateway is given up on quickly.
    t = await createTestApp({ env: { AUTH_TEST_OTP: '', SMS_WEBHOOK_TIMEOUT_MS: '300' } });
  });
  afterAll(() => t.close());
  // Each test starts an hour later with a working gateway, so no test's sends count in the next.
  afterEach(() => {
    t.sms.answerWith(202);
    t.clock.advanceSeconds(3601);
  });

  /** After a failed send: the user is told, and the number and code are in no log line. */
  const expectNotSent = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toMatchObject({ code: 'SMS_NOT_SENT', message: messages.otpNotSent });
  };
  const expectLogsClean = () => {
    const logged = loggedStrings(t.logs);
    expect(logged).not.toContain(PRIYA);
    for (const sms of t.sms.messages) {
      const code = sms.text.match(/\d{6}/)![0];
      expect(logged).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    }
  };

  it('answers an error for each failed send, and failed sends burn neither the limits nor the wait', async () => {
    t.sms.answerWith(500);
    // More failed sends than the per-number (5) and per-IP (20) hourly limits allow, back to back.
    for (let i = 0; i <= OTP_SENDS_PER_IP_PER_HOUR; i++) expectNotSent(await send(t.app, PRIYA));
    expect(t.sms.messages.length).toBeGreaterThan(OTP_SENDS_PER_IP_PER_HOUR);
    // None of the codes the gateway refused can be used: their requests are closed.
    const challenges = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phone, PRIYA));
    expect(challenges.length).toBeGreaterThan(OTP_SENDS_PER_IP_PER_HOUR);
    expect(challenges.every((c) => c.closedAt !== null)).toBe(true);

    // The gateway works again: the same number and address get a code at once, and it signs in.
    t.sms.answerWith(202);
    const sent = await send(t.app, PRIYA);
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await verify(t.app, requestIdOf(sent), t.sms.lastCodeFor(PRIYA));
    expect(verified.statusCode, verified.body).toBe(200);
    expectLogsClean();
  });

  it('gives up on a gateway that does not answer, and the number may ask again right away', async () => {
    t.sms.answerWith('hang');
    expectNotSent(await send(t.app, PRIYA));
    t.sms.answerWith(202);
    const sent = await send(t.app, PRIYA);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await verify(t.app, requestIdOf(sent), t.sms.lastCodeFor(PRIYA))).statusCode).toBe(200);
    expectLogsClean();
  });

  it('answers an error when nothing listens at the webhook address, and works once it is back', async () => {
    await t.sms.stopListening();
    try {
      expectNotSent(await send(t.app, PRIYA));
      expectNotSent(await send(t.app, PRIYA));
    } finally {
      await t.sms.listenAgain();
    }
    const sent = await send(t.app, PRIYA);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await verify(t.app, requestIdOf(sent), t.sms.lastCodeFor(PRIYA))).statusCode).toBe(200);
    expectLogsClean();
  });

  it('keeps the code already delivered when a resend fails; the failed code is void', async () => {
    const sent = await send(t.app, PRIYA);
    const reqId = requestIdOf(sent);
    const delivered = t.sms.lastCodeFor(PRIYA);
    t.clock.advanceSeconds(31);
    t.sms.answerWith(503);
    expectNotSent(await retry(t.app, reqId));
    const failed = t.sms.lastCodeFor(PRIYA);
    expect(failed).not.toBe(delivered);

    const wrong = await verify(t.app, reqId, failed);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });
    expect((await verify(t.app, reqId, delivered)).statusCode).toBe(200);
    expectLogsClean();
  });

  it('lets a resend that failed be asked for again at once', async () => {
    const reqId = requestIdOf(await send(t.app, PRIYA));
    t.clock.advanceSeconds(31);
    t.sms.answerWith(500);
    expectNotSent(await retry(t.app, reqId));
    t.sms.answerWith(202);
    const again = await retry(t.app, reqId);
    expect(again.statusCode, again.body).toBe(200);
    expect((await verify(t.app, reqId, t.sms.lastCodeFor(PRIYA))).statusCode).toBe(200);
  });
});
