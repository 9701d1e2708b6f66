import { and, asc, eq, isNull } from 'drizzle-orm';
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
import { childColumns, type StudentRow } from '../schools/schools.repository.js';

export type UserRow = typeof users.$inferSelect;
/** A child row: the same shape the schools module presents as a spec "Child". */
export type ChildRow = StudentRow;

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
