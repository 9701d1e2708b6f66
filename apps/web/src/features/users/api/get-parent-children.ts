import { ParentChildrenResponseSchema, apiPaths, type ParentChild } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersQueryKeys } from './get-current-user';

/** GET parent_children/ with the parent token: the parent's children, each with their classes. */
export async function getParentChildren(signal?: AbortSignal): Promise<ParentChild[]> {
  const { result } = await apiClient.request(apiPaths.parentChildren, {
    auth: 'parent',
    schema: ParentChildrenResponseSchema,
    signal,
  });
  return result;
}

// Kept under the users key, so whatever reloads the user (a child switch, a new child picture)
// reloads the children too.
export const getParentChildrenQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKeys.parentChildren,
    queryFn: ({ signal }) => getParentChildren(signal),
  });

export function useParentChildren() {
  return useQuery(getParentChildrenQueryOptions());
}
