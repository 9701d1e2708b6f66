import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CueLogo } from '../../components/cue-logo';

/** Store pages, set per deployment (VITE_APP_STORE_URL, VITE_PLAY_STORE_URL) at build time. */
function storeUrl(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const mobileAppLinks = {
  appStore: storeUrl(import.meta.env.VITE_APP_STORE_URL, 'https://apps.apple.com/'),
  playStore: storeUrl(import.meta.env.VITE_PLAY_STORE_URL, 'https://play.google.com/store/apps'),
};

/** /public/mobile-app: the promotion of the mobile apps (spec section 1). */
export function MobileAppRoute() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="lg" ta="center" py="xl">
      <CueLogo size={64} />
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('mobileApp.heading')}
      </Title>
      <Group justify="center">
        <Button component="a" href={mobileAppLinks.appStore} target="_blank" rel="noopener noreferrer">
          {t('mobileApp.appStore')}
        </Button>
        <Button component="a" href={mobileAppLinks.playStore} target="_blank" rel="noopener noreferrer">
          {t('mobileApp.playStore')}
        </Button>
      </Group>
      <Anchor component={Link} to="/" py="sm">
        {t('mobileApp.continueOnWeb')}
      </Anchor>
    </Stack>
  );
}
