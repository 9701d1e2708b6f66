import {
  ChildHpcCardsResponseSchema,
  HpcCardResponseSchema,
  apiPath,
  apiPaths,
  type ChildHpcCardSummary,
  type HpcCard,
} from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { hpcKeys } from './hpc-keys';

/** GET /api/child_hpc_cards/{studentId} with the parent token: the child's published cards. */
export async function getChildHpcCards(
  studentId: string,
  signal?: AbortSignal,
): Promise<ChildHpcCardSummary[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.childHpcCards, { studentId }), {
    auth: 'parent',
    schema: ChildHpcCardsResponseSchema,
    signal,
  });
  return result.cards;
}

export function useChildHpcCards(studentId: string) {
  return useQuery({
    queryKey: hpcKeys.childCards(studentId),
    queryFn: ({ signal }) => getChildHpcCards(studentId, signal),
  });
}

/** GET /api/child_hpc_card/{cycleId}/{studentId} with the parent token: one published card. */
export async function getChildHpcCard(
  cycleId: string,
  studentId: string,
  signal?: AbortSignal,
): Promise<HpcCard> {
  const { result } = await apiClient.request(apiPath(apiPaths.childHpcCard, { cycleId, studentId }), {
    auth: 'parent',
    schema: HpcCardResponseSchema,
    signal,
  });
  return result;
}

export function useChildHpcCard(cycleId: string, studentId: string) {
  return useQuery({
    queryKey: hpcKeys.childCard(cycleId, studentId),
    queryFn: ({ signal }) => getChildHpcCard(cycleId, studentId, signal),
  });
}
