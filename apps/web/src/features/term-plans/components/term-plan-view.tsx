import type { Project, TermPlan } from '@cue/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { useTermPlan } from '../api/term-plan';
import { addDays, weekLabel } from '../term-dates';
import { TermShiftDialog } from './term-shift-dialog';

const weekCounts = [4, 8, 13, 26];
const projectColors = ['blue', 'teal', 'grape', 'orange', 'cyan', 'pink', 'lime', 'indigo'];

/**
 * A project's chip in a week, in the project's colour down the weeks it spans (a bar read top to
 * bottom): filled in its first week, light in the weeks it continues.
 */
function ProjectChip({ project, weekStart, color }: { project: Project; weekStart: string; color: string }) {
  const { t } = useTranslation();
  const starts = project.start_date >= weekStart && project.start_date <= addDays(weekStart, 6);
  return (
    <Badge
      color={color}
      variant={starts ? 'filled' : 'light'}
      radius="sm"
      title={t('termPlans.term.projectDates', { start: project.start_date, end: project.end_date })}
      styles={{ root: { textTransform: 'none', maxWidth: '100%' } }}
    >
      {project.title}
    </Badge>
  );
}

function WeekRow({
  plan,
  week,
  colorOf,
  onHoliday,
}: {
  plan: TermPlan;
  week: TermPlan['weeks'][number];
  colorOf: (id: string) => string;
  onHoliday: (weekStart: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const label = weekLabel(week.week_start, i18n.language);
  const projects = week.projects.flatMap((id) => plan.projects.filter((p) => p._id === id));
  return (
    <Card withBorder padding="sm" component="section" aria-label={label}>
      <SimpleGrid cols={{ base: 1, md: 4 }} spacing="xs" verticalSpacing="xs">
        <Stack gap={2}>
          <Text fw={600}>{label}</Text>
          <Text size="sm" c={week.theme ? undefined : 'dimmed'}>
            {week.theme ?? t('termPlans.term.noTheme')}
          </Text>
        </Stack>
        <Group gap={4} align="flex-start" aria-label={t('termPlans.term.projects')}>
          {projects.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('termPlans.term.noProjects')}
            </Text>
          ) : (
            projects.map((project) => (
              <ProjectChip
                key={project._id}
                project={project}
                weekStart={week.week_start}
                color={colorOf(project._id)}
              />
            ))
          )}
        </Group>
        <Text size="sm">{t('termPlans.term.counts', { planned: week.planned, done: week.done })}</Text>
        <Group gap="xs" justify="flex-end">
          <Anchor
            component={Link}
            to={`/planning/weekly-planning?week=${week.week_start}&class=${plan.class_id}`}
            size="sm"
          >
            {t('termPlans.term.openWeek')}
          </Anchor>
          <Button size="compact-sm" variant="light" color="orange" onClick={() => onHoliday(week.week_start)}>
            {t('termPlans.term.holiday')}
          </Button>
        </Group>
      </SimpleGrid>
    </Card>
  );
}

/**
 * The mid-term plan: the class's weeks from a chosen week (default this week) as rows, each with
 * its month's theme, the projects running that week, planned/done activities, a link to its
 * weekly plan and the holiday shift.
 */
export function TermPlanView({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState<string | null>(null);
  const [weeks, setWeeks] = useState(13);
  const [holiday, setHoliday] = useState<string | null>(null);
  const plan = useTermPlan(classId, from, weeks);
  const colorOf = (id: string) => {
    const index = plan.data?.projects.findIndex((p) => p._id === id) ?? 0;
    return projectColors[Math.max(0, index) % projectColors.length]!;
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={t('termPlans.term.from')}
          value={from ?? plan.data?.weeks[0]?.week_start ?? ''}
          onChange={(event) => setFrom(event.currentTarget.value || null)}
        />
        <Select
          label={t('termPlans.term.weeks')}
          data={weekCounts.map((n) => ({
            value: String(n),
            label: t('termPlans.term.weekCount', { count: n }),
          }))}
          value={String(weeks)}
          onChange={(value) => value && setWeeks(Number(value))}
          allowDeselect={false}
        />
      </SimpleGrid>
      {plan.isPending ? (
        <PageLoader />
      ) : plan.isError ? (
        <LoadError
          title={t('termPlans.term.loadError')}
          error={plan.error}
          onRetry={() => void plan.refetch()}
        />
      ) : (
        <Stack gap="xs">
          {plan.data.projects.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('termPlans.term.emptyProjects')}
            </Text>
          )}
          {plan.data.weeks.map((week) => (
            <WeekRow
              key={week.week_start}
              plan={plan.data}
              week={week}
              colorOf={colorOf}
              onHoliday={setHoliday}
            />
          ))}
        </Stack>
      )}
      <TermShiftDialog classId={classId} weekStart={holiday} onClose={() => setHoliday(null)} />
    </Stack>
  );
}
