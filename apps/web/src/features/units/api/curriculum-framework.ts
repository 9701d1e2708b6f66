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
import { frameworkKey } from './unit-query-keys';

const FrameworkResponseSchema = z.object({ result: CurriculumFrameworkTreeSchema });

/** GET /api/curriculum_frameworks/{key}: the framework's tree, for the competency pickers. */
export async function getCurriculumFramework(
  key: CurriculumFrameworkKey,
  signal?: AbortSignal,
): Promise<CurriculumFrameworkTree> {
  const { result } = await apiClient.request(apiPath(apiPaths.curriculumFramework, { key }), {
    auth: 'staff',
    schema: FrameworkResponseSchema,
    signal,
  });
  return result;
}

export function useCurriculumFramework(key: CurriculumFrameworkKey) {
  return useQuery({
    queryKey: frameworkKey(key),
    queryFn: ({ signal }) => getCurriculumFramework(key, signal),
    staleTime: 10 * 60_000,
  });
}

/** Picker choices: every competency, grouped by domain, labelled with its code. */
export function competencyChoices(tree: CurriculumFrameworkTree | undefined) {
  return (tree?.domains ?? []).map((domain) => ({
    group: domain.title,
    items: domain.goals.flatMap((goal) =>
      goal.competencies.map((c) => ({ value: c.code, label: `${c.code} ${c.title}` })),
    ),
  }));
}
