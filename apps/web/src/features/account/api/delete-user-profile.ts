import { OkResponseSchema, apiPaths } from '@cue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/notify';
import { clearOfflineSaves } from '../../../lib/offline-saves';
import { sessionStore } from '../../../lib/session-store';

/** DELETE /api/delete_user_profile/ with the active token. */
export async function deleteUserProfile(): Promise<void> {
  await apiClient.request(apiPaths.deleteUserProfile, {
    method: 'DELETE',
    schema: OkResponseSchema,
    // Deleting twice is harmless, but a user waiting on retries is not: one attempt.
    retry: false,
  });
}

/**
 * Spec section 8: a failed deletion is reported, but the user is logged out locally anyway.
 * Needs a signed-in session (spec section 5: deletion requires a token).
 */
export async function deleteAccount(): Promise<'deleted' | 'failed' | 'no-session'> {
  if (!sessionStore.get()) return 'no-session';
  try {
    await deleteUserProfile();
    showSuccess(i18n.t('account.delete.deleted'));
    return 'deleted';
  } catch (error) {
    console.error('Account deletion failed', error);
    showError(i18n.t('account.delete.failed'));
    return 'failed';
  } finally {
    await clearOfflineSaves().catch(() => {});
    sessionStore.clear();
  }
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
