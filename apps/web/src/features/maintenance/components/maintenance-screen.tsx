import type { Maintenance } from '@cue/contracts';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CueLogo } from '../../../components/cue-logo';
import { formatTimeAndDate, isValidDate } from '../../../lib/dates';

/** The full screen shown while maintenance is on (spec "App shell"), with its window's times. */
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
