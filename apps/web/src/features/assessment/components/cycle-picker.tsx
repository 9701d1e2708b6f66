import type { AssessmentCycle } from '@cue/contracts';
import { Badge, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { cycleDateRange, phaseColors } from '../cycle-dates';
import type { useCycleSelection } from '../hooks/use-cycle-selection';

export function PhaseBadge({ phase }: { phase: AssessmentCycle['phase'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={phaseColors[phase]} variant="light" styles={{ root: { textTransform: 'none' } }}>
      {t(`assessment.phase.${phase}`)}
    </Badge>
  );
}

/**
 * The assessment screens' term picker: the class's cycles (each with its dates and phase), opening
 * on the current one. With no cycle yet it says so, and coordinators get "Terms and schemes".
 */
export function CyclePicker({
  selection,
  onManage,
}: {
  selection: ReturnType<typeof useCycleSelection>;
  /** Coordinators only: opens the terms and schemes modal. */
  onManage?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { cycles, cycle, selectCycle } = selection;
  const manage = onManage && (
    <Button variant="light" onClick={onManage}>
      {t('assessment.manage')}
    </Button>
  );

  if (cycles.isPending && cycles.fetchStatus !== 'idle')
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('assessment.cycles.loading')}
        </Text>
      </Group>
    );
  if (cycles.isError)
    return (
      <LoadError
        title={t('assessment.cycles.loadError')}
        error={cycles.error}
        onRetry={() => void cycles.refetch()}
      />
    );
  if (!cycle)
    return (
      <Group gap="sm" wrap="wrap">
        <Text c="dimmed">{t('assessment.cycles.none')}</Text>
        {manage}
      </Group>
    );

  const list = cycles.data ?? [];
  const byId = new Map(list.map((candidate) => [candidate._id, candidate]));
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('assessment.cycles.label')}
          data={list.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
          value={cycle._id}
          onChange={(value) => value && selectCycle(value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
          renderOption={({ option }) => {
            const shown = byId.get(option.value);
            return (
              <Group gap="xs" justify="space-between" wrap="nowrap" w="100%">
                <Stack gap={0} miw={0}>
                  <Text size="sm" truncate>
                    {option.label}
                  </Text>
                  {shown && (
                    <Text size="xs" c="dimmed">
                      {cycleDateRange(i18n.language, shown)}
                    </Text>
                  )}
                </Stack>
                {shown && <PhaseBadge phase={shown.phase} />}
              </Group>
            );
          }}
        />
        {manage}
      </Group>
      <Group gap="xs" wrap="wrap">
        <PhaseBadge phase={cycle.phase} />
        <Text size="sm" c="dimmed">
          {cycleDateRange(i18n.language, cycle)} · {cycle.scheme_name}
        </Text>
      </Group>
    </Stack>
  );
}
