import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { WeeklyPlanner } from '../../features/week-plans/components/weekly-planner';
import { errorMessage } from '../../lib/error-message';

/** /planning/weekly-planning: the selected class's week (the top bar's switcher picks the class). */
export function WeeklyPlanningRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return <WeeklyPlanner key={selectedClass._id} schoolClass={selectedClass} />;
}
