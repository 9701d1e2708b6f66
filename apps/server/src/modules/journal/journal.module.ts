import { ClassMediaRepository } from '../class-media/class-media.repository.js';
import { MediaAttachments } from '../class-media/media-attachments.js';
import type { ServerModule } from '../module-context.js';
import { JournalEvents } from './journal.events.js';
import { JournalRepository } from './journal.repository.js';
import { journalRoutes } from './journal.routes.js';
import { JournalService } from './journal.service.js';

/** The journal: staff read and write it, families read, comment, react (decision 045). */
export const registerJournalModule: ServerModule<JournalService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
  media,
  config,
}) => {
  const repository = new JournalRepository(db);
  const journal = new JournalService({
    repository,
    schools,
    events: new JournalEvents(hub, repository),
    clock,
    attachments: new MediaAttachments(new ClassMediaRepository(db), media, schools, config.media.totalMedia),
  });
  await app.register(journalRoutes, { journal, guard });
  return journal;
};
