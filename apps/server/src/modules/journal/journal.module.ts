import { CareLogRepository } from '../carelog/carelog.repository.js';
import { ClassMediaRepository } from '../class-media/class-media.repository.js';
import { MediaAttachments } from '../class-media/media-attachments.js';
import type { ServerModule } from '../module-context.js';
import { dailyReportsRoutes } from './daily-reports.routes.js';
import { DailyReportsService } from './daily-reports.service.js';
import { JournalEvents } from './journal.events.js';
import { JournalRepository } from './journal.repository.js';
import { journalRoutes } from './journal.routes.js';
import { JournalService } from './journal.service.js';

/**
 * The journal: staff read and write it, families read, comment, react (decision 045); the day's
 * reports are sent to it by class (decision 047).
 */
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
  const events = new JournalEvents(hub, repository);
  const library = new ClassMediaRepository(db);
  const attachments = new MediaAttachments(library, media, schools, config.media.totalMedia);
  const journal = new JournalService({ repository, schools, events, clock, attachments });
  const dailyReports = new DailyReportsService({
    repository,
    careLog: new CareLogRepository(db),
    library,
    media,
    attachments,
    schools,
    events,
    clock,
  });
  await app.register(journalRoutes, { journal, guard });
  await app.register(dailyReportsRoutes, { dailyReports, guard });
  return journal;
};
