import { HpcEvidenceListResponseSchema, apiPath, apiPaths, type HpcEvidenceCandidate } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { hpcKeys } from './hpc-keys';

/**
 * GET /api/hpc_evidence/{cycleId}/{studentId}?competency=: what the child's card may link —
 * observations tagged with the competency first, then the cycle's other evidence, newest first.
 */
export async function getHpcEvidence(
  cycleId: string,
  studentId: string,
  competency: string,
  signal?: AbortSignal,
): Promise<HpcEvidenceCandidate[]> {
  const query = new URLSearchParams({ competency });
  const { result } = await apiClient.request(
    `${apiPath(apiPaths.hpcEvidence, { cycleId, studentId })}?${query.toString()}`,
    { auth: 'staff', schema: HpcEvidenceListResponseSchema, signal },
  );
  return result.items;
}

export function useHpcEvidence(cycleId: string, studentId: string, competency: string, enabled: boolean) {
  return useQuery({
    queryKey: hpcKeys.evidence(cycleId, studentId, competency),
    queryFn: ({ signal }) => getHpcEvidence(cycleId, studentId, competency, signal),
    enabled,
  });
}
