import {
  ATTENDANCE_TREND_DAYS,
  NOT_MARKED,
  addDaysToIsoDate,
  attendancePercent,
  type AttendanceDashboard,
  type AttendancePeriod,
  type AttendanceRegister,
  type BulkAttendanceInput,
  type CreateExcusalInput,
  type DecideExcusalInput,
  type Excusal,
  type ExcusalStatus,
  type MarkedStatus,
  type SaveAttendanceInput,
  type StudentAttendanceSummary,
} from '@cue/contracts';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import { assertDateWithin, pastWindow, planWindow } from '../../lib/date-window.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { classDaysBetween, daysFrom, periodAround } from './attendance.calendar.js';
import { awayChildren, type AwayChild } from './away-children.js';
import { announceAttendanceChanged, announceExcusalChanged } from './attendance.events.js';
import { classVerdict, visibleClassIds } from './attendance.policy.js';
import {
  addToCounts,
  emptyCounts,
  presentExcusal,
  presentRegister,
  presentStatus,
} from './attendance.presenter.js';
import type { AttendanceRepository, ClassAccessRow, MarkRow } from './attendance.repository.js';
import { replayOf, type RequestKey } from '../request-receipts/request-key.js';
import type { Receipt, RequestOutcome } from '../request-receipts/request-receipts.repository.js';

/** A Cue command's register save as its receipt keeps it (the marks before and after). */
export type RegisterReceipt = NonNullable<RequestOutcome['register']>;
/** Receipt kinds: a keyed register save, and the undo of one. */
const REGISTER_RECEIPT_KIND = 'attendance';
const UNDO_RECEIPT_KIND = 'attendance-undo';

/** A receipt written before the class was kept in it belongs to whichever class asks. */
const savedInClass = (saved: RegisterReceipt, classId: string) =>
  saved.class_id === undefined || saved.class_id === classId;

/** A keyed register save's first answer; the same key sent for another class is a 400. */
function registerReplay(receipt: Receipt, key: RequestKey, classId: string): RegisterReceipt | null {
  const saved = replayOf(receipt, REGISTER_RECEIPT_KIND, key).register ?? null;
  if (saved && !savedInClass(saved, classId)) {
    throw badInput(key.field, 'was already used for another class');
  }
  return saved;
}

export interface AttendanceServiceDeps {
  repository: AttendanceRepository;
  schools: SchoolsService;
  hub: RealtimeHub;
  clock: Clock;
}

/** The longest window of days Cue asks who is away in (the school's today ± 7 days fits). */
export const MAX_AWAY_WINDOW_DAYS = 31;

/** The most marks one bulk update writes (students × class days). */
const MAX_BULK_MARKS = 10_000;
/** Rows per insert statement (PostgreSQL allows 65,535 parameters per statement). */
const INSERT_CHUNK = 1_000;

const classNotFound = () => notFound('Class not found');
const studentNotFound = () => notFound('Student not found');

interface StaffClass extends ClassAccessRow {
  userId: string;
  today: string;
}

/**
 * Registers (a class's marks for a day), children's attendance summaries, and excusal or leave
 * requests. Every write validates all of its input before touching the database, runs in one
 * transaction with its audit row, and is announced over realtime after commit.
 */
export class AttendanceService {
  constructor(private readonly deps: AttendanceServiceDeps) {}

  /** GET class_student_attendance/{classId}?date: every student's mark for the day. */
  async getRegister(actor: Actor, classId: string, date: string | undefined): Promise<AttendanceRegister> {
    const schoolClass = await this.staffClass(actor, classId);
    return this.readRegister(classId, date ?? schoolClass.today);
  }

  /**
   * POST class_student_attendance/{classId}: upserts only the named students' marks ('NA'
   * clears one) and, with is_saved, completes or re-opens the register. Saving what is already
   * stored writes nothing; two teachers saving different children both keep their marks.
   */
  async saveRegister(actor: Actor, classId: string, input: SaveAttendanceInput): Promise<AttendanceRegister> {
    return (await this.writeRegister(actor, classId, input)).register;
  }

  /**
   * A Cue command's register save, once per request key (decision 028): the receipt, written in
   * the save's own transaction, keeps each named child's mark before and after and whether the
   * register was complete, so Undo can restore exactly what the save replaced. The same key
   * again writes nothing and answers the first save's receipt.
   */
  async saveRegisterOnce(
    actor: Actor,
    classId: string,
    input: SaveAttendanceInput,
    requestKey: RequestKey,
  ): Promise<{ register: AttendanceRegister; saved: RegisterReceipt }> {
    const { register, saved } = await this.writeRegister(actor, classId, input, requestKey);
    if (!saved) throw new Error('a keyed register save kept no receipt');
    return { register, saved };
  }

  /**
   * Undoes a Cue command's register save (its request key): each child whose mark is still the
   * one the save set gets its mark from before back (none: the mark is deleted), a mark changed
   * since is left as the teacher made it, and the register's complete flag is set as it was.
   * The undo key's receipt makes it happen once: 'already' when it was undone before.
   */
  async undoRegisterSave(
    actor: Actor,
    classId: string,
    saveKey: RequestKey,
    undoKey: RequestKey,
  ): Promise<{ status: 'undone' | 'already'; kept: number }> {
    const { repository, clock, hub } = this.deps;
    const schoolClass = await this.staffClass(actor, classId);
    const owner = (key: RequestKey) => ({
      userId: actor.userId,
      schoolId: schoolClass.schoolId,
      requestKey: key.value,
    });
    const now = clock.now();
    const result = await repository.transaction(async (tx) => {
      const receipt = await tx.findReceipt(owner(saveKey));
      const saved = receipt && replayOf(receipt, REGISTER_RECEIPT_KIND, saveKey).register;
      // Another class's save never restores marks here (its children are not on this register).
      if (!saved || !savedInClass(saved, classId)) throw notFound('Nothing to undo');
      const first = await tx.claimReceipt(owner(undoKey), {
        kind: UNDO_RECEIPT_KIND,
        outcome: { ids: [] },
        at: now,
      });
      if (first) return { status: 'already' as const, kept: 0, changed: [] as string[] };
      const current = new Map(
        (
          await tx.listMarksOf(
            classId,
            saved.date,
            saved.marks.map((m) => m.child_id),
          )
        ).map((m) => [m.childId, m.status]),
      );
      const untouched = saved.marks.filter((m) => current.get(m.child_id) === m.after);
      const restore = untouched.filter((m) => m.before !== null);
      const written = await tx.upsertMarks(
        restore.map((m) => ({
          schoolId: schoolClass.schoolId,
          classId,
          childId: m.child_id,
          date: saved.date,
          status: m.before!,
          markedByUserId: actor.userId,
          markedAt: now,
          createdAt: now,
        })),
      );
      const deleted = await tx.deleteMarks(
        classId,
        untouched.filter((m) => m.before === null).map((m) => m.child_id),
        [saved.date],
      );
      const completion = await tx.setRegisterComplete({
        schoolId: schoolClass.schoolId,
        classId,
        date: saved.date,
        isComplete: saved.was_complete,
        userId: actor.userId,
        at: now,
      });
      const changed = [...written, ...deleted];
      await tx.appendAudit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: actor.userId,
        action: 'undo_mark_attendance',
        entity: 'attendance_register',
        entityId: classId,
        details: {
          date: saved.date,
          restored: changed,
          kept: saved.marks.length - untouched.length,
          ...(completion && { is_saved: saved.was_complete }),
        },
      });
      return { status: 'undone' as const, kept: saved.marks.length - untouched.length, changed, completion };
    });
    if (result.status === 'undone' && (result.changed.length > 0 || result.completion)) {
      announceAttendanceChanged(hub, {
        schoolId: schoolClass.schoolId,
        classId,
        studentIds: result.changed,
      });
    }
    return { status: result.status, kept: result.kept };
  }

  /** The register save, and with a request key its receipt (once per key). */
  private async writeRegister(
    actor: Actor,
    classId: string,
    input: SaveAttendanceInput,
    requestKey?: RequestKey,
  ): Promise<{ register: AttendanceRegister; saved: RegisterReceipt | null }> {
    const { repository, clock, hub } = this.deps;
    const schoolClass = await this.staffClass(actor, classId);
    const owner = requestKey && {
      userId: actor.userId,
      schoolId: schoolClass.schoolId,
      requestKey: requestKey.value,
    };
    // A repeated request answers before any check, with the first save's receipt.
    const receipt = owner && (await repository.findReceipt(owner));
    if (receipt) {
      const saved = registerReplay(receipt, requestKey!, classId);
      return { register: await this.readRegister(classId, saved?.date ?? input.date), saved };
    }
    this.assertNotFuture('date', input.date, schoolClass.today);
    const roster = new Set(await repository.listRosterIds(classId));
    const seen = new Set<string>();
    input.student_attendance_list.forEach(({ student_id }, index) => {
      const field = `student_attendance_list.${index}.student_id`;
      if (!roster.has(student_id)) throw badInput(field, 'is not a student of this class');
      if (seen.has(student_id)) throw badInput(field, 'appears more than once');
      seen.add(student_id);
    });

    const now = clock.now();
    const marked = input.student_attendance_list.filter((row) => row.attendance_status !== NOT_MARKED);
    const cleared = input.student_attendance_list.filter((row) => row.attendance_status === NOT_MARKED);
    const { changedIds, saved } = await repository.transaction(async (tx) => {
      let saved: RegisterReceipt | null = null;
      if (owner) {
        // The state before, read in this transaction, kept with the receipt (its first write).
        const before = new Map(
          (
            await tx.listMarksOf(
              classId,
              input.date,
              input.student_attendance_list.map((r) => r.student_id),
            )
          ).map((m) => [m.childId, m.status]),
        );
        saved = {
          class_id: classId,
          date: input.date,
          marks: input.student_attendance_list.map((r) => ({
            child_id: r.student_id,
            before: before.get(r.student_id) ?? null,
            after: r.attendance_status,
          })),
          was_complete: await tx.isRegisterComplete(classId, input.date),
        };
        const first = await tx.claimReceipt(owner, {
          kind: REGISTER_RECEIPT_KIND,
          outcome: { ids: [], register: saved },
          at: now,
        });
        // A concurrent save with the same key committed first: its receipt, nothing written.
        if (first)
          return {
            changedIds: null,
            saved: registerReplay(first, requestKey!, classId),
          };
      }
      const written = await tx.upsertMarks(
        marked.map((row) => ({
          schoolId: schoolClass.schoolId,
          classId,
          childId: row.student_id,
          date: input.date,
          status: row.attendance_status,
          markedByUserId: schoolClass.userId,
          markedAt: now,
          createdAt: now,
        })),
      );
      const deleted = await tx.deleteMarks(
        classId,
        cleared.map((row) => row.student_id),
        [input.date],
      );
      const completion =
        input.is_saved === undefined
          ? false
          : await tx.setRegisterComplete({
              schoolId: schoolClass.schoolId,
              classId,
              date: input.date,
              isComplete: input.is_saved,
              userId: schoolClass.userId,
              at: now,
            });
      const changed = [...written, ...deleted];
      if (changed.length > 0 || completion) {
        const statusOf = new Map(
          input.student_attendance_list.map((r) => [r.student_id, r.attendance_status]),
        );
        await tx.appendAudit({
          at: now,
          schoolId: schoolClass.schoolId,
          actorUserId: schoolClass.userId,
          action: 'mark_attendance',
          entity: 'attendance_register',
          entityId: classId,
          details: {
            date: input.date,
            marks: changed.map((id) => ({ student_id: id, attendance_status: statusOf.get(id) })),
            ...(completion && { is_saved: input.is_saved }),
          },
        });
      }
      return { changedIds: changed.length > 0 || completion ? changed : null, saved };
    });
    if (changedIds) {
      announceAttendanceChanged(hub, { schoolId: schoolClass.schoolId, classId, studentIds: changedIds });
    }
    return { register: await this.readRegister(classId, input.date), saved };
  }

  /** POST classes/students_full_presence/: 'Mark all present' — every student not yet marked. */
  async markAllPresent(actor: Actor, input: { class_id: string; date: string }): Promise<AttendanceRegister> {
    const { repository, clock, hub } = this.deps;
    const classId = input.class_id;
    const schoolClass = await this.staffClass(actor, classId);
    this.assertNotFuture('date', input.date, schoolClass.today);
    const roster = await repository.listRosterIds(classId);
    const now = clock.now();
    const written = await repository.transaction(async (tx) => {
      const ids = await tx.insertMissingMarks(
        roster.map((childId) => ({
          schoolId: schoolClass.schoolId,
          classId,
          childId,
          date: input.date,
          status: 'present',
          markedByUserId: schoolClass.userId,
          markedAt: now,
          createdAt: now,
        })),
      );
      if (ids.length > 0) {
        await tx.appendAudit({
          at: now,
          schoolId: schoolClass.schoolId,
          actorUserId: schoolClass.userId,
          action: 'mark_all_present',
          entity: 'attendance_register',
          entityId: classId,
          details: { date: input.date, student_ids: ids },
        });
      }
      return ids;
    });
    if (written.length > 0) {
      announceAttendanceChanged(hub, { schoolId: schoolClass.schoolId, classId, studentIds: written });
    }
    return this.readRegister(classId, input.date);
  }

  /** POST update_bulk_student_attendance/{classId}: one status for students over class days. */
  async updateBulk(
    actor: Actor,
    classId: string,
    input: BulkAttendanceInput,
  ): Promise<{ dates: string[]; changed: number }> {
    const { repository, clock, hub } = this.deps;
    const schoolClass = await this.staffClass(actor, classId);
    const roster = new Set(await repository.listRosterIds(classId));
    const seen = new Set<string>();
    input.student_ids.forEach((id, index) => {
      if (!roster.has(id)) throw badInput(`student_ids.${index}`, 'is not a student of this class');
      if (seen.has(id)) throw badInput(`student_ids.${index}`, 'appears more than once');
      seen.add(id);
    });
    // Marks may be planned (leave next month) up to a year ahead.
    assertDateWithin('start_date', input.start_date, planWindow(schoolClass.today));
    assertDateWithin('end_date', input.end_date, planWindow(schoolClass.today));
    const dates = classDaysBetween(input.start_date, input.end_date, schoolClass.classDays);
    if (dates.length * input.student_ids.length > MAX_BULK_MARKS) {
      throw badInput('end_date', `covers more than ${MAX_BULK_MARKS} marks; send a shorter range`);
    }
    const now = clock.now();
    const changed = await repository.transaction(async (tx) => {
      let ids: string[] = [];
      if (input.attendance_status === NOT_MARKED) {
        ids = await tx.deleteMarks(classId, input.student_ids, dates);
      } else {
        const rows: MarkRow[] = dates.flatMap((date) =>
          input.student_ids.map((childId) => ({
            schoolId: schoolClass.schoolId,
            classId,
            childId,
            date,
            status: input.attendance_status,
            markedByUserId: schoolClass.userId,
            markedAt: now,
            createdAt: now,
          })),
        );
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          ids.push(...(await tx.upsertMarks(rows.slice(i, i + INSERT_CHUNK))));
        }
      }
      if (ids.length > 0) {
        await tx.appendAudit({
          at: now,
          schoolId: schoolClass.schoolId,
          actorUserId: schoolClass.userId,
          action: 'bulk_mark_attendance',
          entity: 'attendance_register',
          entityId: classId,
          details: {
            start_date: input.start_date,
            end_date: input.end_date,
            student_ids: input.student_ids,
            attendance_status: input.attendance_status,
            changed: ids.length,
          },
        });
      }
      return ids;
    });
    if (changed.length > 0) {
      announceAttendanceChanged(hub, { schoolId: schoolClass.schoolId, classId, studentIds: changed });
    }
    return { dates, changed: changed.length };
  }

  /** GET attendance_dashboard/{classId}: the day's counts and the class days before it. */
  async dashboard(actor: Actor, classId: string, date: string | undefined): Promise<AttendanceDashboard> {
    const { repository } = this.deps;
    const schoolClass = await this.staffClass(actor, classId);
    const day = date ?? schoolClass.today;
    const start = addDaysToIsoDate(day, -(ATTENDANCE_TREND_DAYS - 1));
    const [roster, perDay, completeDays, pending] = [
      await repository.listRosterIds(classId),
      await repository.countMarksPerDay(classId, start, day),
      new Set(await repository.listCompleteDays(classId, start, day)),
      await repository.countPendingExcusals(classId),
    ];
    // The class's days, and any other day a register was taken (a Saturday event, say).
    const days = new Set([
      ...classDaysBetween(start, day, schoolClass.classDays),
      ...perDay.map((r) => r.date),
    ]);
    const trend = [...days].sort().map((d) => ({
      date: d,
      is_saved: completeDays.has(d),
      ...emptyCounts(),
    }));
    const byDate = new Map(trend.map((t) => [t.date, t]));
    const today = emptyCounts();
    for (const row of perDay) {
      const entry = byDate.get(row.date);
      if (entry) addToCounts(entry, row.status, row.n);
      if (row.date === day) addToCounts(today, row.status, row.n);
    }
    const marked = Object.values(today).reduce((sum, n) => sum + n, 0);
    return {
      class_id: classId,
      date: day,
      total_students: roster.length,
      is_saved: completeDays.has(day),
      counts: { ...today, NA: Math.max(0, roster.length - marked) },
      trend,
      pending_excusals: pending,
    };
  }

  /**
   * Who is already away (excused or on leave) on each day of a short window, for Cue: a group
   * instruction ("everyone is here") leaves these children's marks as they are. Staff of the
   * class only; a window longer than MAX_AWAY_WINDOW_DAYS is refused.
   */
  async awayChildren(
    actor: Actor,
    classId: string,
    window: { start: string; end: string },
  ): Promise<AwayChild[]> {
    const { repository, schools } = this.deps;
    // Cue asks this in every chat: with attendance off no one is known to be away, and the chat
    // (a module of its own) goes on.
    const { school_permissions: modules } = await schools.schoolSettings(actor);
    if (!modules.attendance.enabled) return [];
    await this.staffClass(actor, classId);
    if (window.start > window.end) throw badInput('start', 'must not be after end');
    if (daysFrom(window.start, window.end) >= MAX_AWAY_WINDOW_DAYS) {
      throw badInput('end', `must be within ${MAX_AWAY_WINDOW_DAYS} days of start`);
    }
    return awayChildren(
      window,
      await repository.listMarksBetween(classId, window.start, window.end),
      await repository.listApprovedExcusalsBetween(classId, window.start, window.end),
    );
  }

  /**
   * Who is marked absent on each day of a short window ('YYYY-MM-DD'), for Cue: the care log's
   * "everyone" on a day leaves them out. Same checks as awayChildren.
   */
  async absentChildren(
    actor: Actor,
    classId: string,
    window: { start: string; end: string },
  ): Promise<{ date: string; childId: string }[]> {
    const { repository, schools } = this.deps;
    const { school_permissions: modules } = await schools.schoolSettings(actor);
    if (!modules.attendance.enabled) return [];
    await this.staffClass(actor, classId);
    if (window.start > window.end) throw badInput('start', 'must not be after end');
    if (daysFrom(window.start, window.end) >= MAX_AWAY_WINDOW_DAYS) {
      throw badInput('end', `must be within ${MAX_AWAY_WINDOW_DAYS} days of start`);
    }
    const marks = await repository.listMarksBetween(classId, window.start, window.end);
    return marks.filter((mark) => mark.status === 'absent').map(({ date, childId }) => ({ date, childId }));
  }

  /**
   * student_{weekly,monthly,yearly}_attendance/{studentId}: a child's marks over the Monday-to-
   * Sunday week, calendar month or calendar year holding `date`. Staff see the marks of the
   * child's classes they may see; a parent sees their own child's in every class.
   */
  async studentSummary(
    actor: Actor,
    studentId: string,
    period: AttendancePeriod,
    date: string | undefined,
  ): Promise<StudentAttendanceSummary> {
    const { child, classIds, timeZone } = await this.readableChild(actor, studentId);
    const today = schoolToday(timeZone, this.deps.clock.now());
    const { start, end } = periodAround(period, date ?? today);
    return this.summary(child, classIds, period, start, end, today);
  }

  /**
   * For the progress card (issue 17), which has already checked the actor may see the class (or
   * is the child's family): the child's marks in the class between two days (inclusive), as days
   * present, absent and marked (any status). Days after the school's today have no marks.
   */
  async childMarkCounts(
    classId: string,
    childId: string,
    from: string,
    to: string,
  ): Promise<{ present: number; absent: number; marked: number }> {
    const rows = from > to ? [] : await this.deps.repository.listChildMarks(childId, [classId], from, to);
    const counts = { present: 0, absent: 0, marked: 0 };
    for (const row of rows) {
      const status = presentStatus(row.status);
      if (status === NOT_MARKED) continue;
      counts.marked += 1;
      if (status === 'present') counts.present += 1;
      if (status === 'absent') counts.absent += 1;
    }
    return counts;
  }

  /** POST parent_child_attendance/{classId}: a parent's child in one class over a range of days. */
  async parentChildAttendance(
    actor: Actor,
    classId: string,
    input: { student_id: string; start_date?: string | undefined; end_date?: string | undefined },
  ): Promise<StudentAttendanceSummary> {
    const { child, schoolClass } = await this.parentClassChild(actor, classId, input.student_id);
    const today = schoolToday(schoolClass.timeZone, this.deps.clock.now());
    const end = input.end_date ?? today;
    const start = input.start_date ?? addDaysToIsoDate(end, -(ATTENDANCE_TREND_DAYS - 1));
    if (start > end) throw badInput('start_date', 'must not be after end_date');
    return this.summary(child, [classId], 'range', start, end, today);
  }

  /** POST create_child_excusal/{classId}: a parent asks for days of excusal or leave. */
  async requestExcusal(actor: Actor, classId: string, input: CreateExcusalInput): Promise<Excusal> {
    const { repository, clock, hub } = this.deps;
    const { schoolClass } = await this.parentClassChild(actor, classId, input.student_id);
    const now = clock.now();
    // Leave can be asked ahead (up to a year); an excusal may cover days up to a year back.
    const today = schoolToday(schoolClass.timeZone, now);
    const window = planWindow(today, { yearBack: true });
    assertDateWithin('start_date', input.start_date, window);
    assertDateWithin('end_date', input.end_date, window);
    const id = newObjectId(now);
    await repository.transaction(async (tx) => {
      await tx.insertExcusal({
        id,
        schoolId: schoolClass.schoolId,
        classId,
        childId: input.student_id,
        kind: input.kind,
        startDate: input.start_date,
        endDate: input.end_date,
        reason: input.reason,
        status: 'pending',
        requestedByUserId: actor.userId,
        createdAt: now,
      });
      await tx.appendAudit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: actor.userId,
        action: 'request_excusal',
        entity: 'child_excusal',
        entityId: id,
        details: {
          class_id: classId,
          student_id: input.student_id,
          kind: input.kind,
          start_date: input.start_date,
          end_date: input.end_date,
        },
      });
    });
    announceExcusalChanged(hub, { schoolId: schoolClass.schoolId, classId, excusalId: id });
    return this.readExcusal(id);
  }

  /**
   * POST withdraw_child_excusal/{excusalId}: a parent takes back a pending request of their own
   * child (our extra; the spec has none). Another family's request is 404 (its existence is not
   * theirs to learn), a decided one a 400; withdrawing twice is harmless. Audited, and the class's
   * staff see it leave their waiting list.
   */
  async withdrawExcusal(actor: Actor, excusalId: string): Promise<Excusal> {
    const { repository, clock, hub, schools } = this.deps;
    if (actor.kind !== 'parent') throw forbidden();
    const excusal = await repository.findExcusal(excusalId);
    const ownChildren = new Set((await schools.childrenOfParent(actor)).map((child) => child._id));
    if (!excusal || !ownChildren.has(excusal.childId)) throw notFound('Request not found');
    // The child must still be in that class (a request outlives a class change); the 400 names
    // this call's own field, not the student_id it never sent.
    await this.parentClassChild(actor, excusal.classId, excusal.childId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'VALIDATION_ERROR') {
        throw badInput('excusalId', 'your child is no longer in the class this request was made for');
      }
      throw error;
    });
    if (excusal.status === 'withdrawn') return presentExcusal(excusal);
    if (excusal.status !== 'pending') {
      throw badInput('excusalId', `this request was already ${excusal.status}`);
    }
    const now = clock.now();
    const withdrawn = await repository.transaction(async (tx) => {
      if (!(await tx.withdrawExcusal(excusal.id))) return false;
      await tx.appendAudit({
        at: now,
        schoolId: excusal.schoolId,
        actorUserId: actor.userId,
        action: 'withdraw_excusal',
        entity: 'child_excusal',
        entityId: excusal.id,
        details: { class_id: excusal.classId, student_id: excusal.childId },
      });
      return true;
    });
    if (!withdrawn) {
      // A teacher decided it between our read and our write.
      const current = await this.readExcusal(excusal.id);
      if (current.status === 'withdrawn') return current;
      throw badInput('excusalId', `this request was already ${current.status}`);
    }
    announceExcusalChanged(hub, {
      schoolId: excusal.schoolId,
      classId: excusal.classId,
      excusalId: excusal.id,
    });
    return this.readExcusal(excusal.id);
  }

  /** POST fetch_child_excusal/{classId}: a parent's requests for one child, newest first. */
  async childExcusals(actor: Actor, classId: string, studentId: string): Promise<Excusal[]> {
    await this.parentClassChild(actor, classId, studentId);
    return (await this.deps.repository.listChildExcusals(classId, studentId)).map(presentExcusal);
  }

  /** GET fetch_update_class_excusal/{classId}: the class's requests, newest first. */
  async classExcusals(actor: Actor, classId: string, status: ExcusalStatus | undefined): Promise<Excusal[]> {
    await this.staffClass(actor, classId);
    return (await this.deps.repository.listClassExcusals(classId, status)).map(presentExcusal);
  }

  /**
   * POST fetch_update_class_excusal/{classId}: approve or decline a pending request. Approving
   * pre-fills the register on the class days it covers (a child already marked present keeps
   * that mark). Repeating the same decision is harmless; reversing one is refused.
   */
  async decideExcusal(actor: Actor, classId: string, input: DecideExcusalInput): Promise<Excusal> {
    const { repository, clock, hub } = this.deps;
    const schoolClass = await this.staffClass(actor, classId);
    const excusal = await repository.findExcusal(input.excusal_id);
    if (!excusal || excusal.classId !== classId) throw notFound('Request not found');
    const alreadyDecided = () => badInput('excusal_id', `this request was already ${excusal.status}`);
    if (excusal.status === input.status) return presentExcusal(excusal);
    if (excusal.status !== 'pending') throw alreadyDecided();

    const now = clock.now();
    const dates =
      input.status === 'approved'
        ? classDaysBetween(excusal.startDate, excusal.endDate, schoolClass.classDays)
        : [];
    const prefilled = await repository.transaction(async (tx) => {
      if (!(await tx.decideExcusal(excusal.id, input.status, schoolClass.userId, now))) return null;
      const written = await tx.prefillMarks(
        dates.map((date) => ({
          schoolId: schoolClass.schoolId,
          classId,
          childId: excusal.childId,
          date,
          status: excusal.kind,
          markedByUserId: schoolClass.userId,
          markedAt: now,
          createdAt: now,
        })),
      );
      await tx.appendAudit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: schoolClass.userId,
        action: input.status === 'approved' ? 'approve_excusal' : 'decline_excusal',
        entity: 'child_excusal',
        entityId: excusal.id,
        details: { class_id: classId, student_id: excusal.childId, prefilled_days: written },
      });
      return written;
    });
    if (prefilled === null) {
      // Someone else decided it between our read and our write.
      const current = await this.readExcusal(excusal.id);
      if (current.status === input.status) return current;
      throw badInput('excusal_id', `this request was already ${current.status}`);
    }
    announceExcusalChanged(hub, { schoolId: schoolClass.schoolId, classId, excusalId: excusal.id });
    if (prefilled > 0) {
      announceAttendanceChanged(hub, {
        schoolId: schoolClass.schoolId,
        classId,
        studentIds: [excusal.childId],
      });
    }
    return this.readExcusal(excusal.id);
  }

  // ---- helpers ---------------------------------------------------------------------------

  /** A class the staff actor works with (404 another school's, 403 untaught), and today there. */
  private async staffClass(actor: Actor, classId: string): Promise<StaffClass> {
    if (actor.kind !== 'staff' || !actor.schoolId) throw forbidden();
    const row = await this.deps.repository.findClassAccess(classId, actor.userId, actor.schoolId);
    const verdict = classVerdict(actor.schoolId, row);
    if (verdict === 'not-found' || !row) throw classNotFound();
    if (verdict === 'forbidden') throw forbidden();
    await this.deps.schools.requireModule(row.schoolId, 'attendance');
    return { ...row, userId: actor.userId, today: schoolToday(row.timeZone, this.deps.clock.now()) };
  }

  /**
   * A parent's own child and a class of theirs: another family's child is 403, a child or class
   * of a school the family is not in is 404, and the parent's child not in that class is a 400.
   */
  private async parentClassChild(actor: Actor, classId: string, studentId: string) {
    const { schools, repository } = this.deps;
    const child = await schools.childForParent(actor, studentId);
    const schoolClass = await repository.findClass(classId);
    if (child.student_class.some((c) => c.class_id === classId) && schoolClass) {
      await schools.requireModule(schoolClass.schoolId, 'attendance');
      return {
        child: { id: child._id, firstName: child.first_name, lastName: child.last_name },
        schoolClass,
      };
    }
    const familySchools = new Set(
      (await schools.childrenOfParent(actor)).flatMap((c) =>
        c.student_class.map((k) => k.school_details._id),
      ),
    );
    if (!schoolClass || !familySchools.has(schoolClass.schoolId)) throw classNotFound();
    throw badInput('student_id', 'is not a student of this class');
  }

  /** The child a staff member or parent may read a summary of, and the classes it covers. */
  private async readableChild(actor: Actor, studentId: string) {
    const { schools, repository } = this.deps;
    if (actor.kind === 'parent') {
      await schools.childForParent(actor, studentId);
      const found = await repository.findChildWithClasses(studentId, actor.userId);
      if (!found) throw studentNotFound();
      await schools.requireModule(found.child.schoolId, 'attendance');
      return {
        child: found.child,
        classIds: found.classes.map((c) => c.classId),
        timeZone: await schools.schoolTimeZone(found.child.schoolId),
      };
    }
    const access = await schools.staffAccess(actor);
    const found = await repository.findChildWithClasses(studentId, actor.userId);
    const inSchool = found?.classes.some((c) => c.schoolId === access.schoolId) ?? false;
    if (!found || (found.child.schoolId !== access.schoolId && !inSchool)) throw studentNotFound();
    const classIds = visibleClassIds(access, found.classes);
    if (classIds.length === 0) throw forbidden();
    await schools.requireModule(access.schoolId, 'attendance');
    return { child: found.child, classIds, timeZone: await schools.schoolTimeZone(access.schoolId) };
  }

  /** Marks of the child between start and end, never counting days after the school's today. */
  private async summary(
    child: { id: string; firstName: string; lastName: string },
    classIds: string[],
    period: AttendancePeriod | 'range',
    start: string,
    end: string,
    today: string,
  ): Promise<StudentAttendanceSummary> {
    const until = end < today ? end : today;
    const rows =
      start > until ? [] : await this.deps.repository.listChildMarks(child.id, classIds, start, until);
    const counts = emptyCounts();
    const days = [];
    for (const row of rows) {
      const status = presentStatus(row.status);
      if (status === NOT_MARKED) continue;
      addToCounts(counts, status);
      days.push({ date: row.date, class_id: row.classId, attendance_status: status as MarkedStatus });
    }
    return {
      student_id: child.id,
      first_name: child.firstName,
      last_name: child.lastName,
      period,
      start_date: start,
      end_date: end,
      counts,
      attendance_percent: attendancePercent(counts),
      days,
    };
  }

  private assertNotFuture(field: string, date: string, today: string): void {
    assertDateWithin(field, date, pastWindow(today));
  }

  private async readRegister(classId: string, date: string): Promise<AttendanceRegister> {
    const { repository, schools } = this.deps;
    const rows = await repository.listRegisterRows(classId, date);
    // The register query says whether the day is complete and has requests; an empty class
    // (no rows) asks separately.
    const [first] = rows;
    const isComplete = first ? first.isComplete === true : await repository.isRegisterComplete(classId, date);
    const hasExcusals = first ? first.hasExcusals : true;
    const [excusals, pictures] = await Promise.all([
      hasExcusals ? repository.listExcusalsCovering(classId, date) : [],
      schools.pictureLinks(rows.map((row) => row.profilePicture)),
    ]);
    return presentRegister(classId, date, rows, isComplete, excusals, pictures);
  }

  private async readExcusal(id: string): Promise<Excusal> {
    const row = await this.deps.repository.findExcusal(id);
    if (!row) throw new Error(`excusal ${id} vanished`);
    return presentExcusal(row);
  }
}
