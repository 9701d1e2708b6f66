import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { RolePermissions } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import { Repository } from '../../db/repository.js';
import { schoolRoles, staffMemberships } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export type RoleRow = typeof schoolRoles.$inferSelect;
export type RoleWithCount = RoleRow & { memberCount: number };

/**
 * Serialises changes to who may manage the school's roles (role edits, staff role changes,
 * deactivations) until the transaction ends, so two admins cannot each remove "the other"
 * last roles manager at the same moment.
 */
export async function lockSchoolStaffing(db: Database, schoolId: string): Promise<void> {
  await lockUntilCommit(db, `staffing:${schoolId}`);
}

/** Active staff of the school whose permissions include admin_portal.roles. */
export async function countActiveRoleManagers(db: Database, schoolId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffMemberships)
    .where(
      and(
        eq(staffMemberships.schoolId, schoolId),
        isNull(staffMemberships.deactivatedAt),
        sql`(${staffMemberships.rolePermissions} -> 'admin_portal' ->> 'roles') = 'true'`,
      ),
    );
  return row?.n ?? 0;
}

/** A school's roles and the copies of their permissions on memberships: the module's Drizzle door. */
export class RolesRepository extends Repository<RolesRepository> {
  protected bind(db: Database) {
    return new RolesRepository(db);
  }

  /** The school's roles that are not archived, by name, each with how many staff hold it. */
  async listRoles(schoolId: string): Promise<RoleWithCount[]> {
    const holders = this.db
      .select({ roleId: staffMemberships.roleId, n: count().as('n') })
      .from(staffMemberships)
      .where(eq(staffMemberships.schoolId, schoolId))
      .groupBy(staffMemberships.roleId)
      .as('holders');
    const rows = await this.db
      .select({ role: schoolRoles, memberCount: holders.n })
      .from(schoolRoles)
      .leftJoin(holders, eq(holders.roleId, schoolRoles.id))
      .where(and(eq(schoolRoles.schoolId, schoolId), isNull(schoolRoles.archivedAt)))
      .orderBy(asc(schoolRoles.name), asc(schoolRoles.id));
    return rows.map(({ role, memberCount }) => ({ ...role, memberCount: memberCount ?? 0 }));
  }

  /** A role of any school (the service checks it is the actor's), archived ones included. */
  async findRole(id: string): Promise<RoleRow | null> {
    const [row] = await this.db.select().from(schoolRoles).where(eq(schoolRoles.id, id));
    return row ?? null;
  }

  /** Another role of the school (archived ones too) already has this name, ignoring case. */
  async nameTaken(schoolId: string, name: string, exceptId: string | null): Promise<boolean> {
    const [row] = await this.db
      .select({ id: schoolRoles.id })
      .from(schoolRoles)
      .where(
        and(
          eq(schoolRoles.schoolId, schoolId),
          sql`lower(${schoolRoles.name}) = lower(${name})`,
          exceptId ? sql`${schoolRoles.id} <> ${exceptId}` : undefined,
        ),
      );
    return row !== undefined;
  }

  async countHolders(roleId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(staffMemberships)
      .where(eq(staffMemberships.roleId, roleId));
    return row?.n ?? 0;
  }

  async insertRole(row: typeof schoolRoles.$inferInsert): Promise<void> {
    await this.db.insert(schoolRoles).values(row);
  }

  async updateRole(id: string, changes: { name?: string; permissions?: RolePermissions }): Promise<void> {
    await this.db.update(schoolRoles).set(changes).where(eq(schoolRoles.id, id));
  }

  async archiveRole(id: string, at: Date): Promise<void> {
    await this.db.update(schoolRoles).set({ archivedAt: at }).where(eq(schoolRoles.id, id));
  }

  /** Rewrites the permission copy of every membership holding the role; answers their user ids. */
  async copyPermissionsToHolders(roleId: string, permissions: RolePermissions): Promise<string[]> {
    const rows = await this.db
      .update(staffMemberships)
      .set({ rolePermissions: permissions })
      .where(eq(staffMemberships.roleId, roleId))
      .returning({ userId: staffMemberships.userId });
    return rows.map((row) => row.userId);
  }

  lockStaffing(schoolId: string): Promise<void> {
    return lockSchoolStaffing(this.db, schoolId);
  }

  countActiveRoleManagers(schoolId: string): Promise<number> {
    return countActiveRoleManagers(this.db, schoolId);
  }

  audit(entry: AuditEntry): Promise<void> {
    return insertAuditEntry(this.db, entry);
  }
}
