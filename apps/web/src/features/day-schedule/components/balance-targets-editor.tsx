import { Button, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dayBlockKinds, type BalanceTargets, type DayBlockKind } from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useSaveDayTargets } from '../api/day-schedules';

/** The school's balance targets: minutes a day per kind, empty for no target. */
export function BalanceTargetsEditor({ targets }: { targets: BalanceTargets }) {
  const { t } = useTranslation();
  const save = useSaveDayTargets();
  const [values, setValues] = useState<Partial<Record<DayBlockKind, number | ''>>>(() => ({ ...targets }));
  const submit = () => {
    const next: BalanceTargets = {};
    for (const kind of dayBlockKinds) {
      const value = values[kind];
      if (typeof value === 'number') next[kind] = value;
    }
    save.mutate(next, {
      onSuccess: () => showSuccess(t('daySchedule.targets.saved')),
      onError: (error) => showError(errorMessage(error)),
    });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('daySchedule.targets.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('daySchedule.targets.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('daySchedule.targets.intro')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
          {dayBlockKinds.map((kind) => (
            <NumberInput
              key={kind}
              label={t(`daySchedule.kinds.${kind}`)}
              value={values[kind] ?? ''}
              min={0}
              max={24 * 60}
              step={5}
              allowDecimal={false}
              onChange={(value) =>
                setValues((current) => ({ ...current, [kind]: value === '' ? '' : Number(value) }))
              }
            />
          ))}
        </SimpleGrid>
        <Button onClick={submit} loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('daySchedule.targets.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
