import type { MediaFile } from '@cue/contracts';
import { Anchor, Group, Modal, Stack, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image';

const thumb = {
  inlineSize: 72,
  blockSize: 72,
  objectFit: 'cover',
  borderRadius: 6,
  display: 'block',
} as const;

/**
 * The files an announcement or observation carries: photos as thumbnails that open large,
 * documents and videos as links. `onExpired` refetches the answer when a signed link ran out;
 * `modalZIndex` lifts the viewer above what the list sits in (Cue's chat is above modals).
 */
export function AttachmentList({
  media,
  onExpired,
  modalZIndex,
}: {
  media: readonly MediaFile[];
  onExpired: () => void;
  modalZIndex?: number;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [open, setOpen] = useState<MediaFile | null>(null);
  if (media.length === 0) return null;
  const images = media.filter((file) => file.kind === 'image');
  const others = media.filter((file) => file.kind !== 'image');
  return (
    <Stack gap={6} aria-label={t('media.attachments.label')} role="group">
      {images.length > 0 && (
        <Group gap={6}>
          {images.map((file) => (
            <UnstyledButton
              key={file._id}
              onClick={() => setOpen(file)}
              aria-label={file.file_name ?? t('media.video')}
            >
              <MediaImage
                src={file.thumbnail_link ?? file.media_link}
                alt={file.file_name ?? ''}
                style={thumb}
                onExpired={onExpired}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
      {others.map((file) => (
        <Anchor key={file._id} href={file.media_link} target="_blank" rel="noreferrer" size="sm">
          📄 {file.file_name ?? t('media.attachments.document')}
        </Anchor>
      ))}
      {open && (
        <Modal
          opened
          onClose={() => setOpen(null)}
          fullScreen={phone}
          size="xl"
          zIndex={modalZIndex}
          title={open.file_name ?? ''}
          closeButtonProps={{ 'aria-label': t('media.viewer.close') }}
        >
          <MediaImage
            src={open.display_link ?? open.media_link}
            alt={open.file_name ?? ''}
            loading="eager"
            onExpired={onExpired}
            style={{
              maxInlineSize: '100%',
              maxBlockSize: '80dvh',
              objectFit: 'contain',
              marginInline: 'auto',
              display: 'block',
            }}
          />
        </Modal>
      )}
    </Stack>
  );
}
