import { Anchor, Divider, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfilePerson } from '../profile-picture-target';
import { PictureRow } from './picture-row';

export interface MyProfileModalProps {
  opened: boolean;
  onClose: () => void;
  /** The signed-in person. */
  self: ProfilePerson;
  /** A parent's children (each picture theirs to change); empty for staff. */
  childrenOfParent: ProfilePerson[];
  /** Reloads what shows the pictures once one changed (every avatar of the app). */
  onChanged: () => Promise<unknown> | void;
  /** A picture here failed to load (an expired link): reload it. */
  onPictureError?: () => void;
  /** Goes to the account screen (photo sharing, linked sign-ins, deleting the account). */
  onOpenAccountSettings?: () => void;
}

/** Spec "My Profile modal": the person's picture and, for parents, each child's: upload, change, remove. */
export function MyProfileModal({
  opened,
  onClose,
  self,
  childrenOfParent,
  onChanged,
  onPictureError,
  onOpenAccountSettings,
}: MyProfileModalProps) {
  const { t } = useTranslation();
  const rowProps = { onChanged, onPictureError };
  return (
    <Modal opened={opened} onClose={onClose} title={t('profilePictures.title')} size="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('profilePictures.intro')}
        </Text>
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          <PictureRow person={self} caption={t('profilePictures.you')} {...rowProps} />
        </Stack>
        {childrenOfParent.length > 0 && (
          <>
            <Divider label={t('profilePictures.children')} labelPosition="left" />
            <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
              {childrenOfParent.map((child) => (
                <PictureRow
                  key={child.id}
                  person={child}
                  caption={t('profilePictures.child')}
                  {...rowProps}
                />
              ))}
            </Stack>
          </>
        )}
        {onOpenAccountSettings && (
          // A link, not a button: its long label wraps on a phone instead of running off the modal.
          <Anchor component="button" type="button" onClick={onOpenAccountSettings} ta="start" size="sm">
            {t('profilePictures.accountSettings')}
          </Anchor>
        )}
      </Stack>
    </Modal>
  );
}
