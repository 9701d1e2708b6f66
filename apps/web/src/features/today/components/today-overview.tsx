import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useStaffToday } from '../api/get-staff-today';
import { TodayClassCard, type TodayLinks } from './today-class-card';

/** The staff home's first section: today for each of the teacher's classes. */
export function TodayOverview({ links }: { links: TodayLinks }) {
  const { t } = useTranslation();
  const today = useStaffToday();

  let body;
  if (today.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy aria-label={t('today.loading')}>
        {[0, 1].map((key) => (
          <Skeleton key={key} height={160} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (today.isError) {
    body = <LoadError error={today.error} onRetry={() => void today.refetch()} />;
  } else if (today.data.classes.length === 0) {
    // No class: the class list below says so ('No classes found').
    return null;
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {today.data.classes.map((schoolClass) => (
          <TodayClassCard
            key={schoolClass.class_id}
            today={schoolClass}
            date={today.data.date}
            links={links}
          />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="today-heading">
      <Title order={2} fz="h3" id="today-heading">
        {t('today.heading')}
      </Title>
      {body}
    </Stack>
  );
}
