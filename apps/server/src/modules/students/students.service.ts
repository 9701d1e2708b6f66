import {
  STUDENTS_PAGE_SIZE,
  addDaysToIsoDate,
  type ArchiveStudentInput,
  type CreateStudentInput,
  type EditStudentInput,
  type GuardianInput,
  type MoveStudentInput,
  type StudentDetails,
  type StudentListQuery,
  type StudentPage,
} from '@cue/contracts';
import { AppError, badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { consentChange, type ConsentAnnouncer } from './photo-consent.js';
import { presentStudentDetails, presentStudentSummary } from './students.presenter.js';
import type { ChildChanges, ChildRow, StudentsRepository } from './students.repository.js';

export interface StudentsServiceDeps {
  repository: StudentsRepository;
  schools: SchoolsService;
  hub: RealtimeHub;
  clock: Clock;
  /** Refreshes the library photos a child is tagged on after their consent changed. */
  consent: ConsentAnnouncer;
}

const studentNotFound = () => notFound('Student not found');

/** Fields whose values never go into the audit log (only that they changed). */
const privateFields = new Set(['allergies', 'medical_notes', 'guardians', 'pickup_adults']);

/**
 * Children as the school office manages them (school setup, `admin_portal.students`): list,
 * create, edit, move between classes with their history kept, archive. Every write is checked
 * whole, made in one transaction with its audit row, and announced after commit.
 */
export class StudentsService {
  constructor(private readonly deps: StudentsServiceDeps) {}

  /** GET student/: a page of the school's children, by name. */
  async listStudents(actor: Actor, query: StudentListQuery): Promise<StudentPage> {
    const access = await this.access(actor);
    const page = query.page ?? 1;
    const offset = (page - 1) * STUDENTS_PAGE_SIZE;
    const { rows, total } = await this.deps.repository.listStudents(
      {
        schoolId: access.schoolId,
        search: query.search,
        classId: query.class_id,
        includeArchived: query.archived === 'true',
      },
      { limit: STUDENTS_PAGE_SIZE, offset },
    );
    const presented = await this.deps.schools.withClasses(rows, access.schoolId);
    const guardians = await this.deps.repository.countGuardians(rows.map((row) => row.id));
    return {
      students: rows.map((row, i) => presentStudentSummary(row, presented[i]!, guardians.get(row.id) ?? 0)),
      page_number: page,
      page_size: STUDENTS_PAGE_SIZE,
      total_count: total,
      has_more: offset + rows.length < total,
    };
  }

  /** GET student_details/{id}. */
  async getStudent(actor: Actor, id: string): Promise<StudentDetails> {
    const { row } = await this.student(actor, id);
    return this.present(row);
  }

  /** POST student/: a new child, in a class from the school's today. */
  async createStudent(actor: Actor, input: CreateStudentInput): Promise<StudentDetails> {
    const { repository, clock } = this.deps;
    const access = await this.access(actor);
    const now = clock.now();
    const today = await this.today(access.schoolId, now);
    await this.assertOpenClass(access, input.class_id, 'class_id');
    assertBirthDate(input.date_of_birth, today);
    assertDistinctPhones(input.guardians ?? []);
    const id = newObjectId(now);
    const parentIds = await repository.transaction(async (tx) => {
      await tx.insertChild({
        id,
        schoolId: access.schoolId,
        firstName: input.first_name,
        lastName: input.last_name,
        dateOfBirth: input.date_of_birth ?? null,
        gender: genderOf(input.gender),
        allergies: textOf(input.allergies),
        medicalNotes: textOf(input.medical_notes),
        ...consentChange(input.photo_consent, false, { byUserId: access.userId, at: now }),
        createdAt: now,
      });
      await tx.enroll({ schoolId: access.schoolId, childId: id, classId: input.class_id }, today, now);
      const guardians = await tx.setGuardians(access.schoolId, id, input.guardians ?? [], now);
      await tx.replacePickupAdults(access.schoolId, id, input.pickup_adults ?? [], now);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'create_student',
        entity: 'student',
        entityId: id,
        details: {
          after: { class_id: input.class_id, fields: changedFields(input) },
          guardian_ids: guardians.parentIds,
          created_parent_ids: guardians.createdIds,
        },
      });
      return guardians.parentIds;
    });
    this.announce(access.schoolId, [id], parentIds);
    return this.present((await repository.findStudent(id))!);
  }

  /** POST student_details/{id}: the fields sent change (lists replace the old ones). */
  async editStudent(actor: Actor, id: string, input: EditStudentInput): Promise<StudentDetails> {
    const { repository, clock } = this.deps;
    const { access, row } = await this.student(actor, id);
    const now = clock.now();
    assertBirthDate(input.date_of_birth, await this.today(access.schoolId, now));
    if (input.guardians) assertDistinctPhones(input.guardians);
    const changes: ChildChanges = {
      ...(input.first_name !== undefined && { firstName: input.first_name }),
      ...(input.last_name !== undefined && { lastName: input.last_name }),
      ...(input.date_of_birth !== undefined && { dateOfBirth: input.date_of_birth }),
      ...(input.gender !== undefined && { gender: genderOf(input.gender) }),
      ...(input.allergies !== undefined && { allergies: textOf(input.allergies) }),
      ...(input.medical_notes !== undefined && { medicalNotes: textOf(input.medical_notes) }),
      ...consentChange(input.photo_consent, row.photoConsent, { byUserId: access.userId, at: now }),
    };
    // Parents unlinked by the new list see their family change too.
    const before = input.guardians ? (await repository.listGuardians(id)).map((g) => g.parentId) : [];
    const after = await repository.transaction(async (tx) => {
      await tx.updateChild(id, changes);
      const guardians = input.guardians && (await tx.setGuardians(row.schoolId, id, input.guardians, now));
      if (input.pickup_adults) await tx.replacePickupAdults(row.schoolId, id, input.pickup_adults, now);
      await tx.audit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: access.userId,
        action: 'edit_student',
        entity: 'student',
        entityId: id,
        details: {
          fields: changedFields(input),
          before: publicValues(row, input),
          after: publicValues({ ...row, ...changes }, input),
          ...(guardians && { guardian_ids: guardians.parentIds, created_parent_ids: guardians.createdIds }),
        },
      });
      return guardians?.parentIds ?? [];
    });
    this.announce(row.schoolId, [id], [...new Set([...before, ...after])]);
    if (changes.photoConsent !== undefined) await this.deps.consent.consentChanged(row.schoolId, [id]);
    return this.present((await repository.findStudent(id))!);
  }

  /**
   * POST student_move/{id}: the child leaves `from_class_id` (or their only class) the day before
   * `date` and joins `class_id` on it. Registers and observations stay with the class they were
   * made in; only the roster and the history change, in one transaction.
   */
  async moveStudent(actor: Actor, id: string, input: MoveStudentInput): Promise<StudentDetails> {
    const { repository, clock } = this.deps;
    const { access, row } = await this.student(actor, id);
    if (row.archivedAt) throw badInput('class_id', 'the child is archived; bring them back into a class');
    await this.assertOpenClass(access, input.class_id, 'class_id');
    const current = await repository.listCurrentClassIds(id);
    const fromClassId = input.from_class_id ?? (current.length === 1 ? current[0]! : null);
    if (!fromClassId) {
      throw badInput(
        'from_class_id',
        current.length === 0 ? 'the child is in no class' : 'choose the class left',
      );
    }
    if (!current.includes(fromClassId)) throw badInput('from_class_id', 'is not a class of the child');
    if (current.includes(input.class_id)) throw badInput('class_id', 'the child is already in this class');
    const now = clock.now();
    const today = await this.today(row.schoolId, now);
    const date = input.date ?? today;
    if (date > today) throw badInput('date', `must not be after today (${today})`);
    const open = await repository.findOpenPeriod(id, fromClassId);
    if (open && date < open.startDate) {
      throw badInput('date', `must not be before the child joined the class (${open.startDate})`);
    }
    await repository.transaction(async (tx) => {
      // A move on the day the child joined corrects the class: that stay never had a day.
      if (open && date === open.startDate) await tx.deletePeriod(open.id);
      else if (open) await tx.closePeriod(open.id, addDaysToIsoDate(date, -1));
      await tx.unenroll(id, fromClassId);
      await tx.enroll({ schoolId: row.schoolId, childId: id, classId: input.class_id }, date, now);
      await tx.audit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: access.userId,
        action: 'move_student',
        entity: 'student',
        entityId: id,
        details: { before: { class_id: fromClassId }, after: { class_id: input.class_id }, date },
      });
    });
    this.announce(row.schoolId, [id], await this.guardianIds(id));
    return this.present((await repository.findStudent(id))!);
  }

  /**
   * POST student_archive/{id}: archiving ends every stay today and takes the child off every
   * roster (their records stay); bringing them back needs a class, joined today.
   */
  async archiveStudent(actor: Actor, id: string, input: ArchiveStudentInput): Promise<StudentDetails> {
    const { repository, clock } = this.deps;
    const { access, row } = await this.student(actor, id);
    const now = clock.now();
    const today = await this.today(row.schoolId, now);
    if (input.archived && row.archivedAt) throw badInput('archived', 'the child is already archived');
    if (!input.archived && !row.archivedAt) throw badInput('archived', 'the child is not archived');
    if (!input.archived) {
      if (!input.class_id) throw badInput('class_id', 'is needed to bring the child back');
      await this.assertOpenClass(access, input.class_id, 'class_id');
    }
    await repository.transaction(async (tx) => {
      if (input.archived) {
        for (const period of await tx.listOpenPeriods(id)) await tx.closePeriod(period.id, today);
        await tx.unenroll(id, null);
        await tx.updateChild(id, { archivedAt: now });
      } else {
        await tx.enroll({ schoolId: row.schoolId, childId: id, classId: input.class_id! }, today, now);
        await tx.updateChild(id, { archivedAt: null });
      }
      await tx.audit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: access.userId,
        action: input.archived ? 'archive_student' : 'unarchive_student',
        entity: 'student',
        entityId: id,
        details: {
          before: { archived: row.archivedAt !== null },
          after: { archived: input.archived, ...(input.class_id && { class_id: input.class_id }) },
        },
      });
    });
    this.announce(row.schoolId, [id], await this.guardianIds(id));
    return this.present((await repository.findStudent(id))!);
  }

  /** The child's parents: their family cards show the child's classes. */
  private async guardianIds(childId: string): Promise<string[]> {
    return (await this.deps.repository.listGuardians(childId)).map((g) => g.parentId);
  }

  private access(actor: Actor): Promise<StaffAccess> {
    return this.deps.schools.adminPortalAccess(actor, 'students');
  }

  /** A child of the actor's school (404 for another school's, never 403). */
  private async student(actor: Actor, id: string): Promise<{ access: StaffAccess; row: ChildRow }> {
    const access = await this.access(actor);
    const row = await this.deps.repository.findStudent(id);
    if (!row || row.schoolId !== access.schoolId) throw studentNotFound();
    return { access, row };
  }

  /** A 400 naming `field` unless the class is an open (not archived) class of the school. */
  private async assertOpenClass(access: StaffAccess, classId: string, field: string): Promise<void> {
    const found = await this.deps.repository.findClass(classId);
    if (!found || found.schoolId !== access.schoolId) throw badInput(field, 'is not a class of this school');
    if (found.archivedAt) throw badInput(field, 'is an archived class');
  }

  private async today(schoolId: string, now: Date): Promise<string> {
    return schoolToday(await this.deps.schools.schoolTimeZone(schoolId), now);
  }

  private async present(row: ChildRow): Promise<StudentDetails> {
    const { repository, schools } = this.deps;
    const [child] = await schools.withClasses([row], row.schoolId);
    if (!child) throw new AppError('INTERNAL', 'student vanished after saving');
    const [guardians, adults, periods] = await Promise.all([
      repository.listGuardians(row.id),
      repository.listPickupAdults(row.id),
      repository.listPeriods(row.id),
    ]);
    return presentStudentDetails(row, child, guardians, adults, periods);
  }

  /** After commit: the office's lists refresh, and the families list when guardians changed. */
  private announce(schoolId: string, childIds: string[], parentIds: string[]): void {
    const change = { schoolId, classIds: [], audience: 'staff' as const };
    this.deps.hub.recordsChanged({ entity: 'student', ids: childIds, ...change });
    if (parentIds.length > 0) this.deps.hub.recordsChanged({ entity: 'family', ids: parentIds, ...change });
  }
}

/** 'none' is stored as no gender. */
const genderOf = (gender: string | undefined) =>
  gender === undefined || gender === 'none' ? null : (gender as 'female' | 'male' | 'other');

/** Blank notes are no notes. */
const textOf = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** A date of birth is a day that has happened (the format and 31-02 are checked by the contract). */
function assertBirthDate(date: string | null | undefined, today: string): void {
  if (date && date > today) throw badInput('date_of_birth', `must not be after today (${today})`);
}

/** The same person twice among a child's guardians is a typing mistake. */
function assertDistinctPhones(guardians: GuardianInput[]): void {
  const seen = new Set<string>();
  guardians.forEach((guardian, index) => {
    if (seen.has(guardian.phone)) throw badInput(`guardians.${index}.phone`, 'is repeated');
    seen.add(guardian.phone);
  });
}

const changedFields = (input: object) =>
  Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);

/** Before/after values for the audit log: never the medical text, phones or guardians' details. */
function publicValues(row: ChildRow, input: EditStudentInput): Record<string, unknown> {
  const values: Record<string, unknown> = {
    first_name: row.firstName,
    last_name: row.lastName,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    photo_consent: row.photoConsent,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => key in input && !privateFields.has(key)),
  );
}
