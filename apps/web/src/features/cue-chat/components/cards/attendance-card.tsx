import { attendanceStatuses, type AttendanceStatus } from '@cue/contracts';
import { Badge, Box, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/error-message';
import { formatObservationDate } from '../../../../lib/dates';
import { showError, showSuccess } from '../../../../lib/notify';
import { useSaveAttendanceCard } from '../../api/save-attendance-card';
import { useChatCards, type CardRef } from '../../card-context';
import type { AttendanceCardData } from '../../tool-results';
import { AttendanceCardNotes, OpenRegisterButton, useAttendanceCardNotes } from './attendance-card-notes';
import { CardFrame, EditButton, type CardMode } from './card-frame';

const statusColors: Record<AttendanceStatus, string> = {
  present: 'green',
  absent: 'red',
  excused: 'yellow',
  leave: 'blue',
  unassigned: 'gray',
  NA: 'gray',
};

/**
 * An attendance result (spec sections 3, 4): the register of a day. View: each child's status and
 * 'Mark Complete', which saves the marks and completes the register ('Marked Complete'). Edit:
 * the status pickers of the register screen. Before saving it says when its day is not the
 * school's today or its register was already complete; a card of an earlier day's conversation
 * about an earlier day is read-only and opens the register instead (decision 022).
 */
export function AttendanceCard({
  card,
  data,
  mode,
}: {
  card: CardRef | null;
  data: AttendanceCardData;
  mode: CardMode;
}) {
  const { t } = useTranslation();
  const cards = useChatCards();
  const save = useSaveAttendanceCard(cards.classId);
  const isSaved = card !== null && cards.savedToolCalls.has(card.toolCallId);
  const { StatusPicker } = cards;
  const notes = useAttendanceCardNotes(card, data.date, card !== null && mode !== 'streaming' && !isSaved);
  const isPast = notes.day.kind === 'past';

  const counts = attendanceStatuses
    .map((status) => ({
      status,
      count: data.marks.filter((mark) => mark.attendance_status === status).length,
    }))
    .filter((entry) => entry.count > 0);

  const setStatus = (studentId: string, status: AttendanceStatus) => {
    if (!card) return;
    cards.setEdit(card.toolCallId, {
      name: 'attendance',
      data: {
        ...data,
        marks: data.marks.map((mark) =>
          mark.student_id === studentId ? { ...mark, attendance_status: status } : mark,
        ),
      },
    });
  };

  const markComplete = () => {
    if (!card) return;
    void cards
      .runSave(card, () => save.mutateAsync(data))
      .then(
        () => showSuccess(t('cueChat.cards.attendance.toast')),
        (error: unknown) => showError(errorMessage(error)),
      );
  };

  const saveLabel = isSaved
    ? t('cueChat.cards.attendance.markedComplete')
    : save.isPending
      ? t('cueChat.cards.attendance.marking')
      : t('cueChat.cards.attendance.markComplete');

  return (
    <CardFrame
      title={t('cueChat.cards.attendance.title')}
      mode={mode}
      badges={isSaved ? <Badge color="green">{t('cueChat.cards.saved')}</Badge> : undefined}
      actions={
        <>
          <EditButton
            hidden={isSaved || isPast || cards.isSaving || mode === 'edit'}
            onClick={() => card && cards.startEditing(card.toolCallId, { name: 'attendance', data })}
          />
          {notes.day.kind === 'past' && <OpenRegisterButton isoDay={notes.day.date} />}
          {mode === 'view' && (!isPast || isSaved) && (
            <Button
              mih={44}
              color={isSaved ? 'green' : undefined}
              disabled={isSaved || cards.isSaving || data.marks.length === 0}
              loading={save.isPending}
              onClick={markComplete}
            >
              {saveLabel}
            </Button>
          )}
        </>
      }
    >
      <Text size="sm" c="dimmed">
        {t('cueChat.cards.attendance.date', { date: formatObservationDate(data.date) })}
      </Text>
      <AttendanceCardNotes day={notes.day} wasComplete={notes.wasComplete} />
      {counts.length > 0 && (
        <Group gap={6}>
          {counts.map(({ status, count }) => (
            <Badge key={status} variant="light" color={statusColors[status]}>
              {t('cueChat.cards.attendance.count', {
                status: t(`cueChat.cards.attendance.status.${status}`),
                count,
              })}
            </Badge>
          ))}
        </Group>
      )}
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {data.marks.map((mark) => {
          const name = cards.studentName(mark.student_id);
          return (
            <Box
              component="li"
              key={mark.student_id}
              aria-label={name}
              py={4}
              style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {name}
                </Text>
                {mode === 'edit' ? (
                  <StatusPicker
                    studentName={name}
                    status={mark.attendance_status}
                    onChange={(status) => setStatus(mark.student_id, status)}
                  />
                ) : (
                  <Badge variant="light" color={statusColors[mark.attendance_status]}>
                    {t(`cueChat.cards.attendance.status.${mark.attendance_status}`)}
                  </Badge>
                )}
              </Group>
            </Box>
          );
        })}
      </Box>
    </CardFrame>
  );
}
