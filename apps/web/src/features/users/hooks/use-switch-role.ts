import type { UserKind } from '@cue/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../lib/session-store';

/**
 * Spec section 4: a dual-role user switches between staff and parent. Both token pairs are already
 * stored; the chosen kind's pair becomes the active one (the user details query is keyed by it, so
 * the other profile loads) and the user lands on /dashboard.
 */
export function useSwitchRole() {
  const navigate = useNavigate();
  return useCallback(
    (kind: UserKind) => {
      sessionStore.switchActiveKind(kind);
      void navigate('/dashboard');
    },
    [navigate],
  );
}
