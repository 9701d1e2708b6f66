import { MaintenanceResponseSchema, apiPaths, type Maintenance } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Spec "App shell": the maintenance status is checked every minute and when the window regains focus. */
export const MAINTENANCE_POLL_MS = 60_000;

export const maintenanceQueryKeys = {
  web: ['maintenance', 'web'] as const,
};

/** GET /api/fetch_app_maintenance/web, without a token: it must answer before anyone signs in. */
export async function getAppMaintenance(signal?: AbortSignal): Promise<Maintenance> {
  const { result } = await apiClient.request(apiPaths.appMaintenance, {
    auth: 'none',
    schema: MaintenanceResponseSchema,
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
