import { LoginedUserDetailsV2ResponseSchema, apiPaths } from '@cue/contracts';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { tokenPairOf } from '../../../lib/session-store';

export type LoginedUserDetailsV2 = z.infer<typeof LoginedUserDetailsV2ResponseSchema>['result'];

/** POST logined_user_details_v2/: both profiles of a dual-role user, one token each in the body. */
export async function getLoginedUserDetailsV2(signal?: AbortSignal): Promise<LoginedUserDetailsV2> {
  // The tokens travel in the body, so renew them first rather than send stale ones.
  const session = await apiClient.ensureFreshSession();
  const staff = session && tokenPairOf(session, 'staff');
  const parent = session && tokenPairOf(session, 'parent');
  const { result } = await apiClient.request(apiPaths.loginedUserDetailsV2, {
    method: 'POST',
    body: { staff_user_token: staff?.access_token, parent_user_token: parent?.access_token },
    schema: LoginedUserDetailsV2ResponseSchema,
    signal,
  });
  return result;
}
