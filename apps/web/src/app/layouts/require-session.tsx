import { Navigate, useLocation } from 'react-router';
import { activeKind, useSession } from '../../lib/session-store';
import { MicrosoftLoginVerifyRoute } from '../routes/microsoft-login-verify-route';
import { isMicrosoftReturnPath } from '../route-guards';
import { SignedInLayout } from './signed-in-layout';

/** The signed-in area; the Outlook return passes without a token (spec "App shell"). */
export function RequireSession() {
  const session = useSession();
  const { pathname } = useLocation();

  if (isMicrosoftReturnPath(pathname)) return <MicrosoftLoginVerifyRoute />;
  if (!session) return <Navigate to="/" replace />;
  return <SignedInLayout role={session.role} activeKind={activeKind(session)} />;
}
