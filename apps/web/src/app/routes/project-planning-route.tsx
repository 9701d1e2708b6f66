import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { ProjectPlanningView } from '../../features/projects/components/project-planning-view';
import { errorMessage } from '../../lib/error-message';

/** /planning/project-planning: the selected class's projects and its default project. */
export function ProjectPlanningRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('projects.title')}
        </Title>
        <Text c="dimmed">{t('projects.classLabel', { name: selectedClass.class_name })}</Text>
        <Text size="sm" c="dimmed">
          {t('projects.intro')}
        </Text>
      </Stack>
      <ProjectPlanningView key={selectedClass._id} classId={selectedClass._id} />
    </Stack>
  );
}
