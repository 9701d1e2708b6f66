import { ImportPreviewResponseSchema, apiPaths, type ImportKind, type ImportPreview } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { importsQueryKeys } from './imports-query-keys';

/** POST /api/school_imports/: uploads the file; the server plans every row and writes no school data. */
export async function previewImport(input: { kind: ImportKind; file: File }): Promise<ImportPreview> {
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('file', input.file, input.file.name);
  const { result } = await apiClient.request(apiPaths.schoolImports, {
    method: 'POST',
    body: form,
    schema: ImportPreviewResponseSchema,
    retry: false,
  });
  return result;
}

export function usePreviewImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: previewImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsQueryKeys.list() }),
  });
}
