import { STORY_COMMENT_MAX_LENGTH, type Story, type StoryComment } from '@cue/contracts';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeAndDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useCommentOnStory, useDeleteStoryComment } from '../api/story-comments';

/**
 * The comments under a story, oldest first, and the form. Families are told who reads theirs
 * (their family and the class's teachers); a teacher may answer one family's comment privately
 * (`reply_to`), or write for everyone who reads the story.
 */
export function StoryComments({ story, as }: { story: Story; as: 'staff' | 'parent' }) {
  const { t } = useTranslation();
  const comment = useCommentOnStory(story._id);
  const remove = useDeleteStoryComment();
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<StoryComment | null>(null);

  const send = () => {
    if (!text.trim()) return;
    comment.mutate(
      { text: text.trim(), ...(replyTo ? { reply_to: replyTo._id } : {}) },
      {
        onSuccess: () => {
          setText('');
          setReplyTo(null);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="story-comments-heading">
      <Title order={2} fz="h4" id="story-comments-heading">
        {t('storyLibrary.comments.heading')}
      </Title>
      {story.comments.length === 0 && <Text c="dimmed">{t('storyLibrary.comments.empty')}</Text>}
      {story.comments.map((item) => (
        <Paper key={item._id} withBorder radius="md" p="sm" component="article" aria-label={item.author.name}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600}>
              {item.author.name}{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                {item.author.kind === 'staff'
                  ? t('storyLibrary.comments.teacher')
                  : t('storyLibrary.comments.family')}
                {' · '}
                {formatTimeAndDate(item.created_at)}
              </Text>
            </Text>
            <Group gap={4} wrap="nowrap">
              {as === 'staff' && item.author.kind === 'parent' && (
                <Button size="compact-xs" variant="subtle" onClick={() => setReplyTo(item)}>
                  {t('storyLibrary.comments.reply')}
                </Button>
              )}
              {item.can_delete && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === item._id}
                  onClick={() =>
                    remove.mutate(item._id, { onError: (error) => showError(errorMessage(error)) })
                  }
                >
                  {t('storyLibrary.comments.delete')}
                </Button>
              )}
            </Group>
          </Group>
          {item.reply_to && (
            <Text size="xs" c="dimmed">
              {t('storyLibrary.comments.privateReply')}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.text}
          </Text>
        </Paper>
      ))}
      <Stack gap="xs">
        {as === 'parent' && (
          <Text size="sm" c="dimmed">
            {t('storyLibrary.comments.familyNote')}
          </Text>
        )}
        {replyTo && (
          <Group gap="xs">
            <Text size="sm">{t('storyLibrary.comments.replyingTo', { name: replyTo.author.name })}</Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setReplyTo(null)}>
              {t('storyLibrary.comments.cancelReply')}
            </Button>
          </Group>
        )}
        <Textarea
          label={t('storyLibrary.comments.label')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={STORY_COMMENT_MAX_LENGTH}
          rows={2}
        />
        <Group justify="flex-end">
          <Button onClick={send} loading={comment.isPending} disabled={!text.trim()}>
            {t('storyLibrary.comments.send')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
