import {
  MEDICATION_RECENT_DAYS,
  addDaysToIsoDate,
  type ClassMedication,
  type CreateMedicationInput,
  type DueDoses,
  type MedicationRequest,
  type RecordDoseInput,
} from '@cue/contracts';
import { badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { uniqueViolationField } from '../../lib/unique-violation.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { MediaService } from '../media/media.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { careChildForStaff } from './care-access.js';
import type { MedicationEvents } from './medication.events.js';
import type {
  MedicationDoseRow,
  MedicationRepository,
  MedicationRequestRow,
} from './medication.repository.js';
import { dueDoses, minutesOf, type ScheduledRequest } from './medication.schedule.js';

export interface MedicationServiceDeps {
  repository: MedicationRepository;
  schools: SchoolsService;
  events: MedicationEvents;
  clock: Clock;
  /** Signed links of prescription photos (the service has decided the viewer may see them). */
  media: Pick<MediaService, 'presentFiles'>;
}

const requestNotFound = () => notFound('Medication request not found');

/**
 * Medication (decision 042): a parent asks staff to give their own child a medicine at set times;
 * the staff of the child's class acknowledge it and record each dose given. Everything is under
 * the school's `daycare` switch, audited in its transaction, and announced after commit to the
 * class's staff and the child's own parents (ids only). A parent may attach photos of the
 * prescription (their own uploads), shown with signed links to the same people.
 */
export class MedicationService {
  constructor(private readonly deps: MedicationServiceDeps) {}

  /** GET medication/class/{classId}: current and recent requests of the class's children, due doses, witnesses. */
  async classMedication(actor: Actor, classId: string): Promise<ClassMedication> {
    const { schools, repository, clock } = this.deps;
    const { schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'daycare');
    const timeZone = await schools.schoolTimeZone(schoolClass.schoolId);
    const now = clock.now();
    const today = schoolToday(timeZone, now);
    const rows = await repository.listRequests(
      roster.map((child) => child.id),
      addDaysToIsoDate(today, -MEDICATION_RECENT_DAYS),
    );
    const requests = await this.present(rows);
    return {
      date: today,
      requests,
      due: this.due(requests, today, now, timeZone),
      staff_choices: await repository.listSchoolStaff(schoolClass.schoolId),
    };
  }

  /** GET medication/class/{classId}/due: today's doses due now or within the window (the alert). */
  async classDueDoses(actor: Actor, classId: string): Promise<DueDoses> {
    const { schools, repository, clock } = this.deps;
    const { schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'daycare');
    const timeZone = await schools.schoolTimeZone(schoolClass.schoolId);
    const now = clock.now();
    const today = schoolToday(timeZone, now);
    const rows = await repository.listRequests(
      roster.map((child) => child.id),
      today,
    );
    return this.due(await this.present(rows), today, now, timeZone);
  }

  /** GET medication/child/{studentId}: a parent reads their own child's requests and doses given. */
  async childMedication(actor: Actor, childId: string): Promise<MedicationRequest[]> {
    const child = await this.parentChild(actor, childId);
    return this.present(await this.deps.repository.listRequests([child.id]));
  }

  /** POST medication/child/{studentId}: a parent asks staff to give their child a medicine. */
  async requestMedication(
    actor: Actor,
    childId: string,
    input: CreateMedicationInput,
  ): Promise<MedicationRequest> {
    const { repository, schools, clock, events } = this.deps;
    const child = await this.parentChild(actor, childId);
    const now = clock.now();
    const today = schoolToday(await schools.schoolTimeZone(child.schoolId), now);
    if (input.start_date < today) throw badInput('start_date', 'must not be before today');
    const times = [...new Set(input.times)].sort();
    const mediaIds = [...new Set(input.media_ids ?? [])];
    const id = newObjectId(now);
    await repository.transaction(async (tx) => {
      // Checked in the write: a photo attached elsewhere meanwhile is refused, not shared.
      if ((await tx.ownFamilyImages(actor.userId, mediaIds)).length !== mediaIds.length) {
        throw badInput('media_ids', 'name photos you uploaded for this request');
      }
      await tx.insertRequest({
        id,
        schoolId: child.schoolId,
        childId: child.id,
        medicineName: input.medicine_name,
        dose: input.dose,
        times,
        startDate: input.start_date,
        endDate: input.end_date,
        notes: input.notes || null,
        requestedByUserId: actor.userId,
        createdAt: now,
      });
      await tx.attachPhotos(id, child.schoolId, mediaIds);
      await tx.audit({
        at: now,
        schoolId: child.schoolId,
        actorUserId: actor.userId,
        action: 'request_medication',
        entity: 'medication_request',
        entityId: id,
        details: { student_id: child.id, medicine_name: input.medicine_name, times, media_ids: mediaIds },
      });
    });
    events.requestChanged(child.schoolId, child, id);
    return this.presentOne(id);
  }

  /** POST medication/{id}/acknowledge: staff of the child's class take the request on. */
  async acknowledge(actor: Actor, id: string): Promise<MedicationRequest> {
    const { repository, clock, events } = this.deps;
    const { row, access, child } = await this.staffRequest(actor, id);
    const now = clock.now();
    const changed = await repository.transaction(async (tx) => {
      if (!(await tx.acknowledge(id, access.userId, now))) return false;
      await tx.audit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: access.userId,
        action: 'acknowledge_medication',
        entity: 'medication_request',
        entityId: id,
        details: { student_id: row.childId },
      });
      return true;
    });
    if (changed) events.requestChanged(row.schoolId, child, id);
    return this.presentOne(id);
  }

  /**
   * POST medication/{id}/doses: staff record a dose given, by themselves, optionally witnessed
   * by another staff member of the school. Not in the future, and on a day of the request.
   */
  async recordDose(actor: Actor, id: string, input: RecordDoseInput): Promise<MedicationRequest> {
    const { repository, schools, clock, events } = this.deps;
    const { row, access, child } = await this.staffRequest(actor, id);
    const now = clock.now();
    const givenAt = new Date(input.given_at);
    if (givenAt.getTime() > now.getTime()) throw badInput('given_at', 'must not be in the future');
    const timeZone = await schools.schoolTimeZone(row.schoolId);
    const givenOn = schoolToday(timeZone, givenAt);
    if (givenOn < row.startDate || givenOn > row.endDate) {
      throw badInput('given_at', 'is outside the dates of the request');
    }
    if (input.witness_user_id) {
      if (input.witness_user_id === access.userId) {
        throw badInput('witness_user_id', 'must be another staff member');
      }
      const staff = await repository.listSchoolStaff(row.schoolId);
      if (!staff.some((person) => person._id === input.witness_user_id)) {
        throw badInput('witness_user_id', 'is not a staff member of this school');
      }
    }
    const doses = (await repository.dosesOf([id])).get(id) ?? [];
    const givenThatDay = new Set(
      doses.filter((dose) => dose.givenOn === givenOn).flatMap((dose) => dose.scheduledTime ?? []),
    );
    let scheduledTime: string | null = null;
    if (input.scheduled_time) {
      if (!row.times.includes(input.scheduled_time)) {
        throw badInput('scheduled_time', 'is not one of the times of the request');
      }
      if (givenThatDay.has(input.scheduled_time)) {
        throw badInput('scheduled_time', 'was already given on that day');
      }
      scheduledTime = input.scheduled_time;
    } else {
      scheduledTime = nearestTime(
        row.times.filter((time) => !givenThatDay.has(time)),
        localMinutes(timeZone, givenAt),
      );
    }
    const doseId = newObjectId(now);
    await repository
      .transaction(async (tx) => {
        await tx.insertDose({
          id: doseId,
          schoolId: row.schoolId,
          requestId: id,
          givenAt,
          givenOn,
          scheduledTime,
          dose: input.dose || row.dose,
          notes: input.notes || null,
          givenByUserId: access.userId,
          witnessUserId: input.witness_user_id ?? null,
          createdAt: now,
        });
        await tx.audit({
          at: now,
          schoolId: row.schoolId,
          actorUserId: access.userId,
          action: 'give_medication_dose',
          entity: 'medication_dose',
          entityId: doseId,
          details: { request_id: id, student_id: row.childId, given_at: givenAt.toISOString() },
        });
      })
      .catch((error: unknown) => {
        // Two staff giving the same due dose at once both pass the check above: the index keeps one.
        if (uniqueViolationField(error) === 'scheduled_time') {
          throw badInput('scheduled_time', 'was already given on that day');
        }
        throw error;
      });
    events.requestChanged(row.schoolId, child, id);
    return this.presentOne(id);
  }

  /** The parent's own child (403 another family's, 404 another school's), with daycare on. */
  private async parentChild(actor: Actor, childId: string) {
    await this.deps.schools.childForParent(actor, childId);
    const child = await this.deps.repository.findCareChild(childId);
    if (!child) throw notFound('Student not found');
    await this.deps.schools.requireModule(child.schoolId, 'daycare');
    return child;
  }

  /** A request of a child the staff member works with (404 another school's). */
  private async staffRequest(actor: Actor, id: string) {
    const row = await this.deps.repository.findRequest(id);
    const careChild = row && (await this.deps.repository.findCareChild(row.childId));
    const { access, child } = await careChildForStaff(this.deps.schools, actor, careChild, requestNotFound);
    return { row: row!, access, child };
  }

  private due(requests: MedicationRequest[], today: string, now: Date, timeZone: string): DueDoses {
    const scheduled: ScheduledRequest[] = requests.map((request) => ({
      id: request._id,
      childId: request.student_id,
      childName: request.student_name,
      medicineName: request.medicine_name,
      dose: request.dose,
      times: request.times,
      startDate: request.start_date,
      endDate: request.end_date,
      acknowledged: request.acknowledged_at !== null,
      givenTimes: new Set(
        request.doses.filter((dose) => dose.given_on === today).flatMap((dose) => dose.scheduled_time ?? []),
      ),
    }));
    const due = dueDoses(scheduled, today, now, timeZone);
    return { date: today, count: due.length, due };
  }

  private async presentOne(id: string): Promise<MedicationRequest> {
    const row = await this.deps.repository.findRequest(id);
    if (!row) throw requestNotFound();
    const [request] = await this.present([row]);
    return request!;
  }

  private async present(rows: MedicationRequestRow[]): Promise<MedicationRequest[]> {
    const { repository } = this.deps;
    const doses = await repository.dosesOf(rows.map((row) => row.id));
    const photos = await repository.photosOf(rows.map((row) => row.id));
    const files = await this.deps.media.presentFiles([...photos.values()].flat());
    const allDoses = [...doses.values()].flat();
    const [names, childNames] = await Promise.all([
      repository.namesOf([
        ...rows.flatMap((row) => [row.requestedByUserId, row.acknowledgedByUserId ?? []].flat()),
        ...allDoses.flatMap((dose) => [dose.givenByUserId, dose.witnessUserId ?? []].flat()),
      ]),
      repository.childNamesOf(rows.map((row) => row.childId)),
    ]);
    const person = (id: string) => ({ _id: id, name: names.get(id) ?? '' });
    const presentDose = (dose: MedicationDoseRow) => ({
      _id: dose.id,
      given_at: dose.givenAt.toISOString(),
      given_on: dose.givenOn,
      scheduled_time: dose.scheduledTime,
      dose: dose.dose,
      notes: dose.notes,
      given_by: person(dose.givenByUserId),
      witness: dose.witnessUserId ? person(dose.witnessUserId) : null,
    });
    return rows.map((row) => ({
      _id: row.id,
      student_id: row.childId,
      student_name: childNames.get(row.childId) ?? '',
      medicine_name: row.medicineName,
      dose: row.dose,
      times: row.times,
      start_date: row.startDate,
      end_date: row.endDate,
      notes: row.notes,
      requested_by: person(row.requestedByUserId),
      requested_at: row.createdAt.toISOString(),
      acknowledged_by: row.acknowledgedByUserId ? person(row.acknowledgedByUserId) : null,
      acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
      doses: (doses.get(row.id) ?? []).map(presentDose),
      media: (photos.get(row.id) ?? []).flatMap((mediaId) => files.get(mediaId) ?? []),
    }));
  }
}

/** Minutes since midnight of an instant in the school's time zone. */
function localMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return minutesOf(parts);
}

/** The time of day closest to `minutes` (earlier wins a tie), or null when none is left. */
function nearestTime(times: string[], minutes: number): string | null {
  let best: string | null = null;
  for (const time of times) {
    if (best === null || Math.abs(minutesOf(time) - minutes) < Math.abs(minutesOf(best) - minutes))
      best = time;
  }
  return best;
}
