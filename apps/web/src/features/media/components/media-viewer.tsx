import type { ClassMediaItem } from '@cue/contracts';
import { ActionIcon, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useBulkMediaAction, useEditClassMedia } from '../api/media-actions';
import { useFormatDate } from '../use-format-date';
import { ChildTagPicker } from './child-tag-picker';
import { ConsentMarker } from './consent-marker';
import { mediaAlt } from './media-tile';
import { useSwipe } from './use-swipe';

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Caption and tagged children of one item (staff), saved together; and posting it to families. */
function ItemEditor({
  classId,
  item,
  onPost,
}: {
  classId: string;
  item: ClassMediaItem;
  onPost: (items: ClassMediaItem[]) => void;
}) {
  const { t } = useTranslation();
  const edit = useEditClassMedia(classId);
  const tag = useBulkMediaAction(classId);
  const savedTags = item.tagged_students.map((c) => c._id);
  const [caption, setCaption] = useState(item.caption);
  const [tags, setTags] = useState<string[]>(savedTags);
  const dirty = caption !== item.caption || !sameIds(tags, savedTags);

  const save = async () => {
    try {
      if (caption !== item.caption) await edit.mutateAsync({ id: item._id, input: { caption } });
      if (!sameIds(tags, savedTags)) {
        await tag.mutateAsync({ kind: 'tag', media_ids: [item._id], student_ids: tags, mode: 'set' });
      }
      showSuccess(t('media.viewer.saved'));
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  return (
    <>
      <Textarea
        label={t('media.viewer.caption')}
        value={caption}
        onChange={(e) => setCaption(e.currentTarget.value)}
        autosize
        minRows={1}
      />
      <ChildTagPicker classId={classId} value={tags} onChange={setTags} />
      <Group justify="space-between">
        <Button variant="light" onClick={() => onPost([item])}>
          {t('media.post.attach')}
        </Button>
        <Button onClick={() => void save()} disabled={!dirty} loading={edit.isPending || tag.isPending}>
          {t('media.viewer.save')}
        </Button>
      </Group>
    </>
  );
}

/**
 * The viewer: one item large, previous and next (buttons, arrow keys, swipe), its caption and
 * tagged children (staff edit both), the consent marker, and sharing it in an announcement.
 * Full screen on phones.
 */
export function MediaViewer({
  classId,
  items,
  index,
  onIndex,
  onClose,
  onExpired,
  onPost,
  readOnly = false,
}: {
  classId: string;
  items: ClassMediaItem[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  onExpired: () => void;
  onPost: (items: ClassMediaItem[]) => void;
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const formatDate = useFormatDate();
  const item = items[index];
  const rtl = i18n.dir() === 'rtl';
  const previous = () => index > 0 && onIndex(index - 1);
  const next = () => index < items.length - 1 && onIndex(index + 1);
  const swipe = useSwipe(previous, next, rtl);
  if (!item) return null;
  const alt = mediaAlt(item, formatDate, t);

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={phone}
      size="xl"
      title={formatDate(item.taken_on)}
      // Full screen on a phone, this button is the way back to the grid: it needs a name.
      closeButtonProps={{ 'aria-label': t('media.viewer.close') }}
      onKeyDown={(event) => {
        if (event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLInputElement) return;
        if (event.key === 'ArrowLeft') (rtl ? next : previous)();
        if (event.key === 'ArrowRight') (rtl ? previous : next)();
      }}
    >
      <Stack gap="sm">
        <div
          {...swipe}
          style={{ ...swipe.style, display: 'grid', placeItems: 'center', minBlockSize: '40dvh' }}
        >
          {item.media.kind === 'video' ? (
            <video
              src={item.media.media_link}
              controls
              playsInline
              style={{ maxInlineSize: '100%', maxBlockSize: '70dvh' }}
              onError={onExpired}
            />
          ) : (
            <MediaImage
              src={item.media.display_link ?? item.media.media_link}
              alt={alt}
              loading="eager"
              onExpired={onExpired}
              style={{ maxInlineSize: '100%', maxBlockSize: '70dvh', objectFit: 'contain' }}
            />
          )}
        </div>
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon
            variant="default"
            size={44}
            onClick={previous}
            disabled={index === 0}
            aria-label={t('media.viewer.previous')}
          >
            {rtl ? '›' : '‹'}
          </ActionIcon>
          <Text size="sm" c="dimmed">
            {t('media.viewer.position', { n: index + 1, total: items.length })}
          </Text>
          <ActionIcon
            variant="default"
            size={44}
            onClick={next}
            disabled={index >= items.length - 1}
            aria-label={t('media.viewer.next')}
          >
            {rtl ? '‹' : '›'}
          </ActionIcon>
        </Group>
        {!readOnly && item.consent_blocked && (
          <Group gap="xs">
            <ConsentMarker />
            <Text size="sm" c="red">
              {t('media.consent.blockedItem')}
            </Text>
          </Group>
        )}
        {readOnly ? (
          item.caption && <Text>{item.caption}</Text>
        ) : (
          // Keyed by the saved values: another item, or a fresh answer, starts the fields afresh.
          <ItemEditor
            key={`${item._id}:${item.caption}:${item.tagged_students.map((c) => c._id).join()}`}
            classId={classId}
            item={item}
            onPost={onPost}
          />
        )}
      </Stack>
    </Modal>
  );
}
