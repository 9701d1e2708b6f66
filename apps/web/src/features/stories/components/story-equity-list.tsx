import type { StoryInsights } from '@cue/contracts';
import { Alert, Anchor, Group, List, Text } from '@mantine/core';
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
  if (without.length === 0) {
    return (
      <Alert color="teal" title={heading}>
        {t('storyLibrary.insights.equityNone')}
      </Alert>
    );
  }
  return (
    <Alert color="orange" title={heading} component="section" aria-label={heading}>
      <List spacing={6}>
        {without.map((child) => (
          <List.Item key={child._id}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{fullName(child)}</Text>
              <Text size="sm" c="dimmed">
                {child.last_story_date
                  ? t('storyLibrary.insights.lastStory', { date: formatObservationDate(child.last_story_date) })
                  : t('storyLibrary.insights.noStoryYet')}
              </Text>
              <Anchor component={Link} to={writeStoryPath(child._id)} size="sm">
                {t('storyLibrary.insights.writeStory')}
              </Anchor>
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
