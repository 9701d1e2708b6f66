import {
  HpcCardResponseSchema,
  HpcNarrativesInputSchema,
  ObservationPageResponseSchema,
  apiPath,
  apiPaths,
  progressNarrativeOf,
  type HpcCard,
  type HpcNarrativesInput,
} from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ProgressCardDomain, ProgressCommentsCardData } from '../tool-results';
import { cueChatQueryKeys, recordsQueryPrefixes } from './cue-chat-query-keys';

/**
 * Saving Cue's progress comments (issue 17) into the child's progress card: PUT
 * /api/hpc_card/{cycleId}/{studentId}/narratives with the version the card has now (read just
 * before). Each domain goes as the teacher left it: her own words where she edited it, else the
 * draft's sentences. A domain Cue could only ask about (no evidence) and she did not write in is
 * left out, so a question never lands on the card. A domain the card already has words for is
 * replaced only once she confirms.
 */

/** What the card would write: each domain's strengths and next steps as one text each. */
export function progressNarratives(card: ProgressCommentsCardData): HpcNarrativesInput['narratives'] {
  return card.domains
    .filter((domain) => domain.edited !== undefined || hasEvidence(domain))
    .map((domain) => {
      const drafted = progressNarrativeOf(domain);
      return {
        domain: domain.domain,
        strengths: domain.edited?.strengths.trim() ?? drafted.strengths,
        next_steps: domain.edited?.next_steps.trim() ?? drafted.next_steps,
      };
    })
    .filter((narrative) => narrative.strengths !== '' || narrative.next_steps !== '');
}

/** The domain cites the child's evidence (not only Cue's questions). */
export const hasEvidence = (domain: ProgressCardDomain) =>
  [...domain.strengths, ...domain.next_steps].some(
    (sentence) => sentence.observation_ids.length > 0 || sentence.story_ids.length > 0,
  );

/** The card has words of its own for domains this save would change (their titles). */
export class NarrativesWouldReplace extends Error {
  constructor(readonly domains: string[]) {
    super('The progress card already has words for these domains');
  }
}

export async function saveProgressCard({
  card,
  replace,
}: {
  card: ProgressCommentsCardData;
  /** The teacher confirmed replacing what the card already says. */
  replace: boolean;
}): Promise<HpcCard> {
  if (!card.cycle || !card.student) throw new Error('The card is not complete yet');
  const params = { cycleId: card.cycle.id, studentId: card.student.id };
  const { result: current } = await apiClient.request(apiPath(apiPaths.hpcCard, params), {
    auth: 'staff',
    schema: HpcCardResponseSchema,
  });
  const narratives = progressNarratives(card);
  if (!replace) {
    const replaced = narratives.flatMap((narrative) => {
      const existing = current.narratives.find((n) => n.domain === narrative.domain);
      if (!existing || (existing.strengths.trim() === '' && existing.next_steps.trim() === '')) return [];
      const same = existing.strengths === narrative.strengths && existing.next_steps === narrative.next_steps;
      return same ? [] : [existing.domain_title];
    });
    if (replaced.length > 0) throw new NarrativesWouldReplace(replaced);
  }
  const body: HpcNarrativesInput = HpcNarrativesInputSchema.parse({ version: current.version, narratives });
  const { result } = await apiClient.request(apiPath(apiPaths.hpcCardNarratives, params), {
    method: 'PUT',
    auth: 'staff',
    body,
    schema: HpcCardResponseSchema,
    retry: false,
  });
  return result;
}

export function useSaveProgressCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgressCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsQueryPrefixes.hpc }),
  });
}

/** Pages of the child's observations of the cycle read at most, to name the card's sources. */
const MAX_SOURCE_PAGES = 5;

/** The titles and days of the child's observations of the cycle (POST fetch_anecdote/). */
export function useProgressSources(classId: string, card: ProgressCommentsCardData) {
  const { cycle, student } = card;
  return useQuery({
    queryKey: cueChatQueryKeys.progressSources(
      classId,
      student?.id ?? '',
      cycle?.from ?? '',
      cycle?.to ?? '',
    ),
    enabled: classId !== '' && cycle !== null && student !== null,
    queryFn: async ({ signal }) => {
      const titles = new Map<string, { title: string; date: string }>();
      for (let page = 1; page <= MAX_SOURCE_PAGES; page += 1) {
        const { result } = await apiClient.request(apiPath(apiPaths.fetchAnecdotes, { classId }), {
          method: 'POST',
          auth: 'staff',
          body: { start_date: cycle!.from, end_date: cycle!.to, student_id: student!.id },
          headers: { PageNumber: String(page) },
          schema: ObservationPageResponseSchema,
          signal,
        });
        for (const entry of result.observation_entries) {
          titles.set(entry._id, { title: entry.title, date: entry.date });
        }
        if (!result.has_more) break;
      }
      return titles;
    },
  });
}
