import { apiPaths } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { phoneLoginEnablingResponse } from './sign-in-responses';

/** Whether the server offers phone sign-in. Spec: a failure counts as enabled. */
export async function getPhoneLoginEnabling(signal?: AbortSignal): Promise<boolean> {
  try {
    const { result } = await apiClient.request(apiPaths.phoneLoginEnabling, {
      auth: 'none',
      schema: phoneLoginEnablingResponse,
      signal,
    });
    return result;
  } catch {
    return true;
  }
}

export const getPhoneLoginEnablingQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'phone-login-enabling'],
    queryFn: ({ signal }) => getPhoneLoginEnabling(signal),
    staleTime: 5 * 60_000,
  });

export function usePhoneLoginEnabling() {
  return useQuery(getPhoneLoginEnablingQueryOptions());
}
