import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PersonAvatar } from '../../../components/person-avatar';
import { showError } from '../../../lib/notify';
import { useChangeProfilePicture } from '../api/change-profile-picture';
import type { ProfilePerson } from '../profile-picture-target';

/** The picker's filter; the server decides again from the bytes (spec section 5: images only). */
const IMAGE_TYPES = 'image/*';

/** One person of the My Profile modal: their picture (or initials), Upload/Change and Remove. */
export function PictureRow({
  person,
  caption,
  onChanged,
  onPictureError,
}: {
  person: ProfilePerson;
  /** 'You' or 'Child': who the row is, under the name. */
  caption: string;
  onChanged: () => Promise<unknown> | void;
  onPictureError?: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeProfilePicture(person.target, onChanged);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<'upload' | 'remove' | null>(null);
  // Cleared after each choice, so the same file can be chosen again after a failed upload.
  const resetPicker = useRef<() => void>(null);
  const name = `${person.firstName} ${person.lastName}`.trim();

  const onFile = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    // A picker can still be talked into another file (drag and drop, "All files"): refuse it here,
    // in the server's words, rather than upload it only to be told so.
    if (!file.type.startsWith('image/')) {
      showError(t('serverMessages.onlyImages'));
      return;
    }
    setPending('upload');
    change.mutate({ file });
  };

  const remove = () => {
    setPending('remove');
    change.mutate({ remove: true }, { onSettled: () => setConfirming(false) });
  };

  return (
    <Group gap="md" wrap="nowrap" align="center" component="li" aria-label={name}>
      <PersonAvatar
        decorative
        size="lg"
        colorKey={person.id}
        firstName={person.firstName}
        lastName={person.lastName}
        picture={person.picture}
        onImageError={onPictureError}
      />
      <Stack gap={6} miw={0} style={{ flex: 1 }}>
        <div>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {caption}
          </Text>
        </div>
        <Group gap="xs">
          <FileButton
            onChange={onFile}
            accept={IMAGE_TYPES}
            disabled={change.isPending}
            resetRef={resetPicker}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                loading={change.isPending && pending === 'upload'}
                aria-label={t(person.picture ? 'profilePictures.changeFor' : 'profilePictures.uploadFor', {
                  name,
                })}
              >
                {person.picture ? t('profilePictures.change') : t('profilePictures.upload')}
              </Button>
            )}
          </FileButton>
          {person.picture && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={change.isPending}
              aria-label={t('profilePictures.removeFor', { name })}
              onClick={() => setConfirming(true)}
            >
              {t('profilePictures.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('profilePictures.removeTitle')}
        body={t('profilePictures.removeQuestion')}
        confirmLabel={t('profilePictures.remove')}
        cancelLabel={t('profilePictures.cancel')}
        loading={change.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
