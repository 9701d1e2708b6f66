import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CueLogo } from '../../components/cue-logo';

/** The logo, linking to /dashboard (spec "Top bar"); the word mark shows from small screens up. */
export function HomeLogoLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/dashboard" aria-label={t('shell.homeLink')} underline="never" c="inherit">
      <Group gap="xs" wrap="nowrap" mih={48}>
        <CueLogo size={36} />
        <Text fw={800} fz="lg" visibleFrom="sm">
          {t('app.name')}
        </Text>
      </Group>
    </Anchor>
  );
}
