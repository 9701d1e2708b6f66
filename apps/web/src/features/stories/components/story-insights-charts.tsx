import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { StoryInsights } from '@cue/contracts';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { fullName } from '../../../lib/person-name';

export type InsightsView = 'chart' | 'table';
type Row = { label: string; stories: number };

/** One card: a bar chart (hidden from screen readers) or the same numbers as a table. */
function InsightCard({
  title,
  rows,
  view,
  vertical = false,
  labelHeading,
  children,
}: {
  title: string;
  rows: Row[];
  view: InsightsView;
  vertical?: boolean;
  labelHeading: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const series = [{ name: 'stories', label: t('storyLibrary.insights.stories'), color: 'blue.6' }];
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('storyLibrary.insights.nothing')}</Text>
      ) : view === 'chart' ? (
        // Weeks and names read left to right in every language, as on a calendar.
        <div dir="ltr" aria-hidden>
          <BarChart
            h={vertical ? Math.max(120, rows.length * 32) : 180}
            data={rows}
            dataKey="label"
            orientation={vertical ? 'vertical' : 'horizontal'}
            yAxisProps={vertical ? { width: 120 } : undefined}
            series={series}
            tickLine="none"
            gridAxis={vertical ? 'x' : 'y'}
            // Hidden from screen readers (the table says the same), so not a keyboard stop either.
            barChartProps={{ accessibilityLayer: false }}
          />
        </div>
      ) : (
        <Table.ScrollContainer minWidth={200}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labelHeading}</Table.Th>
                <Table.Th>{t('storyLibrary.insights.stories')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={`${row.label}-${index}`}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td>{row.stories}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {children}
    </Card>
  );
}

/**
 * Stories per week, per child, per tag (with the tags never used) and per author
 * (decision 037: @mantine/charts, its stylesheet loaded with this screen only).
 */
export function StoryInsightsCharts({ insights, view }: { insights: StoryInsights; view: InsightsView }) {
  const { t } = useTranslation();
  const neverUsed = insights.tags.filter((tag) => tag.stories === 0);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <InsightCard
        title={t('storyLibrary.insights.perWeek')}
        labelHeading={t('storyLibrary.insights.week')}
        view={view}
        rows={insights.weeks.map((week) => ({
          label: formatDate(week.week_start, 'DD-MM'),
          stories: week.stories,
        }))}
      />
      <InsightCard
        title={t('storyLibrary.insights.perChild')}
        labelHeading={t('storyLibrary.insights.child')}
        view={view}
        vertical
        rows={insights.children.map((child) => ({ label: fullName(child), stories: child.stories }))}
      />
      <InsightCard
        title={t('storyLibrary.insights.tags')}
        labelHeading={t('storyLibrary.insights.tag')}
        view={view}
        vertical
        rows={insights.tags
          .filter((tag) => tag.stories > 0)
          .map((tag) => ({ label: tag.name, stories: tag.stories }))}
      >
        {neverUsed.length > 0 && (
          <Stack gap={4} mt="sm">
            <Text size="sm" fw={600}>
              {t('storyLibrary.insights.neverUsed')}
            </Text>
            <Group gap={4}>
              {neverUsed.map((tag) => (
                <Badge key={tag._id} variant="outline" color="gray" style={{ textTransform: 'none' }}>
                  {tag.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
      </InsightCard>
      <InsightCard
        title={t('storyLibrary.insights.authors')}
        labelHeading={t('storyLibrary.insights.author')}
        view={view}
        vertical
        rows={insights.authors.map((author) => ({ label: author.name, stories: author.stories }))}
      />
    </SimpleGrid>
  );
}
