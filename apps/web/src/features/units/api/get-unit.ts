import { UnitResponseSchema, apiPath, apiPaths, type Unit } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unitKeys } from './unit-query-keys';

/** GET /api/unit/{id}: a global unit or one of the organization's. */
export async function getUnit(id: string, signal?: AbortSignal): Promise<Unit> {
  const { result } = await apiClient.request(apiPath(apiPaths.unitById, { id }), {
    auth: 'staff',
    schema: UnitResponseSchema,
    signal,
  });
  return result;
}

export function useUnit(id: string | null) {
  return useQuery({
    queryKey: unitKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getUnit(id!, signal),
    enabled: id !== null,
  });
}
