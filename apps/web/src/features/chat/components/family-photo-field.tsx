import { FAMILY_PHOTOS_MAX, type MediaFile } from '@cue/contracts';
import { Button, CloseButton, FileButton, Group, Loader, Paper } from '@mantine/core';
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../../components/media-image';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { uploadFamilyPhoto } from '../../media/api/upload-family-photo';

/**
 * A parent's "Add a photo" in the composer (decision 044): each chosen photo uploads at once as
 * the parent's own and shows as a removable thumbnail before sending; at most FAMILY_PHOTOS_MAX.
 * `onUploadingChange` lets the composer hold Send until the uploads have landed.
 */
export function FamilyPhotoField({
  value,
  onChange,
  onUploadingChange,
}: {
  value: MediaFile[];
  onChange: Dispatch<SetStateAction<MediaFile[]>>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(0);
  // The count the async uploads update (state would be read stale inside `add`).
  const inFlight = useRef(0);
  const track = (change: number) => {
    inFlight.current += change;
    setUploading(inFlight.current);
    onUploadingChange(inFlight.current > 0);
  };
  const room = FAMILY_PHOTOS_MAX - value.length - uploading;

  const add = async (chosen: File[]) => {
    const files = chosen.slice(0, Math.max(room, 0));
    if (files.length < chosen.length) showError(t('chat.photoLimit', { max: FAMILY_PHOTOS_MAX }));
    if (files.length === 0) return;
    track(files.length);
    const stored: MediaFile[] = [];
    for (const file of files) {
      try {
        stored.push(await uploadFamilyPhoto(file));
      } catch (error) {
        showError(errorMessage(error));
      }
    }
    track(-files.length);
    // Onto what is there now: a photo removed meanwhile stays removed.
    onChange((current) => [...current, ...stored]);
  };

  return (
    <Group gap="xs" align="center">
      {value.map((file, index) => (
        <Paper key={file._id} withBorder radius="sm" pos="relative" style={{ overflow: 'hidden' }}>
          <MediaImage
            src={file.thumbnail_link ?? file.media_link}
            alt={t('chat.photoToSend', { number: index + 1 })}
            loading="eager"
            style={{ display: 'block', inlineSize: 64, blockSize: 64, objectFit: 'cover' }}
          />
          <CloseButton
            size="sm"
            pos="absolute"
            top={2}
            style={{ insetInlineEnd: 2 }}
            variant="white"
            aria-label={t('chat.removePhoto', { number: index + 1 })}
            onClick={() => onChange(value.filter((other) => other._id !== file._id))}
          />
        </Paper>
      ))}
      {uploading > 0 && <Loader size="sm" aria-label={t('chat.photoUploading')} />}
      {room > 0 && (
        <FileButton accept="image/*" multiple onChange={(files) => void add(files)}>
          {(props) => (
            <Button {...props} variant="default" size="sm">
              {t('chat.addPhoto')}
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
}
