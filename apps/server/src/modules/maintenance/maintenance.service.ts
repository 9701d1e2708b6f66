import type { Maintenance } from '@cue/contracts';
import type { Clock } from '../../lib/clock.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { MaintenanceRepository } from './maintenance.repository.js';

export interface MaintenanceServiceDeps {
  repository: MaintenanceRepository;
  clock: Clock;
  audit: AuditRepository;
  /** Decides who may switch maintenance from the API; the CLI runs without it. */
  schools?: SchoolsService;
}

export interface MaintenanceWindowInput {
  status: boolean;
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
}

/**
 * Whether the product is under maintenance. A window is on from its start time (now when none
 * was given) until its end time, if any; after that it is over by itself.
 */
export class MaintenanceService {
  constructor(private readonly deps: MaintenanceServiceDeps) {}

  async currentStatus(platform: string): Promise<Maintenance> {
    const window = await this.deps.repository.findWindow(platform);
    if (!window) return { status: false, start_time: null, end_time: null };
    const now = this.deps.clock.now().getTime();
    const started = window.startTime === null || window.startTime.getTime() <= now;
    const ended = window.endTime !== null && window.endTime.getTime() <= now;
    return {
      status: window.status && started && !ended,
      start_time: window.startTime?.toISOString() ?? null,
      end_time: window.endTime?.toISOString() ?? null,
    };
  }

  /** app_maintenance/web: platform admins only (role_permissions.super_admin.manage_platform_org_schools). */
  async setWindowAsAdmin(
    actor: Actor,
    platform: string,
    input: MaintenanceWindowInput,
  ): Promise<Maintenance> {
    const { schools } = this.deps;
    if (!schools) throw new Error('MaintenanceService needs SchoolsService to authorise API calls');
    const access = await schools.platformAdminAccess(actor);
    return this.setWindow(platform, input, { userId: actor.userId, schoolId: access.schoolId, via: 'api' });
  }

  /**
   * Opens (status true) or closes a window. Opening without a start time starts it now; closing
   * keeps only the times given.
   */
  async setWindow(
    platform: string,
    input: MaintenanceWindowInput,
    by: { userId: string | null; schoolId: string | null; via: 'api' | 'cli' },
  ): Promise<Maintenance> {
    const { repository, audit, clock } = this.deps;
    const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);
    const startTime = toDate(input.start_time) ?? (input.status ? clock.now() : null);
    const endTime = toDate(input.end_time);
    await repository.saveWindow(platform, { status: input.status, startTime, endTime });
    await audit.append({
      at: clock.now(),
      schoolId: by.schoolId,
      actorUserId: by.userId,
      action: input.status ? 'maintenance_on' : 'maintenance_off',
      entity: 'app_maintenance',
      entityId: platform,
      details: {
        via: by.via,
        start_time: startTime?.toISOString() ?? null,
        end_time: endTime?.toISOString() ?? null,
      },
    });
    return this.currentStatus(platform);
  }
}
