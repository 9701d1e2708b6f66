import type { Maintenance } from '@cue/contracts';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CueLogo } from '../../../components/cue-logo';
import { formatTimeAndDate, isValidDate } from '../../../lib/dates';
import { useAppMaintenance } from '../api/get-app-maintenance';

/**
 * Spec "App shell": while maintenance is on, a full screen replaces the whole app. A poll that
 * fails counts as "not under maintenance": an unreachable status endpoint must not lock users out.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const maintenance = useAppMaintenance();
  const isUnderMaintenance = !maintenance.isError && maintenance.data?.status === true;
  if (isUnderMaintenance && maintenance.data) return <MaintenanceScreen maintenance={maintenance.data} />;
  return children;
}

export function MaintenanceScreen({ maintenance }: { maintenance: Maintenance }) {
  const { t } = useTranslation();
  const moments = [
    { label: t('maintenance.started'), value: maintenance.start_time },
    { label: t('maintenance.expectedEnd'), value: maintenance.end_time },
  ].filter((moment) => isValidDate(moment.value));

  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <CueLogo />
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('maintenance.title')}
        </Title>
        <Text c="dimmed">{t('maintenance.body')}</Text>
        {moments.length > 0 && (
          <Stack gap={4}>
            {moments.map((moment) => (
              <Text key={moment.label}>
                <Text span fw={600}>
                  {moment.label}:
                </Text>{' '}
                {formatTimeAndDate(moment.value)}
              </Text>
            ))}
          </Stack>
        )}
        <Button onClick={() => window.location.reload()}>{t('maintenance.refresh')}</Button>
      </Stack>
    </Center>
  );
}
