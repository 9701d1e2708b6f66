import type { AttendanceStatus } from '@cue/contracts';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useMutationState } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RegisterChange } from '../api/change-register';
import { registerMutationKey } from '../api/attendance-query-keys';

/**
 * Where a child's last tap on the register is: 'saving' while its request is in flight,
 * 'queued' while it waits on the device for the connection (the offline queue sets this one),
 * 'failed' when it was not saved. A row with no state shows what the server holds.
 */
export type RowSaveState = 'saving' | 'queued' | 'failed';

/** What a row needs to show its state and to send its last tap again. */
export interface RowSave {
  state: RowSaveState;
  /** The child's last change, to send again after a failure. */
  change: RegisterChange;
}

interface SeenMutation {
  status: 'idle' | 'pending' | 'success' | 'error';
  change: RegisterChange;
  submittedAt: number;
}

/** The children a change names ('Mark all present': the children unmarked when it was sent). */
function childrenOf(change: RegisterChange): readonly string[] {
  return change.kind === 'allPresent'
    ? (change.studentIds ?? [])
    : change.marks.map((mark) => mark.student_id);
}

/**
 * Each child's save state from the register's saves, the latest save naming the child deciding:
 * a later success clears an earlier failure.
 */
export function rowSaveStates(mutations: readonly SeenMutation[]): Map<string, RowSave> {
  const latest = new Map<string, SeenMutation>();
  for (const mutation of [...mutations].sort((a, b) => a.submittedAt - b.submittedAt)) {
    for (const id of childrenOf(mutation.change)) latest.set(id, mutation);
  }
  const states = new Map<string, RowSave>();
  for (const [id, mutation] of latest) {
    if (mutation.status === 'pending') states.set(id, { state: 'saving', change: mutation.change });
    // A failed 'Mark all present' is said once by its error toast; the rows stay visibly unmarked.
    if (mutation.status === 'error' && mutation.change.kind === 'marks') {
      const mark = mutation.change.marks.find((m) => m.student_id === id);
      if (mark) {
        states.set(id, {
          state: 'failed',
          change: { kind: 'marks', marks: [{ student_id: id, attendance_status: mark.attendance_status }] },
        });
      }
    }
  }
  return states;
}

/** Each child's save state on a class's register for a day (see rowSaveStates). */
export function useRowSaveStates(classId: string, date: string): Map<string, RowSave> {
  const mutations = useMutationState({
    filters: { mutationKey: registerMutationKey(classId, date) },
    select: (mutation): SeenMutation => ({
      status: mutation.state.status,
      change: mutation.state.variables as RegisterChange,
      submittedAt: mutation.state.submittedAt,
    }),
  });
  return rowSaveStates(mutations);
}

/** The status a failed tap meant to save, for the row's message. */
function intendedStatus(save: RowSave): AttendanceStatus | undefined {
  return save.change.kind === 'marks' ? save.change.marks[0]?.attendance_status : undefined;
}

/**
 * A row's save state in words (with a spinner while saving), announced politely; a failed tap
 * offers to send it again.
 */
export function RowSaveMark({ save, onRetry }: { save: RowSave | undefined; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!save) return null;
  const status = intendedStatus(save);
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
      {save.state === 'saving' && <Loader size={14} aria-hidden />}
      <Text size="sm" c={save.state === 'failed' ? 'red.8' : 'gray.7'}>
        {save.state === 'saving' && t('attendance.rowSave.saving')}
        {save.state === 'queued' && t('attendance.rowSave.queued')}
        {save.state === 'failed' &&
          t('attendance.rowSave.failed', { status: status ? t(`attendance.status.${status}`) : '' })}
      </Text>
      {save.state === 'failed' && (
        <Button size="compact-md" h={44} variant="subtle" color="red.8" onClick={onRetry}>
          {t('attendance.rowSave.retry')}
        </Button>
      )}
    </Group>
  );
}
