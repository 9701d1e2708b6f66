import {
  CurriculumFrameworkTreeResponseSchema,
  apiPath,
  apiPaths,
  type CurriculumFrameworkKey,
  type CurriculumFrameworkTree,
} from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { curriculumKeys } from './curriculum-query-keys';

/** GET /api/curriculum_frameworks/{key}: the tree with the school's own outcomes merged. */
export async function getCurriculumTree(
  key: CurriculumFrameworkKey,
  signal?: AbortSignal,
): Promise<CurriculumFrameworkTree> {
  const { result } = await apiClient.request(apiPath(apiPaths.curriculumFramework, { key }), {
    auth: 'staff',
    schema: CurriculumFrameworkTreeResponseSchema,
    signal,
  });
  return result;
}

/** The tree of `key` (nothing is fetched while it is null: a class without a framework). */
export function useCurriculumTree(key: CurriculumFrameworkKey | null) {
  return useQuery({
    queryKey: curriculumKeys.tree(key ?? 'ncf_fs_2022'),
    queryFn: ({ signal }) => getCurriculumTree(key!, signal),
    enabled: key !== null,
    // The framework's own tree never changes; the school's outcomes arrive by realtime.
    staleTime: 5 * 60_000,
  });
}
