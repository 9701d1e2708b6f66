import {
  FamilyResponseSchema,
  apiPath,
  apiPaths,
  type Family,
  type ParentChildLinkInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { familiesQueryKeys } from './families-query-keys';

/** POST /api/parent/{id}/children: links another child of the school to the parent. */
export async function linkChild({
  parentId,
  input,
}: {
  parentId: string;
  input: ParentChildLinkInput;
}): Promise<Family> {
  const { result } = await apiClient.request(apiPath(apiPaths.parentChildLinks, { id: parentId }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: FamilyResponseSchema,
  });
  return result;
}

export function useLinkChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familiesQueryKeys.all }),
  });
}
