import { useOutletContext } from 'react-router';
import type { CurrentUser } from '../../features/users/api/get-current-user';

/** What the signed-in layouts hand to their screens through the router outlet. */
export interface SignedInContext {
  user: CurrentUser;
}

export function useSignedInUser(): CurrentUser {
  return useOutletContext<SignedInContext>().user;
}
