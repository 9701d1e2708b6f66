import { CreateAccessTokenResponseSchema, apiPaths } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { accessTokensQueryKeys } from './access-tokens-query-keys';

export type CreatedAccessToken = z.infer<typeof CreateAccessTokenResponseSchema>['result'];

/** POST /api/access_tokens/: the answer carries the token itself, shown to the admin once. */
export async function createAccessToken(input: {
  staffUserId: string;
  expiresInMinutes: number;
}): Promise<CreatedAccessToken> {
  const { result } = await apiClient.request(apiPaths.accessTokens, {
    method: 'POST',
    body: { staff_user_id: input.staffUserId, expires_in_minutes: input.expiresInMinutes },
    schema: CreateAccessTokenResponseSchema,
    // Repeating a create would mint a second token.
    retry: false,
  });
  return result;
}

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryKeys.list() }),
  });
}
