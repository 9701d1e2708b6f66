import type { MediaFile } from '@cue/contracts';
import {
  Button,
  CloseButton,
  FileButton,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { addClassMedia, useClassMedia } from '../api/class-media';
import { useFreshFiles } from '../api/fresh-links';
import { mediaQueryKeys } from '../api/media-query-keys';
import { acceptFor } from '../upload/check-file';
import { useUploadFiles } from '../upload/use-upload-files';
import { ConsentMarker } from './consent-marker';

/** Picks from the class library, page by page: photos already there, no second upload. */
function LibraryPicker({
  classId,
  withVideos,
  onPick,
  onClose,
  zIndex,
}: {
  classId: string;
  withVideos: boolean;
  onPick: (files: MediaFile[]) => void;
  onClose: () => void;
  zIndex: number | undefined;
}) {
  const { t } = useTranslation();
  const media = useClassMedia(classId, null, null);
  const [chosen, setChosen] = useState<Map<string, MediaFile>>(new Map());
  const items = media.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('media.attachments.fromLibrary')}
      centered
      size="lg"
      zIndex={zIndex}
    >
      <Stack>
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6}>
          {items
            .filter((item) => item.media.kind === 'image' || (withVideos && item.media.kind === 'video'))
            .map((item) => {
              const picked = chosen.has(item._id);
              return (
                <UnstyledButton
                  key={item._id}
                  aria-pressed={picked}
                  aria-label={item.caption || item.taken_on}
                  onClick={() =>
                    setChosen((current) => {
                      const next = new Map(current);
                      if (picked) next.delete(item._id);
                      else next.set(item._id, item.media);
                      return next;
                    })
                  }
                  style={{
                    position: 'relative',
                    outline: picked ? '3px solid var(--mantine-color-blue-6)' : undefined,
                    borderRadius: 6,
                  }}
                >
                  {item.media.kind === 'video' ? (
                    <video
                      src={item.media.media_link}
                      preload="metadata"
                      muted
                      aria-hidden
                      style={{
                        inlineSize: '100%',
                        aspectRatio: '1',
                        objectFit: 'cover',
                        borderRadius: 6,
                        display: 'block',
                        background: 'var(--mantine-color-dark-6)',
                      }}
                    />
                  ) : (
                    <MediaImage
                      src={item.media.thumbnail_link ?? item.media.media_link}
                      alt=""
                      style={{
                        inlineSize: '100%',
                        aspectRatio: '1',
                        objectFit: 'cover',
                        borderRadius: 6,
                        display: 'block',
                      }}
                      onExpired={() => void media.refetch()}
                    />
                  )}
                  {item.consent_blocked && (
                    <div style={{ position: 'absolute', insetBlockStart: 4, insetInlineStart: 4 }}>
                      <ConsentMarker size="xs" />
                    </div>
                  )}
                </UnstyledButton>
              );
            })}
        </SimpleGrid>
        {media.hasNextPage && (
          <Button
            variant="subtle"
            loading={media.isFetchingNextPage}
            onClick={() => void media.fetchNextPage()}
          >
            {t('media.attachments.more')}
          </Button>
        )}
        <Button disabled={chosen.size === 0} onClick={() => onPick([...chosen.values()])}>
          {t('media.attachments.pick')}
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * The attachments of an editor (announcement, observation): upload photos or PDFs with progress
 * in the task panel, or pick from the class's photos; each can be removed before saving.
 * `classMedia` (a learning story, whose photos must be class media): photos and videos only,
 * picked from the class library or uploaded into it first.
 */
export function AttachmentField({
  value,
  onChange,
  classId,
  modalZIndex,
  classMedia = false,
}: {
  value: MediaFile[];
  onChange: (files: MediaFile[]) => void;
  /** Offers the class library when given. */
  classId?: string | null;
  /** The library picker's z-index, when the field sits in something above modals (Cue's chat). */
  modalZIndex?: number;
  /** Only the class library's photos and videos (needs `classId`): uploads join it. */
  classMedia?: boolean;
}) {
  const { t } = useTranslation();
  const upload = useUploadFiles();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [picking, setPicking] = useState(false);
  const shown = useFreshFiles(value);
  const uploadFiles = async (files: File[]) => {
    const uploaded = await upload(files);
    if (!classMedia || !classId || uploaded.length === 0) return uploaded;
    await addClassMedia(classId, {
      media_ids: uploaded.map((file) => file._id),
      caption: '',
      student_ids: [],
      staff_only: false,
    });
    void queryClient.invalidateQueries({ queryKey: mediaQueryKeys.classMedia(classId) });
    return uploaded;
  };
  const add = (files: MediaFile[]) => {
    const known = new Set(value.map((file) => file._id));
    onChange([...value, ...files.filter((file) => !known.has(file._id))]);
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('media.attachments.label')}
      </Text>
      {value.length > 0 && (
        <Group gap={6}>
          {shown.files.map((file) => (
            <Paper
              key={file._id}
              withBorder
              p={4}
              radius="sm"
              style={{ display: 'flex', alignItems: 'center', gap: 4 }}
            >
              {file.kind === 'image' && file.thumbnail_link ? (
                <MediaImage
                  src={file.thumbnail_link}
                  alt={file.file_name ?? ''}
                  style={{ inlineSize: 40, blockSize: 40, objectFit: 'cover', borderRadius: 4 }}
                  onExpired={shown.renew}
                />
              ) : (
                <Text size="xs" maw={140} truncate>
                  {file.kind === 'video' ? '🎬' : '📄'} {file.file_name ?? t('media.attachments.document')}
                </Text>
              )}
              <CloseButton
                size="sm"
                aria-label={t('media.attachments.remove', {
                  name: file.file_name ?? t('media.attachments.document'),
                })}
                onClick={() => onChange(value.filter((other) => other._id !== file._id))}
              />
            </Paper>
          ))}
        </Group>
      )}
      <Group gap="xs">
        <FileButton
          accept={classMedia ? acceptFor.library : acceptFor.attachment}
          multiple
          onChange={(files) => {
            if (files.length === 0) return;
            setUploading(true);
            void uploadFiles(files)
              .then(add)
              .catch((error: unknown) => showError(errorMessage(error)))
              .finally(() => setUploading(false));
          }}
        >
          {(props) => (
            <Button {...props} variant="default" size="sm" loading={uploading}>
              {t('media.attachments.add')}
            </Button>
          )}
        </FileButton>
        {classId && (
          <Button variant="subtle" size="sm" onClick={() => setPicking(true)}>
            {t('media.attachments.fromLibrary')}
          </Button>
        )}
      </Group>
      {picking && classId && (
        <LibraryPicker
          classId={classId}
          withVideos={classMedia}
          zIndex={modalZIndex}
          onClose={() => setPicking(false)}
          onPick={(files) => {
            add(files);
            setPicking(false);
          }}
        />
      )}
    </Stack>
  );
}
