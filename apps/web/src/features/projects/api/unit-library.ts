import { UnitListSchema, apiPath, apiPaths, resultOf, type UnitLibrary, type UnitList } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unitPickerKeys } from './project-keys';

const UnitListResponseSchema = resultOf(UnitListSchema);

/** GET /api/units/{library}: the first page of a library, for the project form's unit picker. */
export async function getUnitLibrary(library: UnitLibrary, signal?: AbortSignal): Promise<UnitList> {
  const { result } = await apiClient.request(apiPath(apiPaths.unitLibrary, { library }), {
    auth: 'staff',
    schema: UnitListResponseSchema,
    signal,
  });
  return result;
}

export function useUnitLibrary(library: UnitLibrary, enabled: boolean) {
  return useQuery({
    queryKey: unitPickerKeys.library(library),
    queryFn: ({ signal }) => getUnitLibrary(library, signal),
    enabled,
  });
}
