import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useSession } from '../../lib/session-store';
import { MaintenanceGateSlot, OfflineBarSlot } from './shell-slots';

/**
 * Watches the session for the whole app: whenever it ends (logout button, failed token renewal,
 * another tab logging out) the user's cached data is dropped and the user goes to '/'.
 */
export function RootLayout() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wasLoggedIn = useRef(session !== null);

  useEffect(() => {
    const isLoggedIn = session !== null;
    if (wasLoggedIn.current && !isLoggedIn) {
      queryClient.clear();
      void navigate('/', { replace: true });
    }
    wasLoggedIn.current = isLoggedIn;
  }, [session, queryClient, navigate]);

  return (
    <MaintenanceGateSlot>
      <Outlet />
      <OfflineBarSlot />
    </MaintenanceGateSlot>
  );
}
