import { apiPaths, type Maintenance, type MaintenanceResponseSchema } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { handCheck, isRecord } from '../../../lib/response-schema';

/** Spec "App shell": the maintenance status is checked every minute and when the window regains focus. */
export const MAINTENANCE_POLL_MS = 60_000;

export const maintenanceQueryKeys = {
  web: ['maintenance', 'web'] as const,
};

const isTimeOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * MaintenanceResponseSchema checked by hand: the poll runs on the sign-in screen, which does not
 * download zod (lib/response-schema.ts).
 */
export const maintenanceResponse = handCheck<z.infer<typeof MaintenanceResponseSchema>>(
  'fetch_app_maintenance/',
  (value) =>
    isRecord(value) &&
    isRecord(value.result) &&
    typeof value.result.status === 'boolean' &&
    isTimeOrNull(value.result.start_time) &&
    isTimeOrNull(value.result.end_time),
);

/** GET /api/fetch_app_maintenance/web, without a token: it must answer before anyone signs in. */
export async function getAppMaintenance(signal?: AbortSignal): Promise<Maintenance> {
  const { result } = await apiClient.request(apiPaths.appMaintenance, {
    auth: 'none',
    schema: maintenanceResponse,
    signal,
  });
  return result;
}

export const getAppMaintenanceQueryOptions = () =>
  queryOptions({
    queryKey: maintenanceQueryKeys.web,
    queryFn: ({ signal }) => getAppMaintenance(signal),
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

export function useAppMaintenance() {
  return useQuery(getAppMaintenanceQueryOptions());
}
