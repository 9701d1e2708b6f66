import type { DashboardAttention, SchoolDashboard } from '@cue/contracts';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { NamedRow, SchoolDashboardRepository } from './school-dashboard.repository.js';

export interface SchoolDashboardServiceDeps {
  repository: SchoolDashboardRepository;
  schools: SchoolsService;
}

/** The school-setup screens that fix what the dashboard points at. */
export const attentionLinks = {
  classes: '/admin/school-setup/classes',
  students: '/admin/school-setup/students',
} as const;

const fullName = (row: NamedRow) => `${row.firstName} ${row.lastName}`.trim();

/**
 * The school dashboard (admin_portal.dashboard): how big the school is, and the gaps an office
 * fixes first (a class nobody teaches, a child no family is linked to, a family Cue cannot reach
 * by phone), each with the screen that fixes it. Only the actor's school is ever counted.
 */
export class SchoolDashboardService {
  constructor(private readonly deps: SchoolDashboardServiceDeps) {}

  async dashboard(actor: Actor): Promise<SchoolDashboard> {
    const { schools, repository } = this.deps;
    const { schoolId } = await schools.adminPortalAccess(actor, 'dashboard');
    const [classCount, childCount, staffCount, families, noTeacher, noFamily, noPhone] = [
      await repository.countClasses(schoolId),
      await repository.countChildren(schoolId),
      await repository.countStaff(schoolId),
      await repository.countFamilies(schoolId),
      await repository.listClassesWithoutTeacher(schoolId),
      await repository.listChildrenWithoutFamily(schoolId),
      await repository.listFamiliesWithoutPhone(schoolId),
    ];
    const attention: DashboardAttention[] = [
      ...noTeacher.map((row) => ({
        kind: 'class_without_teacher' as const,
        id: row.id,
        name: row.name,
        link: attentionLinks.classes,
      })),
      ...noFamily.map((row) => ({
        kind: 'child_without_family' as const,
        id: row.id,
        name: fullName(row),
        link: attentionLinks.students,
      })),
      ...noPhone.map((row) => ({
        kind: 'family_without_phone' as const,
        id: row.id,
        name: fullName(row),
        link: attentionLinks.students,
      })),
    ];
    return {
      counts: {
        classes: classCount,
        children: childCount,
        staff: staffCount,
        families: families.families,
        families_not_signed_in: families.notSignedIn,
      },
      attention,
    };
  }
}
