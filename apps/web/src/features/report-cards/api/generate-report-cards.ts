import {
  ReportCardRunResponseSchema,
  StudentReportCardResponseSchema,
  apiPath,
  apiPaths,
  type GenerateClassReportCardsInput,
  type GenerateReportCardInput,
  type ReportCardRun,
  type StudentReportCard,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportCardKeys } from './report-card-keys';

/** POST /api/report_cards/{cycleId}/generate: every child's card in one job (its progress follows). */
export async function generateClassReportCards(
  cycleId: string,
  input: GenerateClassReportCardsInput,
): Promise<ReportCardRun> {
  const { result } = await apiClient.request(apiPath(apiPaths.classReportCardsGenerate, { cycleId }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: ReportCardRunResponseSchema,
    // A repeat would be refused (one generation at a time) or start a second one.
    retry: false,
  });
  return result;
}

/** POST /api/report_card/{cycleId}/{studentId}/generate: one child's card, a new version now. */
export async function generateReportCard(
  cycleId: string,
  studentId: string,
  input: GenerateReportCardInput,
): Promise<StudentReportCard> {
  const { result } = await apiClient.request(
    apiPath(apiPaths.studentReportCardGenerate, { cycleId, studentId }),
    {
      method: 'POST',
      auth: 'staff',
      body: input,
      schema: StudentReportCardResponseSchema,
      // A repeat would make a second version.
      retry: false,
    },
  );
  return result;
}

export function useGenerateClassReportCards(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateClassReportCardsInput) => generateClassReportCards(cycleId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportCardKeys.cycle(cycleId) }),
  });
}

export function useGenerateReportCard(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, input }: { studentId: string; input: GenerateReportCardInput }) =>
      generateReportCard(cycleId, studentId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportCardKeys.cycle(cycleId) }),
  });
}
