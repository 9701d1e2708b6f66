import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { CompetencyGap, PlanningInsights } from '@cue/contracts';
import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { canOpen } from '../../../app/navigation/navigation-access';
import { navigationEntry } from '../../../app/navigation/navigation-table';
import { useStaffPermissions } from '../../../app/navigation/use-staff-permissions';
import { usePlanningInsights, type InsightsPeriod } from '../api/planning-insights';

const gapColors: Record<CompetencyGap, string> = {
  not_planned: 'red',
  not_taught: 'orange',
  not_observed: 'yellow',
};

function GapBadge({ gap }: { gap: CompetencyGap | null }) {
  const { t } = useTranslation();
  if (!gap) return null;
  return (
    <Badge color={gapColors[gap]} variant="light" styles={{ root: { textTransform: 'none' } }}>
      {t(`planningInsights.gap.${gap}`)}
    </Badge>
  );
}

/** The class has no framework: nothing to count. Those who may set one get a link. */
function NoFramework() {
  const { t } = useTranslation();
  const permissions = useStaffPermissions();
  const mayChoose =
    permissions.status === 'success' &&
    canOpen(navigationEntry('curriculum'), { kind: 'staff', permissions: permissions.permissions });
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('planningInsights.noFramework.title')}
        </Title>
        <Text c="dimmed">{t('planningInsights.noFramework.body')}</Text>
        {mayChoose && (
          <Anchor component={Link} to="/admin/academic-setup/curriculum">
            {t('planningInsights.noFramework.link')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function Totals({ totals }: { totals: PlanningInsights['totals'] }) {
  const { t } = useTranslation();
  const cells: [string, number][] = [
    [t('planningInsights.totals.planned'), totals.planned],
    [t('planningInsights.totals.done'), totals.done],
    [t('planningInsights.totals.moved'), totals.moved],
    [t('planningInsights.totals.skipped'), totals.skipped],
    [t('planningInsights.totals.observations'), totals.observations],
    [t('planningInsights.totals.tagged'), totals.tagged_observations],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" component="dl" m={0}>
      {cells.map(([label, value]) => (
        <Card key={label} withBorder padding="sm">
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} fz="xl">
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function DomainChart({ domains }: { domains: PlanningInsights['domains'] }) {
  const { t } = useTranslation();
  const series = [
    { name: 'planned', label: t('planningInsights.planned'), color: 'blue.6' },
    { name: 'taught', label: t('planningInsights.taught'), color: 'teal.6' },
    { name: 'observed', label: t('planningInsights.observed'), color: 'grape.6' },
  ];
  return (
    <Card withBorder padding="md" component="section" aria-label={t('planningInsights.domains')}>
      <Title order={2} size="h5" mb="sm">
        {t('planningInsights.domains')}
      </Title>
      {/* The table below says the same, so the chart is hidden from screen readers. */}
      <div dir="ltr" aria-hidden>
        <BarChart
          h={Math.max(160, domains.length * 56)}
          data={domains.map((d) => ({
            label: d.title,
            planned: d.planned,
            taught: d.taught,
            observed: d.observed,
          }))}
          dataKey="label"
          orientation="vertical"
          yAxisProps={{ width: 140 }}
          series={series}
          withLegend
          tickLine="none"
          gridAxis="x"
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
    </Card>
  );
}

function CompetencyTable({ insights }: { insights: PlanningInsights }) {
  const { t } = useTranslation();
  const [gapsOnly, setGapsOnly] = useState(false);
  const rows = insights.competencies.filter((c) => !gapsOnly || c.gap !== null);
  return (
    <Card withBorder padding="md" component="section" aria-label={t('planningInsights.competencies')}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {t('planningInsights.competencies')}
        </Title>
        <Switch
          label={t('planningInsights.gapsOnly')}
          checked={gapsOnly}
          onChange={(event) => setGapsOnly(event.currentTarget.checked)}
        />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('planningInsights.noGaps')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('planningInsights.competency')}</Table.Th>
                <Table.Th ta="end">{t('planningInsights.planned')}</Table.Th>
                <Table.Th ta="end">{t('planningInsights.taught')}</Table.Th>
                <Table.Th ta="end">{t('planningInsights.observed')}</Table.Th>
                <Table.Th>{t('planningInsights.gapHeading')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr
                  key={c.code}
                  bg={c.gap ? `var(--mantine-color-${gapColors[c.gap]}-light)` : undefined}
                >
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {c.code}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {c.title}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">{c.planned}</Table.Td>
                  <Table.Td ta="end">{c.taught}</Table.Td>
                  <Table.Td ta="end">
                    {c.observed}
                    {c.children_observed > 0 && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        {t('planningInsights.children', { count: c.children_observed })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <GapBadge gap={c.gap} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

/**
 * Planning insights of a class: over a period (default the last 12 weeks), the totals, each
 * domain's planned vs taught vs observed as bars, and every competency with its gap.
 */
export function PlanningInsightsView({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<InsightsPeriod>({ from: null, to: null });
  const insights = usePlanningInsights(classId, period);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={t('planningInsights.from')}
          value={period.from ?? insights.data?.from ?? ''}
          onChange={(event) => setPeriod((p) => ({ ...p, from: event.currentTarget.value || null }))}
        />
        <TextInput
          type="date"
          label={t('planningInsights.to')}
          value={period.to ?? insights.data?.to ?? ''}
          onChange={(event) => setPeriod((p) => ({ ...p, to: event.currentTarget.value || null }))}
        />
      </SimpleGrid>
      {insights.isPending ? (
        <PageLoader />
      ) : insights.isError ? (
        <LoadError
          title={t('planningInsights.loadError')}
          error={insights.error}
          onRetry={() => void insights.refetch()}
        />
      ) : insights.data.framework === null ? (
        <NoFramework />
      ) : (
        <>
          <Totals totals={insights.data.totals} />
          <DomainChart domains={insights.data.domains} />
          <CompetencyTable insights={insights.data} />
        </>
      )}
    </Stack>
  );
}
