import type { Announcement, CreatePostWithMedia } from '@cue/contracts';
import type { Actor } from '../auth/session.service.js';
import type { AnnouncementsService } from '../announcements/announcements.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { ClassMediaAccess } from './class-media.access.js';
import type { MediaAttachments } from './media-attachments.js';

/**
 * Sharing library photos where families read them. The announcements service owns the post and
 * its consent refusal (a photo of a child without consent is refused, naming the child).
 */
export class ClassMediaSharingService {
  constructor(
    private readonly deps: {
      access: ClassMediaAccess;
      announcements: AnnouncementsService;
      attachments: MediaAttachments;
      schools: SchoolsService;
    },
  ) {}

  /** create_post_with_media/{classId}: an announcement to the class carrying the files. */
  async createPost(actor: Actor, classId: string, input: CreatePostWithMedia): Promise<Announcement> {
    const { access } = await this.deps.access.staffClass(actor, classId);
    // Checked here first so the refusal names this call's field (the announcement checks again).
    const visibleClassIds = (await this.deps.schools.listStaffClasses(actor)).map((c) => c._id);
    await this.deps.attachments.checkAttachable(
      { userId: access.userId, schoolId: access.schoolId, visibleClassIds },
      input.media_ids,
      'media_ids',
    );
    const { id } = await this.deps.announcements.createAnnouncement(actor, {
      title: input.title,
      summary: input.summary,
      share_with: 'Classes',
      send_email: false,
      save_as_draft: input.save_as_draft,
      schedule_later: false,
      classes_ids: [classId],
      announcement_media: input.media_ids,
    });
    return this.deps.announcements.getAnnouncement(actor, id);
  }
}
