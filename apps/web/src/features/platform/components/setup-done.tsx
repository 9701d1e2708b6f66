import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Your school is ready": the admin signs in next with the phone number they gave. */
export function SetupDone({ schoolName }: { schoolName: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="lg" ta="center">
      <Title order={1} fz="h3">
        {t('platform.setup.readyTitle')}
      </Title>
      <Text role="status">{t('platform.setup.ready', { school: schoolName })}</Text>
      <Button component={Link} to="/" size="md">
        {t('platform.setup.signIn')}
      </Button>
    </Stack>
  );
}
