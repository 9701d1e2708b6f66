import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/error-message';
import type { SignedInContext } from '../layouts/signed-in-user';
import { routeAccess } from '../route-guards';
import { NotAvailablePage } from './not-available-page';
import { useNavigationEntry } from './navigation-handle';
import { useStaffPermissions } from './use-staff-permissions';

function StaffGuard({ context }: { context: SignedInContext }) {
  const { t } = useTranslation();
  const entry = useNavigationEntry();
  const state = useStaffPermissions();
  if (!entry) return <Outlet context={context} />;
  // Open to everyone with nothing to check (the dashboard); chat is open to families, yet staff
  // still need its role switch and module.
  if (entry.audience === 'everyone' && !entry.permission && !entry.module) {
    return <Outlet context={context} />;
  }
  if (state.status === 'pending') return <PageLoader />;
  if (state.status === 'error') {
    return (
      <Stack gap="sm" py="xl" align="flex-start">
        <Text>{t('navigation.permissionsError')}</Text>
        <Text c="dimmed">{errorMessage(state.error)}</Text>
        <Button variant="light" onClick={state.retry}>
          {t('errors.tryAgain')}
        </Button>
      </Stack>
    );
  }
  const access = routeAccess(entry, { kind: 'staff', permissions: state.permissions });
  return access === 'open' ? <Outlet context={context} /> : <NotAvailablePage />;
}

/**
 * Wraps every route of the navigation table: the screen shows only when the table says this user
 * may open it, else "not available for your role". Parents never load staff permissions.
 */
export function NavigationGuard() {
  const context = useOutletContext<SignedInContext>();
  const entry = useNavigationEntry();
  if (context.user.kind === 'parent') {
    const access = entry ? routeAccess(entry, { kind: 'parent' }) : 'open';
    return access === 'open' ? <Outlet context={context} /> : <NotAvailablePage />;
  }
  return <StaffGuard context={context} />;
}
