import type { SchoolClass } from '@cue/contracts';
import { Button, Divider, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { fullName } from '../../../lib/person-name';
import { useStudent } from '../api/get-student';
import { ArchiveStudentModal } from './archive-student-modal';
import { EnrollmentHistory } from './enrollment-history';
import { MoveStudentModal } from './move-student-modal';
import { StudentEditor } from './student-editor';

/**
 * The child's drawer: the editor, and for a saved child the class history, moving and archiving.
 * `studentId` 'new' opens an empty editor; null closes the drawer. Full screen on a phone.
 */
export function StudentDrawer({
  studentId,
  classes,
  onClose,
  onCreated,
}: {
  studentId: string | 'new' | null;
  classes: SchoolClass[];
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const isNew = studentId === 'new';
  const student = useStudent(studentId && !isNew ? studentId : null);
  const [dialog, setDialog] = useState<'move' | 'archive' | null>(null);
  // Bumped after each save: the editor starts again from what the server now holds.
  const [version, setVersion] = useState(0);
  const details = student.data;
  const title = isNew ? t('students.editor.newTitle') : details ? fullName(details) : '';

  return (
    <Drawer
      opened={studentId !== null}
      onClose={onClose}
      title={title}
      position="right"
      size={phone ? '100%' : 'lg'}
    >
      {isNew && (
        <StudentEditor
          student={null}
          classes={classes}
          onSaved={(saved) => onCreated(saved._id)}
          onCancel={onClose}
        />
      )}
      {!isNew && student.isPending && studentId && <Loader size="sm" aria-label={t('students.loading')} />}
      {!isNew && student.isError && (
        <LoadError
          error={student.error}
          onRetry={() => void student.refetch()}
          title={t('students.editor.loadError')}
        />
      )}
      {!isNew && details && (
        <Stack gap="lg">
          <Group gap="sm">
            {details.archived_at === null && (
              <Button
                variant="light"
                onClick={() => setDialog('move')}
                disabled={details.student_class.length === 0}
              >
                {t('students.move.button')}
              </Button>
            )}
            <Button
              variant="light"
              color={details.archived_at ? undefined : 'red'}
              onClick={() => setDialog('archive')}
            >
              {details.archived_at ? t('students.archive.restore') : t('students.archive.button')}
            </Button>
          </Group>
          {details.archived_at && (
            <Text c="dimmed" size="sm">
              {t('students.archived')}
            </Text>
          )}
          <EnrollmentHistory periods={details.enrollment_history} />
          <Divider />
          {/* Keyed by child and save, not by data: a refetch while typing never wipes what was typed. */}
          <StudentEditor
            key={`${details._id}-${version}`}
            student={details}
            classes={classes}
            onSaved={() => setVersion((v) => v + 1)}
            onCancel={onClose}
          />
          <MoveStudentModal
            student={details}
            classes={classes}
            opened={dialog === 'move'}
            onClose={() => setDialog(null)}
          />
          <ArchiveStudentModal
            key={details.archived_at ?? 'active'}
            student={details}
            classes={classes}
            opened={dialog === 'archive'}
            onClose={() => setDialog(null)}
          />
        </Stack>
      )}
    </Drawer>
  );
}
