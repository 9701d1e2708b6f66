import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session-store';

/** Unknown paths, inside whichever layout the path belongs to. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const isLoggedIn = useSession() !== null;
  return (
    <Stack gap="sm" py="xl" align="flex-start">
      <Title order={1} fz="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.body')}</Text>
      <Anchor component={Link} to={isLoggedIn ? '/dashboard' : '/'} py="sm">
        {isLoggedIn ? t('notFound.toDashboard') : t('notFound.toLogin')}
      </Anchor>
    </Stack>
  );
}
