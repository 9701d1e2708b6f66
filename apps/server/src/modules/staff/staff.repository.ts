import { and, asc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { RolePermissions } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  classStaff,
  classes,
  refreshSessions,
  schoolRoles,
  staffMemberships,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import { countActiveRoleManagers, lockSchoolStaffing } from '../roles/roles.repository.js';

/** A member as the staff screen shows them (classes are read apart, for the whole list at once). */
export interface StaffRow {
  userId: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  /** Media id of their picture (answers show its signed link). */
  profilePicture: string | null;
  isAdmin: boolean;
  roleId: string | null;
  roleName: string | null;
  rolePermissions: RolePermissions;
  deactivatedAt: Date | null;
  hasSignedIn: boolean;
}

export interface StaffClassRow {
  userId: string;
  classId: string;
  className: string;
}

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof schoolRoles.$inferSelect;

/** Staff memberships with their people, roles and classes: the staff module's Drizzle door. */
export class StaffRepository extends Repository<StaffRepository> {
  protected bind(db: Database) {
    return new StaffRepository(db);
  }

  private selectMembers(schoolId: string) {
    const signedIn = this.db
      .select({ id: refreshSessions.id })
      .from(refreshSessions)
      .where(
        and(
          eq(refreshSessions.userId, staffMemberships.userId),
          eq(refreshSessions.schoolId, staffMemberships.schoolId),
          eq(refreshSessions.kind, 'staff'),
        ),
      );
    return this.db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        email: users.email,
        profilePicture: users.profilePicture,
        isAdmin: staffMemberships.isAdmin,
        roleId: staffMemberships.roleId,
        roleName: schoolRoles.name,
        rolePermissions: staffMemberships.rolePermissions,
        deactivatedAt: staffMemberships.deactivatedAt,
        hasSignedIn: exists(signedIn).mapWith(Boolean),
      })
      .from(staffMemberships)
      .innerJoin(users, eq(users.id, staffMemberships.userId))
      .leftJoin(schoolRoles, eq(schoolRoles.id, staffMemberships.roleId))
      .where(and(eq(staffMemberships.schoolId, schoolId), isNull(users.deletedAt)))
      .$dynamic();
  }

  /** Every member of the school, active first, then by name. */
  async listMembers(schoolId: string): Promise<StaffRow[]> {
    return this.selectMembers(schoolId).orderBy(
      sql`${staffMemberships.deactivatedAt} is not null`,
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
    );
  }

  async findMember(userId: string, schoolId: string): Promise<StaffRow | null> {
    const [row] = await this.selectMembers(schoolId).where(
      and(
        eq(staffMemberships.schoolId, schoolId),
        eq(staffMemberships.userId, userId),
        isNull(users.deletedAt),
      ),
    );
    return row ?? null;
  }

  /** The classes (not archived) the given members teach in the school, by class name. */
  async listClassesTaught(schoolId: string, userIds: string[]): Promise<StaffClassRow[]> {
    if (userIds.length === 0) return [];
    return this.db
      .select({ userId: classStaff.userId, classId: classes.id, className: classes.name })
      .from(classStaff)
      .innerJoin(classes, eq(classes.id, classStaff.classId))
      .where(
        and(
          eq(classStaff.schoolId, schoolId),
          inArray(classStaff.userId, userIds),
          isNull(classes.archivedAt),
        ),
      )
      .orderBy(asc(classes.name));
  }

  /** Which of the ids are classes of the school that are not archived. */
  async findActiveClassIds(schoolId: string, classIds: string[]): Promise<Set<string>> {
    if (classIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), inArray(classes.id, classIds), isNull(classes.archivedAt)));
    return new Set(rows.map((row) => row.id));
  }

  async findRole(roleId: string): Promise<RoleRow | null> {
    const [row] = await this.db.select().from(schoolRoles).where(eq(schoolRoles.id, roleId));
    return row ?? null;
  }

  async findUserByPhone(phone: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
    return row ?? null;
  }

  async findUserByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    return row ?? null;
  }

  /** Whether the person already has a membership (active or deactivated) in the school. */
  async hasMembership(userId: string, schoolId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: staffMemberships.id })
      .from(staffMemberships)
      .where(and(eq(staffMemberships.userId, userId), eq(staffMemberships.schoolId, schoolId)));
    return row !== undefined;
  }

  async insertUser(row: typeof users.$inferInsert): Promise<void> {
    await this.db.insert(users).values(row);
  }

  async updateUser(
    userId: string,
    changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'email'>>,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db.update(users).set(changes).where(eq(users.id, userId));
  }

  async insertMembership(row: typeof staffMemberships.$inferInsert): Promise<void> {
    await this.db.insert(staffMemberships).values(row);
  }

  async updateMembership(
    userId: string,
    schoolId: string,
    changes: Partial<
      Pick<typeof staffMemberships.$inferInsert, 'isAdmin' | 'roleId' | 'rolePermissions' | 'deactivatedAt'>
    >,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db
      .update(staffMemberships)
      .set(changes)
      .where(and(eq(staffMemberships.userId, userId), eq(staffMemberships.schoolId, schoolId)));
  }

  /** Replaces the classes the member teaches in the school. */
  async setClasses(userId: string, schoolId: string, classIds: string[], at: Date): Promise<void> {
    await this.db
      .delete(classStaff)
      .where(and(eq(classStaff.userId, userId), eq(classStaff.schoolId, schoolId)));
    if (classIds.length === 0) return;
    await this.db
      .insert(classStaff)
      .values(classIds.map((classId) => ({ schoolId, classId, userId, createdAt: at })));
  }

  /** Ends every session the person holds as staff of this school (refresh and access alike). */
  async revokeSchoolSessions(userId: string, schoolId: string, at: Date): Promise<void> {
    await this.db
      .update(refreshSessions)
      .set({ revokedAt: at, revokedReason: 'staff_deactivated' })
      .where(
        and(
          eq(refreshSessions.userId, userId),
          eq(refreshSessions.schoolId, schoolId),
          isNull(refreshSessions.revokedAt),
        ),
      );
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
