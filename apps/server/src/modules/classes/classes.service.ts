import {
  weekdayNames,
  type WeekdayName,
  type AddStaffToClassesInput,
  type ClassInput,
  type SetupClass,
} from '@cue/contracts';
import { badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { classFieldsOf, fieldsOfRow, presentSetupClass } from './classes.presenter.js';
import type { ClassFields, ClassListFilter, ClassesRepository, SetupClassRow } from './classes.repository.js';

export interface ClassesServiceDeps {
  repository: ClassesRepository;
  schools: SchoolsService;
  hub: RealtimeHub;
  clock: Clock;
}

const classNotFound = () => notFound('Class not found');

/** Days in week order, whatever order the form sent them in. */
const inWeekOrder = (days: string[]) =>
  [...days].sort((a, b) => weekdayNames.indexOf(a as WeekdayName) - weekdayNames.indexOf(b as WeekdayName));

/** Names of the fields an edit changed (values are in the class row; none is private). */
const changedFields = (before: ClassFields, after: ClassFields) =>
  (Object.keys(after) as (keyof ClassFields)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

/**
 * School setup `classes` (admin_portal.classes): create, edit, archive and unarchive a class and
 * set its teachers. Reading classes for daily work stays in SchoolsService; an archived class
 * leaves every list and roster there, and its records stay (decision 033).
 */
export class ClassesService {
  constructor(private readonly deps: ClassesServiceDeps) {}

  /** fetch_classes_users/: every class of the school (filtered by archive state) with its teachers. */
  async listClasses(actor: Actor, filter: ClassListFilter): Promise<SetupClass[]> {
    const access = await this.deps.schools.adminPortalAccess(actor, 'classes');
    return this.present(await this.deps.repository.listSetupClasses(access.schoolId, filter));
  }

  /** class_staff_choices/: who may be made a teacher of a class (the school's active staff). */
  async listStaffChoices(actor: Actor) {
    const access = await this.deps.schools.adminPortalAccess(actor, 'classes');
    const rows = await this.deps.repository.listActiveStaff(access.schoolId);
    return rows.map((r) => ({ _id: r.id, first_name: r.firstName, last_name: r.lastName, admin: r.isAdmin }));
  }

  async createClass(actor: Actor, input: ClassInput): Promise<SetupClass> {
    const { repository, schools, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'classes');
    const fields = await this.checkedFields(access, input);
    const now = clock.now();
    const id = newObjectId(now);
    await repository.transaction(async (tx) => {
      await tx.insertClass({ id, schoolId: access.schoolId, ...fields, createdAt: now });
      await tx.audit(this.auditEntry(access, 'create_class', id, { after: fields }));
    });
    return this.afterWrite(access.schoolId, id);
  }

  /** classes/{id} (POST): every field of the class, as the form sends it. Archived classes too. */
  async updateClass(actor: Actor, id: string, input: ClassInput): Promise<SetupClass> {
    const { repository, schools } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'classes');
    const before = await this.classOfSchool(access, id);
    const fields = await this.checkedFields(access, input, before.classCurriculum);
    const beforeFields = fieldsOfRow(before);
    await repository.transaction(async (tx) => {
      await tx.updateClass(id, fields);
      await tx.audit(
        this.auditEntry(access, 'update_class', id, {
          changed: changedFields(beforeFields, fields),
          before: beforeFields,
          after: fields,
        }),
      );
    });
    return this.afterWrite(access.schoolId, id);
  }

  /** Archived: gone from class switchers, registers and Cue; its records stay. Idempotent. */
  async setArchived(actor: Actor, id: string, archived: boolean): Promise<SetupClass> {
    const { repository, schools, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'classes');
    const before = await this.classOfSchool(access, id);
    if ((before.archivedAt !== null) === archived) return this.afterWrite(access.schoolId, id, false);
    await repository.transaction(async (tx) => {
      await tx.setArchivedAt(id, archived ? clock.now() : null);
      await tx.audit(this.auditEntry(access, archived ? 'archive_class' : 'unarchive_class', id, {}));
    });
    return this.afterWrite(access.schoolId, id);
  }

  /**
   * add_staff_to_classes: the class's teachers become exactly `staff_ids`, each an active staff
   * member of the same school (else a 400 naming `staff_ids.N`).
   */
  async setClassStaff(actor: Actor, input: AddStaffToClassesInput): Promise<SetupClass> {
    const { repository, schools, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'classes');
    const schoolClass = await this.classOfSchool(access, input.class_id);
    const active = new Set((await repository.listActiveStaff(access.schoolId)).map((s) => s.id));
    input.staff_ids.forEach((staffId, index) => {
      if (!active.has(staffId))
        throw badInput(`staff_ids.${index}`, 'is not an active staff member of this school');
    });
    const before = (await repository.listStaffOf([schoolClass.id])).map((s) => s.userId);
    await repository.transaction(async (tx) => {
      await tx.replaceClassStaff(access.schoolId, schoolClass.id, input.staff_ids, clock.now());
      await tx.audit(
        this.auditEntry(access, 'set_class_staff', schoolClass.id, {
          before: { staff_ids: before },
          after: { staff_ids: input.staff_ids },
        }),
      );
    });
    return this.afterWrite(access.schoolId, schoolClass.id);
  }

  /** The input as columns, after the checks zod cannot make: the division is of this school. */
  private async checkedFields(
    access: StaffAccess,
    input: ClassInput,
    currentFramework: string | null = null,
  ): Promise<ClassFields> {
    if (input.division_id) {
      const divisionSchoolId = await this.deps.repository.findDivisionSchoolId(input.division_id);
      if (divisionSchoolId !== access.schoolId)
        throw badInput('division_id', 'is not a division of this school');
    }
    const fields = classFieldsOf(input, currentFramework);
    return { ...fields, classDays: inWeekOrder(fields.classDays ?? []) };
  }

  private async classOfSchool(access: StaffAccess, id: string): Promise<SetupClassRow> {
    const row = await this.deps.repository.findSetupClass(id);
    if (!row || row.schoolId !== access.schoolId) throw classNotFound();
    return row;
  }

  /**
   * Announces the change to the school's staff (every class switcher and setup list refetches:
   * a newly assigned teacher is not in the class's room yet) and answers the class as it is now.
   */
  private async afterWrite(schoolId: string, id: string, changed = true): Promise<SetupClass> {
    if (changed) {
      this.deps.hub.recordsChanged({ entity: 'class', ids: [id], schoolId, classIds: [], audience: 'staff' });
    }
    const row = await this.deps.repository.findSetupClass(id);
    const [presented] = await this.present([row!]);
    return presented!;
  }

  private async present(rows: SetupClassRow[]): Promise<SetupClass[]> {
    const ids = rows.map((r) => r.id);
    const [staff, counts] = await Promise.all([
      this.deps.repository.listStaffOf(ids),
      this.deps.repository.countChildrenOf(ids),
    ]);
    return rows.map((row) => presentSetupClass(row, staff, counts.get(row.id) ?? 0));
  }

  private auditEntry(access: StaffAccess, action: string, id: string, details: Record<string, unknown>) {
    return {
      schoolId: access.schoolId,
      actorUserId: access.userId,
      action,
      entity: 'class',
      entityId: id,
      details,
      at: this.deps.clock.now(),
    };
  }
}
