import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import { Repository } from '../../db/repository.js';
import {
  otpChallenges,
  otpDeliveries,
  parentLinks,
  phoneLookups,
  refreshSessions,
  staffMemberships,
  tempAccessTokens,
  users,
} from '../../db/schema/index.js';

export type OtpChallenge = typeof otpChallenges.$inferSelect;
export type RefreshSession = typeof refreshSessions.$inferSelect;

/** Sign-in data: users by phone, OTP challenges and deliveries, refresh sessions. */
export class AuthRepository extends Repository<AuthRepository> {
  protected bind(db: Database) {
    return new AuthRepository(db);
  }

  async findActiveUserByPhone(phone: string) {
    const [user] = await this.db
      .select({ id: users.id, activeSchoolId: users.activeSchoolId })
      .from(users)
      .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
    return user ?? null;
  }

  /** Schools the user works in (deactivated memberships left out), oldest membership first. */
  async listStaffSchoolIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ schoolId: staffMemberships.schoolId })
      .from(staffMemberships)
      .where(and(eq(staffMemberships.userId, userId), isNull(staffMemberships.deactivatedAt)))
      .orderBy(asc(staffMemberships.createdAt), asc(staffMemberships.id));
    return rows.map((r) => r.schoolId);
  }

  async hasChildren(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(parentLinks)
      .where(eq(parentLinks.parentUserId, userId));
    return (row?.n ?? 0) > 0;
  }

  /** Serialises OTP sends for one number across processes until the transaction ends. */
  async lockPhone(phone: string): Promise<void> {
    await lockUntilCommit(this.db, `otp:${phone}`);
  }

  /** Serialises the lookups of one IP bucket across processes until the transaction ends. */
  async lockLookups(ipBucket: string): Promise<void> {
    await lockUntilCommit(this.db, `lookup:${ipBucket}`);
  }

  /**
   * The bucket's lookups since `since` (their number and the oldest), after dropping every
   * bucket's older ones: they count for nothing any more, and an address that never comes back
   * (one of the many /64s a client may have) must not leave its rows for good.
   */
  async countLookupsSince(ipBucket: string, since: Date) {
    // Rows another transaction is pruning are skipped, not waited for: two lookups from different
    // addresses never queue (or deadlock) behind each other's clean-up.
    await this.db.execute(sql`
      delete from ${phoneLookups} where ${phoneLookups.id} in (
        select ${phoneLookups.id} from ${phoneLookups} where ${phoneLookups.at} < ${since}
        limit 500 for update skip locked)`);
    const [row] = await this.db
      .select({ n: count(), oldest: sql<string | null>`min(${phoneLookups.at})` })
      .from(phoneLookups)
      .where(and(eq(phoneLookups.ipBucket, ipBucket), gt(phoneLookups.at, since)));
    return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  async recordLookup(ipBucket: string, at: Date): Promise<void> {
    await this.db.insert(phoneLookups).values({ ipBucket, at });
  }

  async countDeliveriesSince(by: { phone: string } | { ip: string }, since: Date) {
    const condition = 'phone' in by ? eq(otpDeliveries.phone, by.phone) : eq(otpDeliveries.ip, by.ip);
    const [row] = await this.db
      .select({ n: count(), oldest: sql<string | null>`min(${otpDeliveries.sentAt})` })
      .from(otpDeliveries)
      .where(and(condition, gt(otpDeliveries.sentAt, since)));
    return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  async lastDeliveryAt(phone: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ last: sql<string | null>`max(${otpDeliveries.sentAt})` })
      .from(otpDeliveries)
      .where(eq(otpDeliveries.phone, phone));
    return row?.last ? new Date(row.last) : null;
  }

  async insertChallenge(challenge: typeof otpChallenges.$inferInsert): Promise<void> {
    await this.db.insert(otpChallenges).values(challenge);
  }

  /** Counts a send towards the limits; answers its id, so a send that failed can be taken back. */
  async recordDelivery(delivery: {
    challengeId: string;
    phone: string;
    ip: string;
    sentAt: Date;
  }): Promise<string> {
    const [row] = await this.db.insert(otpDeliveries).values(delivery).returning({ id: otpDeliveries.id });
    return row!.id;
  }

  /** Takes back a send the gateway refused: it reached no phone, so it counts towards no limit. */
  async forgetDelivery(id: string): Promise<void> {
    await this.db.delete(otpDeliveries).where(eq(otpDeliveries.id, id));
  }

  async findChallenge(id: string): Promise<OtpChallenge | null> {
    const [row] = await this.db.select().from(otpChallenges).where(eq(otpChallenges.id, id));
    return row ?? null;
  }

  async replaceChallengeCode(id: string, change: { codeHash: string; expiresAt: Date; lastSentAt: Date }) {
    await this.db
      .update(otpChallenges)
      .set(change)
      .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.closedAt)));
  }

  /**
   * Puts back the code a failed resend replaced (the code that did reach the phone), unless
   * the challenge moved on since (`replacedHash` is no longer its code).
   */
  async restoreChallengeCode(
    id: string,
    replacedHash: string,
    previous: { codeHash: string; expiresAt: Date; lastSentAt: Date },
  ) {
    await this.db
      .update(otpChallenges)
      .set(previous)
      .where(and(eq(otpChallenges.id, id), eq(otpChallenges.codeHash, replacedHash)));
  }

  /** Counts a wrong code atomically; returns the new count, or null if the challenge was closed. */
  async recordWrongAttempt(id: string): Promise<number | null> {
    const [row] = await this.db
      .update(otpChallenges)
      .set({ wrongAttempts: sql`${otpChallenges.wrongAttempts} + 1` })
      .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.closedAt)))
      .returning({ wrongAttempts: otpChallenges.wrongAttempts });
    return row?.wrongAttempts ?? null;
  }

  /** Closes an open challenge; false if someone else closed it first. */
  async closeChallenge(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(otpChallenges)
      .set({ closedAt: at })
      .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.closedAt)))
      .returning({ id: otpChallenges.id });
    return rows.length === 1;
  }

  /**
   * Closes a challenge for a correct code, only while it is open and has fewer than `maxWrong`
   * wrong attempts: of many guesses sent at once, none gets in after the limit was reached.
   */
  async closeChallengeForCorrectCode(id: string, at: Date, maxWrong: number): Promise<boolean> {
    const rows = await this.db
      .update(otpChallenges)
      .set({ closedAt: at })
      .where(
        and(
          eq(otpChallenges.id, id),
          isNull(otpChallenges.closedAt),
          lt(otpChallenges.wrongAttempts, maxWrong),
        ),
      )
      .returning({ id: otpChallenges.id });
    return rows.length === 1;
  }

  /** Marks a verified challenge as exchanged for a session; false if it already was. */
  async markChallengeExchanged(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(otpChallenges)
      .set({ exchangedAt: at })
      .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.exchangedAt)))
      .returning({ id: otpChallenges.id });
    return rows.length === 1;
  }

  async insertSession(session: typeof refreshSessions.$inferInsert): Promise<void> {
    await this.db.insert(refreshSessions).values(session);
  }

  /** A session together with whether its user still exists: one query on every request. */
  async findSessionWithUser(
    id: string,
  ): Promise<(RefreshSession & { userIsActive: boolean; tempTokenRevoked: boolean }) | null> {
    const [row] = await this.db
      .select({
        session: refreshSessions,
        userDeletedAt: users.deletedAt,
        tempTokenRevokedAt: tempAccessTokens.revokedAt,
      })
      .from(refreshSessions)
      .innerJoin(users, eq(users.id, refreshSessions.userId))
      .leftJoin(tempAccessTokens, eq(tempAccessTokens.id, refreshSessions.tempTokenId))
      .where(eq(refreshSessions.id, id));
    return row
      ? {
          ...row.session,
          userIsActive: row.userDeletedAt === null,
          // A session opened with a temporary token ends when the token is revoked, even one
          // opened in the instant between the token check and the revocation.
          tempTokenRevoked: row.tempTokenRevokedAt !== null,
        }
      : null;
  }

  async findSession(id: string): Promise<RefreshSession | null> {
    const [row] = await this.db.select().from(refreshSessions).where(eq(refreshSessions.id, id));
    return row ?? null;
  }

  /** Swaps the stored refresh token only if the presented one is still current (no lost race). */
  async rotateRefreshToken(id: string, from: string, to: { hash: string; expiresAt: Date; at: Date }) {
    const rows = await this.db
      .update(refreshSessions)
      .set({ refreshTokenHash: to.hash, expiresAt: to.expiresAt, rotatedAt: to.at })
      .where(
        and(
          eq(refreshSessions.id, id),
          eq(refreshSessions.refreshTokenHash, from),
          isNull(refreshSessions.revokedAt),
        ),
      )
      .returning({ id: refreshSessions.id });
    return rows.length === 1;
  }

  /** Ends every session of one sign-in (both kinds of a dual-role user). */
  async revokeLogin(loginId: string, reason: string, at: Date): Promise<void> {
    await this.db
      .update(refreshSessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(refreshSessions.loginId, loginId), isNull(refreshSessions.revokedAt)));
  }

  /** Ends one session (the staff session left behind by a school switch). */
  async revokeSession(id: string, reason: string, at: Date): Promise<void> {
    await this.db
      .update(refreshSessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(refreshSessions.id, id), isNull(refreshSessions.revokedAt)));
  }

  /** Ends every session opened with a temporary access token. */
  async revokeTempTokenSessions(tempTokenId: string, reason: string, at: Date): Promise<void> {
    await this.db
      .update(refreshSessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(refreshSessions.tempTokenId, tempTokenId), isNull(refreshSessions.revokedAt)));
  }

  /** The school a staff token is issued for at the next sign-in. */
  async setActiveSchool(userId: string, schoolId: string): Promise<void> {
    await this.db.update(users).set({ activeSchoolId: schoolId }).where(eq(users.id, userId));
  }

  async revokeUserSessions(userId: string, reason: string, at: Date): Promise<void> {
    await this.db
      .update(refreshSessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt)));
  }
}
