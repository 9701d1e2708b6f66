import { ListAccessTokensResponseSchema, apiPaths, type AccessTokenSummary } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { accessTokensQueryKeys } from './access-tokens-query-keys';

/** GET /api/access_tokens/: the school's temporary tokens, without their secrets. */
export async function listAccessTokens(signal?: AbortSignal): Promise<AccessTokenSummary[]> {
  const { result } = await apiClient.request(apiPaths.accessTokens, {
    schema: ListAccessTokensResponseSchema,
    signal,
  });
  return result;
}

export const listAccessTokensQueryOptions = () =>
  queryOptions({
    queryKey: accessTokensQueryKeys.list(),
    queryFn: ({ signal }) => listAccessTokens(signal),
  });

export function useAccessTokens() {
  return useQuery(listAccessTokensQueryOptions());
}
