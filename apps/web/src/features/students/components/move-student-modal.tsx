import type { SchoolClass, StudentDetails } from '@cue/contracts';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { useMoveStudent } from '../api/move-student';

/** Moves a child to another class from a date (today unless changed); the history is kept. */
export function MoveStudentModal({
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
  const current = student.student_class;
  const [fromClassId, setFromClassId] = useState<string | null>(current[0]?.class_id ?? null);
  const [toClassId, setToClassId] = useState<string | null>(null);
  const [date, setDate] = useState(() => formatDate(new Date(), 'YYYY-MM-DD'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const move = useMoveStudent();
  const targets = classes.filter((c) => !current.some((own) => own.class_id === c._id));

  const submit = () => {
    if (!toClassId) {
      setErrors({ class_id: t('students.errors.required') });
      return;
    }
    move.mutate(
      {
        id: student._id,
        input: {
          class_id: toClassId,
          ...(fromClassId && { from_class_id: fromClassId }),
          ...(date && { date }),
        },
      },
      {
        onSuccess: (moved) => {
          const name = classes.find((c) => c._id === toClassId)?.class_name ?? '';
          showSuccess(t('students.move.done', { name: fullName(moved), class: name }));
          setErrors({});
          onClose();
        },
        onError: (failure) => {
          const message = errorMessage(failure);
          if (isApiError(failure) && failure.field) setErrors({ [failure.field]: message });
          else showError(message);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('students.move.title', { name: fullName(student) })}>
      <Stack gap="md">
        {current.length > 1 && (
          <Select
            label={t('students.move.from')}
            data={current.map((c) => ({ value: c.class_id, label: c.class_name }))}
            value={fromClassId}
            onChange={setFromClassId}
            error={errors.from_class_id}
            allowDeselect={false}
          />
        )}
        {current.length === 1 && (
          <Text size="sm">
            {t('students.move.from')}: <strong>{current[0]!.class_name}</strong>
          </Text>
        )}
        <Select
          label={t('students.move.to')}
          data={targets.map((c) => ({ value: c._id, label: c.class_name }))}
          value={toClassId}
          onChange={setToClassId}
          error={errors.class_id}
          required
        />
        <TextInput
          type="date"
          label={t('students.move.date')}
          description={t('students.move.dateHint')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.date}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            {t('students.editor.cancel')}
          </Button>
          <Button onClick={submit} loading={move.isPending}>
            {t('students.move.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
