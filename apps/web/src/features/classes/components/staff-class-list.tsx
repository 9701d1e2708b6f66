import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useStaffClasses } from '../api/get-staff-classes';
import { ClassCard } from './class-card';

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
    return (
      <Stack align="flex-start" gap="xs">
        <Text c="red">{errorMessage(classes.error)}</Text>
        <Button variant="light" onClick={() => void classes.refetch()}>
          {t('errors.tryAgain')}
        </Button>
      </Stack>
    );
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
