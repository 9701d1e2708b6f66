import { ChildJournalResponseSchema, apiPath, apiPaths, type ChildJournalPage } from '@cue/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { observationsQueryKeys } from './observations-query-keys';

/** GET /api/child_journal/{studentId} with the parent token, paged by the `PageNumber` header. */
export async function getChildJournal(
  studentId: string,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ChildJournalPage> {
  const { result } = await apiClient.request(apiPath(apiPaths.childJournal, { studentId }), {
    auth: 'parent',
    headers: { PageNumber: String(pageNumber) },
    schema: ChildJournalResponseSchema,
    signal,
  });
  return result;
}

export const getChildJournalQueryOptions = (studentId: string) =>
  infiniteQueryOptions({
    queryKey: observationsQueryKeys.journal(studentId),
    queryFn: ({ pageParam, signal }) => getChildJournal(studentId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page_number + 1 : undefined),
  });

export function useChildJournal(studentId: string) {
  return useInfiniteQuery(getChildJournalQueryOptions(studentId));
}
