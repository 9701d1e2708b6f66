import { Alert, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { CLASS_ID_PARAM, useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { CompetencyPicker } from '../../features/curriculum/components/competency-picker';
import { useClassRoster } from '../../features/observations/api/get-class-roster';
import { useClassProjects } from '../../features/projects/api/class-projects';
import { ReflectionsView } from '../../features/reflections/components/reflections-view';
import type { RenderCompetencies } from '../../features/reflections/reflection-options';
import { errorMessage } from '../../lib/error-message';
import { fullName } from '../../lib/person-name';

/** The curriculum feature's picker in the reflection form's competency slot. */
const renderCompetencies =
  (classId: string): RenderCompetencies =>
  ({ value, onChange, note, kept, disabled }) => (
    <CompetencyPicker
      classId={classId}
      note={note}
      value={value}
      onChange={onChange}
      kept={kept}
      disabled={disabled}
    />
  );

/**
 * The reflections of one class, with what its form offers read through the features that own it:
 * the class's projects (projects), its children (the roster observations read), and the
 * curriculum picker for competencies.
 */
function ClassReflections({ classId, classDays }: { classId: string; classDays: string[] }) {
  const { t } = useTranslation();
  const projects = useClassProjects(classId);
  const roster = useClassRoster(classId);
  const children = useMemo(
    () => (roster.data ?? []).map((child) => ({ _id: child._id, name: fullName(child) })),
    [roster.data],
  );
  const picker = useMemo(() => renderCompetencies(classId), [classId]);
  return (
    <Stack gap="md">
      {(projects.isError || roster.isError) && <Alert color="orange">{t('reflections.optionsError')}</Alert>}
      <ReflectionsView
        classId={classId}
        classDays={classDays}
        projects={projects.data ?? []}
        children={children}
        renderCompetencies={picker}
        weekPlanHref={`/planning/weekly-planning?${CLASS_ID_PARAM}=${classId}`}
      />
    </Stack>
  );
}

/**
 * /assessment/reflections: the selected class's reflections (the top bar's switcher picks the
 * class); a teacher's own, or every teacher's for a coordinator.
 */
export function ReflectionsRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('reflections.title')}
        </Title>
        <Text c="dimmed">{t('reflections.classLabel', { name: selectedClass.class_name })}</Text>
        <Text size="sm" c="dimmed">
          {t('reflections.intro')}
        </Text>
      </Stack>
      <ClassReflections
        key={selectedClass._id}
        classId={selectedClass._id}
        classDays={selectedClass.classes_days}
      />
    </Stack>
  );
}
