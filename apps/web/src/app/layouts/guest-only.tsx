import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session-store';

/** The login screen is for guests: a logged-in user at '/' goes to '/dashboard' (spec "App shell"). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  return session ? <Navigate to="/dashboard" replace /> : children;
}
