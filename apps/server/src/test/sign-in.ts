import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '@cue/contracts';
import { clockOf } from './test-app.js';

/**
 * Signs a demo number in through the real OTP flow with its fixed test code. The clock first
 * moves on 12 minutes, as between two real sign-ins, so the send limits (30 s apart, 5 an hour)
 * never refuse a test's sign-in.
 */
export async function signIn(app: FastifyInstance, phone: string, code = '123456'): Promise<LoginResult> {
  clockOf(app).advanceSeconds(12 * 60);
  const ip = `10.0.${Number(phone.slice(-2))}.1`; // one IP per number keeps per-IP limits out of the way
  const sent = await app.inject({
    method: 'POST',
    url: '/api/otp/send',
    payload: { phno: `91${phone}` },
    remoteAddress: ip,
  });
  if (sent.statusCode !== 200) throw new Error(`otp/send ${sent.statusCode}: ${sent.body}`);
  const reqId = sent.json<{ message: string }>().message;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/otp/verify',
    payload: { reqId, otp: code },
  });
  if (verified.statusCode !== 200) throw new Error(`otp/verify ${verified.statusCode}: ${verified.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/logged_in_user_phone_verification/',
    payload: { otp_jwt_token: verified.json<{ message: string }>().message, phone_number: phone },
  });
  if (login.statusCode !== 200) throw new Error(`phone verification ${login.statusCode}: ${login.body}`);
  return login.json<LoginResult>();
}

export async function staffToken(app: FastifyInstance, phone: string): Promise<string> {
  const login = await signIn(app, phone);
  if (!login.staff_user) throw new Error(`${phone} has no staff role`);
  return login.staff_user.access_token;
}

export async function parentToken(app: FastifyInstance, phone: string): Promise<string> {
  const login = await signIn(app, phone);
  if (!login.parent_user) throw new Error(`${phone} has no parent role`);
  return login.parent_user.access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
