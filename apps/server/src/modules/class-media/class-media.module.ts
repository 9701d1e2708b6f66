import type { AnnouncementsService } from '../announcements/announcements.service.js';
import type { ServerModule } from '../module-context.js';
import type { ObservationsService } from '../observations/observations.service.js';
import { ClassMediaSharingService } from './class-media-sharing.service.js';
import { MediaAttachments } from './media-attachments.js';
import { classAlbumsRoutes } from './class-albums.routes.js';
import { ClassAlbumsService } from './class-albums.service.js';
import { ClassMediaAccess } from './class-media.access.js';
import { ClassMediaEvents } from './class-media.events.js';
import { ClassMediaRepository } from './class-media.repository.js';
import { classMediaRoutes } from './class-media.routes.js';
import { ClassMediaService } from './class-media.service.js';
import { PhotoConsentService } from './photo-consent.service.js';

/** What other modules use: photo consent (students, imports) and the library (Cue's stories). */
export interface ClassMediaServices {
  consent: PhotoConsentService;
  library: ClassMediaService;
}

/** The class media library, albums, tags and photo consent (decision 040). */
/** Needs announcements (a post with photos is one) and observations (photos attach to them). */
export const registerClassMediaModule: ServerModule<
  ClassMediaServices,
  { announcements: AnnouncementsService; observations: ObservationsService }
> = async ({ app, db, clock, schools, media, hub, guard, config }, { announcements, observations }) => {
  const repository = new ClassMediaRepository(db);
  const access = new ClassMediaAccess(schools, repository);
  const events = new ClassMediaEvents(hub);
  // The upload constraint `total_media`: most files one post or album add carries.
  const totalMedia = config.media.totalMedia;
  const library = new ClassMediaService({ repository, access, schools, media, events, clock, totalMedia });
  const albums = new ClassAlbumsService({ repository, access, schools, media, events, clock });
  const consent = new PhotoConsentService({ repository, schools, events, clock });
  const sharing = new ClassMediaSharingService({
    access,
    announcements,
    schools,
    attachments: new MediaAttachments(repository, media, schools, totalMedia),
  });
  await app.register(classMediaRoutes, { library, consent, sharing, observations, guard });
  await app.register(classAlbumsRoutes, { albums, guard });
  return { consent, library };
};
