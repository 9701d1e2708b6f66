import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Select,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { useCreateAccessToken, type CreatedAccessToken } from '../api/create-access-token';
import { useSchoolStaff } from '../api/get-school-staff';

/** The lifetimes an admin picks from, in minutes. */
export const expiryPresets = [
  { key: '30m', minutes: 30 },
  { key: '1h', minutes: 60 },
  { key: '1d', minutes: 24 * 60 },
  { key: '7d', minutes: 7 * 24 * 60 },
] as const;

/** The link a temporary token signs in with; the token rides in the hash, never sent to a server. */
export function tokenLoginLink(token: string): string {
  return `${window.location.origin}/public/token-login#token=${encodeURIComponent(token)}`;
}

/** Choose a staff member and a lifetime, Generate, then copy the token or its link (shown once). */
export function AccessTokenGenerator() {
  const { t } = useTranslation();
  const staff = useSchoolStaff();
  const create = useCreateAccessToken();
  const [staffUserId, setStaffUserId] = useState<string | null>(null);
  const [expiryKey, setExpiryKey] = useState<string>('1h');
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const preset = expiryPresets.find((option) => option.key === expiryKey) ?? expiryPresets[1];

  const generate = () => {
    if (!staffUserId) return;
    create.mutate({ staffUserId, expiresInMinutes: preset.minutes }, { onSuccess: setCreated });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Select
          label={t('accessTokens.staffLabel')}
          placeholder={t('accessTokens.staffPlaceholder')}
          searchable
          data={(staff.data ?? []).map((member) => ({ value: member._id, label: fullName(member) }))}
          value={staffUserId}
          onChange={setStaffUserId}
          error={staff.isError ? errorMessage(staff.error) : undefined}
          disabled={staff.isPending}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="access-token-expiry">
            {t('accessTokens.expiryLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="access-token-expiry"
            value={expiryKey}
            onChange={setExpiryKey}
            data={expiryPresets.map((option) => ({
              value: option.key,
              label: t(`accessTokens.expiry.${option.key}`),
            }))}
          />
        </Stack>
        <Group>
          <Button onClick={generate} disabled={!staffUserId} loading={create.isPending}>
            {t('accessTokens.generate')}
          </Button>
        </Group>
        {create.isError && (
          <Text c="red" role="alert">
            {errorMessage(create.error)}
          </Text>
        )}
        {created && (
          <Alert color="green" title={t('accessTokens.generatedTitle')}>
            <Stack gap="sm">
              <Text size="sm">{t('accessTokens.generatedHint')}</Text>
              <CopyField label={t('accessTokens.tokenLabel')} value={created.token} />
              <CopyField label={t('accessTokens.linkLabel')} value={tokenLoginLink(created.token)} />
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: 1 }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'filled' : 'default'} color={copied ? 'teal' : undefined} onClick={copy}>
            {copied ? t('accessTokens.copied') : t('accessTokens.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
