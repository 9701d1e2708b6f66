import { SchoolImportListResponseSchema, apiPaths, type SchoolImport } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { importsQueryKeys } from './imports-query-keys';

/** GET /api/school_imports/: the school's recent imports of the kinds the user manages. */
export async function listImports(signal?: AbortSignal): Promise<SchoolImport[]> {
  const { result } = await apiClient.request(apiPaths.schoolImports, {
    schema: SchoolImportListResponseSchema,
    signal,
  });
  return result;
}

export function useImports() {
  return useQuery({ queryKey: importsQueryKeys.list(), queryFn: ({ signal }) => listImports(signal) });
}
