import type { ClassMediaItem } from '@cue/contracts';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useCreatePostWithMedia } from '../api/media-actions';

/**
 * "Attach to announcement": an announcement to the class's families carrying the chosen items.
 * The server refuses a photo of a child without consent, naming the child: that message stays in
 * the form so the teacher can take the photo out and try again.
 */
export function PostWithMediaModal({
  classId,
  items,
  onClose,
}: {
  classId: string;
  items: ClassMediaItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const post = useCreatePostWithMedia(classId);
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const blocked = items.filter((item) => item.consent_blocked).length;

  const send = (saveAsDraft: boolean) =>
    post.mutate(
      { title, summary, media_ids: items.map((item) => item._id), save_as_draft: saveAsDraft },
      {
        onSuccess: () => {
          showSuccess(t(saveAsDraft ? 'media.post.drafted' : 'media.post.sent'));
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('media.post.title')} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('media.post.count', { count: items.length })}
        </Text>
        {blocked > 0 && (
          <Text size="sm" c="red">
            {t('media.post.blockedWarning', { count: blocked })}
          </Text>
        )}
        <TextInput
          label={t('media.post.headline')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          required
        />
        <Textarea
          label={t('media.post.message')}
          value={summary}
          onChange={(e) => setSummary(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        {post.isError && (
          <Alert color="red" role="alert">
            {errorMessage(post.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => send(true)}
            disabled={!title.trim()}
            loading={post.isPending}
          >
            {t('media.post.saveDraft')}
          </Button>
          <Button onClick={() => send(false)} disabled={!title.trim()} loading={post.isPending}>
            {t('media.post.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
