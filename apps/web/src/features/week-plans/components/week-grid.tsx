import type { DayBlock, PlanItem } from '@cue/contracts';
import { useDroppable } from '@dnd-kit/core';
import { Box, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../week-dates';
import { PlanItemCard } from './plan-item-card';

/** The drop id of a cell: 'cell|date|blockId'. */
export const cellDropId = (date: string, blockId: string) => `cell|${date}|${blockId}`;

function Cell({
  date,
  block,
  items,
  label,
  onOpen,
}: {
  date: string;
  block: DayBlock;
  items: PlanItem[];
  label: string;
  onOpen: (item: PlanItem) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: cellDropId(date, block.id) });
  return (
    <Stack
      ref={setNodeRef}
      gap={4}
      p={4}
      mih={64}
      role="group"
      aria-label={label}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px dashed var(--mantine-color-default-border)',
        background: isOver ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      {items.map((item) => (
        <PlanItemCard key={item._id} item={item} onOpen={() => onOpen(item)} />
      ))}
    </Stack>
  );
}

const cellItems = (items: PlanItem[], date: string, blockId: string) =>
  items
    .filter((item) => item.date === date && item.block_id === blockId)
    .sort((a, b) => a.position - b.position);

/**
 * The week: school days as columns and the day's blocks as rows; on a phone one day at a time
 * with a tab per day. Each cell takes drops (activities from the palette, items from other cells).
 */
export function WeekGrid({
  days,
  blocks,
  items,
  onOpen,
}: {
  days: string[];
  blocks: DayBlock[];
  items: PlanItem[];
  onOpen: (item: PlanItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [day, setDay] = useState<string | null>(days[0] ?? null);
  const shownDay = day && days.includes(day) ? day : (days[0] ?? null);
  const cellLabel = (date: string, block: DayBlock) =>
    t('weekPlans.cell', { day: dayLabel(date, i18n.language), block: block.label });

  if (days.length === 0) return <Text c="dimmed">{t('weekPlans.noSchoolDays')}</Text>;
  if (blocks.length === 0) return <Text c="dimmed">{t('weekPlans.noBlocks')}</Text>;

  if (phone) {
    return (
      <Tabs value={shownDay} onChange={setDay}>
        <ScrollArea type="auto" offsetScrollbars>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {days.map((date) => (
              <Tabs.Tab key={date} value={date}>
                {dayLabel(date, i18n.language)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {shownDay && (
          <Stack gap="sm" pt="sm">
            {blocks.map((block) => (
              <Stack key={block.id} gap={4}>
                <Text size="sm" fw={600}>
                  {block.label}{' '}
                  <Text span c="dimmed" size="xs">
                    {block.start}
                  </Text>
                </Text>
                <Cell
                  date={shownDay}
                  block={block}
                  items={cellItems(items, shownDay, block.id)}
                  label={cellLabel(shownDay, block)}
                  onOpen={onOpen}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </Tabs>
    );
  }

  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Box
        role="region"
        aria-label={t('weekPlans.gridLabel')}
        style={{
          display: 'grid',
          gridTemplateColumns: `minmax(7rem, 9rem) repeat(${days.length}, minmax(9rem, 1fr))`,
          gap: 'var(--mantine-spacing-xs)',
          minWidth: `${7 + days.length * 9}rem`,
        }}
      >
        <div />
        {days.map((date) => (
          <Text key={date} fw={600} size="sm" ta="center">
            {dayLabel(date, i18n.language)}
          </Text>
        ))}
        {blocks.map((block) => [
          <Stack key={`${block.id}-label`} gap={0}>
            <Text size="sm" fw={600}>
              {block.label}
            </Text>
            <Text size="xs" c="dimmed">
              {block.start} · {t('weekPlans.minutes', { n: block.minutes })}
            </Text>
          </Stack>,
          ...days.map((date) => (
            <Cell
              key={`${block.id}-${date}`}
              date={date}
              block={block}
              items={cellItems(items, date, block.id)}
              label={cellLabel(date, block)}
              onOpen={onOpen}
            />
          )),
        ])}
      </Box>
    </ScrollArea>
  );
}
