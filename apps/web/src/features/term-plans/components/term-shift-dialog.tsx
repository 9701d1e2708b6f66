import type { TermShiftResult } from '@cue/contracts';
import { Alert, Button, Group, List, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useShiftTerm } from '../api/term-shift';
import { weekLabel } from '../term-dates';

/**
 * "Holiday — move everything from this week": confirms by how many weeks (1–4) every project and
 * weekly plan from the week on moves, then says what moved.
 */
export function TermShiftDialog({
  classId,
  weekStart,
  onClose,
}: {
  classId: string;
  /** The week that becomes the holiday; null: closed. */
  weekStart: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const shift = useShiftTerm(classId);
  const [weeks, setWeeks] = useState('1');
  const [result, setResult] = useState<TermShiftResult | null>(null);
  const close = () => {
    setResult(null);
    setWeeks('1');
    shift.reset();
    onClose();
  };

  return (
    <Modal opened={weekStart !== null} onClose={close} title={t('termPlans.shift.title')} centered>
      {weekStart && (
        <Stack gap="md">
          {result ? (
            <>
              <Alert color="green" title={t('termPlans.shift.done')}>
                <List size="sm">
                  <List.Item>
                    {t('termPlans.shift.projectsMoved', { count: result.projects_moved })}
                  </List.Item>
                  <List.Item>
                    {t('termPlans.shift.projectsExtended', { count: result.projects_extended })}
                  </List.Item>
                  <List.Item>{t('termPlans.shift.weeksMoved', { count: result.weeks_moved })}</List.Item>
                  <List.Item>{t('termPlans.shift.itemsMoved', { count: result.items_moved })}</List.Item>
                </List>
              </Alert>
              <Group justify="flex-end">
                <Button onClick={close}>{t('termPlans.shift.close')}</Button>
              </Group>
            </>
          ) : (
            <>
              <Text>{t('termPlans.shift.explain', { week: weekLabel(weekStart, i18n.language) })}</Text>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="term-shift-weeks">
                  {t('termPlans.shift.byWeeks')}
                </Text>
                <SegmentedControl
                  aria-labelledby="term-shift-weeks"
                  value={weeks}
                  onChange={setWeeks}
                  data={['1', '2', '3', '4'].map((n) => ({
                    value: n,
                    label: t('termPlans.shift.weeks', { count: Number(n) }),
                  }))}
                />
              </Stack>
              {shift.isError && (
                <Text c="red" size="sm" role="alert">
                  {errorMessage(shift.error)}
                </Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('termPlans.shift.cancel')}
                </Button>
                <Button
                  color="orange"
                  loading={shift.isPending}
                  onClick={() =>
                    shift.mutate({ from_week: weekStart, weeks: Number(weeks) }, { onSuccess: setResult })
                  }
                >
                  {t('termPlans.shift.confirm', { count: Number(weeks) })}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
