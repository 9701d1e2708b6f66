import { MaintenanceResponseSchema } from '@cue/contracts';
import { describe, it } from 'vitest';
import { expectSameVerdicts, notObjects } from '../../../test/response-checks';
import { maintenanceResponse } from './get-app-maintenance';

describe('the maintenance poll', () => {
  it('checks the answer by hand exactly as MaintenanceResponseSchema does', () => {
    expectSameVerdicts(maintenanceResponse, MaintenanceResponseSchema, {
      valid: [
        { result: { status: false, start_time: null, end_time: null } },
        { result: { status: true, start_time: '2025-03-05T09:00:00Z', end_time: null } },
        { result: { status: true, start_time: 'soon', end_time: '2025-03-05T17:30:00Z' } },
      ],
      invalid: [
        ...notObjects,
        { result: null },
        { result: { status: 'true', start_time: null, end_time: null } },
        { result: { status: true, end_time: null } },
        { result: { status: true, start_time: 9, end_time: null } },
        { status: false, start_time: null, end_time: null },
      ],
    });
  });
});
