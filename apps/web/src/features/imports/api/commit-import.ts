import { SchoolImportResponseSchema, apiPath, apiPaths, type SchoolImport } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { importsQueryKeys } from './imports-query-keys';

/** POST /api/school_imports/{id}/commit: writes every row without an error, in one transaction. */
export async function commitImport(id: string): Promise<SchoolImport> {
  const { result } = await apiClient.request(apiPath(apiPaths.schoolImportCommit, { id }), {
    method: 'POST',
    schema: SchoolImportResponseSchema,
    // The server refuses a second commit; a retry after a lost answer would only show that refusal.
    retry: false,
  });
  return result;
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsQueryKeys.list() }),
  });
}
