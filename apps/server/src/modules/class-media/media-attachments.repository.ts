import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { classMedia, media, mediaAttachments } from '../../db/schema/index.js';

/*
 * media_attachments, shared by the modules that attach files (announcements, observations,
 * journal posts, homework, chat), as functions over a database or transaction (like insertAuditEntry): each
 * module's repository calls them inside its own transactions.
 */

export type AttachmentOwnerKind = (typeof mediaAttachments.$inferSelect)['ownerKind'];

/** Makes `mediaIds` (in order) the owner's attachments. */
export async function replaceAttachments(
  db: Database,
  owner: { kind: AttachmentOwnerKind; id: string; schoolId: string },
  mediaIds: string[],
): Promise<void> {
  await db
    .delete(mediaAttachments)
    .where(and(eq(mediaAttachments.ownerKind, owner.kind), eq(mediaAttachments.ownerId, owner.id)));
  if (mediaIds.length === 0) return;
  await db.insert(mediaAttachments).values(
    mediaIds.map((mediaId, position) => ({
      ownerKind: owner.kind,
      ownerId: owner.id,
      mediaId,
      schoolId: owner.schoolId,
      position,
    })),
  );
}

/** Attached media ids of each owner, in their order (deleted files included: presentFiles drops them). */
export async function listAttachments(
  db: Database,
  kind: AttachmentOwnerKind,
  ownerIds: string[],
): Promise<Map<string, string[]>> {
  const attached = new Map<string, string[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return attached;
  const rows = await db
    .select({ ownerId: mediaAttachments.ownerId, mediaId: mediaAttachments.mediaId })
    .from(mediaAttachments)
    .where(and(eq(mediaAttachments.ownerKind, kind), inArray(mediaAttachments.ownerId, ownerIds)))
    .orderBy(asc(mediaAttachments.position));
  for (const row of rows) attached.get(row.ownerId)?.push(row.mediaId);
  return attached;
}

/** Live files among `ids` that are in the school's library of one of `classIds`. */
export async function listLibraryFilesIn(db: Database, classIds: string[], ids: string[]): Promise<string[]> {
  if (ids.length === 0 || classIds.length === 0) return [];
  const rows = await db
    .select({ id: classMedia.mediaId })
    .from(classMedia)
    .innerJoin(media, eq(media.id, classMedia.mediaId))
    .where(
      and(inArray(classMedia.mediaId, ids), inArray(classMedia.classId, classIds), isNull(media.deletedAt)),
    );
  return rows.map((row) => row.id);
}

/**
 * The ids among `ids` that are live images the parent uploaded as a parent (no school) and that
 * nothing uses yet: a family's photo goes to one record only (decisions 043, 044).
 */
export async function listUnusedFamilyImages(
  db: Database,
  parentUserId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  // Call inside the write's transaction. Two requests naming the same upload at once (two
  // records, so no shared lock) would both find it unused: the files' rows are locked first, in a
  // fixed order, so the second waits, and the check below (a new statement, so a fresh snapshot)
  // then sees the first one's attachment.
  await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.uploaderUserId, parentUserId)))
    .orderBy(asc(media.id))
    .for('update');
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, ids),
        eq(media.uploaderUserId, parentUserId),
        isNull(media.schoolId),
        isNull(media.deletedAt),
        eq(media.kind, 'image'),
        sql`not exists (select 1 from media_attachments a where a.media_id = ${media.id})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The ids among `ids` that `userId` uploaded. */
export async function listUploadedBy(db: Database, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.uploaderUserId, userId)));
  return rows.map((row) => row.id);
}
