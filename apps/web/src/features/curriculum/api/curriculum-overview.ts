import { CurriculumOverviewResponseSchema, apiPaths, type CurriculumOverview } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { curriculumKeys } from './curriculum-query-keys';

/** GET /api/curriculum_frameworks/: the frameworks (no trees) and the classes with their framework. */
export async function getCurriculumOverview(signal?: AbortSignal): Promise<CurriculumOverview> {
  const { result } = await apiClient.request(apiPaths.curriculumFrameworks, {
    auth: 'staff',
    schema: CurriculumOverviewResponseSchema,
    signal,
  });
  return result;
}

export function useCurriculumOverview() {
  return useQuery({
    queryKey: curriculumKeys.overview,
    queryFn: ({ signal }) => getCurriculumOverview(signal),
  });
}
