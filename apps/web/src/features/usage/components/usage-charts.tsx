import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Badge, Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { formatDate } from '../../../lib/dates';
import { useSchoolUsage } from '../api/get-school-usage';

type View = 'chart' | 'table';
const weekLabel = (week: string) => formatDate(week, 'DD-MM');

/**
 * The usage page: one bar chart per kind of record (records per week, 12 weeks) and the most
 * active staff. Every chart has the same numbers as a table ("Show as: Table") for screen readers
 * and for anyone who would rather read numbers.
 */
export function UsageCharts() {
  const { t } = useTranslation();
  const usage = useSchoolUsage();
  const [view, setView] = useState<View>('chart');

  if (usage.isPending) return <PageLoader />;
  if (usage.isError) return <LoadError error={usage.error} onRetry={() => void usage.refetch()} />;
  const { weeks, series, most_active_staff: staff } = usage.data;
  const nothing = series.every((s) => s.total === 0);

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Text size="sm" id="usage-view">
          {t('usage.view')}
        </Text>
        <SegmentedControl
          aria-labelledby="usage-view"
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'chart', label: t('usage.chart') },
            { value: 'table', label: t('usage.table') },
          ]}
        />
      </Group>
      {nothing && <Text c="dimmed">{t('usage.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {series.map((s) => {
          const title = t(`usage.kinds.${s.kind}`);
          const data = weeks.map((week, i) => ({ week: weekLabel(week), count: s.counts[i] ?? 0 }));
          return (
            <Card key={s.kind} withBorder padding="md" component="section" aria-label={title}>
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Title order={2} size="h5">
                  {title}
                </Title>
                {!s.enabled && (
                  <Badge color="gray" variant="light">
                    {t('usage.moduleOff')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" mb="sm">
                {t('usage.total', { count: s.total })}
              </Text>
              {view === 'chart' ? (
                // Weeks run left to right in every language, as on a calendar.
                <div dir="ltr" aria-hidden>
                  <BarChart
                    h={160}
                    data={data}
                    dataKey="week"
                    series={[{ name: 'count', label: t('usage.records'), color: 'blue.6' }]}
                    tickLine="none"
                    gridAxis="y"
                    // Hidden from screen readers (the table says the same), so no keyboard stop.
                    barChartProps={{ accessibilityLayer: false }}
                  />
                </div>
              ) : (
                <WeekTable data={data} />
              )}
            </Card>
          );
        })}
      </SimpleGrid>

      <Card withBorder padding="md" component="section" aria-labelledby="usage-staff">
        <Title order={2} size="h4" id="usage-staff" mb="sm">
          {t('usage.staffTitle')}
        </Title>
        {staff.length === 0 ? (
          <Text c="dimmed">{t('usage.staffEmpty')}</Text>
        ) : view === 'chart' ? (
          <div dir="ltr" aria-hidden>
            <BarChart
              h={Math.max(120, staff.length * 36)}
              data={staff.map((s) => ({ name: s.name, records: s.records }))}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 120 }}
              series={[{ name: 'records', label: t('usage.records'), color: 'teal.6' }]}
              gridAxis="x"
              barChartProps={{ accessibilityLayer: false }}
            />
          </div>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('usage.staff')}</Table.Th>
                <Table.Th>{t('usage.records')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.map((s) => (
                <Table.Tr key={s.user_id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{s.records}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}

function WeekTable({ data }: { data: { week: string; count: number }[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={200}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('usage.week')}</Table.Th>
            <Table.Th>{t('usage.records')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((row) => (
            <Table.Tr key={row.week}>
              <Table.Td>{row.week}</Table.Td>
              <Table.Td>{row.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
