import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccessTokenGenerator } from '../../features/access-tokens/components/access-token-generator';
import { AccessTokenTable } from '../../features/access-tokens/components/access-token-table';

/** /admin/school-setup/access-tokens: generate, list and revoke temporary sign-in tokens (admins). */
export function AccessTokensRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('accessTokens.title')}
      </Title>
      <Text c="dimmed">{t('accessTokens.intro')}</Text>
      <AccessTokenGenerator />
      <AccessTokenTable />
    </Stack>
  );
}
