import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '@cue/contracts';
import { otpChallenges } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Numbers without a fixed test code get a random one, which the loopback gateway receives.
const env = { AUTH_TEST_OTP: '9000000005:123456' };
const PRIYA = '9000000001';
const FARAH = '9000000002';

let ipCounter = 0;
/** A fresh client IP per test, so per-IP limits only bite where a test means them to. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function send(app: FastifyInstance, phone: string, ip = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/otp/send',
    payload: { phno: `91${phone}` },
    remoteAddress: ip,
  });
}
function verify(app: FastifyInstance, reqId: string | undefined, otp: string) {
  return app.inject({ method: 'POST', url: '/api/otp/verify', payload: { reqId, otp } });
}
function retry(app: FastifyInstance, reqId: string | undefined, ip = nextIp()) {
  return app.inject({ method: 'POST', url: '/api/otp/retry', payload: { reqId }, remoteAddress: ip });
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone sign-in: OTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());
  // Each test starts an hour later, so one test's sends never count against the next one's limits.
  afterEach(() => t.clock.advanceSeconds(3601));

  it('says whether phone sign-in is offered and whether a number is registered', async () => {
    const enabled = await t.app.inject({ method: 'GET', url: '/api/phone_login_enabling/' });
    expect(enabled.json()).toEqual({ result: true });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/check_phone_exists/',
      payload: { phone_number: PRIYA },
    });
    expect(known.json()).toEqual({ result: true });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/check_phone_exists/',
      payload: { phone_number: '9999999999' },
    });
    expect(unknown.json()).toEqual({ result: false });
  });

  it('texts a 6-digit code to a registered number through the gateway and answers the request id', async () => {
    const response = await send(t.app, PRIYA);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ type: string; message: string }>();
    expect(body.type).toBe('success');
    expect(body.message).toMatch(/^[0-9a-f]{32}$/);
    const sms = t.sms.messages.at(-1)!;
    expect(sms.to).toBe(`91${PRIYA}`);
    expect(sms.authorization).toBe(`Bearer ${t.sms.secret}`);
    expect(t.sms.lastCodeFor(PRIYA)).toMatch(/^\d{6}$/);
  });

  it("refuses an unregistered number with the spec's message and texts nothing", async () => {
    const before = t.sms.messages.length;
    const response = await send(t.app, '9999999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'PHONE_NOT_REGISTERED',
      message: messages.phoneNotRegistered,
      msg: messages.phoneNotRegistered,
    });
    expect(t.sms.messages.length).toBe(before);
  });

  it.each([
    ['without the 91 prefix', '9000000001'],
    ['with 9 digits', '91900000000'],
    ['with letters', '91900000000a'],
    ['with another country code', '449000000001'],
  ])('rejects a number %s with a 400 naming phno, writing nothing', async (_, phno) => {
    const [before] = await t.db.select({ n: count() }).from(otpChallenges);
    const response = await t.app.inject({ method: 'POST', url: '/api/otp/send', payload: { phno } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'phno' });
    const [after] = await t.db.select({ n: count() }).from(otpChallenges);
    expect(after?.n).toBe(before?.n);
  });

  it('accepts the right code once, and then never again', async () => {
    const reqId = (await send(t.app, PRIYA)).json<{ message: string }>().message;
    const code = t.sms.lastCodeFor(PRIYA);
    const first = await verify(t.app, reqId, code);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ message: string }>().message.split('.')).toHaveLength(3);
    const again = await verify(t.app, reqId, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.requestIdNotFound);
  });

  it("answers the spec's message when the request id is missing or unknown", async () => {
    for (const reqId of [undefined, 'not-a-request-we-made']) {
      const verified = await verify(t.app, reqId, '123456');
      expect(verified.statusCode).toBe(400);
      expect(verified.json().message).toBe(messages.requestIdNotFound);
      const resent = await retry(t.app, reqId);
      expect(resent.statusCode).toBe(400);
      expect(resent.json().message).toBe(messages.requestIdNotFound);
    }
  });

  it('binds a code to its own request: a code sent for one number does not open another', async () => {
    const priyaRequest = (await send(t.app, PRIYA)).json<{ message: string }>().message;
    const farahRequest = (await send(t.app, FARAH)).json<{ message: string }>().message;
    const priyaCode = t.sms.lastCodeFor(PRIYA);
    const farahCode = t.sms.lastCodeFor(FARAH);
    if (priyaCode !== farahCode) {
      expect((await verify(t.app, farahRequest, priyaCode)).json().message).toBe(messages.otpInvalid);
    }
    expect((await verify(t.app, priyaRequest, priyaCode)).statusCode).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    const reqId = (await send(t.app, PRIYA)).json<{ message: string }>().message;
    const code = t.sms.lastCodeFor(PRIYA);
    t.clock.advanceSeconds(5 * 60 + 1);
    const response = await verify(t.app, reqId, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'OTP_EXPIRED', message: messages.otpExpired });
  });

  it('kills the request after 5 wrong codes: even the right one no longer works', async () => {
    const reqId = (await send(t.app, PRIYA)).json<{ message: string }>().message;
    const code = t.sms.lastCodeFor(PRIYA);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await verify(t.app, reqId, wrongCode(code));
      expect(response.json()).toMatchObject({
        code: 'OTP_INVALID',
        message: messages.otpInvalid,
        field: 'otp',
      });
    }
    const fifth = await verify(t.app, reqId, wrongCode(code));
    expect(fifth.json()).toMatchObject({
      code: 'OTP_TOO_MANY_ATTEMPTS',
      message: messages.otpTooManyAttempts,
    });
    const right = await verify(t.app, reqId, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(messages.requestIdNotFound);
    expect((await retry(t.app, reqId)).json().message).toBe(messages.requestIdNotFound);
  });

  it('rejects a code that is not 6 digits with a 400 naming otp', async () => {
    const reqId = (await send(t.app, PRIYA)).json<{ message: string }>().message;
    for (const otp of ['12345', '1234567', '12a456']) {
      const response = await verify(t.app, reqId, otp);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'otp' });
    }
  });

  it('resends only after 30 seconds, with Retry-After; the new code replaces the old one', async () => {
    const reqId = (await send(t.app, PRIYA)).json<{ message: string }>().message;
    const firstCode = t.sms.lastCodeFor(PRIYA);
    t.clock.advanceSeconds(10);
    const early = await retry(t.app, reqId);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('20');
    expect(early.json().message).toBe(messages.otpResendTooSoon);

    t.clock.advanceSeconds(20);
    const resent = await retry(t.app, reqId);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ type: 'success', message: reqId });
    const secondCode = t.sms.lastCodeFor(PRIYA);
    if (firstCode !== secondCode) {
      expect((await verify(t.app, reqId, firstCode)).json().message).toBe(messages.otpInvalid);
    }
    expect((await verify(t.app, reqId, secondCode)).statusCode).toBe(200);
  });

  it('also makes a fresh send for the same number wait 30 seconds', async () => {
    expect((await send(t.app, PRIYA)).statusCode).toBe(200);
    const second = await send(t.app, PRIYA);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(30);
  });

  it('texts a number at most 5 times an hour', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send(t.app, PRIYA)).statusCode).toBe(200);
      t.clock.advanceSeconds(31);
    }
    const sixth = await send(t.app, PRIYA);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(messages.otpTooManyRequests);
    // The oldest send leaves the window one hour after it was made.
    expect(Number(sixth.headers['retry-after'])).toBe(3600 - 5 * 31);
    t.clock.advanceSeconds(3600 - 5 * 31);
    expect((await send(t.app, PRIYA)).statusCode).toBe(200);
  });

  it('sends at most 20 codes an hour from one IP address', async () => {
    const ip = nextIp();
    const phones = ['9000000001', '9000000002', '9000000003', '9000000004', '9000000006'];
    for (let round = 0; round < 4; round++) {
      for (const phone of phones) expect((await send(t.app, phone, ip)).statusCode).toBe(200);
      t.clock.advanceSeconds(31);
    }
    const blocked = await send(t.app, '9000000005', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await send(t.app, '9000000005', nextIp())).statusCode).toBe(200);
  });

  it('never writes a code, an OTP token or a full phone number to the log', async () => {
    const reqId = (await send(t.app, FARAH)).json<{ message: string }>().message;
    const code = t.sms.lastCodeFor(FARAH);
    const otpToken = (await verify(t.app, reqId, code)).json<{ message: string }>().message;
    // Only the text the log holds: numeric fields (times, durations) may contain any six digits.
    const text = loggedText(t.logs);
    expect(text).not.toContain(code);
    expect(text).not.toContain(otpToken);
    expect(text).not.toContain(FARAH);
  });
});

/** Every string value of every JSON log line (messages, URLs, hosts, ...). */
function loggedText(lines: string[]): string {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const line of lines.join('').split('\n').filter(Boolean)) collect(JSON.parse(line));
  return strings.join('\n');
}

describe('phone sign-in: SMS delivery failure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env, smsFailWith: 503 });
  });
  afterAll(() => t.close());

  it('tells the user the code was not sent, and the request cannot be used', async () => {
    const response = await send(t.app, PRIYA);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(messages.otpNotSent);
    expect(t.sms.messages).toHaveLength(1);
  });
});

describe('phone sign-in: the log SMS provider (embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMS_PROVIDER: 'log', AUTH_TEST_OTP: '' } });
  });
  afterAll(() => t.close());

  it('writes the masked number and the code to the server log, and the code works', async () => {
    const reqId = (await send(t.app, PRIYA)).json<{ message: string }>().message;
    const line = t.logs.find((l) => l.includes('OTP for'));
    expect(line).toContain('90******01');
    expect(line).not.toContain(PRIYA);
    const code = line?.match(/OTP for \S+: (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify(t.app, reqId, code!)).statusCode).toBe(200);
  });
});
