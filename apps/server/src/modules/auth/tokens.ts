import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type UserKind } from '@cue/contracts';
import type { Secrets } from '../../config.js';
import type { Clock } from '../../lib/clock.js';

const ISSUER = 'cue';
/** OTP tokens bridge otp/verify and logged_in_user_phone_verification/ only. */
const OTP_TOKEN_TTL_SECONDS = 10 * 60;

export interface SessionClaims {
  userId: string;
  kind: UserKind;
  sessionId: string;
  expiresAt: Date;
}

export interface OtpClaims {
  phone: string;
  challengeId: string;
}

export class InvalidTokenError extends Error {}

/** SHA-256 of a token: how refresh tokens are stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const toKey = (secret: string) => new TextEncoder().encode(secret);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Signs and verifies the three kinds of JWT. Each kind has its own audience and key, so a
 * refresh token is never accepted where an access token is expected, and the reverse.
 */
export class TokenService {
  private readonly accessKey: Uint8Array;
  private readonly refreshKey: Uint8Array;
  private readonly otpKey: Uint8Array;

  constructor(
    secrets: Secrets,
    private readonly clock: Clock,
  ) {
    this.accessKey = toKey(secrets.accessToken);
    this.refreshKey = toKey(secrets.refreshToken);
    this.otpKey = toKey(`otp-token:${secrets.otp}`);
  }

  /** An access token for 1 hour, or until `notAfter` (the end of its session) if that is sooner. */
  async signAccessToken(claims: Omit<SessionClaims, 'expiresAt'>, notAfter?: Date): Promise<string> {
    const now = this.clock.now();
    const hourLater = now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000;
    const expiresAt = new Date(notAfter ? Math.min(hourLater, notAfter.getTime()) : hourLater);
    return this.sign(claims, 'access', this.accessKey, now, expiresAt);
  }

  async signRefreshToken(claims: Omit<SessionClaims, 'expiresAt'>, expiresAt: Date): Promise<string> {
    return this.sign(claims, 'refresh', this.refreshKey, this.clock.now(), expiresAt);
  }

  refreshTokenExpiry(): Date {
    return new Date(this.clock.now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  }

  async signOtpToken(claims: OtpClaims): Promise<string> {
    const now = this.clock.now();
    return new SignJWT({ cid: claims.challengeId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience('otp')
      .setSubject(claims.phone)
      .setIssuedAt(seconds(now))
      .setExpirationTime(seconds(now) + OTP_TOKEN_TTL_SECONDS)
      .sign(this.otpKey);
  }

  verifyAccessToken(token: string, options: { allowExpired?: boolean } = {}): Promise<SessionClaims> {
    return this.verifySession(token, 'access', this.accessKey, options);
  }

  verifyRefreshToken(token: string, options: { allowExpired?: boolean } = {}): Promise<SessionClaims> {
    return this.verifySession(token, 'refresh', this.refreshKey, options);
  }

  async verifyOtpToken(token: string): Promise<OtpClaims> {
    const { payload } = await this.verify(token, 'otp', this.otpKey, {});
    if (typeof payload.sub !== 'string' || typeof payload.cid !== 'string')
      throw new InvalidTokenError('claims');
    return { phone: payload.sub, challengeId: payload.cid };
  }

  private sign(
    claims: Omit<SessionClaims, 'expiresAt'>,
    audience: 'access' | 'refresh',
    key: Uint8Array,
    now: Date,
    expiresAt: Date,
  ): Promise<string> {
    return new SignJWT({ kind: claims.kind, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(claims.userId)
      .setJti(randomBytes(12).toString('hex'))
      .setIssuedAt(seconds(now))
      .setExpirationTime(seconds(expiresAt))
      .sign(key);
  }

  private async verifySession(
    token: string,
    audience: 'access' | 'refresh',
    key: Uint8Array,
    options: { allowExpired?: boolean },
  ): Promise<SessionClaims> {
    const { payload } = await this.verify(token, audience, key, options);
    const { sub, kind, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') {
      throw new InvalidTokenError('claims');
    }
    if (kind !== 'staff' && kind !== 'parent') throw new InvalidTokenError('kind');
    return { userId: sub, kind, sessionId: sid, expiresAt: new Date(exp * 1000) };
  }

  private async verify(
    token: string,
    audience: string,
    key: Uint8Array,
    options: { allowExpired?: boolean },
  ) {
    try {
      return await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        // An expired token may still end its own session at logout.
        currentDate: options.allowExpired ? new Date(0) : this.clock.now(),
      });
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
  }
}
