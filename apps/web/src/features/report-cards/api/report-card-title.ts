import { ReportCardTitleResponseSchema, apiPath, apiPaths, type ReportCardTitleInput } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportCardKeys } from './report-card-keys';

/** PUT /api/report_card_title/{cycleId}: the cycle's title (null: the default), coordinators only. */
export async function saveReportCardTitle(cycleId: string, input: ReportCardTitleInput) {
  const { result } = await apiClient.request(apiPath(apiPaths.reportCardTitle, { cycleId }), {
    method: 'PUT',
    auth: 'staff',
    body: input,
    schema: ReportCardTitleResponseSchema,
  });
  return result;
}

export function useSaveReportCardTitle(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportCardTitleInput) => saveReportCardTitle(cycleId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportCardKeys.cycle(cycleId) }),
  });
}
