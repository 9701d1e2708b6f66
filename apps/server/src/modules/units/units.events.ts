import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { UnitsRepository } from './units.repository.js';

/**
 * Realtime fan-out of the unit library, after commit, ids only: an organization's units are its
 * schools' staff's, so every school of the organization hears of a change.
 */
export class UnitsEvents {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly repository: Pick<UnitsRepository, 'schoolsOf'>,
  ) {}

  async unitChanged(organizationId: string, unitId: string): Promise<void> {
    for (const schoolId of await this.repository.schoolsOf(organizationId)) {
      this.hub.recordsChanged({ entity: 'unit', ids: [unitId], schoolId, classIds: [], audience: 'staff' });
    }
  }
}
