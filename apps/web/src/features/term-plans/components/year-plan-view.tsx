import {
  classFramework,
  type CurriculumFrameworkTree,
  type SchoolClass,
  type YearPlan,
} from '@cue/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { useCurriculumTree } from '../../curriculum/api/curriculum-tree';
import { useSaveYearPlan, useYearPlan } from '../api/year-plan';
import { monthLabel } from '../term-dates';

type Month = YearPlan['months'][number];
type PickerGroup = { group: string; items: { value: string; label: string }[] };

/** The framework's competencies grouped by domain, for the focus picker. */
function pickerGroups(tree: CurriculumFrameworkTree | undefined): PickerGroup[] {
  return (tree?.domains ?? []).map((domain) => ({
    group: domain.title,
    items: domain.goals.flatMap((goal) =>
      goal.competencies.map((c) => ({ value: c.code, label: `${c.code} ${c.title}` })),
    ),
  }));
}

/** One month: its theme, focus competencies and notes, edited in place and saved on its own. */
function MonthCard({
  classId,
  month,
  groups,
  hasFramework,
}: {
  classId: string;
  month: Month;
  groups: PickerGroup[];
  hasFramework: boolean;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveYearPlan(classId);
  const [theme, setTheme] = useState(month.theme);
  const [competencies, setCompetencies] = useState(month.competencies);
  const [notes, setNotes] = useState(month.notes);
  const dirty =
    theme !== month.theme || notes !== month.notes || competencies.join() !== month.competencies.join();
  const label = monthLabel(month.month, i18n.language);

  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            {label}
          </Title>
          <Badge variant="light" color={month.projects > 0 ? 'blue' : 'gray'}>
            {t('termPlans.year.projects', { count: month.projects })}
          </Badge>
        </Group>
        <TextInput
          label={t('termPlans.year.theme')}
          placeholder={t('termPlans.year.themePlaceholder')}
          value={theme}
          maxLength={100}
          onChange={(event) => setTheme(event.currentTarget.value)}
        />
        {hasFramework && (
          <MultiSelect
            label={t('termPlans.year.focus')}
            data={groups}
            value={competencies}
            onChange={setCompetencies}
            searchable
            clearable
            maxValues={12}
            nothingFoundMessage={t('termPlans.year.noCompetency')}
          />
        )}
        <Textarea
          label={t('termPlans.year.notes')}
          value={notes}
          maxLength={2000}
          rows={2}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        {save.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(save.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            size="sm"
            disabled={!dirty}
            loading={save.isPending}
            onClick={() =>
              save.mutate({ months: [{ month: month.month, theme: theme.trim(), competencies, notes }] })
            }
          >
            {t('termPlans.year.save', { month: label })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The long-term plan: the class's academic year as month cards (one column on a phone) with
 * theme, focus competencies, notes and the projects starting that month.
 */
export function YearPlanView({ schoolClass }: { schoolClass: SchoolClass }) {
  const { t } = useTranslation();
  const plan = useYearPlan(schoolClass._id);
  const frameworkKey = classFramework(schoolClass.class_curriculum);
  const framework = useCurriculumTree(frameworkKey);
  const groups = useMemo(() => pickerGroups(framework.data), [framework.data]);

  if (plan.isPending) return <PageLoader />;
  if (plan.isError) {
    return (
      <LoadError
        title={t('termPlans.year.loadError')}
        error={plan.error}
        onRetry={() => void plan.refetch()}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {plan.data.academic_year === '-'
          ? t('termPlans.year.noAcademicYear')
          : t('termPlans.year.academicYear', { year: plan.data.academic_year })}
      </Text>
      {!frameworkKey && <Text size="sm">{t('termPlans.year.noFramework')}</Text>}
      {framework.isError && (
        <Text c="red" size="sm">
          {t('termPlans.year.frameworkError')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {plan.data.months.map((month) => (
          // Keyed by the saved values too: a save or a realtime refresh resets the card's draft.
          <MonthCard
            key={`${month.month}:${month.theme}:${month.competencies.join()}:${month.notes}`}
            classId={schoolClass._id}
            month={month}
            groups={groups}
            hasFramework={frameworkKey !== null}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
