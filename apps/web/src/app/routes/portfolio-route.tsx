import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { useClassFromAddress } from '../../features/classes/hooks/use-class-from-address';
import { useCurriculumTree } from '../../features/curriculum/api/curriculum-tree';
import { useClassFramework } from '../../features/curriculum/hooks/use-class-framework';
import { useClassRoster } from '../../features/observations/api/get-class-roster';
import { PortfolioView } from '../../features/portfolio/components/portfolio-view';
import { storyReaderPath } from '../../features/stories/components/story-card';
import { errorMessage } from '../../lib/error-message';
import { fullName } from '../../lib/person-name';

/** The address names the child (`?student_id=`), so a portfolio can be linked and reloaded. */
const STUDENT_PARAM = 'student_id';

/** The class's roster and its framework's competencies, for the child picker and the filter. */
function ClassPortfolio({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roster = useClassRoster(classId);
  const framework = useClassFramework(classId);
  const tree = useCurriculumTree(framework ?? null);
  const competencies =
    tree.data?.domains.flatMap((domain) =>
      domain.goals.flatMap((goal) => goal.competencies.map(({ code, title }) => ({ code, title }))),
    ) ?? [];
  const students = (roster.data ?? []).map((child) => ({ _id: child._id, name: fullName(child) }));
  const wanted = params.get(STUDENT_PARAM);
  // A child of another class (the switcher changed class) is no choice here.
  const studentId = wanted && students.some((s) => s._id === wanted) ? wanted : null;
  const choose = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(STUDENT_PARAM, id);
        else next.delete(STUDENT_PARAM);
        return next;
      },
      { replace: true },
    );

  if (roster.isPending) return <PageLoader />;
  if (roster.isError) {
    return (
      <LoadError
        title={t('portfolio.rosterError')}
        error={roster.error}
        onRetry={() => void roster.refetch()}
      />
    );
  }
  if (students.length === 0) return <Text c="dimmed">{t('portfolio.noStudents')}</Text>;
  return (
    <PortfolioView
      // A new child starts with no filters.
      key={studentId ?? 'none'}
      classId={classId}
      students={students}
      studentId={studentId}
      onStudentChange={choose}
      competencies={competencies}
      storyLink={storyReaderPath}
    />
  );
}

/** /assessment/portfolio: a child of the selected class (top bar switcher), their portfolio. */
export function PortfolioRoute() {
  const { t } = useTranslation();
  const { selectedClass, classes } = useClassFromAddress();
  if (classes.isPending) return <PageLoader />;
  if (classes.isError) return <Text c="red">{errorMessage(classes.error)}</Text>;
  if (!selectedClass) return <Text c="dimmed">{t('messages.noClassesFound')}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('portfolio.title')}
        </Title>
        <Text c="dimmed">{t('portfolio.classLabel', { name: selectedClass.class_name })}</Text>
      </Stack>
      {/* Keyed by class: switching class starts afresh. */}
      <ClassPortfolio key={selectedClass._id} classId={selectedClass._id} />
    </Stack>
  );
}
