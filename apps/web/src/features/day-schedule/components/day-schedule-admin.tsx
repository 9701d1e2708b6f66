import { Button, Select, Stack, Text } from '@mantine/core';
import { DEFAULT_DAY_BLOCKS, ageBands, type AgeBand, type DaySchedule } from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useDaySchedules } from '../api/day-schedules';
import { useDeleteDaySchedule, useSaveDaySchedule } from '../api/save-day-schedule';
import { BalanceTargetsEditor } from './balance-targets-editor';
import { DayBlockEditor } from './day-block-editor';

/** 'school' or an age band: which of the school's days the editor shows. */
type Which = 'school' | AgeBand;

/**
 * /admin/academic-setup/day-schedule: the school's day and each age band's, a block editor with
 * its balance check, and the balance targets.
 */
export function DayScheduleAdmin() {
  const { t } = useTranslation();
  const list = useDaySchedules();
  const save = useSaveDaySchedule();
  const remove = useDeleteDaySchedule();
  const [which, setWhich] = useState<Which>('school');
  const [confirming, setConfirming] = useState(false);

  if (list.isPending) return <PageLoader />;
  if (list.isError)
    return (
      <LoadError error={list.error} onRetry={() => void list.refetch()} title={t('daySchedule.loadError')} />
    );
  const { schedules, targets } = list.data;
  const schoolDay = schedules.find((s) => s.scope === 'school') ?? null;
  const current: DaySchedule | null =
    which === 'school'
      ? schoolDay
      : (schedules.find((s) => s.scope === 'age_band' && s.age_band === which) ?? null);
  const label = (value: Which) =>
    value === 'school' ? t('daySchedule.schoolDay') : t('daySchedule.ageBandDay', { band: value });
  // An age band without its own day starts from the school's; the school from the standard day.
  const startingBlocks =
    current?.blocks ?? (which !== 'school' ? schoolDay?.blocks : undefined) ?? DEFAULT_DAY_BLOCKS;

  return (
    <Stack gap="lg">
      <Select
        label={t('daySchedule.which')}
        data={(['school', ...ageBands] as Which[]).map((value) => ({
          value,
          label:
            value === 'school' || schedules.some((s) => s.age_band === value)
              ? label(value)
              : `${label(value)} ·  ${t('daySchedule.standardDay')}`,
        }))}
        value={which}
        allowDeselect={false}
        onChange={(value) => value && setWhich(value as Which)}
        maw={360}
      />
      {!current && (
        <Text c="dimmed" size="sm">
          {t('daySchedule.notSet', {
            fallback:
              which === 'school' || !schoolDay ? t('daySchedule.standardDay') : t('daySchedule.schoolDay'),
          })}
        </Text>
      )}
      <DayBlockEditor
        // A fresh editor per day and per saved version.
        key={`${which}:${current?.updated_at ?? 'new'}`}
        initialBlocks={startingBlocks}
        targets={targets}
        saving={save.isPending}
        error={save.error}
        onSave={(blocks) =>
          save.mutate(
            which === 'school' ? { scope: 'school', blocks } : { scope: 'age_band', age_band: which, blocks },
            { onSuccess: () => showSuccess(t('daySchedule.saved')) },
          )
        }
        extraActions={
          current && (
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('daySchedule.delete')}
            </Button>
          )
        }
      />
      <BalanceTargetsEditor key={JSON.stringify(targets)} targets={targets} />
      <ConfirmModal
        opened={confirming}
        title={t('daySchedule.delete')}
        body={t('daySchedule.deleteConfirm')}
        confirmLabel={t('daySchedule.delete')}
        cancelLabel={t('daySchedule.cancel')}
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          current &&
          remove.mutate(current._id, {
            onSuccess: () => {
              setConfirming(false);
              showSuccess(t('daySchedule.deleted'));
            },
            onError: (error) => showError(errorMessage(error)),
          })
        }
      />
    </Stack>
  );
}
