import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The setup link cannot be used: missing, unknown, or already used. Signing in is the way on. */
export function SetupLinkDead({ reason }: { reason: 'used' | 'invalid' }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="lg" ta="center">
      <Title order={1} fz="h3">
        {t(reason === 'used' ? 'platform.setup.usedTitle' : 'platform.setup.invalidTitle')}
      </Title>
      <Text role="alert">{t(reason === 'used' ? 'platform.setup.used' : 'platform.setup.invalid')}</Text>
      <Button component={Link} to="/">
        {t('platform.setup.goToSignIn')}
      </Button>
    </Stack>
  );
}
