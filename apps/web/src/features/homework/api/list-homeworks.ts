import {
  ListHomeworksResponseSchema,
  apiPaths,
  type HomeworkPage,
  type HomeworkStatus,
} from '@cue/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { homeworkQueryKeys } from './homework-query-keys';

/** GET /api/homeworks/?status=&page=: the homework a staff member sees, latest due first. */
export async function listHomeworks(
  status: HomeworkStatus | null,
  page: number,
  signal?: AbortSignal,
): Promise<HomeworkPage> {
  const query = new URLSearchParams({ page: String(page), ...(status && { status }) });
  const { result } = await apiClient.request(`${apiPaths.homeworks}?${query.toString()}`, {
    auth: 'staff',
    schema: ListHomeworksResponseSchema,
    signal,
  });
  return result;
}

export function useHomeworks(status: HomeworkStatus | null, page: number) {
  return useQuery(
    queryOptions({
      queryKey: homeworkQueryKeys.staffList(status, page),
      queryFn: ({ signal }) => listHomeworks(status, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
