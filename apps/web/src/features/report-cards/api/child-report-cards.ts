import { ChildReportCardsResponseSchema, apiPath, apiPaths, type ChildReportCard } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportCardKeys } from './report-card-keys';

/** GET /api/child_report_cards/{studentId}: the family's own child's published cards. */
export async function getChildReportCards(
  studentId: string,
  signal?: AbortSignal,
): Promise<ChildReportCard[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.childReportCards, { studentId }), {
    auth: 'parent',
    schema: ChildReportCardsResponseSchema,
    signal,
  });
  return result.report_cards;
}

export function useChildReportCards(studentId: string) {
  return useQuery({
    queryKey: reportCardKeys.child(studentId),
    queryFn: ({ signal }) => getChildReportCards(studentId, signal),
  });
}
