import { Badge, Divider, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountProfile } from '../account-profile';
import { ProfileDetails } from './profile-details';

export interface SettingsModalProps {
  opened: boolean;
  onClose: () => void;
  profile: AccountProfile;
  /** Further sections of the Account tab, below the profile (other features', composed in app/). */
  children?: ReactNode;
}

/** Spec "Floating panels and modals": the Account tab is active; Appearance and Notifications are not ready. */
export function SettingsModal({ opened, onClose, profile, children }: SettingsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('account.settingsTitle')} size="lg">
      <Tabs defaultValue="account">
        <Tabs.List>
          <Tabs.Tab value="account">{t('account.tabs.account')}</Tabs.Tab>
          <Tabs.Tab value="appearance" disabled>
            {t('account.tabs.appearance')}
          </Tabs.Tab>
          <Tabs.Tab value="notifications" disabled>
            {t('account.tabs.notifications')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account" pt="md">
          <Stack gap="md">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('account.fields.role')}
              </Text>
              <Badge variant="light">{t(`account.roles.${profile.role}`)}</Badge>
            </Group>
            <ProfileDetails profile={profile} />
            {children && (
              <>
                <Divider />
                {children}
              </>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
