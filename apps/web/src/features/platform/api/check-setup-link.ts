import { FirstRunCheckResponseSchema, apiPaths, type FirstRunLinkStatus } from '@cue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST first_run/check/ {token} without a sign-in: whether the setup link can still be used. */
export async function checkSetupLink(token: string, signal?: AbortSignal): Promise<FirstRunLinkStatus> {
  const { result } = await apiClient.request(apiPaths.firstRunCheck, {
    method: 'POST',
    auth: 'none',
    body: { token },
    schema: FirstRunCheckResponseSchema,
    signal,
  });
  return result.status;
}

export function useSetupLinkStatus(token: string | null) {
  return useQuery({
    queryKey: ['platform', 'setup-link', token],
    queryFn: ({ signal }) => checkSetupLink(token!, signal),
    enabled: token !== null,
    // A used link stays used; nothing to refresh while the form is open.
    staleTime: Infinity,
  });
}
