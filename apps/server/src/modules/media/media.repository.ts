import { and, eq, gt, gte, inArray, isNull, lt, min, notExists, sql } from 'drizzle-orm';
import type { MediaKind } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import { Repository } from '../../db/repository.js';
import {
  albumMedia,
  bugReports,
  children,
  classMedia,
  media,
  mediaAttachments,
  mediaTags,
  schools,
  users,
} from '../../db/schema/index.js';

export type MediaRow = typeof media.$inferSelect;

export interface KindUsage {
  kind: MediaKind;
  count: number;
  bytes: number;
}

export interface SchoolQuotaRow {
  id: string;
  name: string;
  timeZone: string;
  mediaQuotaBytes: number | null;
}

export class MediaRepository extends Repository<MediaRepository> {
  protected bind(db: Database) {
    return new MediaRepository(db);
  }

  async insertMedia(row: typeof media.$inferInsert): Promise<void> {
    await this.db.insert(media).values(row);
  }

  /** The media rows among `ids` that are not deleted. */
  async findLiveMedia(ids: string[]): Promise<MediaRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(media)
      .where(and(inArray(media.id, ids), isNull(media.deletedAt)));
  }

  /**
   * One file as a picture candidate: its row and whether a class library, a child tag, an album
   * or an attachment uses it (such a file is never anyone's picture: decision 040).
   */
  async findPictureCandidate(id: string): Promise<(MediaRow & { inUse: boolean }) | null> {
    const used = (
      table: typeof classMedia | typeof mediaTags | typeof albumMedia | typeof mediaAttachments,
    ) => sql`exists (select 1 from ${table} where ${table.mediaId} = ${media.id})`;
    const [row] = await this.db
      .select({
        row: media,
        inUse: sql<boolean>`(${used(classMedia)} or ${used(mediaTags)} or ${used(albumMedia)} or ${used(mediaAttachments)})`,
      })
      .from(media)
      .where(eq(media.id, id));
    return row ? { ...row.row, inUse: row.inUse } : null;
  }

  /** Which of the given media ids the user uploaded. */
  /** `schoolId` null: a parent's uploads, which belong to no school. Deleted files are not listed. */
  async listIdsUploadedBy(userId: string, schoolId: string | null, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: media.id })
      .from(media)
      .where(
        and(
          eq(media.uploaderUserId, userId),
          schoolId === null ? isNull(media.schoolId) : eq(media.schoolId, schoolId),
          inArray(media.id, ids),
          isNull(media.deletedAt),
        ),
      );
    return rows.map((r) => r.id);
  }

  /** One school's uploads serialised (inside a transaction): the quota re-check sees every insert. */
  async lockSchoolMedia(schoolId: string): Promise<void> {
    await lockUntilCommit(this.db, `media-quota:${schoolId}`);
  }

  /** One user's uploads serialised (inside a transaction): the daily limit re-check sees every insert. */
  async lockUploader(userId: string): Promise<void> {
    await lockUntilCommit(this.db, `media-uploads:${userId}`);
  }

  /** The user's uploads after `since`, deleted ones too (deleting does not give an upload back). */
  async countUploadsSince(userId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int`, oldest: min(media.createdAt) })
      .from(media)
      .where(and(eq(media.uploaderUserId, userId), gt(media.createdAt, since)));
    return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
  }

  async findSchool(schoolId: string): Promise<SchoolQuotaRow | null> {
    const [row] = await this.db
      .select({
        id: schools.id,
        name: schools.name,
        timeZone: schools.timeZone,
        mediaQuotaBytes: schools.mediaQuotaBytes,
      })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row ?? null;
  }

  async setQuota(schoolId: string, quotaBytes: number): Promise<void> {
    await this.db.update(schools).set({ mediaQuotaBytes: quotaBytes }).where(eq(schools.id, schoolId));
  }

  /** Live media of a school by kind (deleted media do not count). */
  async usageByKind(schoolId: string): Promise<KindUsage[]> {
    const rows = await this.db
      .select({ kind: media.kind, count: sql<number>`count(*)::int`, bytes: sql<string>`sum(${media.size})` })
      .from(media)
      .where(and(eq(media.schoolId, schoolId), isNull(media.deletedAt)))
      .groupBy(media.kind);
    return rows.map((r) => ({ kind: r.kind, count: r.count, bytes: Number(r.bytes ?? 0) }));
  }

  /** Live media uploaded per school-local month (YYYY-MM) since `since`. */
  async usageByMonth(schoolId: string, since: Date, timeZone: string) {
    const month = sql<string>`to_char(${media.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
    const rows = await this.db
      .select({ month, count: sql<number>`count(*)::int`, bytes: sql<string>`sum(${media.size})` })
      .from(media)
      .where(and(eq(media.schoolId, schoolId), isNull(media.deletedAt), gte(media.createdAt, since)))
      .groupBy(sql`1`);
    return rows.map((r) => ({ month: r.month, count: r.count, bytes: Number(r.bytes ?? 0) }));
  }

  /** Marks the school's live media among `ids` deleted; answers the rows it marked. */
  async markDeleted(schoolId: string, ids: string[], at: Date): Promise<MediaRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .update(media)
      .set({ deletedAt: at })
      .where(and(eq(media.schoolId, schoolId), inArray(media.id, ids), isNull(media.deletedAt)))
      .returning();
  }

  /**
   * Marks deleted up to `limit` live media created before `createdBefore` that nothing uses: not in
   * a class library, an album or an attachment, not a profile picture, a school logo or in a bug
   * report. Answers the rows it marked (their files go after the commit).
   */
  async markUnusedDeleted(createdBefore: Date, at: Date, limit: number): Promise<MediaRow[]> {
    const unused = and(
      isNull(media.deletedAt),
      lt(media.createdAt, createdBefore),
      notExists(
        this.db
          .select({ x: sql`1` })
          .from(classMedia)
          .where(eq(classMedia.mediaId, media.id)),
      ),
      notExists(
        this.db
          .select({ x: sql`1` })
          .from(albumMedia)
          .where(eq(albumMedia.mediaId, media.id)),
      ),
      notExists(
        this.db
          .select({ x: sql`1` })
          .from(mediaAttachments)
          .where(eq(mediaAttachments.mediaId, media.id)),
      ),
      notExists(
        this.db
          .select({ x: sql`1` })
          .from(users)
          .where(eq(users.profilePicture, media.id)),
      ),
      notExists(
        this.db
          .select({ x: sql`1` })
          .from(children)
          .where(eq(children.profilePicture, media.id)),
      ),
      notExists(
        this.db
          .select({ x: sql`1` })
          .from(schools)
          .where(eq(schools.logoMediaId, media.id)),
      ),
      notExists(
        this.db
          .select({ x: sql`1` })
          .from(bugReports)
          .where(sql`${bugReports.mediaIds} @> jsonb_build_array(${media.id})`),
      ),
    );
    const ids = this.db
      .select({ id: media.id })
      .from(media)
      .where(unused)
      .orderBy(media.createdAt)
      .limit(limit);
    return this.db
      .update(media)
      .set({ deletedAt: at })
      .where(and(inArray(media.id, ids), isNull(media.deletedAt)))
      .returning();
  }
}
