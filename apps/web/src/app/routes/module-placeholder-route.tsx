import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNavigationEntry } from '../navigation/navigation-handle';

/**
 * The page of a module that is not built yet: it names the module and says what it will hold, so
 * every link of the navigation table leads somewhere honest.
 */
export function ModulePlaceholderRoute() {
  const { t } = useTranslation();
  const entry = useNavigationEntry();
  if (!entry) return null;
  return (
    <Stack gap="sm" py="xl" align="flex-start">
      <Badge variant="light">{t('navigation.placeholder.badge')}</Badge>
      <Title order={1} fz="h2">
        {t(`navigation.links.${entry.id}`)}
      </Title>
      <Text maw={640}>
        {t('navigation.placeholder.body', { contents: t(`navigation.features.${entry.feature}`) })}
      </Text>
      <Anchor component={Link} to="/dashboard" py="sm">
        {t('navigation.placeholder.toDashboard')}
      </Anchor>
    </Stack>
  );
}
