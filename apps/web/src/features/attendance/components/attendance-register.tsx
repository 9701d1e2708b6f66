import {
  NOT_MARKED,
  markedStatuses,
  type AttendanceRegister,
  type AttendanceStatus,
  type RegisterRow,
} from '@cue/contracts';
import { Alert, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazySlot } from '../../../components/lazy-slot';
import { PersonAvatar } from '../../../components/person-avatar';

import { showSuccess, showUndoable } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import {
  applyRegisterChanges,
  useChangeRegister,
  usePendingRegisterChanges,
  type RegisterChange,
} from '../api/change-register';
import { attendanceQueryKeys } from '../api/attendance-query-keys';
import { useClassRegister } from '../api/get-class-register';
import { statusColors } from '../attendance-statuses';
import { useQueuedMarks } from '../hooks/use-queued-marks';
import { AttendanceStatusPicker } from './attendance-status-picker';
import { LoadError } from '../../../components/load-error';
import type { CompleteChoice } from './complete-register-modal';
import { RegisterDateField } from './register-date-field';
import { RowSaveMark, useRowSaveStates, type RowSave } from './row-save-state';
import classes from './register-row.module.css';

/**
 * The 'not marked' question is a Mantine Modal (with its scroll area): three more scripts the
 * register would wait for before it shows. It downloads once the register is on screen
 * (RegisterOfDay), and mounts from its first asking on, so later it opens with its transition.
 */
const loadCompleteRegisterModal = () =>
  import('./complete-register-modal').then((module) => module.CompleteRegisterModal);
const CompleteRegisterModal = lazySlot(loadCompleteRegisterModal);

/** Badges sized to their words, never cut ('EXCUS…') on a phone or in a longer language. */
const uncut = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
  label: { overflow: 'visible', whiteSpace: 'normal', textOverflow: 'clip' },
} as const;

/** Counts of the day by status, NA included, as small badges. */
function RegisterCounts({ register }: { register: AttendanceRegister }) {
  const { t } = useTranslation();
  const count = (status: string) =>
    register.student_attendance_list.filter((row) => row.attendance_status === status).length;
  return (
    <Group gap="xs" aria-label={t('attendance.register.countsLabel')} role="list">
      {markedStatuses.map((status) => (
        <Badge
          key={status}
          role="listitem"
          color={statusColors[status]}
          variant="light"
          size="lg"
          styles={uncut}
        >
          {t(`attendance.status.${status}`)}: {count(status)}
        </Badge>
      ))}
      <Badge role="listitem" color="gray" variant="outline" size="lg" styles={uncut}>
        {t('attendance.status.NA')}: {count(NOT_MARKED)}
      </Badge>
    </Group>
  );
}

function RegisterRowItem({
  row,
  register,
  save,
  onMark,
  onRetry,
  onPictureError,
}: {
  row: RegisterRow;
  register: AttendanceRegister;
  save: RowSave | undefined;
  onMark: (row: RegisterRow, status: AttendanceStatus) => void;
  onRetry: (change: RegisterChange) => void;
  /** A picture's signed link expired: reload the register for fresh ones. */
  onPictureError: () => void;
}) {
  const { t } = useTranslation();
  const name = fullName(row);
  const requests = register.excusals.filter((excusal) => excusal.student_id === row.student_id);
  // Plain elements (register-row.module.css): every row of the class renders on every tap.
  return (
    <li className={classes.row} aria-label={name}>
      <div className={classes.layout}>
        <div className={classes.who}>
          <PersonAvatar
            colorKey={row.student_id}
            firstName={row.first_name}
            lastName={row.last_name}
            picture={row.student_profile_picture}
            decorative
            onImageError={onPictureError}
          />
          <div className={classes.details}>
            <p className={classes.name}>{name}</p>
            {/* Only a known refusal is marked: an answer without the field says nothing. */}
            {row.photo_consent === false && (
              <Badge size="sm" color="red" variant="light" styles={uncut}>
                {t('attendance.register.noPhotos')}
              </Badge>
            )}
            {requests.map((excusal) => (
              <Badge
                key={excusal._id}
                size="sm"
                variant="dot"
                color={statusColors[excusal.kind]}
                styles={uncut}
              >
                {t(`attendance.requests.kinds.${excusal.kind}`)} ·{' '}
                {t(`attendance.requests.statuses.${excusal.status}`)}
              </Badge>
            ))}
            <RowSaveMark save={save} onRetry={() => save && onRetry(save.change)} />
          </div>
        </div>
        <AttendanceStatusPicker
          studentName={name}
          status={row.attendance_status}
          onChange={(status) => onMark(row, status)}
        />
      </div>
    </li>
  );
}

/**
 * The register of a class for a day (spec section 4 "Attendance"): every click saves that child's
 * status at once, each row saying when its save is in flight or failed; clearing a mark (the same
 * status tapped again) offers Undo; 'Mark all present' marks every unmarked child in one request;
 * 'Mark Complete' completes the register ('Marked Complete'), asking first when children are not
 * marked. Another teacher's changes arrive over realtime.
 */
export function AttendanceRegisterView({
  classId,
  date,
  onDateChange,
}: {
  classId: string;
  /** YYYY-MM-DD, or undefined for the school's today. */
  date: string | undefined;
  onDateChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  const saved = useClassRegister(classId, date);
  const isoDate = saved.data?.iso_date ?? date ?? '';

  return (
    <Stack gap="md">
      {/* Outside the loading states, so a typed day is never swept away while its register loads. */}
      <RegisterDateField value={isoDate} onChange={onDateChange} />
      {saved.isPending ? (
        // A screen's height while loading: the sections below (legend, requests) start out of
        // sight instead of showing and then being pushed down by the list (a layout shift).
        <Center py="xl" mih="100dvh" role="status" aria-label={t('shell.loading')}>
          <Loader />
        </Center>
      ) : saved.isError ? (
        <LoadError
          title={t('attendance.register.loadError')}
          error={saved.error}
          onRetry={() => void saved.refetch()}
        />
      ) : (
        <RegisterOfDay key={saved.data.iso_date} classId={classId} saved={saved.data} />
      )}
    </Stack>
  );
}

function RegisterOfDay({ classId, saved }: { classId: string; saved: AttendanceRegister }) {
  const { t } = useTranslation();
  const pending = usePendingRegisterChanges(classId, saved.iso_date);
  const change = useChangeRegister(classId, saved.iso_date);
  const saves = useRowSaveStates(classId, saved.iso_date);
  const queued = useQueuedMarks(classId, saved.iso_date, saved);
  const [asking, setAsking] = useState<string[]>([]);
  const [askedOnce, setAskedOnce] = useState(false);
  const queryClient = useQueryClient();
  const refreshPictures = () =>
    void queryClient.invalidateQueries(
      { queryKey: attendanceQueryKeys.registersOf(classId) },
      { cancelRefetch: false },
    );
  // Ready before the first Mark Complete, even if the connection drops meanwhile.
  useEffect(() => {
    loadCompleteRegisterModal().catch(() => {});
  }, []);

  // Offline changes first (they were made first), then the ones in flight.
  const register = applyRegisterChanges(saved, [...queued.changes, ...pending]);
  /** A row's state: waiting on the device (decision 029), else its save in flight or failed. */
  const saveOf = (childId: string): RowSave | undefined => {
    const latest = saves.get(childId);
    if (latest || !queued.childIds.has(childId)) return latest;
    const change = queued.changes.findLast((queuedChange) =>
      queuedChange.kind === 'marks'
        ? queuedChange.marks.some((queuedMark) => queuedMark.student_id === childId)
        : true,
    );
    return change && { state: 'queued', change };
  };
  const unmarked = register.student_attendance_list.filter((row) => row.attendance_status === NOT_MARKED);
  const send = (next: RegisterChange) => change.mutateAsync(next);
  // Failures are said by the save's own error toast (useChangeRegister).
  const ignoreFailure = () => {};

  /** Whether every unmarked child is now saved as present. */
  const markAllPresent = () =>
    send({ kind: 'allPresent', studentIds: unmarked.map((row) => row.student_id) }).then(
      () => true,
      () => false,
    );

  const mark = (row: RegisterRow, status: AttendanceStatus) => {
    const previous = row.attendance_status;
    const marks = (to: AttendanceStatus) => ({
      kind: 'marks' as const,
      marks: [{ student_id: row.student_id, attendance_status: to }],
    });
    send(marks(status)).then((outcome) => {
      // Tapping the chosen status again clears it (spec section 4): easy by mistake, so undoable.
      // Not while offline: the row says it waits, and a toast's code may not be downloadable.
      if (outcome.queued || status !== NOT_MARKED || previous === NOT_MARKED) return;
      showUndoable(
        t('attendance.register.clearedToast', {
          name: fullName(row),
          status: t(`attendance.status.${previous}`),
        }),
        () => void send(marks(previous)).catch(ignoreFailure),
      );
    }, ignoreFailure);
  };

  const complete = () =>
    send({ kind: 'marks', marks: [], isSaved: true }).then((outcome) => {
      if (!outcome.queued) showSuccess(t('attendance.register.completedToast'));
    }, ignoreFailure);

  const askOrComplete = () => {
    if (unmarked.length === 0) return void complete();
    setAskedOnce(true);
    setAsking(unmarked.map(fullName));
  };

  const choose = (choice: CompleteChoice) => {
    setAsking([]);
    if (choice === 'leaveUnmarked') return void complete();
    // Completed only once the children are saved as present: never complete while missing them.
    void markAllPresent().then((marked) => {
      if (marked) void complete();
    });
  };

  return (
    <Stack gap="md">
      <Group gap="sm" grow preventGrowOverflow={false}>
        <Button
          size="md"
          h={48}
          variant="light"
          color="green"
          disabled={unmarked.length === 0}
          onClick={() => void markAllPresent()}
        >
          {t('attendance.register.markAllPresent')}
        </Button>
        <Button
          size="md"
          h={48}
          color={register.is_saved ? 'green' : undefined}
          variant={register.is_saved ? 'outline' : 'filled'}
          disabled={register.is_saved}
          onClick={askOrComplete}
        >
          {register.is_saved
            ? t('attendance.register.markedComplete')
            : t('attendance.register.markComplete')}
        </Button>
      </Group>
      {queued.changes.length > 0 && (
        <Alert
          color="yellow"
          title={t('attendance.offline.bannerTitle')}
          role="status"
          // The text's own colour: yellow on yellow is too faint to read (contrast).
          styles={{ title: { color: 'inherit' } }}
        >
          {t('attendance.offline.banner')}
        </Alert>
      )}
      {askedOnce && (
        <CompleteRegisterModal
          unmarkedNames={asking}
          total={register.student_attendance_list.length}
          onChoose={choose}
          onCancel={() => setAsking([])}
        />
      )}
      <RegisterCounts register={register} />
      {register.student_attendance_list.length === 0 ? (
        <Text c="dimmed">{t('attendance.register.noStudents')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('attendance.register.listLabel')}
        >
          {register.student_attendance_list.map((row) => (
            <RegisterRowItem
              key={row.student_id}
              row={row}
              register={register}
              save={saveOf(row.student_id)}
              onMark={mark}
              onRetry={(retry) => void send(retry).catch(ignoreFailure)}
              onPictureError={refreshPictures}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
