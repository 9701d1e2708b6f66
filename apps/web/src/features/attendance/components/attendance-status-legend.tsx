import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickableStatuses, statusColors } from '../attendance-statuses';

/**
 * The status picker's legend under the register: each letter (all a phone shows) with its word
 * and what it means, so "Leave" and "Excused" are told apart where they are chosen. A <details>
 * keeps it one line until opened.
 */
export function AttendanceStatusLegend() {
  const { t } = useTranslation();
  return (
    <details>
      <Text component="summary" size="sm" fw={500} py="xs" mih={44} style={{ cursor: 'pointer' }}>
        {t('attendance.statusHelp.legendHeading')}
      </Text>
      <Stack component="dl" gap="xs" m={0} mt="xs">
        {pickableStatuses.map((status) => (
          <div key={status}>
            <Group component="dt" gap="xs" wrap="nowrap">
              <Badge color={statusColors[status]} variant="light" tt="none" miw={36} aria-hidden>
                {t(`attendance.statusLetter.${status}`)}
              </Badge>
              <Text span fw={600} size="sm">
                {t(`attendance.status.${status}`)}
              </Text>
            </Group>
            <Text component="dd" size="sm" m={0} ms={44}>
              {t(`attendance.statusHelp.${status}`)}
            </Text>
          </div>
        ))}
      </Stack>
    </details>
  );
}
