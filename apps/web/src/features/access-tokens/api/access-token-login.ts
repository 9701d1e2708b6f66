import { AccessTokenLoginResponseSchema, apiPaths } from '@cue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { sessionStore, type Session } from '../../../lib/session-store';

/**
 * POST /api/access_token_login/ {token} without a bearer; the staff pair becomes the active
 * session in temporary-token mode, ending at the server's expires_at.
 */
export async function accessTokenLogin(token: string): Promise<Session> {
  const result = await apiClient.request(apiPaths.accessTokenLogin, {
    method: 'POST',
    auth: 'none',
    body: { token },
    schema: AccessTokenLoginResponseSchema,
    retry: false,
  });
  const expiresAt = Date.parse(result.expires_at);
  return sessionStore.saveTempTokenLogin(result.staff_user, Number.isNaN(expiresAt) ? 0 : expiresAt);
}

export function useAccessTokenLogin() {
  return useMutation({ mutationFn: accessTokenLogin });
}
