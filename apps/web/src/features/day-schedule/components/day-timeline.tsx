import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DayBlock } from '@cue/contracts';
import { useTranslation } from 'react-i18next';
import { clockAfter } from './day-times';

/** A class's day read-only: time, name, kind and length of each block, in order. */
export function DayTimeline({ blocks }: { blocks: readonly DayBlock[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} component="ol" style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}>
      {blocks.map((block) => (
        <Group
          key={block.id}
          component="li"
          gap="sm"
          wrap="nowrap"
          py="xs"
          style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text fw={600} w={110} style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
            <span dir="ltr">
              {block.start}–{clockAfter(block.start, block.minutes)}
            </span>
          </Text>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={500} truncate>
              {block.label}
            </Text>
            <Group gap="xs">
              <Badge variant="light" size="sm">
                {t(`daySchedule.kinds.${block.kind}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('daySchedule.balance.minutesOnly', { minutes: block.minutes })}
              </Text>
            </Group>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
