import { messages, type MediaFile } from '@cue/contracts';
import { AppError, badInput } from '../../lib/app-error.js';
import type { MediaService } from '../media/media.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { ClassMediaRepository } from './class-media.repository.js';
import type { AttachmentOwnerKind } from './media-attachments.repository.js';
import { blockingChildren, maySeeFile, type MediaViewer } from './media-consent.policy.js';

/** The refusal that names the child: the share would show their photo to other families. */
export const noConsentFor = (field: string, child: { firstName: string; lastName: string }) =>
  new AppError('VALIDATION_ERROR', `${messages.noPhotoConsentFor} ${child.firstName} ${child.lastName}`, {
    field,
  });

/**
 * Files attached to announcements, observations and journal posts (media_attachments): which
 * files a staff member may attach, the consent refusal when sharing, and the files each reader
 * is shown (the consent rule again at read time, so withdrawing consent hides what was shared).
 */
export class MediaAttachments {
  constructor(
    private readonly repository: ClassMediaRepository,
    private readonly media: MediaService,
    private readonly schools: Pick<SchoolsService, 'requireModule'>,
    /** The upload constraint `total_media` (config): most files one record carries. */
    readonly totalMedia: number,
  ) {}

  /**
   * The media ids a staff member attaches, checked: each one they uploaded in the school or a
   * library item of a class they may see, still there, and none tagged with a child without
   * photo consent unless that child is among `ownChildIds` (the families who will read it).
   * Library items need the school's media module on (403 naming it); one's own fresh uploads
   * are part of the announcement or observation and need no switch beyond theirs.
   */
  async checkAttachable(
    staff: { userId: string; schoolId: string; visibleClassIds: string[] },
    mediaIds: string[],
    field: string,
    ownChildIds: ReadonlySet<string> = new Set(),
  ): Promise<string[]> {
    const ids = [...new Set(mediaIds)];
    if (ids.length === 0) return ids;
    if (ids.length > this.totalMedia) throw badInput(field, messages.tooManyMediaFiles);
    const notOwn = await this.media.findNotUploadedBy(staff.userId, staff.schoolId, ids);
    if (notOwn.length > 0) await this.schools.requireModule(staff.schoolId, 'media');
    const fromLibrary = await this.repository.libraryFilesIn(staff.visibleClassIds, notOwn);
    const live = await this.repository.findMediaKinds(ids);
    if (fromLibrary.length !== notOwn.length || live.length !== ids.length) {
      throw badInput(field, 'name files you uploaded or photos of your classes');
    }
    const tags = await this.repository.tagsOf(ids);
    for (const id of ids) {
      const [blocked] = blockingChildren(tags.get(id) ?? [], ownChildIds);
      if (blocked) throw noConsentFor(field, blocked);
    }
    return ids;
  }

  /** Each owner's files as the viewer may see them, with fresh links, in their order. */
  async filesOf(
    kind: AttachmentOwnerKind,
    ownerIds: string[],
    viewer: MediaViewer,
  ): Promise<Map<string, MediaFile[]>> {
    const attached = await this.repository.attachmentsOf(kind, ownerIds);
    const all = [...new Set([...attached.values()].flat())];
    const family = viewer.kind === 'family';
    const [files, tags, staffOnly] = await Promise.all([
      this.media.presentFiles(all),
      family ? this.repository.tagsOf(all) : Promise.resolve(new Map()),
      family ? this.repository.listStaffOnlyIds(all) : Promise.resolve(new Set<string>()),
    ]);
    const visible = (id: string) =>
      maySeeFile(viewer, { staffOnly: staffOnly.has(id), tags: tags.get(id) ?? [] });
    return new Map(
      [...attached].map(([ownerId, ids]) => [
        ownerId,
        ids.flatMap((id) => {
          const file = files.get(id);
          return file && visible(id) ? [file] : [];
        }),
      ]),
    );
  }
}
