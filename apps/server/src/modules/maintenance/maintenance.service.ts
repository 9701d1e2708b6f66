import type { Maintenance } from '@cue/contracts';
import type { Clock } from '../../lib/clock.js';
import type { MaintenanceRepository } from './maintenance.repository.js';

/** Whether the product is under maintenance. A window whose end has passed is over by itself. */
export class MaintenanceService {
  constructor(
    private readonly repository: MaintenanceRepository,
    private readonly clock: Clock,
  ) {}

  async currentStatus(platform: string): Promise<Maintenance> {
    const window = await this.repository.findWindow(platform);
    if (!window) return { status: false, start_time: null, end_time: null };
    const ended = window.endTime !== null && window.endTime.getTime() <= this.clock.now().getTime();
    return {
      status: window.status && !ended,
      start_time: window.startTime?.toISOString() ?? null,
      end_time: window.endTime?.toISOString() ?? null,
    };
  }
}
