import {
  DailyReportsPreviewResponseSchema,
  SendDailyReportsResponseSchema,
  apiPath,
  apiPaths,
  type DailyReportsPreview,
  type SendDailyReportsInput,
  type SendDailyReportsResult,
} from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { journalQueryKeys } from './journal-query-keys';

/** GET /api/daily_reports/{classId}[?date=]: each child's report of the day, drafted or sent. */
export async function getDailyReports(
  classId: string,
  date: string | null,
  signal?: AbortSignal,
): Promise<DailyReportsPreview> {
  const query = date ? `?date=${encodeURIComponent(date)}` : '';
  const { result } = await apiClient.request(`${apiPath(apiPaths.dailyReports, { classId })}${query}`, {
    auth: 'staff',
    schema: DailyReportsPreviewResponseSchema,
    signal,
  });
  return result;
}

export function useDailyReports(classId: string, date: string | null) {
  return useQuery({
    queryKey: journalQueryKeys.dailyReports(classId, date),
    queryFn: ({ signal }) => getDailyReports(classId, date, signal),
    // A teacher's edits live in the screen; a refetch on focus must not reset the cards.
    refetchOnWindowFocus: false,
  });
}

/** POST /api/daily_reports/{classId}: the reviewed reports, one journal post per child. */
export function useSendDailyReports(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendDailyReportsInput): Promise<SendDailyReportsResult> => {
      const { result } = await apiClient.request(apiPath(apiPaths.dailyReports, { classId }), {
        method: 'POST',
        auth: 'staff',
        body: input,
        schema: SendDailyReportsResponseSchema,
      });
      return result;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQueryKeys.all }),
  });
}
