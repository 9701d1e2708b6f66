import type { ParentProfile, Role, StaffProfile, UserKind } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiErrorCodes } from '../../../lib/api-error';
import { activeKind as activeKindOf, sessionStore } from '../../../lib/session-store';
import { getLoginedUserDetails } from './get-logined-user-details';
import { getLoginedUserDetailsV2 } from './get-logined-user-details-v2';

/** A staff user; a dual-role user also carries the parent profile. */
export type StaffUser = { kind: 'staff'; staff: StaffProfile; parent: ParentProfile | null };
export type ParentUser = { kind: 'parent'; parent: ParentProfile; staff: null };
/** The signed-in user, whichever call loaded it. `kind` picks the layout. */
export type CurrentUser = StaffUser | ParentUser;

export const usersQueryKeys = {
  all: ['users'] as const,
  current: (role: Role, activeKind: UserKind) => ['users', 'current', role, activeKind] as const,
  parentChildren: ['users', 'parent-children'] as const,
};

/**
 * One token: logined_user_details. A dual-role user: logined_user_details_v2, shown as the kind
 * whose token is active (staff keeps the parent profile beside it; "Switch to parent" swaps).
 */
export async function getCurrentUser(
  role: Role,
  activeKind: UserKind,
  signal?: AbortSignal,
): Promise<CurrentUser> {
  if (role !== 'both') {
    const details = await getLoginedUserDetails(signal);
    return details.logined_as === 'staff'
      ? { kind: 'staff', staff: details.user_detials, parent: null }
      : { kind: 'parent', parent: details.user_detials, staff: null };
  }
  const { staff_user, parent_user } = await getLoginedUserDetailsV2(signal);
  if (activeKind === 'parent' && parent_user)
    return { kind: 'parent', parent: parent_user.user_details, staff: null };
  if (staff_user)
    return { kind: 'staff', staff: staff_user.user_details, parent: parent_user?.user_details ?? null };
  if (parent_user) return { kind: 'parent', parent: parent_user.user_details, staff: null };
  throw new ApiError(401, apiErrorCodes.notAuthenticated, 'No profile for this session');
}

export const getCurrentUserQueryOptions = (role: Role, activeKind: UserKind) =>
  queryOptions({
    queryKey: usersQueryKeys.current(role, activeKind),
    queryFn: ({ signal }) => getCurrentUser(role, activeKind, signal),
  });

/** `activeKind` defaults to the stored session's active kind (a dual-role user may act as either). */
export function useCurrentUser(role: Role, activeKind?: UserKind) {
  const session = sessionStore.get();
  const kind = activeKind ?? (session ? activeKindOf(session) : role === 'parent' ? 'parent' : 'staff');
  return useQuery(getCurrentUserQueryOptions(role, kind));
}
