import {
  StudentReportCardResponseSchema,
  apiPath,
  apiPaths,
  type PublishReportCardInput,
  type StudentReportCard,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportCardKeys } from './report-card-keys';

/** POST /api/report_card/{cycleId}/{studentId}/publish: now (empty body) or at a school-local time. */
export async function publishReportCard(
  cycleId: string,
  studentId: string,
  input: PublishReportCardInput,
): Promise<StudentReportCard> {
  const { result } = await apiClient.request(
    apiPath(apiPaths.studentReportCardPublish, { cycleId, studentId }),
    { method: 'POST', auth: 'staff', body: input, schema: StudentReportCardResponseSchema },
  );
  return result;
}

/** POST /api/report_card/{cycleId}/{studentId}/unpublish: withdraw it, or call off the schedule. */
export async function unpublishReportCard(cycleId: string, studentId: string): Promise<StudentReportCard> {
  const { result } = await apiClient.request(
    apiPath(apiPaths.studentReportCardUnpublish, { cycleId, studentId }),
    { method: 'POST', auth: 'staff', schema: StudentReportCardResponseSchema },
  );
  return result;
}

export function usePublishReportCard(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, input }: { studentId: string; input: PublishReportCardInput }) =>
      publishReportCard(cycleId, studentId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportCardKeys.cycle(cycleId) }),
  });
}

export function useUnpublishReportCard(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => unpublishReportCard(cycleId, studentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportCardKeys.cycle(cycleId) }),
  });
}
