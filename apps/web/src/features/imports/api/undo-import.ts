import { SchoolImportResponseSchema, apiPath, apiPaths, type SchoolImport } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { importsQueryKeys } from './imports-query-keys';

/** POST /api/school_imports/{id}/undo: takes the whole import back (within 24 hours). */
export async function undoImport(id: string): Promise<SchoolImport> {
  const { result } = await apiClient.request(apiPath(apiPaths.schoolImportUndo, { id }), {
    method: 'POST',
    schema: SchoolImportResponseSchema,
    retry: false,
  });
  return result;
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsQueryKeys.list() }),
  });
}
