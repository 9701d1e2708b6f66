import type { Role } from '@cue/contracts';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useLogout } from '../../features/auth/api/logout';
import { useCurrentUser } from '../../features/users/api/get-current-user';
import { apiErrorCodes, isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { showError } from '../../lib/notify';
import { ParentLayout } from './parent-layout';
import { StaffLayout } from './staff-layout';

/** Spec section 8: these answers while loading the user mean the session is over. */
const SESSION_EXPIRED_STATUSES = new Set([401, 421, 422]);

function isSessionExpired(error: unknown): boolean {
  // A failed token renewal has already logged out and said so.
  return (
    isApiError(error) &&
    SESSION_EXPIRED_STATUSES.has(error.status) &&
    error.code !== apiErrorCodes.sessionEnded
  );
}

/** Loads the user, then shows the parent layout or the staff layout (also for dual-role users). */
export function SignedInLayout({ role }: { role: Role }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser(role);
  const { mutate: logout } = useLogout();
  const expired = isSessionExpired(currentUser.error);

  useEffect(() => {
    if (!expired) return;
    showError(t('messages.sessionExpired'));
    logout();
  }, [expired, logout, t]);

  if (currentUser.isPending || expired) return <PageLoader />;
  if (currentUser.isError) {
    return (
      <Center mih="60dvh" p="md">
        <Stack align="center" gap="sm">
          <Text>{errorMessage(currentUser.error)}</Text>
          <Button onClick={() => void currentUser.refetch()}>{t('errors.tryAgain')}</Button>
        </Stack>
      </Center>
    );
  }

  const user = currentUser.data;
  return user.kind === 'parent' ? <ParentLayout user={user} /> : <StaffLayout user={user} />;
}
