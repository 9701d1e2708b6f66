import { DEFAULT_STORY_EQUITY_DAYS, type StoryInsightsQuery } from '@cue/contracts';
import { Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { fullName } from '../../../lib/person-name';
import { useClassRoster } from '../../observations/api/get-class-roster';
import { useStoryInsights } from '../api/story-insights';
import { StoryEquityList } from './story-equity-list';
import { StoryInsightsCharts, type InsightsView } from './story-insights-charts';

const equityDays = [14, 30, 60];
const weekRanges = [4, 8, 12, 26, 52];

/**
 * The class's (or one child's) story insights: who has had no story lately first, then stories
 * over the weeks, per child, per tag and per author, as charts or tables ("Show as").
 */
export function StoryInsightsView({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const roster = useClassRoster(classId);
  const [studentId, setStudentId] = useState<string | null>(null);
  const [days, setDays] = useState(DEFAULT_STORY_EQUITY_DAYS);
  const [weeks, setWeeks] = useState(12);
  const [view, setView] = useState<InsightsView>('chart');
  const query: StoryInsightsQuery = { days, weeks, ...(studentId ? { student_id: studentId } : {}) };
  const insights = useStoryInsights(classId, query);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('storyLibrary.insights.scope')}
          data={[
            { value: '', label: t('storyLibrary.insights.wholeClass') },
            ...(roster.data ?? []).map((child) => ({ value: child._id, label: fullName(child) })),
          ]}
          value={studentId ?? ''}
          onChange={(value) => setStudentId(value || null)}
          allowDeselect={false}
          searchable
        />
        <Select
          label={t('storyLibrary.insights.weeks')}
          data={weekRanges.map((n) => ({
            value: String(n),
            label: t('storyLibrary.insights.lastWeeks', { count: n }),
          }))}
          value={String(weeks)}
          onChange={(value) => value && setWeeks(Number(value))}
          allowDeselect={false}
        />
        <Select
          label={t('storyLibrary.insights.days')}
          data={equityDays.map((n) => ({
            value: String(n),
            label: t('storyLibrary.insights.lastDays', { count: n }),
          }))}
          value={String(days)}
          onChange={(value) => value && setDays(Number(value))}
          allowDeselect={false}
        />
      </SimpleGrid>
      {insights.isPending ? (
        <PageLoader />
      ) : insights.isError ? (
        <LoadError
          title={t('storyLibrary.insights.loadError')}
          error={insights.error}
          onRetry={() => void insights.refetch()}
        />
      ) : (
        <>
          <StoryEquityList insights={insights.data} />
          <Group gap="sm">
            <Text size="sm" id="story-insights-view">
              {t('storyLibrary.insights.view')}
            </Text>
            <SegmentedControl
              aria-labelledby="story-insights-view"
              value={view}
              onChange={(value) => setView(value as InsightsView)}
              data={[
                { value: 'chart', label: t('storyLibrary.insights.chart') },
                { value: 'table', label: t('storyLibrary.insights.table') },
              ]}
            />
          </Group>
          <StoryInsightsCharts insights={insights.data} view={view} />
        </>
      )}
    </Stack>
  );
}
