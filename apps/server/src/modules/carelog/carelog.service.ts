import {
  MAX_CARE_RECORDS,
  careTimeOf,
  minutesOfCareTime,
  minutesOfTime,
  type CareDetails,
  type CareEntry,
  type CareEntryInput,
  type ChildCareDay,
  type ClassCareDay,
} from '@cue/contracts';
import { badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertDateWithin, pastWindow } from '../../lib/date-window.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolTimeOfDay, schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import { replayOf, type RequestKey } from '../request-receipts/request-key.js';
import type { AuditEntry } from '../audit/audit.repository.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { CareLogEvents } from './carelog.events.js';
import { careDetailFields, presentCareEntry } from './carelog.presenter.js';
import type { CareEntryInsert, CareEntryRow, CareLogRepository } from './carelog.repository.js';

export interface CareLogServiceDeps {
  repository: CareLogRepository;
  schools: SchoolsService;
  events: CareLogEvents;
  clock: Clock;
}

const entryNotFound = () => notFound('Care log entry not found');
/** The request-receipt kind of a care log save. */
const RECEIPT_KIND = 'care_entries';

/** Register statuses that mean the child is not in the room. */
const AWAY_STATUSES = new Set(['absent', 'excused', 'leave']);

/** The school's today and time now (minutes since midnight), in its time zone. */
interface SchoolNow {
  today: string;
  minutes: number;
}

/** What a record stores of an event: time, end, the kind's fields, the note. */
function contentOf(details: CareDetails): Pick<CareEntryInsert, 'time' | 'endTime' | 'details' | 'note'> {
  const fields: Record<string, string | number> = {};
  for (const key of careDetailFields) {
    const value = (details as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return {
    time: details.time,
    endTime: details.kind === 'nap' ? (details.end_time ?? null) : null,
    details: fields,
    note: details.note?.trim() ? details.note.trim() : null,
  };
}

/**
 * The care log (decision 041): staff of a class record meals, drinks, naps, nappies, mood,
 * temperature, sunscreen and notes for its children; a child's family reads that child's day.
 * `recordEntries` is the one door for hand entry, group entry and Cue: every entry is checked
 * before anything is written, all are saved in one transaction with their audit rows, and the
 * class's staff and each child's own family hear of it after commit.
 */
export class CareLogService {
  constructor(private readonly deps: CareLogServiceDeps) {}

  /**
   * POST carelog/{classId}: one record per child of each entry (a group entry names many). With a
   * request key (Idempotency-Key, decision 018: a save queued offline and sent again) the key is
   * stored with the records in one transaction, and the same key again answers them, saving nothing.
   */
  async recordEntries(
    actor: Actor,
    classId: string,
    entries: CareEntryInput[],
    requestKey?: RequestKey,
  ): Promise<CareEntry[]> {
    const { repository, schools, clock } = this.deps;
    const { access, schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'daycare');
    const owner = requestKey && {
      userId: actor.userId,
      schoolId: schoolClass.schoolId,
      requestKey: requestKey.value,
    };
    // A repeated request answers before any check: the time may now be out of the window.
    const receipt = owner && (await repository.findReceipt(owner));
    if (receipt) return this.replay(replayOf(receipt, RECEIPT_KIND, requestKey!).ids);
    const inClass = new Set(roster.map((child) => child.id));
    const now = clock.now();
    const schoolNow = await this.schoolNow(schoolClass.schoolId, now);

    const records = entries.reduce((sum, entry) => sum + entry.student_ids.length, 0);
    if (records > MAX_CARE_RECORDS) {
      throw badInput('entries', `must make at most ${MAX_CARE_RECORDS} records (entries times children)`);
    }
    const inserts: CareEntryInsert[] = [];
    entries.forEach((entry, index) => {
      const field = (name: string) => `entries.${index}.${name}`;
      const seen = new Set<string>();
      entry.student_ids.forEach((childId, at) => {
        if (!inClass.has(childId))
          throw badInput(field(`student_ids.${at}`), 'is not a student of this class');
        if (seen.has(childId)) throw badInput(field(`student_ids.${at}`), 'is repeated');
        seen.add(childId);
      });
      const day = entry.date ?? schoolNow.today;
      assertDateWithin(field('date'), day, pastWindow(schoolNow.today));
      checkDetails(entry, day, schoolNow, field);
      const content = contentOf(entry);
      for (const childId of entry.student_ids) {
        inserts.push({
          ...content,
          id: newObjectId(now),
          schoolId: schoolClass.schoolId,
          classId: schoolClass.id,
          childId,
          day,
          kind: entry.kind,
          createdByUserId: access.userId,
          createdAt: now,
          updatedAt: now,
        });
      }
    });

    const ids = inserts.map((row) => row.id!);
    const replayed = await repository.transaction(async (tx) => {
      if (owner) {
        const first = await tx.claimReceipt(owner, { kind: RECEIPT_KIND, outcome: { ids }, at: now });
        if (first) return replayOf(first, RECEIPT_KIND, requestKey!).ids;
      }
      await tx.insertEntries(inserts);
      await tx.auditMany(
        inserts.map((row): AuditEntry => ({
          at: now,
          schoolId: schoolClass.schoolId,
          actorUserId: access.userId,
          action: 'record_care_entry',
          entity: 'care_entry',
          entityId: row.id!,
          details: { class_id: schoolClass.id, student_id: row.childId, date: row.day, kind: row.kind },
        })),
      );
      return null;
    });
    // Two sends of one key at once: the second answers the first's records.
    if (replayed) return this.replay(replayed);
    const rows = await repository.findEntries(ids);
    await this.announce(schoolClass.schoolId, schoolClass.id, rows);
    return rows.map(presentCareEntry);
  }

  /** PUT carelog_entry/{id}: new content for one record (same kind; child and day stay). */
  async editEntry(actor: Actor, id: string, input: CareDetails): Promise<CareEntry> {
    const { repository, clock } = this.deps;
    const { row, userId } = await this.changeableEntry(actor, id);
    if (input.kind !== row.kind) throw badInput('kind', `must stay '${row.kind}'`);
    const now = clock.now();
    checkDetails(input, row.day, await this.schoolNow(row.schoolId, now), (name) => name);
    await repository.transaction(async (tx) => {
      await tx.updateEntry(id, { ...contentOf(input), updatedAt: now });
      await tx.audit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: userId,
        action: 'edit_care_entry',
        entity: 'care_entry',
        entityId: id,
        details: { class_id: row.classId, student_id: row.childId, date: row.day, kind: row.kind },
      });
    });
    const saved = (await repository.findEntry(id))!;
    await this.announce(row.schoolId, row.classId, [saved]);
    return presentCareEntry(saved);
  }

  /** DELETE carelog_entry/{id}: the record goes; the audit keeps what it said. */
  async deleteEntry(actor: Actor, id: string): Promise<{ _id: string }> {
    const { repository, clock } = this.deps;
    const { row, userId } = await this.changeableEntry(actor, id);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      if (!(await tx.deleteEntry(id))) throw entryNotFound();
      await tx.audit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: userId,
        action: 'delete_care_entry',
        entity: 'care_entry',
        entityId: id,
        details: {
          class_id: row.classId,
          student_id: row.childId,
          date: row.day,
          kind: row.kind,
          time: row.time,
          end_time: row.endTime,
          ...row.details,
          note: row.note,
        },
      });
    });
    await this.announce(row.schoolId, row.classId, [row]);
    return { _id: id };
  }

  /** The records a request key already made, as they are now (deleted ones left out). */
  private async replay(ids: string[]): Promise<CareEntry[]> {
    const rows = new Map((await this.deps.repository.findEntries(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [presentCareEntry(row)] : [];
    });
  }

  /** GET carelog/{classId}: every child of the class with the day's entries (the staff grid). */
  async classDay(actor: Actor, classId: string, date: string | undefined): Promise<ClassCareDay> {
    const { repository, schools, clock } = this.deps;
    const { schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'daycare');
    const { today, minutes } = await this.schoolNow(schoolClass.schoolId, clock.now());
    const day = date ?? today;
    assertDateWithin('date', day, pastWindow(today));
    const rows = await repository.listClassDay(classId, day);
    const marks = await repository.marksOf(classId, day);
    return {
      class_id: classId,
      date: day,
      today,
      now: careTimeOf(minutes),
      children: roster.map((child) => {
        const status = marks.get(child.id);
        return {
          student_id: child.id,
          name: [child.firstName, child.lastName].filter(Boolean).join(' '),
          present: status === 'present' ? true : status && AWAY_STATUSES.has(status) ? false : null,
          entries: rows.filter((row) => row.childId === child.id).map(presentCareEntry),
        };
      }),
    };
  }

  /**
   * GET child_carelog/{studentId}: one child's day. A parent reads their own child only (another
   * family's child 403, another school's 404); staff read the entries of the child's classes
   * they work with.
   */
  async childDay(actor: Actor, childId: string, date: string | undefined): Promise<ChildCareDay> {
    const { repository, schools, clock } = this.deps;
    let schoolId: string;
    let classIds: string[] | null;
    if (actor.kind === 'parent') {
      await schools.childForParent(actor, childId);
      schoolId = (await repository.findChild(childId))!.schoolId;
      classIds = null;
    } else {
      const access = await schools.staffAccess(actor);
      const child = await repository.findChild(childId);
      if (!child || child.schoolId !== access.schoolId) throw notFound('Student not found');
      schoolId = child.schoolId;
      classIds = [];
      for (const classId of child.classIds) {
        const allowed = await schools.classForStaff(actor, classId).then(
          () => true,
          () => false,
        );
        if (allowed) classIds.push(classId);
      }
      if (classIds.length === 0) throw forbidden();
    }
    await schools.requireModule(schoolId, 'daycare');
    const { today } = await this.schoolNow(schoolId, clock.now());
    const day = date ?? today;
    assertDateWithin('date', day, pastWindow(today));
    const rows = await repository.listChildDay(childId, day, classIds);
    const { previous, next } = await repository.nearestDays(childId, day, classIds);
    return {
      student_id: childId,
      date: day,
      today,
      entries: rows.map(presentCareEntry),
      previous_date: previous,
      next_date: next,
    };
  }

  /**
   * A record the actor may change: 404 when missing or of another school, 403 for a class they
   * do not work with; any staff member of the class may change it (one room, one log).
   */
  private async changeableEntry(actor: Actor, id: string): Promise<{ row: CareEntryRow; userId: string }> {
    const staff = await this.deps.schools.staffAccess(actor);
    const row = await this.deps.repository.findEntry(id);
    if (!row || row.schoolId !== staff.schoolId) throw entryNotFound();
    const { access } = await this.deps.schools.classForStaff(actor, row.classId);
    await this.deps.schools.requireModule(row.schoolId, 'daycare');
    return { row, userId: access.userId };
  }

  private async schoolNow(schoolId: string, now: Date): Promise<SchoolNow> {
    const zone = await this.deps.schools.schoolTimeZone(schoolId);
    return { today: schoolToday(zone, now), minutes: minutesOfTime(schoolTimeOfDay(zone, now)) };
  }

  private async announce(schoolId: string, classId: string, rows: CareEntryRow[]): Promise<void> {
    const parents = await this.deps.repository.parentsOf([...new Set(rows.map((row) => row.childId))]);
    this.deps.events.entriesChanged(
      schoolId,
      classId,
      rows.map((row) => ({ id: row.id, childId: row.childId })),
      parents,
    );
  }
}

/** Minutes of grace for a clock a little ahead of the school's (a time "now" typed on a phone). */
const FUTURE_GRACE_MINUTES = 5;

/**
 * The rules the contracts cannot see: a nap ends after it starts, nothing happens later today
 * than now, and a note entry has words.
 */
function checkDetails(
  details: CareDetails,
  day: string,
  now: SchoolNow,
  field: (name: string) => string,
): void {
  const isToday = day === now.today;
  const inFuture = (time: string) => isToday && minutesOfCareTime(time) > now.minutes + FUTURE_GRACE_MINUTES;
  if (inFuture(details.time)) throw badInput(field('time'), 'must not be later than now');
  if (details.kind === 'nap' && details.end_time) {
    if (minutesOfCareTime(details.end_time) <= minutesOfCareTime(details.time)) {
      throw badInput(field('end_time'), 'must be after the start time');
    }
    if (inFuture(details.end_time)) throw badInput(field('end_time'), 'must not be later than now');
  }
  if (details.kind === 'note' && !details.note?.trim()) throw badInput(field('note'), 'must not be empty');
}
