import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { PlanningInsightsView } from '../../features/planning-insights/components/planning-insights-view';
import { errorMessage } from '../../lib/error-message';

/** /planning/planning-insights: planned vs taught vs observed; its own chunk, with the charts */
export function PlanningInsightsRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('planningInsights.title')}
        </Title>
        <Text c="dimmed">{t('planningInsights.classLabel', { name: selectedClass.class_name })}</Text>
      </Stack>
      {/* Keyed by class: switching class starts afresh. */}
      <PlanningInsightsView key={selectedClass._id} classId={selectedClass._id} />
    </Stack>
  );
}
