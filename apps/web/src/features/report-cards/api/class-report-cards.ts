import { ClassReportCardsResponseSchema, apiPath, apiPaths, type ClassReportCards } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportCardKeys } from './report-card-keys';

/** GET /api/report_cards/{cycleId}: the class's children with their cards in the cycle. */
export async function getClassReportCards(cycleId: string, signal?: AbortSignal): Promise<ClassReportCards> {
  const { result } = await apiClient.request(apiPath(apiPaths.classReportCards, { cycleId }), {
    auth: 'staff',
    schema: ClassReportCardsResponseSchema,
    signal,
  });
  return result;
}

export function useClassReportCards(cycleId: string | null) {
  return useQuery({
    queryKey: reportCardKeys.cycle(cycleId ?? ''),
    queryFn: ({ signal }) => getClassReportCards(cycleId!, signal),
    enabled: cycleId !== null,
  });
}
