import type { ClassMediaItem } from '@cue/contracts';
import { Button, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useAlbums, useEditAlbum } from '../api/albums';
import { useBulkMediaAction } from '../api/media-actions';
import { ChildTagPicker } from './child-tag-picker';

type Dialog = 'delete' | 'album' | 'tag' | null;

/**
 * What a teacher can do with the selected items: delete (after confirming), add to an album, tag
 * children, make them staff only or share them with families, or post them to families.
 */
export function SelectionBar({
  classId,
  selected,
  onDone,
  onPost,
}: {
  classId: string;
  selected: ClassMediaItem[];
  onDone: () => void;
  onPost: (items: ClassMediaItem[]) => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkMediaAction(classId);
  const albums = useAlbums(classId);
  const editAlbum = useEditAlbum(classId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [albumId, setAlbumId] = useState<string | null>(null);
  const [children, setChildren] = useState<string[]>([]);
  const ids = selected.map((item) => item._id);
  const none = ids.length === 0;

  const finish = (message: string) => {
    showSuccess(message);
    setDialog(null);
    onDone();
  };
  const fail = (error: unknown) => showError(errorMessage(error));

  return (
    <Paper
      withBorder
      shadow="md"
      p="xs"
      radius="md"
      style={{
        position: 'sticky',
        insetBlockEnd: 'calc(var(--staff-bottom-bar, 0px) + 0.5rem)',
        zIndex: 10,
        // Room for the round Chat with Cue button (56 px, 16 px from the edge) that floats over
        // this corner: without it the button sat on top of the actions (seen at 390 px wide).
        paddingInlineEnd: '4.5rem',
      }}
      role="toolbar"
      aria-label={t('media.select.toolbar')}
    >
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('media.select.count', { count: ids.length })}
        </Text>
        <Group gap={6}>
          <Button size="xs" color="red" variant="light" disabled={none} onClick={() => setDialog('delete')}>
            {t('media.select.delete')}
          </Button>
          <Button size="xs" variant="light" disabled={none} onClick={() => setDialog('album')}>
            {t('media.select.addToAlbum')}
          </Button>
          <Button size="xs" variant="light" disabled={none} onClick={() => setDialog('tag')}>
            {t('media.select.tag')}
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={none}
            loading={bulk.isPending}
            onClick={() =>
              bulk.mutate(
                { kind: 'privacy', media_ids: ids, staff_only: true },
                { onSuccess: () => finish(t('media.privacy.madeStaffOnly')), onError: fail },
              )
            }
          >
            {t('media.privacy.staffOnly')}
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={none}
            onClick={() =>
              bulk.mutate(
                { kind: 'privacy', media_ids: ids, staff_only: false },
                { onSuccess: () => finish(t('media.privacy.madeShared')), onError: fail },
              )
            }
          >
            {t('media.privacy.share')}
          </Button>
          <Button size="xs" variant="light" disabled={none} onClick={() => onPost(selected)}>
            {t('media.post.attach')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('media.select.deleteTitle')}
        body={t('media.select.deleteBody', { count: ids.length })}
        confirmLabel={t('media.select.delete')}
        cancelLabel={t('media.cancel')}
        loading={bulk.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          bulk.mutate(
            { kind: 'delete', media_ids: ids },
            { onSuccess: () => finish(t('media.select.deleted', { count: ids.length })), onError: fail },
          )
        }
      />
      <Modal
        opened={dialog === 'album'}
        onClose={() => setDialog(null)}
        title={t('media.select.addToAlbum')}
        centered
      >
        <Stack>
          <Select
            label={t('media.albums.choose')}
            data={(albums.data ?? []).map((album) => ({ value: album._id, label: album.name }))}
            value={albumId}
            onChange={setAlbumId}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            disabled={!albumId}
            loading={editAlbum.isPending}
            onClick={() =>
              albumId &&
              editAlbum.mutate(
                { id: albumId, input: { add_media_ids: ids } },
                { onSuccess: () => finish(t('media.albums.added')), onError: fail },
              )
            }
          >
            {t('media.select.addToAlbum')}
          </Button>
        </Stack>
      </Modal>
      <Modal opened={dialog === 'tag'} onClose={() => setDialog(null)} title={t('media.select.tag')} centered>
        <Stack>
          <ChildTagPicker classId={classId} value={children} onChange={setChildren} />
          <Button
            disabled={children.length === 0}
            loading={bulk.isPending}
            onClick={() =>
              bulk.mutate(
                { kind: 'tag', media_ids: ids, student_ids: children, mode: 'add' },
                { onSuccess: () => finish(t('media.tags.saved')), onError: fail },
              )
            }
          >
            {t('media.select.tag')}
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
}
