import {
  ReflectionListResponseSchema,
  apiPath,
  apiPaths,
  type ReflectionList,
  type ReflectionListQuery,
} from '@cue/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reflectionKeys } from './reflection-keys';

/** The query string of a list's filters (only those set). */
function searchOf(query: ReflectionListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * GET /api/class_reflections/{classId}: the caller's reflections on the class, or, for a
 * coordinator, everyone's (narrowed by author and kind), newest first.
 */
export async function getClassReflections(
  classId: string,
  query: ReflectionListQuery,
  signal?: AbortSignal,
): Promise<ReflectionList> {
  const { result } = await apiClient.request(
    `${apiPath(apiPaths.classReflections, { classId })}${searchOf(query)}`,
    { auth: 'staff', schema: ReflectionListResponseSchema, signal },
  );
  return result;
}

export const classReflectionsQueryOptions = (classId: string, query: ReflectionListQuery) =>
  queryOptions({
    queryKey: reflectionKeys.list(classId, query),
    queryFn: ({ signal }) => getClassReflections(classId, query, signal),
    // A new filter keeps the list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export function useClassReflections(classId: string, query: ReflectionListQuery) {
  return useQuery(classReflectionsQueryOptions(classId, query));
}
