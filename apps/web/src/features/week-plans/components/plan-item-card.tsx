import type { PlanItem, PlanItemStatus } from '@cue/contracts';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const statusColors: Record<PlanItemStatus, string> = {
  planned: 'gray',
  done: 'teal',
  moved: 'orange',
  skipped: 'red',
};

export function PlanStatusBadge({ status }: { status: PlanItemStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color={statusColors[status]}>
      {t(`weekPlans.status.${status}`)}
    </Badge>
  );
}

/** One planned activity in a cell: drag it to another cell, click it to open its panel. */
export function PlanItemCard({ item, onOpen }: { item: PlanItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `item|${item._id}`,
    disabled: item._id.startsWith('pending-'),
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      radius="sm"
      style={{
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 2 : undefined,
        touchAction: 'none',
      }}
      {...attributes}
      {...listeners}
      role="article"
      aria-label={item.activity.title}
    >
      <UnstyledButton
        onClick={onOpen}
        w="100%"
        aria-label={t('weekPlans.openItem', { title: item.activity.title })}
      >
        <Text size="sm" fw={500} dir="auto" lineClamp={2}>
          {item.activity.title}
        </Text>
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('weekPlans.minutes', { n: item.activity.minutes })}
          </Text>
          <PlanStatusBadge status={item.status} />
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
