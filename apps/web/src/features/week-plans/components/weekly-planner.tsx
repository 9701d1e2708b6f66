import type {
  ActivityBlock,
  ActivityBlockInput,
  PlanItem,
  SchoolClass,
  WeekPaletteEntry,
} from '@cue/contracts';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useWeekPlan } from '../api/get-week-plan';
import { openWeekPlanPdf } from '../api/open-week-plan-pdf';
import { useWeekPlanActions } from '../hooks/use-week-plan-actions';
import { addDays, nextWeekDays, thisWeekStart, weekLabel } from '../week-dates';
import { ActivityPalette } from './activity-palette';
import { PlaceActivityModal } from './place-activity-modal';
import { PlanItemPanel } from './plan-item-panel';
import { WeekGrid } from './week-grid';

/** An activity of a unit as the plan copies it (its id stays the unit's: the server gives a new one). */
const copyOfActivity = ({ id: _id, ...activity }: ActivityBlock): ActivityBlockInput => activity;

type Placing = { entry: WeekPaletteEntry; activity: ActivityBlock } | { entry: null; activity: null } | null;

function WeekNotes({
  notes,
  onSave,
  saving,
}: {
  notes: string;
  onSave: (notes: string) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(notes);
  return (
    <Stack gap="xs" component="section" aria-label={t('weekPlans.notes.title')}>
      <Textarea
        label={t('weekPlans.notes.title')}
        placeholder={t('weekPlans.notes.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rows={3}
        maxLength={4000}
      />
      <Group justify="flex-end">
        <Button variant="light" onClick={() => onSave(text)} disabled={text === notes} loading={saving}>
          {t('weekPlans.notes.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /planning/weekly-planning: the class's week — a week picker, the month's theme, the palette of
 * the week's units' activities, the grid to drag them into (or "Add to…"), each activity's panel,
 * copy last week, notes and the printable page.
 */
export function WeeklyPlanner({ schoolClass, today }: { schoolClass: SchoolClass; today?: string }) {
  const { t, i18n } = useTranslation();
  const classDays = schoolClass.classes_days;
  const current = thisWeekStart(classDays, today);
  const [weekStart, setWeekStart] = useState(current);
  const plan = useWeekPlan(schoolClass._id, weekStart);
  const actions = useWeekPlanActions(schoolClass._id, weekStart);
  const [placing, setPlacing] = useState<Placing>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );

  const week = plan.data;
  const openItem = week?.items.find((item) => item._id === openId) ?? null;

  const placeActivity = (
    date: string,
    blockId: string,
    activity: ActivityBlockInput,
    source: PlanItem['source'],
  ) => {
    const position = week?.items.filter((i) => i.date === date && i.block_id === blockId).length ?? 0;
    actions.add.mutate({
      date,
      block_id: blockId,
      position,
      activity,
      source: source ? { unit_id: source.unit_id, activity_id: source.activity_id } : null,
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!week || !over) return;
    const [, date, blockId] = String(over.id).split('|');
    if (!date || !blockId) return;
    const [kind, first, second] = String(active.id).split('|');
    if (kind === 'palette') {
      const entry = week.palette?.find((e) => e.unit_id === first);
      const activity = entry?.activities.find((a) => a.id === second);
      if (entry && activity) {
        placeActivity(date, blockId, copyOfActivity(activity), {
          unit_id: entry.unit_id,
          activity_id: activity.id,
          unit_title: entry.unit_title,
        });
      }
      return;
    }
    const item = week.items.find((i) => i._id === first);
    if (!item || (item.date === date && item.block_id === blockId)) return;
    const position = week.items.filter((i) => i.date === date && i.block_id === blockId).length;
    actions.edit.mutate({ id: item._id, edit: { date, block_id: blockId, position } });
  };

  const print = async () => {
    setPrinting(true);
    try {
      await openWeekPlanPdf(schoolClass._id, weekStart);
    } catch (error) {
      showError(t('weekPlans.printFailed', { reason: errorMessage(error) }));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('weekPlans.title')}
          </Title>
          <Text c="dimmed">{t('weekPlans.classLabel', { name: schoolClass.class_name })}</Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => actions.copyLastWeek.mutate()}
            loading={actions.copyLastWeek.isPending}
            disabled={!week}
          >
            {t('weekPlans.copyLastWeek')}
          </Button>
          <Button variant="default" onClick={() => void print()} loading={printing} disabled={!week}>
            {t('weekPlans.print')}
          </Button>
        </Group>
      </Group>

      <Group gap="xs" component="nav" aria-label={t('weekPlans.weekPicker')}>
        <Button variant="subtle" onClick={() => setWeekStart(addDays(weekStart, -7))}>
          {t('weekPlans.previousWeek')}
        </Button>
        <Button variant="subtle" onClick={() => setWeekStart(current)} disabled={weekStart === current}>
          {t('weekPlans.thisWeek')}
        </Button>
        <Button variant="subtle" onClick={() => setWeekStart(addDays(weekStart, 7))}>
          {t('weekPlans.nextWeek')}
        </Button>
        <Text fw={600} aria-live="polite">
          {weekLabel(week?.days ?? [], weekStart, i18n.language)}
        </Text>
      </Group>

      {plan.isPending && <Loader aria-label={t('weekPlans.loading')} />}
      {plan.isError && (
        <Alert color="red" title={t('weekPlans.loadError')}>
          {errorMessage(plan.error)}
        </Alert>
      )}
      {week && (
        <>
          {week.theme && (
            <Paper withBorder p="sm" radius="md">
              <Group gap="xs">
                <Badge variant="light">{t('weekPlans.theme')}</Badge>
                <Text fw={600} dir="auto">
                  {week.theme}
                </Text>
              </Group>
            </Paper>
          )}
          <DndContext sensors={sensors} onDragEnd={onDragEnd}>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 3 }}>
                <ActivityPalette
                  palette={week.palette ?? []}
                  onAddTo={(entry, activity) => setPlacing({ entry, activity })}
                  onNewActivity={() => setPlacing({ entry: null, activity: null })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 9 }}>
                {week.items.length === 0 && (
                  <Text c="dimmed" mb="xs">
                    {t('weekPlans.empty')}
                  </Text>
                )}
                <WeekGrid
                  days={week.days}
                  blocks={week.blocks}
                  items={week.items}
                  onOpen={(item) => setOpenId(item._id)}
                />
              </Grid.Col>
            </Grid>
          </DndContext>
          <WeekNotes
            key={week.notes}
            notes={week.notes}
            saving={actions.notes.isPending}
            onSave={(notes) => actions.notes.mutate(notes)}
          />
          <PlaceActivityModal
            key={placing ? `${placing.activity?.id ?? 'new'}` : 'closed'}
            opened={placing !== null}
            activity={placing?.activity ? copyOfActivity(placing.activity) : null}
            days={week.days}
            blocks={week.blocks}
            onClose={() => setPlacing(null)}
            onPlace={(date, blockId, activity) => {
              const source =
                placing?.entry && placing.activity
                  ? {
                      unit_id: placing.entry.unit_id,
                      activity_id: placing.activity.id,
                      unit_title: placing.entry.unit_title,
                    }
                  : null;
              placeActivity(date, blockId, activity, source);
              setPlacing(null);
            }}
          />
          <PlanItemPanel
            item={openItem}
            days={week.days}
            moveDays={[...week.days, ...nextWeekDays(weekStart, classDays)]}
            blocks={week.blocks}
            onClose={() => setOpenId(null)}
            onEdit={(edit) => openItem && actions.edit.mutate({ id: openItem._id, edit })}
            onMark={(change) => {
              if (!openItem) return;
              actions.mark.mutate({ id: openItem._id, change });
              setOpenId(null);
            }}
            onRemove={() => {
              if (!openItem) return;
              actions.remove.mutate(openItem._id);
              setOpenId(null);
            }}
          />
        </>
      )}
    </Stack>
  );
}
