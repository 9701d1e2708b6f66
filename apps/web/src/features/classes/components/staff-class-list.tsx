import { SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useStaffClasses } from '../api/get-staff-classes';
import { ClassCard } from './class-card';
import { LoadError } from '../../../components/load-error';

/**
 * The teacher's classes as cards; 'No classes found' when there are none. With `linkTo`, each
 * card is a link to that address.
 */
export function StaffClassList({ linkTo }: { linkTo?: ((classId: string) => string) | undefined } = {}) {
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
      {classes.data.map((schoolClass) =>
        linkTo ? (
          // The whole card is the link: one tap anywhere on it.
          <UnstyledButton
            key={schoolClass._id}
            component={Link}
            to={linkTo(schoolClass._id)}
            display="block"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <ClassCard schoolClass={schoolClass} />
          </UnstyledButton>
        ) : (
          <ClassCard key={schoolClass._id} schoolClass={schoolClass} />
        ),
      )}
    </SimpleGrid>
  );
}
