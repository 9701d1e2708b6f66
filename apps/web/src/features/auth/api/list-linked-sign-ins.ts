import { LinkedSignInsResponseSchema, apiPaths, type LinkedSignIn } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authQueryKeys } from './auth-query-keys';

export interface SignInMethods {
  /** Whether the person can sign in with a code texted to their phone. */
  phone: boolean;
  linked: LinkedSignIn[];
}

/** GET linked_sign_ins/: the ways the signed-in person can sign in. */
export async function listLinkedSignIns(signal?: AbortSignal): Promise<SignInMethods> {
  const { result } = await apiClient.request(apiPaths.linkedSignIns, {
    schema: LinkedSignInsResponseSchema,
    signal,
  });
  return result;
}

export const listLinkedSignInsQueryOptions = () =>
  queryOptions({
    queryKey: authQueryKeys.linkedSignIns,
    queryFn: ({ signal }) => listLinkedSignIns(signal),
  });

export function useLinkedSignIns() {
  return useQuery(listLinkedSignInsQueryOptions());
}
