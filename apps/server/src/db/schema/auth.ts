import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { users } from './users.js';
import { schools } from './schools.js';

/** One OTP sign-in attempt. The code is kept only as a keyed hash. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    /** The request id handed to the client (random, unguessable). */
    id: text('id').primaryKey(),
    /** 10-digit national number. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    /** Set once the code was used (or the challenge died of wrong attempts). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set once the verified OTP token was exchanged for a session: each code signs in once. */
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.phone)],
);

/** Every SMS sent, so send limits per number and per IP hold across server processes. */
export const otpDeliveries = pgTable(
  'otp_deliveries',
  {
    id: idColumn(),
    challengeId: text('challenge_id')
      .notNull()
      .references(() => otpChallenges.id),
    phone: text('phone').notNull(),
    /** The client's IPv4 address or IPv6 /64 (lib/ip-bucket.ts). */
    ip: text('ip').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.phone, t.sentAt), index().on(t.ip, t.sentAt)],
);

/**
 * A signed-in session of one user kind. Its refresh token is stored hashed and rotated;
 * sessions issued by one sign-in share a login id so logout ends them together.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: idColumn(),
    loginId: idReference('login_id').notNull(),
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['staff', 'parent'] }).notNull(),
    /** The school a staff session acts in; null for parents. */
    schoolId: idReference('school_id').references(() => schools.id),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** Set when the session was opened with a temporary access token; it ends with that token. */
    tempTokenId: idReference('temp_token_id'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.loginId), index().on(t.tempTokenId)],
);

/**
 * Every phone-number lookup (check_phone_exists/, otp/send) by client address, so the per-IP
 * limit on lookups holds across server processes. `ip_bucket` is the IPv4 address or the IPv6 /64
 * (lib/ip-bucket.ts): one home or phone network is one bucket. Rows older than the window are
 * dropped at every lookup, whichever bucket made them.
 */
export const phoneLookups = pgTable(
  'phone_lookups',
  {
    id: idColumn(),
    ipBucket: text('ip_bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.ipBucket, t.at), index().on(t.at)],
);

/**
 * One sign-in started with Google or Microsoft, between the redirect to the provider and the
 * return. Found by the hash of its `state`; holds the PKCE verifier and the nonce the ID token
 * must carry; used once.
 */
export const providerSignInAttempts = pgTable(
  'provider_sign_in_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider', { enum: ['google', 'microsoft'] }).notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Every start (anyone may call it) drops the attempts that ended a day ago: by index, not by scan.
  (t) => [index().on(t.expiresAt)],
);

/**
 * A Google or Microsoft account linked to a person by its (issuer, subject) after the first
 * sign-in matched a verified email: later sign-ins use the link, never the email, so a changed or
 * recycled email cannot reach another account.
 */
export const signInIdentities = pgTable(
  'sign_in_identities',
  {
    id: idColumn(),
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: ['google', 'microsoft'] }).notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The email the provider gave at the last sign-in: shown on the account screen only. */
    email: text('email'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_identities_issuer_subject').on(t.issuer, t.subject), index().on(t.userId)],
);
