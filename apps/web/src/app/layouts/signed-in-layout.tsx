import type { Role, UserKind } from '@cue/contracts';
import { Button, Center, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazySlot } from '../../components/lazy-slot';
import { PageLoader } from '../../components/page-loader';
import { useLogout } from '../../features/auth/api/logout';
import { useCurrentUser } from '../../features/users/api/get-current-user';
import { apiErrorCodes, isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { showError } from '../../lib/notify';
import { accountProfileOf } from '../account-profile';
import { useOfflineSaves } from '../offline-saves';
import { RealtimeConnection } from '../realtime-connection';

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

// Each kind's layout is its own chunk: staff never download the parent's child switcher (a
// Mantine Select with its combobox), parents never the staff top bar (web budget, decision 007).
const layouts = {
  parent: () => import('./parent-layout'),
  staff: () => import('./staff-layout'),
} satisfies Record<UserKind, () => Promise<unknown>>;
const ParentLayout = lazy(() => layouts.parent().then((module) => ({ default: module.ParentLayout })));
const StaffLayout = lazy(() => layouts.staff().then((module) => ({ default: module.StaffLayout })));

// The settings modal is downloaded when first opened (web budget, docs/decisions/007).
const SettingsModal = lazySlot(() =>
  import('./account-settings-modal').then((module) => module.AccountSettingsModal),
);
const ProfileModal = lazySlot(() => import('./my-profile-modal').then((module) => module.MyProfileModal));

/** Loads the user, then shows the parent or the staff layout (a dual-role user: the active kind's). */
export function SignedInLayout({ role, activeKind }: { role: Role; activeKind: UserKind }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser(role, activeKind);
  // Saves made offline are sent once the user is known (decision 029).
  useOfflineSaves(currentUser.data, role);
  // The active kind's layout downloads while the user's details load, not after them. A failed
  // download is the layout's to report when it renders.
  useEffect(() => {
    layouts[activeKind]().catch(() => {});
  }, [activeKind]);
  const { mutate: logout } = useLogout();
  const expired = isSessionExpired(currentUser.error);
  const [settingsOpened, setSettingsOpened] = useState(false);
  // Mounted from the first opening on, so later it opens and closes with Mantine's transition.
  const [settingsWanted, setSettingsWanted] = useState(false);
  const [profileOpened, setProfileOpened] = useState(false);
  const [profileWanted, setProfileWanted] = useState(false);

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
  const openSettings = () => {
    setSettingsWanted(true);
    setSettingsOpened(true);
  };
  const openProfile = () => {
    setProfileWanted(true);
    setProfileOpened(true);
  };
  // Open screens refresh when records change elsewhere (another teacher, a parent, the assistant).
  return (
    <RealtimeConnection sessionKey={`${role}:${activeKind}`}>
      <Suspense fallback={<PageLoader />}>
        {user.kind === 'parent' ? (
          <ParentLayout user={user} onOpenSettings={openSettings} onOpenProfile={openProfile} />
        ) : (
          <StaffLayout user={user} onOpenSettings={openSettings} onOpenProfile={openProfile} />
        )}
      </Suspense>
      {settingsWanted && (
        <SettingsModal
          opened={settingsOpened}
          onClose={() => setSettingsOpened(false)}
          profile={accountProfileOf(user)}
        />
      )}
      {profileWanted && (
        <ProfileModal opened={profileOpened} onClose={() => setProfileOpened(false)} user={user} />
      )}
    </RealtimeConnection>
  );
}
