import { NOT_MARKED, markedStatuses, type AttendanceRegister, type RegisterRow } from '@cue/contracts';
import { Badge, Button, Center, Flex, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';

import { showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import {
  applyRegisterChanges,
  useChangeRegister,
  usePendingRegisterChanges,
  type RegisterChange,
} from '../api/change-register';
import { useClassRegister } from '../api/get-class-register';
import { statusColors } from '../attendance-statuses';
import { AttendanceStatusPicker } from './attendance-status-picker';
import { LoadError } from '../../../components/load-error';

/** Counts of the day by status, NA included, as small badges. */
function RegisterCounts({ register }: { register: AttendanceRegister }) {
  const { t } = useTranslation();
  const count = (status: string) =>
    register.student_attendance_list.filter((row) => row.attendance_status === status).length;
  return (
    <Group gap="xs" aria-label={t('attendance.register.countsLabel')} role="list">
      {markedStatuses.map((status) => (
        <Badge key={status} role="listitem" color={statusColors[status]} variant="light" size="lg">
          {t(`attendance.status.${status}`)}: {count(status)}
        </Badge>
      ))}
      <Badge role="listitem" color="gray" variant="outline" size="lg">
        {t('attendance.status.NA')}: {count(NOT_MARKED)}
      </Badge>
    </Group>
  );
}

function RegisterRowItem({
  row,
  register,
  onChange,
}: {
  row: RegisterRow;
  register: AttendanceRegister;
  onChange: (change: RegisterChange) => void;
}) {
  const { t } = useTranslation();
  const name = fullName(row);
  const requests = register.excusals.filter((excusal) => excusal.student_id === row.student_id);
  return (
    <Paper withBorder radius="md" p="xs" component="li" aria-label={name}>
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        gap="xs"
        justify="space-between"
        align={{ xs: 'center' }}
      >
        <Group gap="sm" wrap="nowrap">
          <PersonAvatar
            colorKey={row.student_id}
            firstName={row.first_name}
            lastName={row.last_name}
            picture={row.student_profile_picture}
            decorative
          />
          <Stack gap={2}>
            <Text fw={500}>{name}</Text>
            {requests.map((excusal) => (
              <Badge key={excusal._id} size="sm" variant="dot" color={statusColors[excusal.kind]}>
                {t(`attendance.requests.kinds.${excusal.kind}`)} ·{' '}
                {t(`attendance.requests.statuses.${excusal.status}`)}
              </Badge>
            ))}
          </Stack>
        </Group>
        <AttendanceStatusPicker
          studentName={name}
          status={row.attendance_status}
          onChange={(status) =>
            onChange({ kind: 'marks', marks: [{ student_id: row.student_id, attendance_status: status }] })
          }
        />
      </Flex>
    </Paper>
  );
}

/**
 * The register of a class for a day (spec section 4 "Attendance"): every click saves that child's
 * status at once; 'Mark all present' marks every unmarked child in one request; 'Mark Complete'
 * completes the register ('Marked Complete'). Another teacher's changes arrive over realtime.
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
  const pending = usePendingRegisterChanges(classId, isoDate);
  const change = useChangeRegister(classId, isoDate);

  if (saved.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('shell.loading')}>
        <Loader />
      </Center>
    );
  }
  if (saved.isError) {
    return (
      <LoadError
        title={t('attendance.register.loadError')}
        error={saved.error}
        onRetry={() => void saved.refetch()}
      />
    );
  }

  const register = applyRegisterChanges(saved.data, pending);
  const unmarked = register.student_attendance_list.filter((row) => row.attendance_status === NOT_MARKED);
  const send = (next: RegisterChange) => change.mutate(next);
  const markComplete = () =>
    change.mutate(
      { kind: 'marks', marks: [], isSaved: true },
      { onSuccess: () => showSuccess(t('attendance.register.completedToast')) },
    );

  return (
    <Stack gap="md">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        gap="sm"
        justify="space-between"
        align={{ sm: 'flex-end' }}
      >
        <TextInput
          type="date"
          label={t('attendance.register.date')}
          value={isoDate}
          onChange={(event) => {
            if (event.currentTarget.value) onDateChange(event.currentTarget.value);
          }}
          size="md"
          w={{ base: '100%', sm: 220 }}
        />
        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button
            size="md"
            h={48}
            variant="light"
            color="green"
            disabled={unmarked.length === 0}
            onClick={() => send({ kind: 'allPresent' })}
          >
            {t('attendance.register.markAllPresent')}
          </Button>
          <Button
            size="md"
            h={48}
            color={register.is_saved ? 'green' : undefined}
            variant={register.is_saved ? 'outline' : 'filled'}
            disabled={register.is_saved}
            onClick={markComplete}
          >
            {register.is_saved
              ? t('attendance.register.markedComplete')
              : t('attendance.register.markComplete')}
          </Button>
        </Group>
      </Flex>
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
            <RegisterRowItem key={row.student_id} row={row} register={register} onChange={send} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
