import {
  and,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  max,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { consentChange } from '../students/photo-consent.js';
import {
  albumMedia,
  children,
  classEnrollments,
  classes,
  classAlbums,
  classMedia,
  media,
  mediaTags,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import {
  listAttachments,
  listLibraryFilesIn,
  type AttachmentOwnerKind,
} from './media-attachments.repository.js';
import type { TaggedChildConsent } from './media-consent.policy.js';

export type LibraryRow = {
  mediaId: string;
  schoolId: string;
  classId: string;
  caption: string;
  takenOn: string;
  staffOnly: boolean;
  uploadedByUserId: string;
  uploaderFirstName: string;
  uploaderLastName: string;
  createdAt: Date;
};
export type LibraryInsert = typeof classMedia.$inferInsert;
export type AlbumRow = typeof classAlbums.$inferSelect;
export type ChildConsentRow = TaggedChildConsent & {
  schoolId: string;
  changedAt: Date | null;
  changedByFirstName: string | null;
  changedByLastName: string | null;
};

/** Which library items a list reads. Every list leaves deleted files out. */
export interface LibraryQuery {
  schoolId: string;
  classIds?: string[];
  mediaIds?: string[];
  /** Only items this child is tagged on. */
  taggedChildId?: string;
  albumId?: string;
  from?: string;
  to?: string;
  /** Items after this one in the grid's order (newest day, then newest id, first). */
  after?: { takenOn: string; mediaId: string };
  limit?: number;
  /** A family's own children: applies the consent rule (media-consent.policy.ts) in SQL. */
  familyChildIds?: string[];
}

const libraryColumns = {
  mediaId: classMedia.mediaId,
  schoolId: classMedia.schoolId,
  classId: classMedia.classId,
  caption: classMedia.caption,
  takenOn: classMedia.takenOn,
  staffOnly: classMedia.staffOnly,
  uploadedByUserId: classMedia.uploadedByUserId,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
  createdAt: classMedia.createdAt,
};

/** The class media library, its tags and albums, and children's photo consent. */
export class ClassMediaRepository extends Repository<ClassMediaRepository> {
  protected bind(db: Database) {
    return new ClassMediaRepository(db);
  }

  async listItems(query: LibraryQuery): Promise<LibraryRow[]> {
    const rows = this.db
      .select(libraryColumns)
      .from(classMedia)
      .innerJoin(media, eq(media.id, classMedia.mediaId))
      .innerJoin(users, eq(users.id, classMedia.uploadedByUserId))
      .where(this.whereOf(query))
      .orderBy(desc(classMedia.takenOn), desc(classMedia.mediaId));
    return query.limit ? rows.limit(query.limit) : rows;
  }

  /** Per album: the items the viewer may see, and the newest of them (the cover). */
  async albumStats(
    albumIds: string[],
    query: LibraryQuery,
  ): Promise<Map<string, { count: number; coverId: string | null }>> {
    if (albumIds.length === 0) return new Map();
    const rows = await this.db
      .select({ albumId: albumMedia.albumId, n: count(), cover: max(classMedia.mediaId) })
      .from(albumMedia)
      .innerJoin(classMedia, eq(classMedia.mediaId, albumMedia.mediaId))
      .innerJoin(media, eq(media.id, classMedia.mediaId))
      .where(and(inArray(albumMedia.albumId, albumIds), this.whereOf(query)))
      .groupBy(albumMedia.albumId);
    return new Map(rows.map((r) => [r.albumId, { count: r.n, coverId: r.cover }]));
  }

  private whereOf(query: LibraryQuery): SQL | undefined {
    const { after } = query;
    return and(
      eq(classMedia.schoolId, query.schoolId),
      isNull(media.deletedAt),
      query.classIds && inArray(classMedia.classId, query.classIds),
      query.mediaIds && inArray(classMedia.mediaId, query.mediaIds),
      query.from ? gte(classMedia.takenOn, query.from) : undefined,
      query.to ? lte(classMedia.takenOn, query.to) : undefined,
      after &&
        or(
          lt(classMedia.takenOn, after.takenOn),
          and(eq(classMedia.takenOn, after.takenOn), lt(classMedia.mediaId, after.mediaId)),
        ),
      query.taggedChildId === undefined
        ? undefined
        : exists(
            this.db
              .select({ one: sql`1` })
              .from(mediaTags)
              .where(
                and(eq(mediaTags.mediaId, classMedia.mediaId), eq(mediaTags.childId, query.taggedChildId)),
              ),
          ),
      query.albumId === undefined
        ? undefined
        : exists(
            this.db
              .select({ one: sql`1` })
              .from(albumMedia)
              .where(and(eq(albumMedia.mediaId, classMedia.mediaId), eq(albumMedia.albumId, query.albumId))),
          ),
      query.familyChildIds && this.familyMaySeeSql(query.familyChildIds),
    );
  }

  /**
   * maySeeFile of media-consent.policy.ts for a family, as SQL: not staff-only, and no tagged
   * child without consent outside the family.
   */
  private familyMaySeeSql(familyChildIds: string[]): SQL {
    const blocking = this.db
      .select({ one: sql`1` })
      .from(mediaTags)
      .innerJoin(children, eq(children.id, mediaTags.childId))
      .where(
        and(
          eq(mediaTags.mediaId, classMedia.mediaId),
          eq(children.photoConsent, false),
          familyChildIds.length > 0 ? notInArray(mediaTags.childId, familyChildIds) : undefined,
        ),
      );
    return and(eq(classMedia.staffOnly, false), sql`not exists ${blocking}`)!;
  }

  /** Tagged children of each file, with their consent as it is now. */
  async tagsOf(mediaIds: string[]): Promise<Map<string, TaggedChildConsent[]>> {
    const tags = new Map<string, TaggedChildConsent[]>(mediaIds.map((id) => [id, []]));
    if (mediaIds.length === 0) return tags;
    const rows = await this.db
      .select({
        mediaId: mediaTags.mediaId,
        childId: mediaTags.childId,
        firstName: children.firstName,
        lastName: children.lastName,
        photoConsent: children.photoConsent,
      })
      .from(mediaTags)
      .innerJoin(children, eq(children.id, mediaTags.childId))
      .where(inArray(mediaTags.mediaId, mediaIds))
      .orderBy(children.firstName, children.lastName);
    for (const { mediaId, ...tag } of rows) tags.get(mediaId)?.push(tag);
    return tags;
  }

  async albumIdsOf(mediaIds: string[]): Promise<Map<string, string[]>> {
    const albums = new Map<string, string[]>(mediaIds.map((id) => [id, []]));
    if (mediaIds.length === 0) return albums;
    const rows = await this.db
      .select({ mediaId: albumMedia.mediaId, albumId: albumMedia.albumId })
      .from(albumMedia)
      .where(inArray(albumMedia.mediaId, mediaIds))
      .orderBy(albumMedia.albumId);
    for (const row of rows) albums.get(row.mediaId)?.push(row.albumId);
    return albums;
  }

  /** Live files among `ids`, with their kind. */
  async findMediaKinds(ids: string[]): Promise<{ id: string; kind: string }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: media.id, kind: media.kind })
      .from(media)
      .where(and(inArray(media.id, ids), isNull(media.deletedAt)));
  }

  /** Which of `ids` are already in some class's library (a file joins one library once). */
  async listLibraryIds(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: classMedia.mediaId })
      .from(classMedia)
      .where(inArray(classMedia.mediaId, ids));
    return rows.map((r) => r.id);
  }

  async insertItems(rows: LibraryInsert[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(classMedia).values(rows);
  }

  async updateItems(
    mediaIds: string[],
    changes: Partial<Pick<LibraryInsert, 'caption' | 'takenOn' | 'staffOnly'>>,
  ): Promise<void> {
    if (mediaIds.length === 0 || Object.keys(changes).length === 0) return;
    await this.db.update(classMedia).set(changes).where(inArray(classMedia.mediaId, mediaIds));
  }

  async insertTags(rows: (typeof mediaTags.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(mediaTags).values(rows).onConflictDoNothing();
  }

  async deleteTagsOf(mediaIds: string[]): Promise<void> {
    if (mediaIds.length > 0) await this.db.delete(mediaTags).where(inArray(mediaTags.mediaId, mediaIds));
  }

  async listAlbums(classId: string): Promise<AlbumRow[]> {
    return this.db
      .select()
      .from(classAlbums)
      .where(eq(classAlbums.classId, classId))
      .orderBy(desc(classAlbums.updatedAt), desc(classAlbums.id));
  }

  async findAlbum(id: string): Promise<AlbumRow | null> {
    const [row] = await this.db.select().from(classAlbums).where(eq(classAlbums.id, id));
    return row ?? null;
  }

  async insertAlbum(row: typeof classAlbums.$inferInsert): Promise<void> {
    await this.db.insert(classAlbums).values(row);
  }

  async updateAlbum(
    id: string,
    changes: Partial<Pick<AlbumRow, 'name' | 'description' | 'updatedAt'>>,
  ): Promise<void> {
    await this.db.update(classAlbums).set(changes).where(eq(classAlbums.id, id));
  }

  async deleteAlbum(id: string): Promise<void> {
    await this.db.delete(classAlbums).where(eq(classAlbums.id, id));
  }

  async addToAlbum(albumId: string, schoolId: string, mediaIds: string[], at: Date): Promise<void> {
    if (mediaIds.length === 0) return;
    await this.db
      .insert(albumMedia)
      .values(mediaIds.map((mediaId) => ({ albumId, mediaId, schoolId, addedAt: at })))
      .onConflictDoNothing();
  }

  async removeFromAlbum(albumId: string, mediaIds: string[]): Promise<void> {
    if (mediaIds.length === 0) return;
    await this.db
      .delete(albumMedia)
      .where(and(eq(albumMedia.albumId, albumId), inArray(albumMedia.mediaId, mediaIds)));
  }

  /** Children with their photo consent and who last changed it. */
  async findChildren(ids: string[]): Promise<ChildConsentRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        childId: children.id,
        schoolId: children.schoolId,
        firstName: children.firstName,
        lastName: children.lastName,
        photoConsent: children.photoConsent,
        changedAt: children.photoConsentChangedAt,
        changedByFirstName: users.firstName,
        changedByLastName: users.lastName,
      })
      .from(children)
      .leftJoin(users, eq(users.id, children.photoConsentChangedByUserId))
      .where(inArray(children.id, ids));
  }

  async setPhotoConsent(childId: string, consent: boolean, byUserId: string, at: Date): Promise<void> {
    await this.db
      .update(children)
      // `was: null`: a parent or the office confirming consent is recorded even when unchanged.
      .set(consentChange(consent, null, { byUserId, at }))
      .where(eq(children.id, childId));
  }

  /** The school of a class (archived or not), or null when there is no such class. */
  async findClassSchoolId(classId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ schoolId: classes.schoolId })
      .from(classes)
      .where(eq(classes.id, classId));
    return row?.schoolId ?? null;
  }

  /** The classes a child is enrolled in now. */
  async listClassIdsOf(childId: string): Promise<string[]> {
    const rows = await this.db
      .select({ classId: classEnrollments.classId })
      .from(classEnrollments)
      .where(eq(classEnrollments.childId, childId));
    return rows.map((r) => r.classId);
  }

  /** Which of `ids` are staff-only library items. */
  async listStaffOnlyIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: classMedia.mediaId })
      .from(classMedia)
      .where(and(inArray(classMedia.mediaId, ids), eq(classMedia.staffOnly, true)));
    return new Set(rows.map((row) => row.id));
  }

  /** Attached media ids of each owner, in order. */
  attachmentsOf(kind: AttachmentOwnerKind, ownerIds: string[]): Promise<Map<string, string[]>> {
    return listAttachments(this.db, kind, ownerIds);
  }

  /** Live files among `ids` in the library of one of `classIds`. */
  libraryFilesIn(classIds: string[], ids: string[]): Promise<string[]> {
    return listLibraryFilesIn(this.db, classIds, ids);
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
