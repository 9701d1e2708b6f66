import type { TokenPair } from '@cue/contracts';
import { notFound } from '../../lib/app-error.js';
import type { Actor, SessionService } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { SchoolSwitchRepository } from './school-switch.repository.js';

export interface SchoolSwitchServiceDeps {
  repository: SchoolSwitchRepository;
  schools: SchoolsService;
  sessions: SessionService;
}

/** Staff who work in several schools (campuses) move between them; platform admins see all. */
export class SchoolSwitchService {
  constructor(private readonly deps: SchoolSwitchServiceDeps) {}

  /**
   * user_schools/ (/campuses): the actor's schools, the current one marked, then the other schools
   * of their organizations (listed so staff see the whole group; they cannot switch to those).
   */
  async listUserSchools(actor: Actor) {
    const access = await this.deps.schools.staffAccess(actor);
    const rows = await this.deps.repository.listStaffSchools(actor.userId);
    const others = await this.deps.repository.listOtherSchoolsOf(
      [...new Set(rows.map((r) => r.organizationId))],
      rows.map((r) => r.schoolId),
    );
    const organization = (r: { organizationId: string; organizationName: string }) => ({
      _id: r.organizationId,
      name: r.organizationName,
    });
    return [
      ...rows.map((r) => ({
        _id: r.schoolId,
        name: r.schoolName,
        organization: organization(r),
        admin: r.isAdmin,
        is_active: r.schoolId === access.schoolId,
        is_member: true,
      })),
      ...others.map((r) => ({
        _id: r.schoolId,
        name: r.schoolName,
        organization: organization(r),
        admin: false,
        is_active: false,
        is_member: false,
      })),
    ];
  }

  /** super_admin/organizations/: every organization and its schools, for platform admins. */
  async listOrganizations(actor: Actor) {
    await this.deps.schools.platformAdminAccess(actor);
    const memberOf = new Set(
      (await this.deps.repository.listStaffSchools(actor.userId)).map((r) => r.schoolId),
    );
    const byOrganization = new Map<
      string,
      { _id: string; name: string; schools: { _id: string; name: string; is_member: boolean }[] }
    >();
    for (const row of await this.deps.repository.listOrganizationsWithSchools()) {
      let organization = byOrganization.get(row.organizationId);
      if (!organization) {
        organization = { _id: row.organizationId, name: row.organizationName, schools: [] };
        byOrganization.set(row.organizationId, organization);
      }
      if (row.schoolId && row.schoolName) {
        organization.schools.push({
          _id: row.schoolId,
          name: row.schoolName,
          is_member: memberOf.has(row.schoolId),
        });
      }
    }
    return [...byOrganization.values()];
  }

  /** switch_school/: a new staff token pair in another of the actor's schools; else 404. */
  async switchSchool(actor: Actor, schoolId: string): Promise<TokenPair> {
    await this.deps.schools.staffAccess(actor);
    if (!(await this.deps.repository.isStaffMember(actor.userId, schoolId)))
      throw notFound('School not found');
    return this.deps.sessions.switchStaffSchool(actor, schoolId);
  }
}
