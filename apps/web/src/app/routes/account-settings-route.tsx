import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import type { AccountProfile } from '../../features/account/account-profile';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section';
import { ProfileDetails } from '../../features/account/components/profile-details';
import { SignInMethods } from '../../features/auth/components/sign-in-methods';
import { useCurrentUser } from '../../features/users/api/get-current-user';
import { PhotoConsentSection } from '../../features/users/components/photo-consent-section';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session-store';
import { accountProfileOf } from '../account-profile';

/**
 * /account-settings: Profile, the School section (parents: the child's name), parents' photo
 * sharing choices, the sign-in methods and Delete Account.
 */
export function AccountSettingsRoute() {
  const session = useSession();
  // The signed-in layout already loaded the user under this key: this reads the cache.
  const currentUser = useCurrentUser(session?.role ?? 'staff');
  if (!session || currentUser.isPending) return <PageLoader />;
  if (currentUser.isError) return <Text>{errorMessage(currentUser.error)}</Text>;
  return <AccountSettings profile={accountProfileOf(currentUser.data)} />;
}

function AccountSettings({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('account.pageTitle')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('account.profile')}
          </Title>
          <ProfileDetails profile={profile} />
          {profile.role === 'parent' && (
            <>
              <Divider />
              <Title order={2} fz="h4">
                {t('account.school')}
              </Title>
              <div>
                <Text size="xs" c="dimmed">
                  {t('account.child')}
                </Text>
                <Text>{profile.childName ?? t('account.noChild')}</Text>
              </div>
            </>
          )}
        </Stack>
      </Paper>
      {profile.role === 'parent' && (
        <Paper withBorder p="md" radius="md">
          <PhotoConsentSection />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md">
        <SignInMethods headingOrder={2} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <DeleteAccountSection />
      </Paper>
    </Stack>
  );
}
