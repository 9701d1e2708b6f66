import type { Story, StoryStatus } from '@cue/contracts';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The editor's buttons for where the story stands: a draft is saved, submitted for review or
 * published; a story waiting for review is published or sent back with a note by a reviewer;
 * a published story's changes are saved. `can_publish` is the server's answer (a new story's
 * is not known yet: the server refuses publishing if the author may not).
 */
export function StoryReviewActions({
  story,
  busy,
  onSave,
  onStatus,
}: {
  story: Story | null;
  busy: StoryStatus | 'save' | null;
  onSave: () => void;
  onStatus: (status: StoryStatus, note?: string) => void;
}) {
  const { t } = useTranslation();
  const [sendingBack, setSendingBack] = useState(false);
  const [note, setNote] = useState('');
  const status = story?.status ?? 'draft';
  const canPublish = story?.can_publish ?? true;

  if (status === 'in_review' && canPublish) {
    return (
      <Stack gap="xs">
        {sendingBack && (
          <Textarea
            label={t('stories.review.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
        )}
        <Group gap="xs">
          <Button loading={busy === 'published'} onClick={() => onStatus('published')}>
            {t('stories.actions.publish')}
          </Button>
          {sendingBack ? (
            <Button variant="default" loading={busy === 'draft'} onClick={() => onStatus('draft', note)}>
              {t('stories.review.sendBack')}
            </Button>
          ) : (
            <Button variant="default" onClick={() => setSendingBack(true)}>
              {t('stories.review.sendBack')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="xs">
      {status === 'in_review' && (
        <Text size="sm" c="dimmed">
          {t('stories.review.waiting')}
        </Text>
      )}
      {status === 'draft' && canPublish && (
        <Button loading={busy === 'published'} onClick={() => onStatus('published')}>
          {t('stories.actions.publish')}
        </Button>
      )}
      {status === 'draft' && (
        <Button variant="light" loading={busy === 'in_review'} onClick={() => onStatus('in_review')}>
          {t('stories.actions.submit')}
        </Button>
      )}
      <Button variant="default" loading={busy === 'save'} onClick={onSave}>
        {status === 'published' ? t('stories.actions.saveChanges') : t('stories.actions.saveDraft')}
      </Button>
    </Group>
  );
}
