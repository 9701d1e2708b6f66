import {
  messages,
  uniformRolePermissions,
  type Child,
  type ClassStudent,
  type RolePermissions,
  type SchoolClass,
  type SchoolRef,
  type SchoolModule,
  type rolePermissionKeys,
} from '@cue/contracts';

/** A school-setup page's switch in the admin_portal group. */
export type AdminPortalKey = (typeof rolePermissionKeys)['admin_portal'][number];
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../auth/session.service.js';
import { canSeeClass, type StaffAccess } from './schools.policy.js';
import { presentChild, presentClass, type PictureMap } from './schools.presenter.js';
import type { ClassRow, SchoolsRepository, StudentRow } from './schools.repository.js';

const classNotFound = () => notFound('Class not found');
/** The school has switched the module off (permissions/settings). */
const moduleOff = () => new AppError('FORBIDDEN', messages.moduleOff);

/** Signs profile pictures (MediaService.pictureLinks): media ids -> links for one answer. */
export interface PictureLinks {
  pictureLinks(ids: readonly (string | null)[]): Promise<Map<string, string>>;
}

/** Where no media store is wired (scripts, unit tests of other services): no pictures shown. */
const noPictures: PictureLinks = { pictureLinks: async () => new Map() };

/** Reference data every screen starts from: classes, their students, permissions, settings. */
export class SchoolsService {
  constructor(
    private readonly repository: SchoolsRepository,
    private readonly pictures: PictureLinks = noPictures,
  ) {}

  /** Signed links for the pictures of one answer: every service calls this once per answer. */
  pictureLinks(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    return this.pictures.pictureLinks(ids);
  }

  /** Asserts a staff actor still belongs to the school their token was issued for. */
  async staffAccess(actor: Actor): Promise<StaffAccess> {
    if (actor.kind !== 'staff' || !actor.schoolId) throw forbidden();
    const membership = await this.repository.findStaffMembership(actor.userId, actor.schoolId);
    if (!membership) throw forbidden();
    return { userId: actor.userId, schoolId: actor.schoolId, ...membership };
  }

  /** Staff whose role may manage the platform's organizations and schools (super admins). */
  async platformAdminAccess(actor: Actor): Promise<StaffAccess> {
    // Platform rights never travel with a temporary token.
    if (actor.isTemporary) throw forbidden();
    const access = await this.staffAccess(actor);
    if (!access.rolePermissions.super_admin.manage_platform_org_schools) throw forbidden();
    return access;
  }

  /**
   * Staff whose role grants the school-setup page `key` (admin_portal.<key>: classes, staff,
   * students, roles, settings...), the same switch the navigation table gates the page on.
   */
  async adminPortalAccess(actor: Actor, key: AdminPortalKey): Promise<StaffAccess> {
    const access = await this.staffAccess(actor);
    if (!access.rolePermissions.admin_portal[key]) throw forbidden();
    return access;
  }

  /** Admins of the school, or staff whose role grants the access-tokens page. */
  async accessTokenAdminAccess(actor: Actor): Promise<StaffAccess> {
    // A temporary session minting tokens would outlive its own revocation.
    if (actor.isTemporary) throw forbidden();
    const access = await this.staffAccess(actor);
    if (!access.isAdmin && !access.rolePermissions.admin_portal.access_tokens) throw forbidden();
    return access;
  }

  /** staff_classes/: admins get every class of the school, members the classes they teach. */
  async listStaffClasses(actor: Actor): Promise<SchoolClass[]> {
    const access = await this.staffAccess(actor);
    const rows = access.isAdmin
      ? await this.repository.listClassesOfSchool(access.schoolId)
      : await this.repository.listClassesTaughtBy(access.userId, access.schoolId);
    return rows.map(presentClass);
  }

  /**
   * user_schools_classes/: each school the staff member works in, with the classes they may see
   * there (all of them where they are an admin). A temporary session sees its own school only.
   */
  async listSchoolsWithClasses(actor: Actor): Promise<{ school: SchoolRef; classes: SchoolClass[] }[]> {
    const current = await this.staffAccess(actor);
    const memberships = actor.isTemporary
      ? [{ ...current, schoolName: await this.repository.findSchoolName(current.schoolId) }]
      : await this.repository.listStaffSchools(actor.userId);
    return Promise.all(
      memberships.map(async (m) => {
        const rows = m.isAdmin
          ? await this.repository.listClassesOfSchool(m.schoolId)
          : await this.repository.listClassesTaughtBy(actor.userId, m.schoolId);
        return { school: { _id: m.schoolId, name: m.schoolName ?? '' }, classes: rows.map(presentClass) };
      }),
    );
  }

  async getClass(actor: Actor, classId: string): Promise<SchoolClass> {
    return presentClass(await this.visibleClass(actor, classId));
  }

  /** student/{classId}: the class's students, each with all their classes and the consent marker. */
  async listClassStudents(actor: Actor, classId: string): Promise<ClassStudent[]> {
    const schoolClass = await this.visibleClass(actor, classId);
    const rows = await this.repository.listStudentsOfClass(schoolClass.id);
    // Staff see a child's classes in their own school only, never another school's.
    const presented = await this.withClasses(rows, schoolClass.schoolId);
    return presented.map((child, i) => ({ ...child, photo_consent: rows[i]!.photoConsent }));
  }

  /**
   * Children as the spec's "Child", each with every class they are enrolled in (one query for
   * all of them). Takes rows the caller has already authorized (a class the staff member may
   * see, the children linked to a parent): it reads only those children's enrolments, limited to
   * `onlySchoolId` when given (staff), all of them for a parent. Pictures come as signed links:
   * pass `pictures` when the answer shows other people's pictures too (one signing per answer).
   */
  async withClasses(
    students: StudentRow[],
    onlySchoolId: string | null,
    pictures?: PictureMap,
  ): Promise<Child[]> {
    const [enrollments, links] = await Promise.all([
      this.repository.listEnrollmentsOf(
        students.map((s) => s.id),
        onlySchoolId,
      ),
      pictures ?? this.pictureLinks(students.map((s) => s.profilePicture)),
    ]);
    return students.map((s) => presentChild(s, enrollments, links));
  }

  /** user_permissions/: a staff member's role switches; parents hold none. */
  async rolePermissions(actor: Actor): Promise<RolePermissions> {
    if (actor.kind === 'parent') return uniformRolePermissions(false);
    return (await this.staffAccess(actor)).rolePermissions;
  }

  /** school_settings/: the staff member's school, or the school of the parent's current child. */
  async schoolSettings(actor: Actor) {
    const schoolId =
      actor.kind === 'staff'
        ? (await this.staffAccess(actor)).schoolId
        : await this.repository.findParentSchoolId(actor.userId);
    const settings = schoolId ? await this.repository.findSchoolSettings(schoolId) : null;
    if (!settings) throw notFound('School not found');
    return {
      school_id: settings.schoolId,
      school_name: settings.schoolName,
      editor_direction: settings.editorDirection,
      menu_profile: settings.menuProfile,
      school_permissions: settings.schoolPermissions,
    };
  }

  /**
   * A class whose records (attendance, observations, announcements) a staff member works with:
   * 404 for a class of another school (its existence does not leak), 403 for a class of their
   * own school they do not teach (admins work with every class of their school). Returns the
   * roster too, since every record names children of the class.
   */
  async classForStaff(
    actor: Actor,
    classId: string,
  ): Promise<{ access: StaffAccess; schoolClass: ClassRow; roster: StudentRow[] }> {
    const access = await this.staffAccess(actor);
    const schoolClass = await this.repository.findClassForStaff(classId, access.userId);
    // An archived class takes no new records and shows none (decision 033): they stay stored
    // for when the school brings the class back.
    if (!schoolClass || schoolClass.schoolId !== access.schoolId || schoolClass.archivedAt) {
      throw classNotFound();
    }
    if (!canSeeClass(access, schoolClass)) throw forbidden();
    const roster = await this.repository.listStudentsOfClass(classId);
    return { access, schoolClass, roster };
  }

  /**
   * A child a parent may read: their own linked child. Another family's child of a school the
   * parent belongs to is 403; a child of any other school (or none) is 404. Returns the child's
   * classes (all of them: a parent sees every class their child attends).
   */
  async childForParent(actor: Actor, childId: string): Promise<Child> {
    if (actor.kind !== 'parent') throw forbidden();
    const found = await this.repository.findChildForParent(childId, actor.userId);
    if (!found) throw notFound('Student not found');
    if (!found.isLinked) {
      const schoolIds = await this.repository.listParentSchoolIds(actor.userId);
      if (schoolIds.includes(found.child.schoolId)) throw forbidden();
      throw notFound('Student not found');
    }
    const [child] = await this.withClasses([found.child], null);
    return child!;
  }

  /** Every child linked to a parent, with their classes. */
  async childrenOfParent(actor: Actor): Promise<Child[]> {
    if (actor.kind !== 'parent') throw forbidden();
    return this.withClasses(await this.repository.listLinkedChildren(actor.userId), null);
  }

  /**
   * Refuses (403) when the school has turned `module` off (permissions/settings). Every service
   * of a switchable module calls this with the school it is about to act in, for staff and
   * parents alike, so a module switched off is off on the server, not only in the menus.
   */
  async requireModule(schoolId: string, module: SchoolModule): Promise<void> {
    if (!(await this.moduleEnabled(schoolId, module))) throw moduleOff();
  }

  /**
   * Whether the school has `module` on, for reads that gather several modules' records (the
   * portfolio) and leave out those of a module switched off rather than refusing.
   */
  async moduleEnabled(schoolId: string, module: SchoolModule): Promise<boolean> {
    const settings = await this.repository.findSchoolSettings(schoolId);
    return settings?.schoolPermissions[module]?.enabled === true;
  }

  /** The school's IANA time zone (what "today" means there). */
  async schoolTimeZone(schoolId: string): Promise<string> {
    return (await this.repository.findSchoolTimeZone(schoolId)) ?? 'UTC';
  }

  /** A class the actor may see, else 404 (also for classes of other schools). */
  private async visibleClass(actor: Actor, classId: string): Promise<ClassRow> {
    const access = await this.staffAccess(actor);
    const schoolClass = await this.repository.findClassForStaff(classId, access.userId);
    if (!schoolClass || schoolClass.archivedAt || !canSeeClass(access, schoolClass)) throw classNotFound();
    return schoolClass;
  }
}
