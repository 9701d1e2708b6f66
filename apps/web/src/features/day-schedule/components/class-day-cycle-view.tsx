import { Badge, Button, Grid, Group, Paper, Stack } from '@mantine/core';
import { DEFAULT_DAY_BLOCKS, ageBandOfRange, type ClassDayCycle } from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useClassDayCycle } from '../api/class-day-cycle';
import { useDeleteDaySchedule, useSaveDaySchedule } from '../api/save-day-schedule';
import { DayBalancePanel } from './day-balance-panel';
import { DayBlockEditor } from './day-block-editor';
import { DayTimeline } from './day-timeline';

/** Where the class's day comes from, in words. */
function useSourceLabel() {
  const { t } = useTranslation();
  return (cycle: ClassDayCycle, ageRange: string) => {
    switch (cycle.source) {
      case 'class':
        return t('daySchedule.classDay');
      case 'age_band':
        return t('daySchedule.ageBandDay', {
          band: cycle.schedule?.age_band ?? ageBandOfRange(ageRange) ?? '',
        });
      case 'school':
        return t('daySchedule.schoolDay');
      default:
        return t('daySchedule.standardSource');
    }
  };
}

/**
 * /planning/day-cycle for one class: its day as a timeline, where it comes from, its balance
 * check; "Make our own day" (or edit it) and "Go back to the school day".
 */
export function ClassDayCycleView({ classId, ageRange }: { classId: string; ageRange: string }) {
  const { t } = useTranslation();
  const cycle = useClassDayCycle(classId);
  const save = useSaveDaySchedule();
  const remove = useDeleteDaySchedule();
  const sourceLabel = useSourceLabel();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (cycle.isPending) return <PageLoader />;
  if (cycle.isError)
    return (
      <LoadError
        error={cycle.error}
        onRetry={() => void cycle.refetch()}
        title={t('daySchedule.loadError')}
      />
    );
  const data = cycle.data;
  // No day kept by the school yet: the standard day (what week plans use too).
  const blocks = data.schedule?.blocks ?? DEFAULT_DAY_BLOCKS;
  const own = data.source === 'class';

  if (editing)
    return (
      <DayBlockEditor
        initialBlocks={blocks}
        targets={data.targets}
        saving={save.isPending}
        error={save.error}
        onCancel={() => setEditing(false)}
        onSave={(next) =>
          save.mutate(
            { scope: 'class', class_id: classId, blocks: next },
            {
              onSuccess: () => {
                setEditing(false);
                showSuccess(t('daySchedule.saved'));
              },
            },
          )
        }
      />
    );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Badge variant="light" size="lg">
                {t('daySchedule.fromSource', { source: sourceLabel(data, ageRange) })}
              </Badge>
              {data.can_edit && (
                <Group gap="xs">
                  <Button size="xs" onClick={() => setEditing(true)}>
                    {own ? t('daySchedule.editOwn') : t('daySchedule.makeOwn')}
                  </Button>
                  {own && (
                    <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
                      {t('daySchedule.backToSchool')}
                    </Button>
                  )}
                </Group>
              )}
            </Group>
            <DayTimeline blocks={blocks} />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <DayBalancePanel blocks={blocks} targets={data.targets} />
      </Grid.Col>
      <ConfirmModal
        opened={confirming}
        title={t('daySchedule.backToSchool')}
        body={t('daySchedule.backConfirm')}
        confirmLabel={t('daySchedule.backToSchool')}
        cancelLabel={t('daySchedule.cancel')}
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          data.schedule &&
          remove.mutate(data.schedule._id, {
            onSuccess: () => {
              setConfirming(false);
              showSuccess(t('daySchedule.deleted'));
            },
            onError: (error) => showError(errorMessage(error)),
          })
        }
      />
    </Grid>
  );
}
