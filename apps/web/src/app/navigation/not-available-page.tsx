import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A page of the navigation table this user's role or school may not open. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" py="xl" align="flex-start">
      <Title order={1} fz="h2">
        {t('navigation.notAvailable.title')}
      </Title>
      <Text c="dimmed">{t('navigation.notAvailable.body')}</Text>
      <Anchor component={Link} to="/dashboard" py="sm">
        {t('navigation.notAvailable.toDashboard')}
      </Anchor>
    </Stack>
  );
}
