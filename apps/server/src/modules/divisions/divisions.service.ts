import type { Division, DivisionInput } from '@cue/contracts';
import { AppError, badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { DivisionRow, DivisionsRepository } from './divisions.repository.js';

export interface DivisionsServiceDeps {
  repository: DivisionsRepository;
  schools: SchoolsService;
  hub: RealtimeHub;
  clock: Clock;
}

const divisionNotFound = () => notFound('Division not found');
const nameTaken = () => badInput('name', 'another division of the school already has this name');

const presentDivision = (row: DivisionRow): Division => ({
  _id: row.id,
  name: row.name,
  class_count: row.classCount,
});

/**
 * School setup `school-division`: divisions (Pre-primary, Primary) that group classes. A name is
 * unique in the school; a division that still groups classes is not deleted (decision 033).
 */
export class DivisionsService {
  constructor(private readonly deps: DivisionsServiceDeps) {}

  async listDivisions(actor: Actor): Promise<Division[]> {
    const access = await this.deps.schools.adminPortalAccess(actor, 'school_division');
    return (await this.deps.repository.listDivisions(access.schoolId)).map(presentDivision);
  }

  async createDivision(actor: Actor, input: DivisionInput): Promise<Division> {
    const { repository, schools, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'school_division');
    const now = clock.now();
    const id = newObjectId(now);
    await repository.transaction(async (tx) => {
      if (await tx.isNameTaken(access.schoolId, input.name, null)) throw nameTaken();
      const isInserted = await tx.insertDivision({
        id,
        schoolId: access.schoolId,
        name: input.name,
        createdAt: now,
      });
      if (!isInserted) throw nameTaken();
      await tx.audit(this.auditEntry(access, 'create_division', id, { after: { name: input.name } }));
    });
    this.announce(access.schoolId, id);
    return { _id: id, name: input.name, class_count: 0 };
  }

  async renameDivision(actor: Actor, id: string, input: DivisionInput): Promise<Division> {
    const { repository, schools } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'school_division');
    const division = await this.divisionOfSchool(access, id);
    await repository.transaction(async (tx) => {
      if (await tx.isNameTaken(access.schoolId, input.name, id)) throw nameTaken();
      await tx.renameDivision(id, input.name);
      await tx.audit(
        this.auditEntry(access, 'rename_division', id, {
          before: { name: division.name },
          after: { name: input.name },
        }),
      );
    });
    this.announce(access.schoolId, id);
    return presentDivision({ ...division, name: input.name });
  }

  /** Refused while any class (archived ones too) is in the division: move them first. */
  async deleteDivision(actor: Actor, id: string): Promise<{ _id: string }> {
    const { repository, schools } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'school_division');
    const division = await this.divisionOfSchool(access, id);
    if (division.classCount > 0) {
      throw new AppError(
        'VALIDATION_ERROR',
        `The division still has ${division.classCount} class(es): move them to another division first`,
        { field: 'id' },
      );
    }
    await repository.transaction(async (tx) => {
      await tx.deleteDivision(id);
      await tx.audit(this.auditEntry(access, 'delete_division', id, { before: { name: division.name } }));
    });
    this.announce(access.schoolId, id);
    return { _id: id };
  }

  private async divisionOfSchool(access: StaffAccess, id: string): Promise<DivisionRow> {
    const division = await this.deps.repository.findDivision(id);
    if (!division || division.schoolId !== access.schoolId) throw divisionNotFound();
    return division;
  }

  private auditEntry(access: StaffAccess, action: string, id: string, details: Record<string, unknown>) {
    return {
      schoolId: access.schoolId,
      actorUserId: access.userId,
      action,
      entity: 'division',
      entityId: id,
      details,
      at: this.deps.clock.now(),
    };
  }

  private announce(schoolId: string, id: string): void {
    this.deps.hub.recordsChanged({
      entity: 'division',
      ids: [id],
      schoolId,
      classIds: [],
      audience: 'staff',
    });
  }
}
