import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { children, parentLinks, refreshSessions, staffMemberships, users } from '../../db/schema/index.js';
import { childColumns, type StudentRow } from '../schools/schools.repository.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import {
  emailTaken,
  findOrCreatePerson,
  findUserByPhone,
  linkParent,
  type PersonInput,
} from './parent-accounts.repository.js';

export type UserRow = typeof users.$inferSelect;
export type FamilyLinkRow = { parentUserId: string; relation: string | null; child: StudentRow };

/** Parent accounts and their links to the school's children: the families module's Drizzle door. */
export class FamiliesRepository extends Repository<FamiliesRepository> {
  protected bind(db: Database) {
    return new FamiliesRepository(db);
  }

  /** The links to the school's children (of every parent, or of the parents given), by child name. */
  async listLinks(schoolId: string, parentUserIds?: string[]): Promise<FamilyLinkRow[]> {
    if (parentUserIds?.length === 0) return [];
    return this.db
      .select({ parentUserId: parentLinks.parentUserId, relation: parentLinks.relation, child: childColumns })
      .from(parentLinks)
      .innerJoin(children, eq(children.id, parentLinks.childId))
      .where(
        and(
          eq(parentLinks.schoolId, schoolId),
          parentUserIds ? inArray(parentLinks.parentUserId, parentUserIds) : undefined,
        ),
      )
      .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id));
  }

  async findUsers(ids: string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(users).where(inArray(users.id, ids));
  }

  /** The parents among `ids` who have ever opened a parent session. */
  async listSignedInParents(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ userId: refreshSessions.userId })
      .from(refreshSessions)
      .where(and(inArray(refreshSessions.userId, ids), eq(refreshSessions.kind, 'parent')));
    return new Set(rows.map((row) => row.userId));
  }

  async findChild(id: string) {
    const [row] = await this.db
      .select({ id: children.id, schoolId: children.schoolId })
      .from(children)
      .where(eq(children.id, id));
    return row ?? null;
  }

  /** Schools where the parent has a child: where their picture shows. */
  async listParentSchoolIds(parentUserId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ schoolId: parentLinks.schoolId })
      .from(parentLinks)
      .where(eq(parentLinks.parentUserId, parentUserId));
    return rows.map((row) => row.schoolId);
  }

  async updateUser(
    id: string,
    changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'email' | 'profilePicture'>>,
  ): Promise<void> {
    if (Object.keys(changes).length > 0) await this.db.update(users).set(changes).where(eq(users.id, id));
  }

  /** Whether the person is staff anywhere or a parent at another school (their account is not only this family's). */
  async signsInBeyondFamiliesOf(userId: string, schoolId: string): Promise<boolean> {
    const [staff] = await this.db
      .select({ id: staffMemberships.id })
      .from(staffMemberships)
      .where(eq(staffMemberships.userId, userId))
      .limit(1);
    if (staff) return true;
    const [elsewhere] = await this.db
      .select({ id: parentLinks.id })
      .from(parentLinks)
      .where(and(eq(parentLinks.parentUserId, userId), ne(parentLinks.schoolId, schoolId)))
      .limit(1);
    return elsewhere !== undefined;
  }

  async unlink(parentUserId: string, childId: string): Promise<boolean> {
    const rows = await this.db
      .delete(parentLinks)
      .where(and(eq(parentLinks.parentUserId, parentUserId), eq(parentLinks.childId, childId)))
      .returning({ id: parentLinks.id });
    return rows.length > 0;
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  findUserByPhone(phone: string) {
    return findUserByPhone(this.db, phone);
  }

  emailTaken(email: string, exceptUserId: string | null): Promise<boolean> {
    return emailTaken(this.db, email, exceptUserId);
  }

  findOrCreatePerson(person: PersonInput, at: Date, emailField: string) {
    return findOrCreatePerson(this.db, person, at, emailField);
  }

  linkParent(link: Parameters<typeof linkParent>[1], at: Date): Promise<void> {
    return linkParent(this.db, link, at);
  }
}
