import { forbidden, notFound } from '../../lib/app-error.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { ClassRow, StudentRow } from '../schools/schools.repository.js';
import type { ClassMediaRepository, LibraryRow } from './class-media.repository.js';
import type { MediaViewer } from './media-consent.policy.js';

export const mediaNotFound = () => notFound('Media not found');

/** Staff who work with the library: admins, or a role holding daily_communication.media. */
export function mayManageMedia(access: StaffAccess): boolean {
  return access.isAdmin || access.rolePermissions.daily_communication.media;
}

export interface StaffClass {
  access: StaffAccess;
  schoolClass: ClassRow;
  roster: StudentRow[];
}

/** A family reading a class (or a child): the school, and the viewer the consent rule needs. */
export interface FamilyView {
  schoolId: string;
  viewer: MediaViewer & { kind: 'family' };
  childIds: string[];
}

/**
 * Who may reach the library, for every service of this module: staff through the class
 * visibility policy, their role's media switch and the school's media module; families through
 * their own children's classes. Another school's class or item is 404, never 403.
 */
export class ClassMediaAccess {
  constructor(
    private readonly schools: SchoolsService,
    private readonly repository: ClassMediaRepository,
  ) {}

  async staffClass(actor: Actor, classId: string): Promise<StaffClass> {
    const found = await this.schools.classForStaff(actor, classId);
    await this.schools.requireModule(found.schoolClass.schoolId, 'media');
    if (!mayManageMedia(found.access)) throw forbidden();
    return found;
  }

  /**
   * Library items named by media id, for a change: every one must be an item of the staff
   * member's school (else 404) in a class they may work with (else 403).
   */
  async staffItems(actor: Actor, mediaIds: string[]): Promise<{ access: StaffAccess; rows: LibraryRow[] }> {
    const access = await this.schools.staffAccess(actor);
    const ids = [...new Set(mediaIds)];
    const rows = await this.repository.listItems({ schoolId: access.schoolId, mediaIds: ids });
    if (rows.length !== ids.length) throw mediaNotFound();
    for (const classId of new Set(rows.map((row) => row.classId))) await this.staffClass(actor, classId);
    if (rows.length === 0) {
      await this.schools.requireModule(access.schoolId, 'media');
      if (!mayManageMedia(access)) throw forbidden();
    }
    return { access, rows };
  }

  /** A parent reading a class: one of their children is in it now. */
  async familyClass(actor: Actor, classId: string): Promise<FamilyView> {
    const family = await this.schools.childrenOfParent(actor);
    const inClass = family.some((child) => child.student_class.some((c) => c.class_id === classId));
    const schoolId = await this.repository.findClassSchoolId(classId);
    if (!schoolId) throw notFound('Class not found');
    if (!inClass) {
      const schools = new Set(
        family.flatMap((child) => child.student_class.map((c) => c.school_details._id)),
      );
      throw schools.has(schoolId) ? forbidden() : notFound('Class not found');
    }
    await this.schools.requireModule(schoolId, 'media');
    return this.viewOf(
      schoolId,
      family.map((child) => child._id),
    );
  }

  /** A parent reading their own child's photos (403/404 for any other child). */
  async familyChild(actor: Actor, childId: string): Promise<FamilyView> {
    await this.schools.childForParent(actor, childId);
    const [child] = await this.repository.findChildren([childId]);
    await this.schools.requireModule(child!.schoolId, 'media');
    const family = await this.schools.childrenOfParent(actor);
    return this.viewOf(
      child!.schoolId,
      family.map((c) => c._id),
    );
  }

  private viewOf(schoolId: string, childIds: string[]): FamilyView {
    return { schoolId, childIds, viewer: { kind: 'family', childIds: new Set(childIds) } };
  }
}
