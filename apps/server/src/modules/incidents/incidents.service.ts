import type {
  ClassIncidents,
  CreateIncidentInput,
  EditIncidentInput,
  Incident,
  ParentInformedHow,
} from '@cue/contracts';
import { AppError, badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { IncidentEvents } from './incidents.events.js';
import type { IncidentChanges, IncidentRow, IncidentsRepository } from './incidents.repository.js';

export interface IncidentsServiceDeps {
  repository: IncidentsRepository;
  schools: SchoolsService;
  events: IncidentEvents;
  clock: Clock;
}

const incidentNotFound = () => notFound('Incident not found');
const acknowledgedAlready = () =>
  new AppError('FORBIDDEN', 'The family has acknowledged this incident; it can no longer be changed');

/**
 * Incidents and accidents (decision 042): staff of a class record what happened to a child of it;
 * the child's parents read and acknowledge it. Staff correct a record until it is acknowledged;
 * nothing is deleted, and every change keeps the values it replaced in the audit log.
 */
export class IncidentsService {
  constructor(private readonly deps: IncidentsServiceDeps) {}

  /** GET incidents/class/{classId}: the class's incidents, newest first. */
  async classIncidents(actor: Actor, classId: string): Promise<ClassIncidents> {
    const { schools, repository } = this.deps;
    const { schoolClass } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'daycare');
    const incidents = await this.present(await repository.listOfClass(schoolClass.id), true);
    return {
      incidents,
      unacknowledged_count: incidents.filter((incident) => incident.acknowledged_at === null).length,
      staff_choices: await repository.listSchoolStaff(schoolClass.schoolId),
    };
  }

  /** POST incidents/class/{classId}: staff record an incident for a child of the class. */
  async recordIncident(actor: Actor, classId: string, input: CreateIncidentInput): Promise<Incident> {
    const { schools, repository, clock, events } = this.deps;
    const { access, schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'daycare');
    if (!roster.some((child) => child.id === input.student_id)) {
      throw badInput('student_id', 'is not a student of this class');
    }
    const now = clock.now();
    const fields = await this.checkedFields(schoolClass.schoolId, input, now);
    const child = (await repository.findCareChild(input.student_id))!;
    const id = newObjectId(now);
    await repository.transaction(async (tx) => {
      await tx.insert({
        id,
        schoolId: schoolClass.schoolId,
        classId: schoolClass.id,
        childId: input.student_id,
        happenedAt: fields.happenedAt!,
        location: fields.location!,
        description: fields.description!,
        firstAid: fields.firstAid ?? null,
        staffUserIds: fields.staffUserIds ?? [],
        parentInformedHow: fields.parentInformedHow ?? 'not_yet',
        parentInformedAt: fields.parentInformedAt ?? null,
        recordedByUserId: access.userId,
        updatedAt: now,
        createdAt: now,
      });
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'record_incident',
        entity: 'incident',
        entityId: id,
        details: { class_id: schoolClass.id, student_id: input.student_id },
      });
    });
    events.incidentChanged(
      schoolClass.schoolId,
      [schoolClass.id, ...child.classIds],
      child.parentUserIds,
      id,
    );
    return this.presentOne(id, true);
  }

  /** POST incidents/{id}: staff of the class correct it until the family acknowledged it. */
  async editIncident(actor: Actor, id: string, input: EditIncidentInput): Promise<Incident> {
    const { schools, repository, clock, events } = this.deps;
    const access = await schools.staffAccess(actor);
    const row = await repository.findIncident(id);
    if (!row || row.schoolId !== access.schoolId) throw incidentNotFound();
    await schools.classForStaff(actor, row.classId);
    await schools.requireModule(row.schoolId, 'daycare');
    if (row.acknowledgedAt) throw acknowledgedAlready();
    const now = clock.now();
    const changes = changedOnly(row, await this.checkedFields(row.schoolId, input, now));
    // Nothing to correct is a mistake of the caller (an empty form), not a silent success.
    if (Object.keys(changes).length === 0) throw badInput('body', 'must change at least one field');
    const before = Object.fromEntries(
      Object.keys(changes).map((key) => [key, row[key as keyof IncidentRow]]),
    );
    const child = await repository.findCareChild(row.childId);
    await repository.transaction(async (tx) => {
      if (!(await tx.update(id, { ...changes, updatedAt: now }))) throw acknowledgedAlready();
      await tx.audit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: access.userId,
        action: 'edit_incident',
        entity: 'incident',
        entityId: id,
        details: { class_id: row.classId, student_id: row.childId, before },
      });
    });
    events.incidentChanged(
      row.schoolId,
      [row.classId, ...(child?.classIds ?? [])],
      child?.parentUserIds ?? [],
      id,
    );
    return this.presentOne(id, true);
  }

  /** GET incidents/child/{studentId}: a parent reads their own child's incidents. */
  async childIncidents(actor: Actor, childId: string): Promise<Incident[]> {
    await this.deps.schools.childForParent(actor, childId);
    const child = await this.deps.repository.findCareChild(childId);
    if (!child) throw notFound('Student not found');
    await this.deps.schools.requireModule(child.schoolId, 'daycare');
    return this.present(await this.deps.repository.listOfChildren([childId]), false);
  }

  /** POST incidents/{id}/acknowledge: a parent of the child says they have read it (again: no change). */
  async acknowledge(actor: Actor, id: string): Promise<Incident> {
    const { schools, repository, clock, events } = this.deps;
    const row = await repository.findIncident(id);
    if (!row) throw incidentNotFound();
    await schools.childForParent(actor, row.childId);
    await schools.requireModule(row.schoolId, 'daycare');
    if (!row.acknowledgedAt) {
      const now = clock.now();
      const child = await repository.findCareChild(row.childId);
      await repository.transaction(async (tx) => {
        // The other parent acknowledged it a moment before: theirs stands, nothing to add.
        if (!(await tx.acknowledge(id, actor.userId, now))) return;
        await tx.audit({
          at: now,
          schoolId: row.schoolId,
          actorUserId: actor.userId,
          action: 'acknowledge_incident',
          entity: 'incident',
          entityId: id,
          details: { student_id: row.childId },
        });
      });
      events.incidentChanged(
        row.schoolId,
        [row.classId, ...(child?.classIds ?? [])],
        child?.parentUserIds ?? [],
        id,
      );
    }
    return this.presentOne(id, false);
  }

  /** The fields of a create or edit, checked: nothing in the future, staff of the school. */
  private async checkedFields(
    schoolId: string,
    input: EditIncidentInput,
    now: Date,
  ): Promise<IncidentChanges> {
    const instant = (field: string, text: string | undefined) => {
      if (text === undefined) return undefined;
      const at = new Date(text);
      if (at.getTime() > now.getTime()) throw badInput(field, 'must not be in the future');
      return at;
    };
    const happenedAt = instant('happened_at', input.happened_at);
    const parentInformedAt = instant('parent_informed_at', input.parent_informed_at);
    if (input.staff_user_ids) {
      const staff = new Set((await this.deps.repository.listSchoolStaff(schoolId)).map((p) => p._id));
      input.staff_user_ids.forEach((userId, index) => {
        if (!staff.has(userId))
          throw badInput(`staff_user_ids.${index}`, 'is not a staff member of this school');
      });
    }
    const changes: IncidentChanges = {
      ...(happenedAt && { happenedAt }),
      ...(input.location !== undefined && { location: input.location }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.first_aid !== undefined && { firstAid: input.first_aid || null }),
      ...(input.staff_user_ids && { staffUserIds: [...new Set(input.staff_user_ids)] }),
      ...(input.parent_informed_how && { parentInformedHow: input.parent_informed_how }),
      ...(parentInformedAt && { parentInformedAt }),
    };
    return changes;
  }

  private async presentOne(id: string, forStaff: boolean): Promise<Incident> {
    const row = await this.deps.repository.findIncident(id);
    if (!row) throw incidentNotFound();
    const [incident] = await this.present([row], forStaff);
    return incident!;
  }

  private async present(rows: IncidentRow[], forStaff: boolean): Promise<Incident[]> {
    const { repository } = this.deps;
    const [names, childNames] = await Promise.all([
      repository.namesOf(
        rows.flatMap((row) =>
          [row.recordedByUserId, ...row.staffUserIds, row.acknowledgedByUserId ?? []].flat(),
        ),
      ),
      repository.childNamesOf(rows.map((row) => row.childId)),
    ]);
    const person = (id: string) => ({ _id: id, name: names.get(id) ?? '' });
    return rows.map((row) => ({
      _id: row.id,
      student_id: row.childId,
      student_name: childNames.get(row.childId) ?? '',
      class_id: row.classId,
      happened_at: row.happenedAt.toISOString(),
      location: row.location,
      description: row.description,
      first_aid: row.firstAid,
      staff_involved: row.staffUserIds.map(person),
      parent_informed_how: row.parentInformedHow as ParentInformedHow,
      parent_informed_at: row.parentInformedAt?.toISOString() ?? null,
      recorded_by: person(row.recordedByUserId),
      recorded_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      acknowledged_by: row.acknowledgedByUserId ? person(row.acknowledgedByUserId) : null,
      acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
      may_edit: forStaff && row.acknowledgedAt === null,
    }));
  }
}

/** The changes that differ from the record as it is (a value sent again is no change). */
function changedOnly(row: IncidentRow, changes: IncidentChanges): IncidentChanges {
  const same = (a: unknown, b: unknown) =>
    a instanceof Date && b instanceof Date
      ? a.getTime() === b.getTime()
      : Array.isArray(a) && Array.isArray(b)
        ? [...a].sort().join() === [...b].sort().join()
        : a === b;
  return Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => !same(value, row[key as keyof IncidentRow])),
  ) as IncidentChanges;
}
