import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { YearPlanView } from '../../features/term-plans/components/year-plan-view';
import { errorMessage } from '../../lib/error-message';

/** /planning/long-term-planning: the class's year of themes by month (module term_planning) */
export function LongTermPlanningRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('termPlans.longTerm.title')}
        </Title>
        <Text c="dimmed">{t('termPlans.classLabel', { name: selectedClass.class_name })}</Text>
      </Stack>
      {/* Keyed by class: switching class starts afresh. */}
      <YearPlanView key={selectedClass._id} schoolClass={selectedClass} />
    </Stack>
  );
}
