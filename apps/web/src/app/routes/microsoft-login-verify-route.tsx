import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginCard } from '../../features/auth/components/login-card';

/** The Outlook return (any path containing microsoft_login_verify); Outlook is not set up yet. */
export function MicrosoftLoginVerifyRoute() {
  const { t } = useTranslation();
  return (
    <LoginCard>
      <Stack gap="sm" align="center">
        <Title order={2} fz="h3" ta="center">
          {t('microsoftReturn.title')}
        </Title>
        <Text ta="center">{t('login.outlookNotConfigured')}</Text>
        <Anchor component={Link} to="/" py="sm">
          {t('microsoftReturn.back')}
        </Anchor>
      </Stack>
    </LoginCard>
  );
}
