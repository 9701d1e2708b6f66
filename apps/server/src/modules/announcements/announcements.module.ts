import { ClassMediaRepository } from '../class-media/class-media.repository.js';
import { MediaAttachments } from '../class-media/media-attachments.js';
import type { ServerModule } from '../module-context.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { announcementsRoutes } from './announcements.routes.js';
import { AnnouncementsService } from './announcements.service.js';

/** Announcements and their scheduled sends and emails (jobs); the service is returned for Cue. */
export const registerAnnouncementsModule: ServerModule<AnnouncementsService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  jobs,
  email,
  guard,
  media,
  config,
}) => {
  const announcements = new AnnouncementsService({
    repository: new AnnouncementsRepository(db),
    schools,
    email,
    hub,
    clock,
    attachments: new MediaAttachments(new ClassMediaRepository(db), media, schools, config.media.totalMedia),
  });
  announcements.registerJobs(jobs);
  await app.register(announcementsRoutes, { announcements, guard });
  return announcements;
};
