import { OkResponseSchema, apiPaths } from '@cue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { clearOfflineSaves } from '../../../lib/offline-saves';
import { sessionStore } from '../../../lib/session-store';

/**
 * Ends the sign-in on the server (POST logout/ with the refresh token), then forgets it locally.
 * The local part always happens: a user who presses Logout must be logged out, online or not.
 */
export async function logout(): Promise<void> {
  const session = sessionStore.get();
  if (session) {
    try {
      await apiClient.request(apiPaths.logout, {
        method: 'POST',
        // The access token may already be expired; the server ends the session named in the body.
        auth: { bearer: session.token },
        body: { token: session.refreshToken },
        schema: OkResponseSchema,
        retry: false,
      });
    } catch {
      // Ignored on purpose: see above.
    }
  }
  // Saves still waiting hold children's marks and words: they leave the device with the user.
  await clearOfflineSaves().catch(() => {});
  sessionStore.clear();
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
