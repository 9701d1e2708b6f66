import { mediaIdFromLink, messages, type BugReportInput } from '@cue/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { Actor } from '../auth/session.service.js';
import type { MediaService } from '../media/media.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { BugReportRepository } from './bug-report.repository.js';

export interface BugReportServiceDeps {
  repository: BugReportRepository;
  media: MediaService;
  schools: SchoolsService;
  audit: AuditRepository;
  clock: Clock;
}

const badMedia = () => new AppError('VALIDATION_ERROR', messages.imagesFailed, { field: 'media' });

/** The report-issue button: staff describe a problem, with screenshots they uploaded. */
export class BugReportService {
  constructor(private readonly deps: BugReportServiceDeps) {}

  async reportIssue(actor: Actor, input: Required<BugReportInput>): Promise<{ _id: string }> {
    const { repository, media, schools, audit, clock } = this.deps;
    const access = await schools.staffAccess(actor);
    const mediaIds = input.media.map((m) => mediaIdFromLink(m.media_link));
    if (mediaIds.some((id) => id === null)) throw badMedia();
    const ids = [...new Set(mediaIds as string[])];
    // Only the reporter's own uploads in this school: never someone else's picture, nor a
    // parent-side or another school's upload of the same person.
    if ((await media.findNotUploadedBy(actor.userId, access.schoolId, ids)).length > 0) throw badMedia();

    const id = newObjectId(clock.now());
    await repository.insertBugReport({
      id,
      schoolId: access.schoolId,
      userId: actor.userId,
      url: input.url,
      summary: input.summary,
      mediaIds: ids,
      createdAt: clock.now(),
    });
    await audit.append({
      at: clock.now(),
      schoolId: access.schoolId,
      actorUserId: actor.userId,
      action: 'report_issue',
      entity: 'bug_report',
      entityId: id,
      details: { url: input.url, media_count: ids.length },
    });
    return { _id: id };
  }
}
