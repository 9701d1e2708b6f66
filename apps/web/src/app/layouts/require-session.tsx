import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { loadSignedInStrings } from '../../lib/i18n';
import { activeKind, useSession } from '../../lib/session-store';
import { ProviderLoginVerifyRoute } from '../routes/provider-login-verify-route';
import { providerOfReturnPath } from '../session-redirects';

// The signed-in shell (top bar, menus, drawers, modals) is its own chunk, rendered once the
// English of the signed-in areas is in too: the sign-in screen loads neither (web budget,
// docs/decisions/007-web-budgets-and-languages.md).
const SignedInLayout = lazy(() =>
  Promise.all([import('./signed-in-layout'), loadSignedInStrings()]).then(([module]) => ({
    default: module.SignedInLayout,
  })),
);

/** The signed-in area; the Google and Outlook returns pass without a token (spec "App shell"). */
export function RequireSession() {
  const session = useSession();
  const { pathname } = useLocation();

  const returningFrom = providerOfReturnPath(pathname);
  if (returningFrom) return <ProviderLoginVerifyRoute provider={returningFrom} />;
  if (!session) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInLayout role={session.role} activeKind={activeKind(session)} />
    </Suspense>
  );
}
