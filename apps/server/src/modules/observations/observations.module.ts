import { ClassMediaRepository } from '../class-media/class-media.repository.js';
import { MediaAttachments } from '../class-media/media-attachments.js';
import { JournalEvents } from '../journal/journal.events.js';
import { JournalRepository } from '../journal/journal.repository.js';
import type { ServerModule } from '../module-context.js';
import { ObservationEvents } from './observations.events.js';
import { ObservationsRepository } from './observations.repository.js';
import { observationsRoutes } from './observations.routes.js';
import { ObservationsService } from './observations.service.js';

/** Observations and sharing them to journals; the service is returned for Cue. */
export const registerObservationsModule: ServerModule<ObservationsService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
  media,
  config,
}) => {
  const observations = new ObservationsService({
    repository: new ObservationsRepository(db),
    schools,
    events: new ObservationEvents(hub),
    journalEvents: new JournalEvents(hub, new JournalRepository(db)),
    clock,
    attachments: new MediaAttachments(new ClassMediaRepository(db), media, schools, config.media.totalMedia),
  });
  await app.register(observationsRoutes, { observations, guard });
  return observations;
};
