import { schoolModules, type SchoolModule, type UpdateSchoolSettingsInput } from '@cue/contracts';
import { badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { SchoolModulesRepository } from './school-modules.repository.js';

export interface SchoolModulesServiceDeps {
  repository: SchoolModulesRepository;
  schools: SchoolsService;
  hub: RealtimeHub;
  clock: Clock;
}

/** Platform admins (never through a temporary token) may switch any module, this page's own too. */
const isPlatformAdmin = (actor: Actor, access: StaffAccess) =>
  !actor.isTemporary && access.rolePermissions.super_admin.manage_platform_org_schools;

/**
 * permissions/settings: a school switches its modules on and off. A module switched off is off
 * for everyone at once: every module's services refuse it (SchoolsService.requireModule) and the
 * open apps refetch school_settings/ through the realtime event.
 */
export class SchoolModulesService {
  constructor(private readonly deps: SchoolModulesServiceDeps) {}

  /** POST school_settings/: the named modules are switched, the others stay; answers the settings. */
  async updateSwitches(actor: Actor, input: UpdateSchoolSettingsInput) {
    const { schools, repository, hub, clock } = this.deps;
    const access = await schools.adminPortalAccess(actor, 'settings');
    const platformAdmin = isPlatformAdmin(actor, access);
    // A platform admin is how a school that switched this page off gets it back.
    if (!platformAdmin) await schools.requireModule(access.schoolId, 'school_permissions');
    const requested = input.school_permissions;
    if (requested.school_permissions?.enabled === false && !platformAdmin) {
      throw badInput(
        'school_permissions.school_permissions',
        'turning this off would lock this page; only a platform admin may',
      );
    }
    const now = clock.now();
    const changed = await repository.transaction(async (tx) => {
      const before = await tx.lockSwitches(access.schoolId);
      if (!before) throw notFound('School not found');
      const after = { ...before };
      const names: SchoolModule[] = [];
      for (const name of schoolModules) {
        const wanted = requested[name];
        if (!wanted || before[name]?.enabled === wanted.enabled) continue;
        after[name] = { enabled: wanted.enabled };
        names.push(name);
      }
      if (names.length === 0) return names;
      await tx.writeSwitches(access.schoolId, after);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'update_school_modules',
        entity: 'school_settings',
        entityId: access.schoolId,
        details: {
          before: Object.fromEntries(names.map((name) => [name, before[name]?.enabled ?? false])),
          after: Object.fromEntries(names.map((name) => [name, after[name].enabled])),
        },
      });
      return names;
    });
    if (changed.length > 0) {
      // Families' apps show the modules too (a parent's attendance tab): both audiences refetch.
      hub.recordsChanged({
        entity: 'school_settings',
        ids: [access.schoolId],
        schoolId: access.schoolId,
        classIds: [],
        audience: 'staff-and-families',
      });
    }
    return schools.schoolSettings(actor);
  }
}
