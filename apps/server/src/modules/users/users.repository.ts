import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  classStaff,
  parentLinks,
  schools,
  signInIdentities,
  staffMemberships,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import { childColumns, type StudentRow } from '../schools/schools.repository.js';

export type UserRow = typeof users.$inferSelect;
/** A child row: the same shape the schools module presents as a spec "Child". */
export type ChildRow = StudentRow;
export type ConsentRow = Awaited<ReturnType<UsersRepository['listConsentOf']>>[number];

export class UsersRepository extends Repository<UsersRepository> {
  protected bind(db: Database) {
    return new UsersRepository(db);
  }

  async findActiveUser(userId: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return row ?? null;
  }

  /** A staff member with their place in one school (admin flag, permissions, school): one query. */
  async findStaffMember(userId: string, schoolId: string) {
    const [row] = await this.db
      .select({
        user: users,
        membership: {
          isAdmin: staffMemberships.isAdmin,
          rolePermissions: staffMemberships.rolePermissions,
          schoolId: schools.id,
          schoolName: schools.name,
          editorDirection: schools.editorDirection,
        },
      })
      .from(staffMemberships)
      .innerJoin(users, eq(users.id, staffMemberships.userId))
      .innerJoin(schools, eq(schools.id, staffMemberships.schoolId))
      .where(
        and(
          eq(staffMemberships.userId, userId),
          eq(staffMemberships.schoolId, schoolId),
          isNull(users.deletedAt),
        ),
      );
    return row ?? null;
  }

  /** The children linked to a parent: the only children a parent token may read. */
  async listChildrenOfParent(parentUserId: string): Promise<ChildRow[]> {
    return this.db
      .select(childColumns)
      .from(parentLinks)
      .innerJoin(children, eq(children.id, parentLinks.childId))
      .where(eq(parentLinks.parentUserId, parentUserId))
      .orderBy(asc(children.firstName), asc(children.id));
  }

  /** Who last changed each child's photo consent, and when (for the parent's account screen). */
  async listConsentOf(childIds: string[]) {
    if (childIds.length === 0) return [];
    const changedBy = alias(users, 'changed_by');
    return this.db
      .select({
        childId: children.id,
        photoConsent: children.photoConsent,
        changedAt: children.photoConsentChangedAt,
        changedByFirstName: changedBy.firstName,
        changedByLastName: changedBy.lastName,
      })
      .from(children)
      .leftJoin(changedBy, eq(changedBy.id, children.photoConsentChangedByUserId))
      .where(inArray(children.id, childIds));
  }

  /** The schools a staff member works in now: where their picture shows. */
  async listStaffSchoolIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ schoolId: staffMemberships.schoolId })
      .from(staffMemberships)
      .where(and(eq(staffMemberships.userId, userId), isNull(staffMemberships.deactivatedAt)));
    return rows.map((row) => row.schoolId);
  }

  async setUserPicture(userId: string, mediaId: string | null): Promise<void> {
    await this.db.update(users).set({ profilePicture: mediaId }).where(eq(users.id, userId));
  }

  async setChildPicture(childId: string, mediaId: string | null): Promise<void> {
    await this.db.update(children).set({ profilePicture: mediaId }).where(eq(children.id, childId));
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  async setCurrentChild(userId: string, childId: string): Promise<void> {
    await this.db.update(users).set({ currentChildId: childId }).where(eq(users.id, userId));
  }

  /**
   * Erases a person: name, phone, email and picture go, and with them every grant of access
   * (memberships, class assignments, links to children, linked Google and Microsoft accounts). School records they wrote stay,
   * attributed to "Deleted user".
   */
  async eraseUser(userId: string, at: Date): Promise<void> {
    await this.db.delete(classStaff).where(eq(classStaff.userId, userId));
    await this.db.delete(staffMemberships).where(eq(staffMemberships.userId, userId));
    await this.db.delete(parentLinks).where(eq(parentLinks.parentUserId, userId));
    await this.db.delete(signInIdentities).where(eq(signInIdentities.userId, userId));
    await this.db
      .update(users)
      .set({
        firstName: 'Deleted',
        lastName: 'user',
        phone: null,
        email: null,
        profilePicture: null,
        activeSchoolId: null,
        currentChildId: null,
        deletedAt: at,
      })
      .where(eq(users.id, userId));
  }
}
