import {
  HpcCardResponseSchema,
  apiPath,
  apiPaths,
  type HpcCard,
  type HpcLevelsInput,
  type HpcNarrativesInput,
  type HpcProfileInput,
  type HpcSelfAssessmentInput,
  type HpcStatusInput,
} from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { hpcKeys } from './hpc-keys';

/** GET /api/hpc_card/{cycleId}/{studentId}: the child's card (an unwritten one reads empty, version 0). */
export async function getHpcCard(cycleId: string, studentId: string, signal?: AbortSignal): Promise<HpcCard> {
  const { result } = await apiClient.request(apiPath(apiPaths.hpcCard, { cycleId, studentId }), {
    auth: 'staff',
    schema: HpcCardResponseSchema,
    signal,
  });
  return result;
}

export const getHpcCardQueryOptions = (cycleId: string, studentId: string) =>
  queryOptions({
    queryKey: hpcKeys.card(cycleId, studentId),
    queryFn: ({ signal }) => getHpcCard(cycleId, studentId, signal),
  });

export function useHpcCard(cycleId: string, studentId: string) {
  return useQuery(getHpcCardQueryOptions(cycleId, studentId));
}

/** One write to a card: each carries the version read; the answer is the card as saved. */
export type HpcCardWrite =
  | { part: 'levels'; body: HpcLevelsInput }
  | { part: 'profile'; body: HpcProfileInput }
  | { part: 'narratives'; body: HpcNarrativesInput }
  | { part: 'self_assessment'; body: HpcSelfAssessmentInput }
  | { part: 'status'; body: HpcStatusInput };

const writePaths = {
  levels: apiPaths.hpcCardLevels,
  profile: apiPaths.hpcCardProfile,
  narratives: apiPaths.hpcCardNarratives,
  self_assessment: apiPaths.hpcCardSelfAssessment,
  status: apiPaths.hpcCardStatus,
} as const;

/**
 * PUT hpc_card/{cycleId}/{studentId}/{levels|profile|narratives|self_assessment}, or POST …/status
 * (sign off, publish, reopen). A stale version is a 409; not retried (the version moved on).
 */
export async function writeHpcCard(
  cycleId: string,
  studentId: string,
  write: HpcCardWrite,
): Promise<HpcCard> {
  const { result } = await apiClient.request(apiPath(writePaths[write.part], { cycleId, studentId }), {
    method: write.part === 'status' ? 'POST' : 'PUT',
    auth: 'staff',
    body: write.body,
    schema: HpcCardResponseSchema,
    retry: false,
  });
  return result;
}
