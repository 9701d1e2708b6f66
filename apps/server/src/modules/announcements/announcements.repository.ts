import type { RolePermissions } from '@cue/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  announcementClasses,
  announcements,
  classEnrollments,
  classes,
  parentLinks,
  staffMemberships,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import { replaceAttachments } from '../class-media/media-attachments.repository.js';
import {
  claimReceipt,
  findReceipt,
  type Receipt,
  type ReceiptOwner,
} from '../request-receipts/request-receipts.repository.js';
import { cancelJobs, lockPendingJobs, scheduleJob, type JobToSchedule } from '../jobs/jobs.repository.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementWithNames = AnnouncementRow & {
  creatorFirstName: string;
  creatorLastName: string;
  classes: { id: string; name: string }[];
};

export interface StaffListFilter {
  schoolId: string;
  userId: string;
  /** Classes the staff member sees (every class of the school for admins). */
  visibleClassIds: string[];
  /** Whether other people's drafts are visible (daily_communication.access_others_announcement). */
  seesOthersDrafts: boolean;
  classId?: string | undefined;
  status?: string | undefined;
  limit: number;
  offset: number;
}

export interface ParentListFilter {
  schoolIds: string[];
  classIds: string[];
  limit: number;
  offset: number;
}

const sharedWithAnyOf = (classIds: string[]): SQL =>
  classIds.length === 0
    ? sql`false`
    : sql`exists (select 1 from ${announcementClasses} where ${announcementClasses.announcementId} = ${announcements.id} and ${inArray(announcementClasses.classId, classIds)})`;

export class AnnouncementsRepository extends Repository<AnnouncementsRepository> {
  protected bind(db: Database) {
    return new AnnouncementsRepository(db);
  }

  /** The same repository on another handle: a job runner's transaction. */
  withDatabase(db: Database): AnnouncementsRepository {
    return this.bind(db);
  }

  /** A staff member's role permissions in a school, or null when they are no longer its staff. */
  async findStaffRolePermissions(userId: string, schoolId: string): Promise<RolePermissions | null> {
    const [row] = await this.db
      .select({ rolePermissions: staffMemberships.rolePermissions })
      .from(staffMemberships)
      .innerJoin(users, eq(users.id, staffMemberships.userId))
      .where(
        and(
          eq(staffMemberships.userId, userId),
          eq(staffMemberships.schoolId, schoolId),
          isNull(users.deletedAt),
          isNull(staffMemberships.deactivatedAt),
        ),
      );
    return row?.rolePermissions ?? null;
  }

  /** The announcement row, locked for the rest of the transaction. */
  async lockAnnouncement(id: string): Promise<AnnouncementRow | null> {
    const [row] = await this.db.select().from(announcements).where(eq(announcements.id, id)).for('update');
    return row ?? null;
  }

  async findAnnouncement(id: string): Promise<AnnouncementRow | null> {
    const [row] = await this.db.select().from(announcements).where(eq(announcements.id, id));
    return row ?? null;
  }

  async listClassIdsOf(announcementId: string): Promise<string[]> {
    const rows = await this.db
      .select({ classId: announcementClasses.classId })
      .from(announcementClasses)
      .where(eq(announcementClasses.announcementId, announcementId))
      .orderBy(asc(announcementClasses.classId));
    return rows.map((r) => r.classId);
  }

  async insertAnnouncement(row: typeof announcements.$inferInsert, classIds: string[]): Promise<void> {
    await this.db.insert(announcements).values(row);
    await this.replaceClasses(row.id!, row.schoolId, classIds);
  }

  async updateAnnouncement(
    id: string,
    schoolId: string,
    set: Partial<typeof announcements.$inferInsert>,
    classIds: string[] | null,
  ): Promise<void> {
    await this.db.update(announcements).set(set).where(eq(announcements.id, id));
    if (classIds) await this.replaceClasses(id, schoolId, classIds);
  }

  async deleteAnnouncement(id: string, schoolId: string): Promise<void> {
    await this.replaceAttachments(id, schoolId, []);
    await this.db.delete(announcements).where(eq(announcements.id, id));
  }

  /** Makes `mediaIds` (in order) the announcement's attachments. */
  async replaceAttachments(id: string, schoolId: string, mediaIds: string[]): Promise<void> {
    await replaceAttachments(this.db, { kind: 'announcement', id, schoolId }, mediaIds);
  }

  private async replaceClasses(announcementId: string, schoolId: string, classIds: string[]): Promise<void> {
    await this.db.delete(announcementClasses).where(eq(announcementClasses.announcementId, announcementId));
    if (classIds.length > 0) {
      await this.db
        .insert(announcementClasses)
        .values(classIds.map((classId) => ({ announcementId, classId, schoolId })));
    }
  }

  /** Announcements a staff member may see, newest first, one page, and how many there are. */
  async listForStaff(filter: StaffListFilter): Promise<{ rows: AnnouncementWithNames[]; total: number }> {
    const visibleAudience = or(
      eq(announcements.shareWith, 'Everyone'),
      sharedWithAnyOf(filter.visibleClassIds),
    );
    const where = and(
      eq(announcements.schoolId, filter.schoolId),
      or(
        eq(announcements.createdByUserId, filter.userId),
        and(filter.seesOthersDrafts ? undefined : sql`${announcements.status} <> 'draft'`, visibleAudience),
      ),
      filter.classId
        ? or(eq(announcements.shareWith, 'Everyone'), sharedWithAnyOf([filter.classId]))
        : undefined,
      filter.status ? eq(announcements.status, filter.status) : undefined,
    );
    const order = sql`coalesce(${announcements.publishedAt}, ${announcements.scheduledFor}, ${announcements.updatedAt})`;
    return this.page(where, [desc(order), desc(announcements.id)], filter.limit, filter.offset);
  }

  /** Published announcements for the given classes, and the Everyone ones of the given schools. */
  async listForParent(filter: ParentListFilter): Promise<{ rows: AnnouncementWithNames[]; total: number }> {
    const where = and(
      eq(announcements.status, 'published'),
      or(
        filter.schoolIds.length === 0
          ? sql`false`
          : and(eq(announcements.shareWith, 'Everyone'), inArray(announcements.schoolId, filter.schoolIds)),
        sharedWithAnyOf(filter.classIds),
      ),
    );
    return this.page(
      where,
      [desc(announcements.publishedAt), desc(announcements.id)],
      filter.limit,
      filter.offset,
    );
  }

  async findWithNames(id: string): Promise<AnnouncementWithNames | null> {
    const { rows } = await this.page(eq(announcements.id, id), [asc(announcements.id)], 1, 0);
    return rows[0] ?? null;
  }

  private async page(
    where: SQL | undefined,
    orderBy: SQL[],
    limit: number,
    offset: number,
  ): Promise<{ rows: AnnouncementWithNames[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          announcement: announcements,
          creatorFirstName: users.firstName,
          creatorLastName: users.lastName,
        })
        .from(announcements)
        .innerJoin(users, eq(users.id, announcements.createdByUserId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(announcements).where(where),
    ]);
    const ids = rows.map((r) => r.announcement.id);
    const classRows =
      ids.length === 0
        ? []
        : await this.db
            .select({
              announcementId: announcementClasses.announcementId,
              id: classes.id,
              name: classes.name,
            })
            .from(announcementClasses)
            .innerJoin(classes, eq(classes.id, announcementClasses.classId))
            .where(inArray(announcementClasses.announcementId, ids))
            .orderBy(asc(classes.name));
    return {
      rows: rows.map(({ announcement, ...names }) => ({
        ...announcement,
        ...names,
        classes: classRows
          .filter((c) => c.announcementId === announcement.id)
          .map((c) => ({ id: c.id, name: c.name })),
      })),
      total: counted?.n ?? 0,
    };
  }

  /**
   * Email addresses of the parents an announcement reaches: every linked parent of the school
   * for 'Everyone', else the parents of the children enrolled in its classes.
   */
  async listParentEmails(schoolId: string, shareWith: string, classIds: string[]): Promise<string[]> {
    const reachable = and(isNotNull(users.email), isNull(users.deletedAt));
    if (shareWith === 'Everyone') {
      const rows = await this.db
        .selectDistinct({ email: users.email })
        .from(parentLinks)
        .innerJoin(users, eq(users.id, parentLinks.parentUserId))
        .where(and(eq(parentLinks.schoolId, schoolId), reachable));
      return rows.map((r) => r.email!).sort();
    }
    if (classIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ email: users.email })
      .from(classEnrollments)
      .innerJoin(parentLinks, eq(parentLinks.childId, classEnrollments.childId))
      .innerJoin(users, eq(users.id, parentLinks.parentUserId))
      .where(
        and(inArray(classEnrollments.classId, classIds), eq(classEnrollments.schoolId, schoolId), reachable),
      );
    return rows.map((r) => r.email!).sort();
  }

  async appendAudit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  findReceipt(owner: ReceiptOwner): Promise<Receipt | null> {
    return findReceipt(this.db, owner);
  }

  /** The request key's receipt, in the same transaction as the announcement it created. */
  claimReceipt(owner: ReceiptOwner, receipt: Receipt & { at: Date }): Promise<Receipt | null> {
    return claimReceipt(this.db, owner, receipt);
  }

  async scheduleJob(job: JobToSchedule): Promise<void> {
    await scheduleJob(this.db, job);
  }

  async cancelJobs(kinds: string[], announcementId: string, at: Date): Promise<void> {
    await cancelJobs(this.db, kinds, announcementId, at);
  }

  async lockPendingJobs(kinds: string[], announcementId: string): Promise<void> {
    await lockPendingJobs(this.db, kinds, announcementId);
  }
}
