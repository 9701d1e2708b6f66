import { Container, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CueLogo } from '../../components/cue-logo';

/** The public area: no navigation and no login (spec "App shell"). */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" px="md">
      <Group gap="xs" mb="lg">
        <CueLogo size={32} />
        <Text fw={700} fz="lg">
          {t('app.name')}
        </Text>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Outlet />
      </Paper>
    </Container>
  );
}
