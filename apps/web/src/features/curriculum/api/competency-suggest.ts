import {
  CompetencySuggestionResponseSchema,
  apiPath,
  apiPaths,
  type CompetencySuggestion,
} from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/curriculum_suggest/{classId}: competencies the note's words suggest (never applied). */
export async function suggestCompetencies(
  classId: string,
  text: string,
  signal?: AbortSignal,
): Promise<CompetencySuggestion> {
  const { result } = await apiClient.request(apiPath(apiPaths.competencySuggest, { classId }), {
    method: 'POST',
    auth: 'staff',
    body: { text },
    schema: CompetencySuggestionResponseSchema,
    signal,
    retry: false,
  });
  return result;
}

/** Suggestions for a (debounced) note; nothing asked for an empty note or a class without framework. */
export function useCompetencySuggestions(classId: string, text: string, enabled: boolean) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['curriculum', 'suggest', classId, trimmed] as const,
    queryFn: ({ signal }) => suggestCompetencies(classId, trimmed, signal),
    enabled: enabled && trimmed.length > 0,
    staleTime: 60_000,
  });
}
