import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
