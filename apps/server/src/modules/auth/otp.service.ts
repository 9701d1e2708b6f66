import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_WAIT_SECONDS,
  OTP_SENDS_PER_IP_PER_HOUR,
  OTP_SENDS_PER_NUMBER_PER_HOUR,
  OTP_TTL_SECONDS,
  messages,
} from '@cue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { ipBucket } from '../../lib/ip-bucket.js';
import type { AuthRepository, OtpChallenge } from './auth.repository.js';
import type { SmsProvider } from './sms/sms-provider.js';
import type { TokenService } from './tokens.js';

const HOUR_MS = 60 * 60 * 1000;

export interface OtpServiceDeps {
  repository: AuthRepository;
  sms: SmsProvider;
  tokens: TokenService;
  clock: Clock;
  otpSecret: string;
  testOtps: ReadonlyMap<string, string>;
  /** check_phone_exists/ and otp/send calls allowed per IPv4 address or IPv6 /64 in a rolling hour. */
  lookupsPerIpPerHour: number;
  log: FastifyBaseLogger;
}

/**
 * Phone sign-in codes: a 6-digit code from a CSPRNG, stored as a keyed hash, valid 5 minutes,
 * used once, bound to its request id and number, dead after 5 wrong tries; sends are limited
 * per number and per IP with limits kept in the database, so they hold across processes. Every
 * lookup of a number (registered or not) is limited per IP too, so the answers cannot be used to
 * list the registered numbers (decision 004).
 */
export class OtpService {
  constructor(private readonly deps: OtpServiceDeps) {}

  /** check_phone_exists/. */
  async isPhoneRegistered(phone: string, ip: string): Promise<boolean> {
    await this.countLookup(ip);
    return (await this.deps.repository.findActiveUserByPhone(phone)) !== null;
  }

  /** otp/send: returns the request id. */
  async sendOtp(phone: string, ip: string): Promise<string> {
    const { repository, clock } = this.deps;
    await this.countLookup(ip);
    if (!(await repository.findActiveUserByPhone(phone))) {
      throw new AppError('PHONE_NOT_REGISTERED', messages.phoneNotRegistered, { field: 'phno' });
    }
    const code = this.newCode(phone);
    const requestId = randomBytes(16).toString('hex');
    let deliveryId = '';
    await repository.transaction(async (tx) => {
      await tx.lockPhone(phone);
      const now = clock.now();
      await this.assertMaySend(tx, phone, ip, now);
      await tx.insertChallenge({
        id: requestId,
        phone,
        codeHash: this.hashCode(requestId, phone, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        lastSentAt: now,
        createdAt: now,
      });
      deliveryId = await tx.recordDelivery({ challengeId: requestId, phone, ip: ipBucket(ip), sentAt: now });
    });
    // Not delivered: the request is closed (its code reached nobody) and the send counts for nothing.
    await this.deliver(phone, code, (tx) => tx.closeChallenge(requestId, clock.now()), deliveryId);
    return requestId;
  }

  /** otp/retry: a fresh code for the same request id, once the 30 s wait is over. */
  async resendOtp(requestId: string | undefined, ip: string): Promise<string> {
    const { repository, clock } = this.deps;
    const challenge = await this.openChallenge(requestId);
    const code = this.newCode(challenge.phone);
    const codeHash = this.hashCode(challenge.id, challenge.phone, code);
    let deliveryId = '';
    await repository.transaction(async (tx) => {
      await tx.lockPhone(challenge.phone);
      const now = clock.now();
      await this.assertMaySend(tx, challenge.phone, ip, now);
      await tx.replaceChallengeCode(challenge.id, {
        codeHash,
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        lastSentAt: now,
      });
      deliveryId = await tx.recordDelivery({
        challengeId: challenge.id,
        phone: challenge.phone,
        ip: ipBucket(ip),
        sentAt: now,
      });
    });
    // Not delivered: the new code is void, the one the phone already has works as before, and
    // the send counts for nothing.
    await this.deliver(
      challenge.phone,
      code,
      (tx) =>
        tx.restoreChallengeCode(challenge.id, codeHash, {
          codeHash: challenge.codeHash,
          expiresAt: challenge.expiresAt,
          lastSentAt: challenge.lastSentAt,
        }),
      deliveryId,
    );
    return challenge.id;
  }

  /** otp/verify: checks the code and returns a short-lived OTP token for the phone. */
  async verifyOtp(requestId: string | undefined, code: string): Promise<string> {
    const { repository, clock, tokens } = this.deps;
    const challenge = await this.openChallenge(requestId);
    if (challenge.wrongAttempts >= OTP_MAX_WRONG_ATTEMPTS) {
      throw new AppError('OTP_TOO_MANY_ATTEMPTS', messages.otpTooManyAttempts, { field: 'otp' });
    }
    if (challenge.expiresAt.getTime() <= clock.now().getTime()) {
      throw new AppError('OTP_EXPIRED', messages.otpExpired, { field: 'otp' });
    }
    if (!this.codeMatches(challenge, code)) {
      const attempts = await repository.recordWrongAttempt(challenge.id);
      if (attempts === null)
        throw new AppError('REQUEST_ID_NOT_FOUND', messages.requestIdNotFound, { field: 'reqId' });
      if (attempts >= OTP_MAX_WRONG_ATTEMPTS) {
        await repository.closeChallenge(challenge.id, clock.now());
        throw new AppError('OTP_TOO_MANY_ATTEMPTS', messages.otpTooManyAttempts, { field: 'otp' });
      }
      throw new AppError('OTP_INVALID', messages.otpInvalid, { field: 'otp' });
    }
    // One use: of two simultaneous correct verifies, only one closes the challenge.
    if (!(await repository.closeChallengeForCorrectCode(challenge.id, clock.now(), OTP_MAX_WRONG_ATTEMPTS))) {
      throw new AppError('REQUEST_ID_NOT_FOUND', messages.requestIdNotFound, { field: 'reqId' });
    }
    return tokens.signOtpToken({ phone: challenge.phone, challengeId: challenge.id });
  }

  private async openChallenge(requestId: string | undefined): Promise<OtpChallenge> {
    const challenge = requestId ? await this.deps.repository.findChallenge(requestId) : null;
    if (!challenge || challenge.closedAt) {
      throw new AppError('REQUEST_ID_NOT_FOUND', messages.requestIdNotFound, { field: 'reqId' });
    }
    return challenge;
  }

  /** Counts a lookup of a number from `ip`, or refuses it (429) before anything is looked up. */
  private async countLookup(ip: string): Promise<void> {
    const { repository, clock, lookupsPerIpPerHour } = this.deps;
    const bucket = ipBucket(ip);
    await repository.transaction(async (tx) => {
      await tx.lockLookups(bucket);
      const now = clock.now();
      const made = await tx.countLookupsSince(bucket, new Date(now.getTime() - HOUR_MS));
      if (made.count >= lookupsPerIpPerHour) {
        const freeAt = (made.oldest ?? now).getTime() + HOUR_MS;
        throw new AppError('RATE_LIMITED', messages.tooManyLookups, {
          retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
        });
      }
      await tx.recordLookup(bucket, now);
    });
  }

  private async assertMaySend(tx: AuthRepository, phone: string, ip: string, now: Date): Promise<void> {
    const last = await tx.lastDeliveryAt(phone);
    const waitedMs = last ? now.getTime() - last.getTime() : Infinity;
    if (waitedMs < OTP_RESEND_WAIT_SECONDS * 1000) {
      throw new AppError('RATE_LIMITED', messages.otpResendTooSoon, {
        retryAfterSeconds: Math.ceil((OTP_RESEND_WAIT_SECONDS * 1000 - waitedMs) / 1000),
      });
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    for (const [by, limit] of [
      [{ phone }, OTP_SENDS_PER_NUMBER_PER_HOUR],
      [{ ip: ipBucket(ip) }, OTP_SENDS_PER_IP_PER_HOUR],
    ] as const) {
      const sent = await tx.countDeliveriesSince(by, hourAgo);
      if (sent.count >= limit) {
        const freeAt = (sent.oldest ?? now).getTime() + HOUR_MS;
        throw new AppError('RATE_LIMITED', messages.otpTooManyRequests, {
          retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
        });
      }
    }
  }

  /**
   * Texts the code. When the gateway fails (an error answer, a refused connection, no answer in
   * time) nothing reached the phone, so `voidCode` makes the code unusable and the send is taken
   * back: it burns neither the hourly limits nor the resend wait. The log names the gateway's
   * failure only, never the number or the code.
   */
  private async deliver(
    phone: string,
    code: string,
    voidCode: (tx: AuthRepository) => Promise<unknown>,
    deliveryId: string,
  ): Promise<void> {
    const { sms, repository, log } = this.deps;
    try {
      await sms.send({
        phone,
        code,
        text: `${code} is your Cue sign-in code. It expires in 5 minutes.`,
      });
    } catch (error) {
      await repository.transaction(async (tx) => {
        await voidCode(tx);
        await tx.forgetDelivery(deliveryId);
      });
      log.error({ err: error, sms: sms.name }, 'OTP delivery failed');
      throw new AppError('SMS_NOT_SENT', messages.otpNotSent);
    }
  }

  private newCode(phone: string): string {
    return this.deps.testOtps.get(phone) ?? String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  }

  /** Keyed hash bound to the request id and the number: a code is worthless for any other. */
  private hashCode(requestId: string, phone: string, code: string): string {
    return createHmac('sha256', this.deps.otpSecret).update(`${requestId}:${phone}:${code}`).digest('hex');
  }

  private codeMatches(challenge: OtpChallenge, code: string): boolean {
    const expected = Buffer.from(challenge.codeHash, 'hex');
    const actual = Buffer.from(this.hashCode(challenge.id, challenge.phone, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
