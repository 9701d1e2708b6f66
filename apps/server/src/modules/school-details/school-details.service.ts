import type { SchoolDetails, SchoolDetailsInput } from '@cue/contracts';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { Actor } from '../auth/session.service.js';
import type { MediaService } from '../media/media.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { assertPicture, type PictureReader } from '../users/profile-picture.js';
import { presentSchoolDetails } from './school-details.presenter.js';
import type {
  SchoolDetailsRepository,
  SchoolDetailsRow,
  SchoolDetailsUpdate,
} from './school-details.repository.js';

export interface SchoolDetailsServiceDeps {
  repository: SchoolDetailsRepository;
  schools: SchoolsService;
  media: MediaService;
  /** Reads a chosen logo's file (the media module's repository). */
  pictures: PictureReader;
  hub: RealtimeHub;
  clock: Clock;
}

/** The fields whose change the audit names (all of them: none is private). */
const changedFields = (before: SchoolDetailsRow, after: SchoolDetailsUpdate) =>
  (Object.keys(after) as (keyof SchoolDetailsUpdate)[]).filter((key) => before[key] !== after[key]);

/** School setup `school-details`: the school's name, address, logo, time zone, direction and year. */
export class SchoolDetailsService {
  constructor(private readonly deps: SchoolDetailsServiceDeps) {}

  async getDetails(actor: Actor): Promise<SchoolDetails> {
    const access = await this.deps.schools.adminPortalAccess(actor, 'school_details');
    return this.present(await this.findDetails(access.schoolId));
  }

  /**
   * Saves the whole form. A new logo must be an image this person uploaded in this school (the
   * upload service's id); keeping the current one needs no check, and null removes it.
   */
  async updateDetails(actor: Actor, input: SchoolDetailsInput): Promise<SchoolDetails> {
    const { repository, schools, hub, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'school_details');
    const before = await this.findDetails(access.schoolId);
    const logo = input.logo_media_id;
    if (logo && logo !== before.logoMediaId) {
      await assertPicture(this.deps.pictures, logo, 'logo_media_id', {
        kind: 'own',
        userId: actor.userId,
        schoolId: access.schoolId,
      });
    }
    const values: SchoolDetailsUpdate = {
      name: input.name,
      address: input.address?.trim() ? input.address : null,
      logoMediaId: logo,
      timeZone: input.time_zone,
      editorDirection: input.editor_direction,
      academicYear: input.academic_year,
    };
    const after = await repository.transaction(async (tx) => {
      const row = await tx.updateDetails(access.schoolId, values);
      await tx.audit({
        schoolId: access.schoolId,
        actorUserId: actor.userId,
        action: 'update_school_details',
        entity: 'school',
        entityId: access.schoolId,
        details: { changed: changedFields(before, values), before: { ...before }, after: { ...row } },
        at: clock.now(),
      });
      return row;
    });
    hub.recordsChanged({
      entity: 'school',
      ids: [access.schoolId],
      schoolId: access.schoolId,
      classIds: [],
      audience: 'staff',
    });
    return this.present(after);
  }

  private async findDetails(schoolId: string): Promise<SchoolDetailsRow> {
    const row = await this.deps.repository.findDetails(schoolId);
    if (!row) throw notFound('School not found');
    return row;
  }

  private async present(row: SchoolDetailsRow): Promise<SchoolDetails> {
    const links = await this.deps.media.pictureLinks([row.logoMediaId]);
    return presentSchoolDetails(row, (row.logoMediaId && links.get(row.logoMediaId)) ?? null);
  }
}
