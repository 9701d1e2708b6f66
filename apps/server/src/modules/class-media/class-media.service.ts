import {
  CLASS_MEDIA_PAGE_SIZE,
  messages,
  type AddClassMedia,
  type ClassMediaItem,
  type ClassMediaPage,
  type ClassMediaQuery,
  type EditClassMedia,
  type FilterMediaByDate,
  type MediaFile,
  type MediaPrivacy,
  type TagChildren,
} from '@cue/contracts';
import { AppError, badInput } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertDateWithin, pastWindow } from '../../lib/date-window.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { MediaService } from '../media/media.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { mediaNotFound, type ClassMediaAccess } from './class-media.access.js';
import type { ClassMediaEvents } from './class-media.events.js';
import { uniqueViolationField } from '../../lib/unique-violation.js';
import { cursorOf, parseCursor, presentItem } from './class-media.presenter.js';
import type { ClassMediaRepository, LibraryQuery, LibraryRow } from './class-media.repository.js';
import { maySeeFile, staffViewer, type MediaViewer } from './media-consent.policy.js';

export interface ClassMediaServiceDeps {
  repository: ClassMediaRepository;
  access: ClassMediaAccess;
  schools: SchoolsService;
  media: MediaService;
  events: ClassMediaEvents;
  clock: Clock;
  /** Most files one call adds (the upload constraint `total_media`). */
  totalMedia: number;
}

/** A class photo as the progress card reads it. */
export interface ChildPhotoEvidence {
  mediaId: string;
  takenOn: string;
  caption: string;
  /** Of the children asked about, those it is tagged with and may be shared for. */
  childIds: string[];
  /** With signed links when asked for. */
  file: MediaFile | null;
}

/** Kinds a class library holds: documents belong to announcements, not the photo grid. */
const libraryKinds = new Set(['image', 'video']);

/**
 * The class media library (`/communication/media`): staff add uploaded photos and videos, tag
 * children, caption, hide from families and delete; staff and families read it by class, day or
 * child. Every read applies photo consent (media-consent.policy.ts) at answer time.
 */
export class ClassMediaService {
  constructor(private readonly deps: ClassMediaServiceDeps) {}

  /** GET class_media/{classId}: a page of the grid, newest day first. */
  async listClassMedia(actor: Actor, classId: string, query: ClassMediaQuery): Promise<ClassMediaPage> {
    if (actor.kind === 'staff') {
      const { schoolClass, roster } = await this.deps.access.staffClass(actor, classId);
      if (query.student_id && !roster.some((child) => child.id === query.student_id)) {
        throw badInput('student_id', 'is not a student of this class');
      }
      return this.page(staffViewer, this.libraryQuery(schoolClass.schoolId, [classId], query), query.cursor);
    }
    const family = await this.deps.access.familyClass(actor, classId);
    // Which photos another family's child is on is not a family's to learn, even without the photos.
    if (query.student_id && !family.viewer.childIds.has(query.student_id)) {
      throw badInput('student_id', 'is not your child');
    }
    return this.page(
      family.viewer,
      { ...this.libraryQuery(family.schoolId, [classId], query), familyChildIds: family.childIds },
      query.cursor,
    );
  }

  /** filter_medias_by_date/{classId}: the grid between two days (both included). */
  async filterByDate(actor: Actor, classId: string, input: FilterMediaByDate): Promise<ClassMediaPage> {
    if (input.from_date > input.to_date) throw badInput('to_date', 'is before from_date');
    const range = { from: input.from_date, to: input.to_date };
    if (actor.kind === 'staff') {
      const { schoolClass } = await this.deps.access.staffClass(actor, classId);
      return this.page(
        staffViewer,
        { schoolId: schoolClass.schoolId, classIds: [classId], ...range },
        input.cursor,
      );
    }
    const family = await this.deps.access.familyClass(actor, classId);
    const query = {
      schoolId: family.schoolId,
      classIds: [classId],
      ...range,
      familyChildIds: family.childIds,
    };
    return this.page(family.viewer, query, input.cursor);
  }

  /**
   * search_child_media/{studentId}: photos a child is tagged on. Staff see those of the classes
   * they work with; the child's family sees them wherever they were taken, under the consent rule.
   */
  async childMedia(actor: Actor, childId: string, query: ClassMediaQuery): Promise<ClassMediaPage> {
    if (actor.kind === 'parent') {
      const family = await this.deps.access.familyChild(actor, childId);
      const libraryQuery = {
        schoolId: family.schoolId,
        taggedChildId: childId,
        familyChildIds: family.childIds,
      };
      return this.page(family.viewer, libraryQuery, query.cursor);
    }
    const access = await this.deps.schools.staffAccess(actor);
    const [child] = await this.deps.repository.findChildren([childId]);
    if (!child || child.schoolId !== access.schoolId) throw new AppError('NOT_FOUND', 'Student not found');
    const classIds = (await this.deps.schools.listStaffClasses(actor)).map((c) => c._id);
    // The media switch and the role's media permission, checked on any class (or the school).
    if (classIds[0]) await this.deps.access.staffClass(actor, classIds[0]);
    else await this.deps.access.staffItems(actor, []);
    return this.page(
      staffViewer,
      { schoolId: access.schoolId, classIds, taggedChildId: childId },
      query.cursor,
    );
  }

  /**
   * POST media_links/: fresh links for files an open editor holds (an announcement, a Cue card),
   * which has no answer of its own to refetch. A file must be the person's own upload (in their
   * school; a parent's have none) or, for staff, a library photo of a class they work with:
   * anything else is 404 (another school's) or 403 (another class's), never a link.
   */
  async freshLinks(actor: Actor, mediaIds: string[]): Promise<MediaFile[]> {
    const { media, schools } = this.deps;
    const ids = [...new Set(mediaIds)];
    const schoolId = actor.kind === 'staff' ? (await schools.staffAccess(actor)).schoolId : null;
    const notOwn = await media.findNotUploadedBy(actor.userId, schoolId, ids);
    if (notOwn.length > 0) {
      if (actor.kind !== 'staff') throw mediaNotFound();
      await this.deps.access.staffItems(actor, notOwn);
    }
    const files = await media.presentFiles(ids);
    return ids.flatMap((id) => files.get(id) ?? []);
  }

  /** POST class_media/{classId}: files the staff member uploaded join the class's library. */
  async addMedia(actor: Actor, classId: string, input: AddClassMedia): Promise<ClassMediaItem[]> {
    const { repository, media, clock, events, totalMedia } = this.deps;
    const { access, schoolClass, roster } = await this.deps.access.staffClass(actor, classId);
    const ids = [...new Set(input.media_ids)];
    if (ids.length > totalMedia) throw badInput('media_ids', messages.tooManyMediaFiles);
    if ((await media.findNotUploadedBy(access.userId, schoolClass.schoolId, ids)).length > 0) {
      throw badInput('media_ids', 'name files you uploaded in this school');
    }
    const kinds = await repository.findMediaKinds(ids);
    if (kinds.length !== ids.length || kinds.some((row) => !libraryKinds.has(row.kind))) {
      throw badInput('media_ids', 'only photos and videos join the library');
    }
    if ((await repository.listLibraryIds(ids)).length > 0)
      throw badInput('media_ids', 'is already in the library');
    const childIds = [...new Set(input.student_ids)];
    this.assertInRoster(childIds, roster);
    const now = clock.now();
    const timeZone = await this.deps.schools.schoolTimeZone(schoolClass.schoolId);
    const today = schoolToday(timeZone, now);
    const takenOn = input.taken_on ?? today;
    assertDateWithin('taken_on', takenOn, pastWindow(today));

    await repository
      .transaction(async (tx) => {
        await tx.insertItems(
          ids.map((mediaId) => ({
            mediaId,
            schoolId: schoolClass.schoolId,
            classId,
            caption: input.caption.trim(),
            takenOn,
            staffOnly: input.staff_only,
            uploadedByUserId: access.userId,
            createdAt: now,
          })),
        );
        await tx.insertTags(
          ids.flatMap((mediaId) =>
            childIds.map((childId) => ({
              mediaId,
              childId,
              schoolId: schoolClass.schoolId,
              taggedByUserId: access.userId,
              createdAt: now,
            })),
          ),
        );
        await tx.audit({
          at: now,
          schoolId: schoolClass.schoolId,
          actorUserId: access.userId,
          action: 'add_class_media',
          entity: 'class_media',
          entityId: null,
          details: { class_id: classId, media_ids: ids, student_ids: childIds, staff_only: input.staff_only },
        });
      })
      .catch((error: unknown) => {
        // Two adds of the same file at once both pass the check above: the unique index decides.
        if (uniqueViolationField(error) === 'media_ids')
          throw badInput('media_ids', 'is already in the library');
        throw error;
      });
    events.mediaChanged(schoolClass.schoolId, [classId], ids);
    return this.presentIds(schoolClass.schoolId, ids);
  }

  /** POST class_media_edit/{id}: caption, day, staff-only. */
  async editMedia(actor: Actor, id: string, input: EditClassMedia): Promise<ClassMediaItem> {
    const { repository, clock, events } = this.deps;
    const { access, rows } = await this.deps.access.staffItems(actor, [id]);
    const row = rows[0]!;
    const now = clock.now();
    if (input.taken_on) {
      const today = schoolToday(await this.deps.schools.schoolTimeZone(row.schoolId), now);
      assertDateWithin('taken_on', input.taken_on, pastWindow(today));
    }
    const changes = {
      ...(input.caption !== undefined && { caption: input.caption.trim() }),
      ...(input.taken_on && { takenOn: input.taken_on }),
      ...(input.staff_only !== undefined && { staffOnly: input.staff_only }),
    };
    await repository.transaction(async (tx) => {
      await tx.updateItems([id], changes);
      await tx.audit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: access.userId,
        action: 'edit_class_media',
        entity: 'class_media',
        entityId: id,
        details: { class_id: row.classId, fields: Object.keys(changes) },
      });
    });
    events.mediaChanged(row.schoolId, [row.classId], [id]);
    return (await this.presentIds(row.schoolId, [id]))[0]!;
  }

  /** media_privacy_status/: staff-only on or off for many items. */
  async setPrivacy(actor: Actor, input: MediaPrivacy): Promise<{ updated: number }> {
    const { access, rows } = await this.deps.access.staffItems(actor, input.media_ids);
    const ids = rows.map((row) => row.mediaId);
    await this.deps.repository.transaction(async (tx) => {
      await tx.updateItems(ids, { staffOnly: input.staff_only });
      await tx.audit(
        this.bulkAudit(access, rows, 'set_class_media_privacy', { staff_only: input.staff_only }),
      );
    });
    this.announce(access.schoolId, rows);
    return { updated: ids.length };
  }

  /** multiple_peoples_tag/: children of each file's class tagged on it (added, or made the only tags). */
  async tagChildren(actor: Actor, input: TagChildren): Promise<{ updated: number }> {
    const { repository, clock } = this.deps;
    const { access, rows } = await this.deps.access.staffItems(actor, input.media_ids);
    const childIds = [...new Set(input.student_ids)];
    for (const classId of new Set(rows.map((row) => row.classId))) {
      const { roster } = await this.deps.access.staffClass(actor, classId);
      this.assertInRoster(childIds, roster);
    }
    const ids = rows.map((row) => row.mediaId);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      if (input.mode === 'set') await tx.deleteTagsOf(ids);
      await tx.insertTags(
        ids.flatMap((mediaId) =>
          childIds.map((childId) => ({
            mediaId,
            childId,
            schoolId: access.schoolId,
            taggedByUserId: access.userId,
            createdAt: now,
          })),
        ),
      );
      await tx.audit(
        this.bulkAudit(access, rows, 'tag_class_media', { student_ids: childIds, mode: input.mode }),
      );
    });
    this.announce(access.schoolId, rows);
    return { updated: ids.length };
  }

  /**
   * DELETE class_media_edit/{id} and delete_bulk_media/: the files are deleted everywhere. Albums
   * and attachments keep their rows, but every answer leaves deleted files out.
   */
  async deleteMedia(actor: Actor, mediaIds: string[]): Promise<{ updated: number }> {
    const { access, rows } = await this.deps.access.staffItems(actor, mediaIds);
    const ids = rows.map((row) => row.mediaId);
    await this.deps.repository.transaction((tx) =>
      tx.audit(this.bulkAudit(access, rows, 'delete_class_media', {})),
    );
    await this.deps.media.deleteMedia(access.schoolId, ids);
    this.announce(access.schoolId, rows);
    return { updated: ids.length };
  }

  /** Items by media id as staff see them (with the consent marker), in the order given. */
  async presentIds(schoolId: string, ids: string[]): Promise<ClassMediaItem[]> {
    const rows = await this.deps.repository.listItems({ schoolId, mediaIds: ids });
    const byId = new Map(rows.map((row) => [row.mediaId, row]));
    return this.present(
      staffViewer,
      ids.flatMap((id) => byId.get(id) ?? []),
    );
  }

  /**
   * For the progress card (issue 17), which has already checked the actor may see the class (or
   * is the family of the child): the class library's photos and videos taken between two days
   * (inclusive) on which some of `childIds` are tagged, each with the children it is **shareable
   * for** — not staff-only and no other tagged child without photo consent (the consent rule as
   * that child's family reads it). A file shareable for none of them is left out; newest first.
   * `files` asks for signed links (a card shown), not only the ids (a count).
   */
  async childPhotoEvidence(
    schoolId: string,
    classId: string,
    childIds: readonly string[],
    range: { from: string; to: string },
    options: { files: boolean },
  ): Promise<ChildPhotoEvidence[]> {
    if (childIds.length === 0) return [];
    const rows = await this.deps.repository.listItems({
      schoolId,
      classIds: [classId],
      ...range,
      ...(childIds.length === 1 && { taggedChildId: childIds[0] }),
    });
    const tags = await this.deps.repository.tagsOf(rows.map((row) => row.mediaId));
    const wanted = new Set(childIds);
    const found = rows.flatMap((row) => {
      const tagged = tags.get(row.mediaId) ?? [];
      const shareableFor = tagged
        .filter(
          (tag) =>
            wanted.has(tag.childId) &&
            maySeeFile(
              { kind: 'family', childIds: new Set([tag.childId]) },
              { staffOnly: row.staffOnly, tags: tagged },
            ),
        )
        .map((tag) => tag.childId);
      return shareableFor.length === 0
        ? []
        : [{ mediaId: row.mediaId, takenOn: row.takenOn, caption: row.caption, childIds: shareableFor }];
    });
    const files = options.files
      ? await this.deps.media.presentFiles(found.map((item) => item.mediaId))
      : new Map<string, MediaFile>();
    return found.map((item) => ({ ...item, file: files.get(item.mediaId) ?? null }));
  }

  private async page(
    viewer: MediaViewer,
    query: LibraryQuery,
    cursor: string | undefined,
  ): Promise<ClassMediaPage> {
    const after = cursor === undefined ? undefined : parseCursor(cursor);
    if (after === null) throw badInput('cursor', 'is not a cursor this list gave');
    const rows = await this.deps.repository.listItems({ ...query, after, limit: CLASS_MEDIA_PAGE_SIZE + 1 });
    const more = rows.length > CLASS_MEDIA_PAGE_SIZE;
    const pageRows = rows.slice(0, CLASS_MEDIA_PAGE_SIZE);
    return {
      items: await this.present(viewer, pageRows),
      next_cursor: more ? cursorOf(pageRows.at(-1)!) : null,
    };
  }

  /** Rows -> items with fresh links; consent is checked again here, for every viewer. */
  private async present(viewer: MediaViewer, rows: LibraryRow[]): Promise<ClassMediaItem[]> {
    const ids = rows.map((row) => row.mediaId);
    const [files, tags, albums] = await Promise.all([
      this.deps.media.presentFiles(ids),
      this.deps.repository.tagsOf(ids),
      this.deps.repository.albumIdsOf(ids),
    ]);
    return rows.flatMap((row) => {
      const file = files.get(row.mediaId);
      const tagged = tags.get(row.mediaId) ?? [];
      if (!file || !maySeeFile(viewer, { staffOnly: row.staffOnly, tags: tagged })) return [];
      return [presentItem(row, file, tagged, albums.get(row.mediaId) ?? [], viewer)];
    });
  }

  private libraryQuery(schoolId: string, classIds: string[], query: ClassMediaQuery): LibraryQuery {
    return { schoolId, classIds, albumId: query.album_id, taggedChildId: query.student_id };
  }

  private assertInRoster(childIds: string[], roster: { id: string }[]): void {
    const inClass = new Set(roster.map((child) => child.id));
    if (childIds.some((id) => !inClass.has(id)))
      throw badInput('student_ids', 'is not a student of this class');
  }

  private bulkAudit(
    access: { schoolId: string; userId: string },
    rows: LibraryRow[],
    action: string,
    details: Record<string, unknown>,
  ) {
    return {
      at: this.deps.clock.now(),
      schoolId: access.schoolId,
      actorUserId: access.userId,
      action,
      entity: 'class_media',
      entityId: null,
      details: { ...details, media_ids: rows.map((row) => row.mediaId) },
    };
  }

  private announce(schoolId: string, rows: LibraryRow[]): void {
    this.deps.events.mediaChanged(
      schoolId,
      rows.map((row) => row.classId),
      rows.map((row) => row.mediaId),
    );
  }
}
