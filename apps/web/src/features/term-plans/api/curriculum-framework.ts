import {
  CurriculumFrameworkTreeSchema,
  apiPath,
  apiPaths,
  type CurriculumFrameworkKey,
  type CurriculumFrameworkTree,
} from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { frameworkKey } from './term-plan-keys';

const FrameworkTreeResponseSchema = z.object({ result: CurriculumFrameworkTreeSchema });

/** GET /api/curriculum_frameworks/{key}: the framework's tree, for the focus competency picker. */
export async function getCurriculumFramework(
  key: CurriculumFrameworkKey,
  signal?: AbortSignal,
): Promise<CurriculumFrameworkTree> {
  const { result } = await apiClient.request(apiPath(apiPaths.curriculumFramework, { key }), {
    auth: 'staff',
    schema: FrameworkTreeResponseSchema,
    signal,
  });
  return result;
}

export function useCurriculumFramework(key: CurriculumFrameworkKey | null) {
  return useQuery({
    queryKey: frameworkKey(key ?? ''),
    queryFn: ({ signal }) => getCurriculumFramework(key!, signal),
    enabled: key !== null,
    // The shipped tree changes only with a release; the school's outcomes rarely.
    staleTime: 10 * 60_000,
  });
}
