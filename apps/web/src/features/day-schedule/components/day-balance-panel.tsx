import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { dayBalance, type BalanceTargets, type DayBlockKind } from '@cue/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DayBalancePanelProps {
  blocks: readonly { kind: DayBlockKind; minutes: number }[];
  targets: BalanceTargets;
}

/**
 * The balance check (decision 049): minutes per kind of time in the day against the school's
 * targets, a bar each. A kind below its target is highlighted and says by how much.
 */
export function DayBalancePanel({ blocks, targets }: DayBalancePanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const lines = dayBalance(blocks, targets);
  const shortCount = lines.filter((line) => line.short).length;
  const widest = Math.max(1, ...lines.map((line) => Math.max(line.minutes, line.target ?? 0)));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('daySchedule.balance.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('daySchedule.balance.intro')}
        </Text>
        <Text size="sm" fw={600} c={shortCount > 0 ? 'red.7' : 'teal.7'} role="status">
          {shortCount > 0
            ? t('daySchedule.balance.shortCount', { count: shortCount })
            : t('daySchedule.balance.allMet')}
        </Text>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
          {lines.map((line) => {
            const kind = t(`daySchedule.kinds.${line.kind}`);
            return (
              <li key={line.kind} data-short={line.short || undefined} aria-label={kind}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={line.short ? 700 : 500} c={line.short ? 'red.7' : undefined}>
                    {kind}
                  </Text>
                  <Text size="sm" c={line.short ? 'red.7' : 'dimmed'}>
                    {line.target === null
                      ? t('daySchedule.balance.minutesOnly', { minutes: line.minutes })
                      : t('daySchedule.balance.minutesOf', { minutes: line.minutes, target: line.target })}
                  </Text>
                </Group>
                <Progress
                  value={(line.minutes / widest) * 100}
                  color={line.short ? 'red' : line.target === null ? 'gray' : 'teal'}
                  size="md"
                  aria-hidden
                />
                {line.short && line.target !== null && (
                  <Text size="xs" c="red.7">
                    {t('daySchedule.balance.short', { minutes: line.target - line.minutes })}
                  </Text>
                )}
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
