import type { StoryInsights } from '@cue/contracts';
import { Anchor, Group, List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatObservationDate } from '../../../lib/dates';
import { fullName } from '../../../lib/person-name';

/** Where "Write a story" goes: the editor, with the child already chosen. */
export const writeStoryPath = (studentId: string) =>
  `/communication/stories/create?student_id=${encodeURIComponent(studentId)}`;

/**
 * The equity list, first on the page: children with no published story in the last N days, each
 * with when their last story was and a link to write one now.
 */
export function StoryEquityList({ insights }: { insights: StoryInsights }) {
  const { t } = useTranslation();
  const without = insights.children.filter((child) => child.without_story);
  const heading = t('storyLibrary.insights.equityHeading', { count: insights.days });
  // A section with its heading (not an alert: it is the page's first content, not news).
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="story-equity-heading"
      style={{ borderColor: `var(--mantine-color-${without.length > 0 ? 'orange' : 'teal'}-5)` }}
    >
      <Title order={2} fz="h4" id="story-equity-heading" mb="xs">
        {heading}
      </Title>
      {without.length === 0 ? (
        <Text>{t('storyLibrary.insights.equityNone')}</Text>
      ) : (
        <List spacing={6}>
          {without.map((child) => (
            <List.Item key={child._id}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{fullName(child)}</Text>
                <Text size="sm" c="dimmed">
                  {child.last_story_date
                    ? t('storyLibrary.insights.lastStory', {
                        date: formatObservationDate(child.last_story_date),
                      })
                    : t('storyLibrary.insights.noStoryYet')}
                </Text>
                <Anchor component={Link} to={writeStoryPath(child._id)} size="sm">
                  {t('storyLibrary.insights.writeStory')}
                </Anchor>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
