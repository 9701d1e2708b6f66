import { apiClient } from '../../lib/api-client';
import { tokenPairOf } from '../../lib/session-store';

/** The staff access token, renewed first when due (it travels in Cue payloads, spec section 7). */
export async function freshStaffToken(): Promise<string | null> {
  try {
    const session = await apiClient.ensureFreshSession();
    return session ? (tokenPairOf(session, 'staff')?.access_token ?? null) : null;
  } catch {
    return null;
  }
}
