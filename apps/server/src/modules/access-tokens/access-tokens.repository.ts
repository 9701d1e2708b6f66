import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { staffMemberships, tempAccessTokens, users } from '../../db/schema/index.js';

export type TempAccessTokenRow = typeof tempAccessTokens.$inferSelect;
export type TempAccessTokenWithNames = TempAccessTokenRow & {
  staffFirstName: string;
  staffLastName: string;
  creatorFirstName: string;
  creatorLastName: string;
};

const staffUser = alias(users, 'staff_user');
const creator = alias(users, 'creator');

export class AccessTokensRepository extends Repository<AccessTokensRepository> {
  protected bind(db: Database) {
    return new AccessTokensRepository(db);
  }

  /** The school's staff who still have an account, by name. */
  async listSchoolStaff(schoolId: string) {
    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        isAdmin: staffMemberships.isAdmin,
        rolePermissions: staffMemberships.rolePermissions,
      })
      .from(staffMemberships)
      .innerJoin(users, eq(users.id, staffMemberships.userId))
      .where(
        and(
          eq(staffMemberships.schoolId, schoolId),
          isNull(users.deletedAt),
          isNull(staffMemberships.deactivatedAt),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName));
  }

  /** The staff member's standing in the school, or null if they are not (or no longer) in it. */
  async findActiveStaffMember(userId: string, schoolId: string) {
    const [row] = await this.db
      .select({ isAdmin: staffMemberships.isAdmin, rolePermissions: staffMemberships.rolePermissions })
      .from(staffMemberships)
      .innerJoin(users, eq(users.id, staffMemberships.userId))
      .where(
        and(
          eq(staffMemberships.userId, userId),
          eq(staffMemberships.schoolId, schoolId),
          isNull(users.deletedAt),
          // A deactivated member can be neither given a token nor signed in with one.
          isNull(staffMemberships.deactivatedAt),
        ),
      );
    return row ?? null;
  }

  async insertToken(row: typeof tempAccessTokens.$inferInsert): Promise<void> {
    await this.db.insert(tempAccessTokens).values(row);
  }

  private selectWithNames() {
    return this.db
      .select({
        token: tempAccessTokens,
        staffFirstName: staffUser.firstName,
        staffLastName: staffUser.lastName,
        creatorFirstName: creator.firstName,
        creatorLastName: creator.lastName,
      })
      .from(tempAccessTokens)
      .innerJoin(staffUser, eq(staffUser.id, tempAccessTokens.staffUserId))
      .innerJoin(creator, eq(creator.id, tempAccessTokens.createdByUserId));
  }

  /** The school's tokens, newest first. */
  async listTokens(schoolId: string): Promise<TempAccessTokenWithNames[]> {
    const rows = await this.selectWithNames()
      .where(eq(tempAccessTokens.schoolId, schoolId))
      .orderBy(desc(tempAccessTokens.createdAt), desc(tempAccessTokens.id));
    return rows.map(({ token, ...names }) => ({ ...token, ...names }));
  }

  async findToken(id: string): Promise<TempAccessTokenWithNames | null> {
    const [row] = await this.selectWithNames().where(eq(tempAccessTokens.id, id));
    if (!row) return null;
    const { token, ...names } = row;
    return { ...token, ...names };
  }

  async findTokenByHash(tokenHash: string): Promise<TempAccessTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(tempAccessTokens)
      .where(eq(tempAccessTokens.tokenHash, tokenHash));
    return row ?? null;
  }

  /** Revokes a token that is not yet revoked; false if it already was. */
  async revokeToken(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(tempAccessTokens)
      .set({ revokedAt: at })
      .where(and(eq(tempAccessTokens.id, id), isNull(tempAccessTokens.revokedAt)))
      .returning({ id: tempAccessTokens.id });
    return rows.length === 1;
  }
}
