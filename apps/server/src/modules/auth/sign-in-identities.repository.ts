import { and, asc, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { SignInProvider } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import { Repository } from '../../db/repository.js';
import { providerSignInAttempts, signInIdentities, users } from '../../db/schema/index.js';

export type ProviderSignInAttempt = typeof providerSignInAttempts.$inferSelect;
export type SignInIdentity = typeof signInIdentities.$inferSelect;

const activeUserColumns = { id: users.id, activeSchoolId: users.activeSchoolId };

/** Google and Microsoft sign-in: the attempts between redirect and return, and linked accounts. */
export class SignInIdentitiesRepository extends Repository<SignInIdentitiesRepository> {
  protected bind(db: Database) {
    return new SignInIdentitiesRepository(db);
  }

  /** Keeps an attempt until its return; attempts that ended a day ago are dropped on the way. */
  async insertAttempt(attempt: typeof providerSignInAttempts.$inferInsert, now: Date): Promise<void> {
    await this.db
      .delete(providerSignInAttempts)
      .where(lt(providerSignInAttempts.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
    await this.db.insert(providerSignInAttempts).values(attempt);
  }

  /**
   * Uses an attempt up: answers it only if it is the provider's, unused and unexpired, and marks it
   * used in the same statement, so a replayed return finds nothing.
   */
  async takeAttempt(stateHash: string, provider: SignInProvider, now: Date) {
    const [row] = await this.db
      .update(providerSignInAttempts)
      .set({ usedAt: now })
      .where(
        and(
          eq(providerSignInAttempts.stateHash, stateHash),
          eq(providerSignInAttempts.provider, provider),
          isNull(providerSignInAttempts.usedAt),
          sql`${providerSignInAttempts.expiresAt} > ${now}`,
        ),
      )
      .returning();
    return row ?? null;
  }

  /** The person an (issuer, subject) is linked to, if that person is still active. */
  async findLinkedUser(issuer: string, subject: string) {
    const [row] = await this.db
      .select({ identityId: signInIdentities.id, user: activeUserColumns })
      .from(signInIdentities)
      .innerJoin(users, eq(users.id, signInIdentities.userId))
      .where(
        and(
          eq(signInIdentities.issuer, issuer),
          eq(signInIdentities.subject, subject),
          isNull(users.deletedAt),
        ),
      );
    return row ?? null;
  }

  /** Emails are matched without regard to case: providers and school offices write them differently. */
  async findActiveUserByEmail(email: string) {
    const rows = await this.db
      .select(activeUserColumns)
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
      .limit(2);
    // Two people whose emails differ only in case: neither is "the" owner, so no one is.
    return rows.length === 1 ? rows[0]! : null;
  }

  async hasLinkFrom(userId: string, provider: SignInProvider): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(signInIdentities)
      .where(and(eq(signInIdentities.userId, userId), eq(signInIdentities.provider, provider)));
    return (row?.n ?? 0) > 0;
  }

  async insertIdentity(identity: typeof signInIdentities.$inferInsert): Promise<string> {
    const [row] = await this.db
      .insert(signInIdentities)
      .values(identity)
      .returning({ id: signInIdentities.id });
    return row!.id;
  }

  async recordUse(identityId: string, email: string | null, at: Date): Promise<void> {
    await this.db
      .update(signInIdentities)
      .set({ email, lastUsedAt: at })
      .where(eq(signInIdentities.id, identityId));
  }

  async listIdentities(userId: string): Promise<SignInIdentity[]> {
    return this.db
      .select()
      .from(signInIdentities)
      .where(eq(signInIdentities.userId, userId))
      .orderBy(asc(signInIdentities.createdAt), asc(signInIdentities.id));
  }

  async deleteIdentity(id: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(signInIdentities)
      .where(and(eq(signInIdentities.id, id), eq(signInIdentities.userId, userId)))
      .returning({ id: signInIdentities.id });
    return rows.length > 0;
  }

  /** Serialises changes to one person's ways in, so two unlinks at once cannot remove the last two. */
  async lockUser(userId: string): Promise<void> {
    await lockUntilCommit(this.db, `sign-in-ways:${userId}`);
  }

  async userPhone(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    return row?.phone ?? null;
  }
}
