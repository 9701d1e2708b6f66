import { ParentChildrenResponseSchema, apiPaths, type Child } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { attendanceQueryKeys } from './attendance-query-keys';

/**
 * GET /api/parent_children/: a parent's children with their classes. Requests are made per class,
 * so the parent's attendance panel needs the child's classes (its own call: no feature imports
 * another).
 */
export async function getParentChildren(signal?: AbortSignal): Promise<Child[]> {
  const { result } = await apiClient.request(apiPaths.parentChildren, {
    schema: ParentChildrenResponseSchema,
    signal,
  });
  return result;
}

export const getParentChildrenQueryOptions = () =>
  queryOptions({
    queryKey: attendanceQueryKeys.parentChildren(),
    queryFn: ({ signal }) => getParentChildren(signal),
  });

/** The classes of one of the parent's children. */
export function useChildClasses(childId: string) {
  return useQuery({
    ...getParentChildrenQueryOptions(),
    select: (children) => children.find((child) => child._id === childId)?.student_class ?? [],
  });
}
