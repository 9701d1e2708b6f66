import type { SchoolClass, StudentDetails } from '@cue/contracts';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { useArchiveStudent } from '../api/archive-student';

/** Archive after a confirmation; an archived child comes back by choosing the class they join. */
export function ArchiveStudentModal({
  student,
  classes,
  opened,
  onClose,
}: {
  student: StudentDetails;
  classes: SchoolClass[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const archive = useArchiveStudent();
  const restoring = student.archived_at !== null;
  const [classId, setClassId] = useState<string | null>(null);
  const [classError, setClassError] = useState<string | undefined>();
  const name = fullName(student);

  const submit = () => {
    if (restoring && !classId) {
      setClassError(t('students.errors.required'));
      return;
    }
    archive.mutate(
      { id: student._id, input: restoring ? { archived: false, class_id: classId! } : { archived: true } },
      {
        onSuccess: () => {
          showSuccess(t(restoring ? 'students.archive.restored' : 'students.archive.done', { name }));
          onClose();
        },
        onError: (failure) => showError(errorMessage(failure)),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={restoring ? t('students.archive.restoreTitle', { name }) : t('students.archive.title', { name })}
    >
      <Stack gap="md">
        {restoring ? (
          <Select
            label={t('students.archive.restoreClass')}
            data={classes.map((c) => ({ value: c._id, label: c.class_name }))}
            value={classId}
            onChange={setClassId}
            error={classError}
            required
          />
        ) : (
          <Text>{t('students.archive.body', { name })}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={archive.isPending}>
            {t('students.editor.cancel')}
          </Button>
          <Button color={restoring ? undefined : 'red'} onClick={submit} loading={archive.isPending}>
            {restoring ? t('students.archive.restoreConfirm') : t('students.archive.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
