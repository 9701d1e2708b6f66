import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import type { AccountProfile } from '../account-profile';

/** Picture (or initials), name, email and phone: the Profile block of the account screens. */
export function ProfileDetails({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const rows = [
    { label: t('account.fields.name'), value: name },
    { label: t('account.fields.email'), value: profile.email },
    { label: t('account.fields.phone'), value: profile.phone, isPhone: true },
  ];
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <PersonAvatar
        decorative
        size="xl"
        firstName={profile.firstName}
        lastName={profile.lastName}
        picture={profile.picture}
      />
      <Stack gap={6} miw={0} component="dl" m={0}>
        {rows.map((row) => (
          <div key={row.label}>
            <Text component="dt" size="xs" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {row.value && 'isPhone' in row ? (
                // A phone number reads "+91 …" in Arabic and Hebrew too, never "… 91+".
                <bdi dir="ltr">{row.value}</bdi>
              ) : (
                row.value || t('account.fields.notProvided')
              )}
            </Text>
          </div>
        ))}
      </Stack>
    </Group>
  );
}
