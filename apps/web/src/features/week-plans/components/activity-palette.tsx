import type { ActivityBlock, WeekPaletteEntry } from '@cue/contracts';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The drag id of a palette activity: 'palette|unitId|activityId'. */
export const paletteDragId = (unitId: string, activityId: string) => `palette|${unitId}|${activityId}`;

function PaletteActivity({
  unitId,
  activity,
  onAddTo,
}: {
  unitId: string;
  activity: ActivityBlock;
  onAddTo: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: paletteDragId(unitId, activity.id),
  });
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      style={{
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack
          gap={0}
          ref={setNodeRef}
          {...attributes}
          {...listeners}
          style={{ cursor: 'grab', touchAction: 'none', minWidth: 0, flex: 1 }}
          aria-label={t('weekPlans.dragActivity', { title: activity.title })}
        >
          <Text size="sm" fw={500} dir="auto" truncate>
            {activity.title}
          </Text>
          <Text size="xs" c="dimmed">
            {t('weekPlans.minutes', { n: activity.minutes })}
          </Text>
        </Stack>
        <Button
          size="compact-sm"
          variant="light"
          onClick={onAddTo}
          aria-label={t('weekPlans.addToFor', { title: activity.title })}
        >
          {t('weekPlans.addTo.button')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The activities of the week's projects' units, to drag into the grid or add through "Add to…". */
export function ActivityPalette({
  palette,
  onAddTo,
  onNewActivity,
}: {
  palette: WeekPaletteEntry[];
  onAddTo: (entry: WeekPaletteEntry, activity: ActivityBlock) => void;
  onNewActivity: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-label={t('weekPlans.palette.title')}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('weekPlans.palette.title')}
        </Title>
        <Button size="compact-sm" onClick={onNewActivity}>
          {t('weekPlans.newActivity')}
        </Button>
      </Group>
      {palette.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('weekPlans.palette.empty')}
        </Text>
      )}
      {palette.map((entry) => (
        <Stack key={`${entry.project_id}-${entry.unit_id}`} gap={6}>
          <Text size="sm" fw={600} dir="auto">
            {entry.unit_title}
          </Text>
          {entry.activities.map((activity) => (
            <PaletteActivity
              key={activity.id}
              unitId={entry.unit_id}
              activity={activity}
              onAddTo={() => onAddTo(entry, activity)}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
