import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useStaffClasses } from '../api/get-staff-classes';
import { ClassCard } from './class-card';
import { LoadError } from '../../../components/load-error';

/** The teacher's classes as cards; 'No classes found' when there are none. */
export function StaffClassList() {
  const { t } = useTranslation();
  const classes = useStaffClasses();

  if (classes.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={120} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (classes.isError) {
    return <LoadError error={classes.error} onRetry={() => void classes.refetch()} />;
  }
  if (classes.data.length === 0) {
    return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {classes.data.map((schoolClass) => (
        <ClassCard key={schoolClass._id} schoolClass={schoolClass} />
      ))}
    </SimpleGrid>
  );
}
