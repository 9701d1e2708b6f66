import { isoToStoredDate, type EnrollmentPeriod } from '@cue/contracts';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The child's stays in classes, newest first. */
export function EnrollmentHistory({ periods }: { periods: EnrollmentPeriod[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t('students.history.title')}
      </Title>
      {periods.length === 0 ? (
        <Text c="dimmed">{t('students.history.empty')}</Text>
      ) : (
        <List spacing="xs">
          {periods.map((period) => (
            <List.Item key={`${period.class_id}-${period.start_date}`}>
              <Text span fw={period.end_date ? 400 : 600}>
                {period.class_name}
              </Text>{' '}
              <Text span c="dimmed" size="sm">
                {period.end_date
                  ? t('students.history.range', {
                      start: isoToStoredDate(period.start_date),
                      end: isoToStoredDate(period.end_date),
                    })
                  : t('students.history.current', { start: isoToStoredDate(period.start_date) })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
