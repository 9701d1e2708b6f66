import { NOT_MARKED, type AttendanceStatus, type MarkedStatus } from '@cue/contracts';
import { ActionIcon, Box, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickableStatuses, statusColors } from '../attendance-statuses';

function PencilIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M4 20h4L19 9l-4-4L4 16v4z" strokeLinejoin="round" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}

/**
 * The option's letter on a phone (spec section 3 codes in English; a natural letter in Arabic and
 * Hebrew, decision 024), its word from the small breakpoint up.
 */
function StatusLabel({ status }: { status: MarkedStatus }) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" hiddenFrom="sm" aria-hidden>
        {t(`attendance.statusLetter.${status}`)}
      </Box>
      <Box component="span" visibleFrom="sm" aria-hidden>
        {t(`attendance.status.${status}`)}
      </Box>
    </>
  );
}

/**
 * One child's status (spec section 4): unmarked (NA) shows every option; a click sets it; the
 * chosen status shows alone, and clicking it again reverts to NA; the pencil re-opens the options
 * ("edit mode"), where Leave is disabled (leave comes from an approved request). Every target is
 * 48 px, for a teacher going down the list on a phone.
 */
export function AttendanceStatusPicker({
  studentName,
  status,
  onChange,
  disabled = false,
}: {
  studentName: string;
  status: AttendanceStatus;
  onChange: (status: AttendanceStatus) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);

  if (status === NOT_MARKED || isEditing) {
    const choose = (option: MarkedStatus) => {
      setEditing(false);
      onChange(option === status ? NOT_MARKED : option);
    };
    return (
      <Group
        gap={6}
        wrap="nowrap"
        role="group"
        aria-label={t('attendance.picker.options', { name: studentName })}
      >
        {pickableStatuses.map((option) => {
          const isChosen = option === status;
          return (
            <Button
              key={option}
              h={48}
              miw={48}
              px="xs"
              variant={isChosen ? 'filled' : 'light'}
              color={statusColors[option]}
              aria-pressed={isChosen}
              disabled={disabled || (isEditing && option === 'leave')}
              aria-label={t('attendance.picker.set', {
                status: t(`attendance.status.${option}`),
                name: studentName,
              })}
              onClick={() => choose(option)}
            >
              <StatusLabel status={option} />
            </Button>
          );
        })}
      </Group>
    );
  }

  return (
    <Group gap={6} wrap="nowrap">
      <Button
        h={48}
        miw={48}
        px="sm"
        variant="filled"
        color={statusColors[status]}
        disabled={disabled}
        aria-label={t('attendance.picker.clear', {
          status: t(`attendance.status.${status}`),
          name: studentName,
        })}
        onClick={() => onChange(NOT_MARKED)}
      >
        <StatusLabel status={status} />
      </Button>
      <ActionIcon
        size={48}
        variant="default"
        disabled={disabled}
        aria-label={t('attendance.picker.edit', { name: studentName })}
        onClick={() => setEditing(true)}
      >
        <PencilIcon />
      </ActionIcon>
    </Group>
  );
}
