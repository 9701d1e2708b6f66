import { Button, FileButton, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useAddClassMedia } from '../api/class-media';
import { acceptFor } from '../upload/check-file';
import { useUploadFiles } from '../upload/use-upload-files';
import { ChildTagPicker } from './child-tag-picker';

/**
 * Upload: choose photos or videos, optionally tag children and keep them staff only, then the
 * files go up through the queue (progress in the task panel) and join the class library.
 */
export function UploadToLibrary({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const upload = useUploadFiles();
  const add = useAddClassMedia(classId);
  const [files, setFiles] = useState<File[]>([]);
  const [children, setChildren] = useState<string[]>([]);
  const [staffOnly, setStaffOnly] = useState(false);

  const start = async () => {
    const chosen = files;
    const tags = children;
    const privacy = staffOnly;
    setFiles([]);
    setChildren([]);
    setStaffOnly(false);
    const stored = await upload(chosen);
    if (stored.length === 0) return;
    try {
      await add.mutateAsync({
        media_ids: stored.map((file) => file._id),
        caption: '',
        student_ids: tags,
        staff_only: privacy,
      });
      showSuccess(t('media.upload.added', { count: stored.length }));
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  return (
    <>
      <FileButton onChange={setFiles} accept={acceptFor.library} multiple>
        {(props) => (
          <Button {...props} mih={44}>
            {t('media.upload.button')}
          </Button>
        )}
      </FileButton>
      <Modal opened={files.length > 0} onClose={() => setFiles([])} title={t('media.upload.title')} centered>
        <Stack>
          <Text size="sm">{t('media.upload.chosen', { count: files.length })}</Text>
          <ChildTagPicker
            classId={classId}
            value={children}
            onChange={setChildren}
            label={t('media.upload.tagLabel')}
          />
          <Switch
            label={t('media.privacy.staffOnly')}
            checked={staffOnly}
            onChange={(e) => setStaffOnly(e.currentTarget.checked)}
          />
          <Button onClick={() => void start()}>{t('media.upload.start')}</Button>
        </Stack>
      </Modal>
    </>
  );
}
