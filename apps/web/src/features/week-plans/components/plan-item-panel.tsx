import { PLAN_EVALUATION_MAX, type DayBlock, type PlanItem, type PlanItemStatus } from '@cue/contracts';
import { Button, Divider, Drawer, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanItemEdit } from '../api/edit-plan-item';
import type { PlanItemStatusChange } from '../api/set-plan-item-status';
import { dayLabel } from '../week-dates';
import { ActivityFields, activityOf, draftOf, draftProblem, type ActivityDraft } from './activity-fields';
import { PlanStatusBadge } from './plan-item-card';

/**
 * A planned activity opened: edit it, move it to another cell, mark it done / moved (to a day,
 * where a planned copy appears) / skipped with a short evaluation, or remove it.
 */
export function PlanItemPanel({
  item,
  days,
  moveDays,
  blocks,
  onClose,
  onEdit,
  onMark,
  onRemove,
}: {
  item: PlanItem | null;
  days: string[];
  /** Days a "moved" activity may go to: this week's and next week's school days. */
  moveDays: string[];
  blocks: DayBlock[];
  onClose: () => void;
  onEdit: (edit: PlanItemEdit) => void;
  onMark: (change: PlanItemStatusChange) => void;
  onRemove: () => void;
}) {
  return (
    <Drawer opened={item !== null} onClose={onClose} position="right" title={item?.activity.title} size="md">
      {item && (
        <PanelBody
          key={item._id}
          item={item}
          days={days}
          moveDays={moveDays}
          blocks={blocks}
          onEdit={onEdit}
          onMark={onMark}
          onRemove={onRemove}
        />
      )}
    </Drawer>
  );
}

function PanelBody({
  item,
  days,
  moveDays,
  blocks,
  onEdit,
  onMark,
  onRemove,
}: {
  item: PlanItem;
  days: string[];
  moveDays: string[];
  blocks: DayBlock[];
  onEdit: (edit: PlanItemEdit) => void;
  onMark: (change: PlanItemStatusChange) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ActivityDraft>(() => draftOf(item.activity));
  const [tried, setTried] = useState(false);
  const [date, setDate] = useState<string | null>(item.date);
  const [blockId, setBlockId] = useState<string | null>(item.block_id);
  const [evaluation, setEvaluation] = useState(item.evaluation);
  const [movedTo, setMovedTo] = useState<string | null>(item.moved_to);
  const [movedToMissing, setMovedToMissing] = useState(false);
  const dayOptions = (list: string[]) =>
    list.map((day) => ({ value: day, label: dayLabel(day, i18n.language) }));

  const save = () => {
    setTried(true);
    if (draftProblem(draft)) return;
    onEdit({ activity: activityOf(draft, item.activity) });
  };
  const mark = (status: PlanItemStatus) => {
    if (status === 'moved' && !movedTo) {
      setMovedToMissing(true);
      return;
    }
    onMark({
      status,
      evaluation: evaluation.trim(),
      ...(status === 'moved' && movedTo && { moved_to: movedTo }),
    });
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <PlanStatusBadge status={item.status} />
        {item.source?.unit_title && (
          <Text size="sm" c="dimmed" dir="auto">
            {t('weekPlans.fromUnit', { title: item.source.unit_title })}
          </Text>
        )}
      </Group>

      <Stack gap="xs" component="section" aria-label={t('weekPlans.panel.howItWent')}>
        <Text fw={600}>{t('weekPlans.panel.howItWent')}</Text>
        <Textarea
          label={t('weekPlans.panel.evaluation')}
          placeholder={t('weekPlans.panel.evaluationPlaceholder')}
          value={evaluation}
          onChange={(event) => setEvaluation(event.currentTarget.value)}
          maxLength={PLAN_EVALUATION_MAX}
          rows={3}
        />
        <Select
          label={t('weekPlans.panel.moveToDay')}
          data={dayOptions(moveDays.filter((day) => day !== item.date))}
          value={movedTo}
          onChange={(value) => {
            setMovedTo(value);
            setMovedToMissing(false);
          }}
          error={movedToMissing ? t('weekPlans.panel.pickDay') : undefined}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap="xs">
          <Button color="teal" onClick={() => mark('done')}>
            {t('weekPlans.panel.done')}
          </Button>
          <Button color="orange" variant="light" onClick={() => mark('moved')}>
            {t('weekPlans.panel.moved')}
          </Button>
          <Button color="red" variant="light" onClick={() => mark('skipped')}>
            {t('weekPlans.panel.skipped')}
          </Button>
          {item.status !== 'planned' && (
            <Button variant="subtle" onClick={() => mark('planned')}>
              {t('weekPlans.panel.backToPlanned')}
            </Button>
          )}
        </Group>
      </Stack>

      <Divider />
      <Stack gap="xs" component="section" aria-label={t('weekPlans.panel.place')}>
        <Text fw={600}>{t('weekPlans.panel.place')}</Text>
        <Group grow align="flex-end">
          <Select
            label={t('weekPlans.addTo.day')}
            data={dayOptions(days)}
            value={date}
            onChange={setDate}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('weekPlans.addTo.block')}
            data={blocks.map((block) => ({ value: block.id, label: block.label }))}
            value={blockId}
            onChange={setBlockId}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Group justify="flex-end">
          <Button
            variant="light"
            disabled={!date || !blockId || (date === item.date && blockId === item.block_id)}
            onClick={() => date && blockId && onEdit({ date, block_id: blockId })}
          >
            {t('weekPlans.panel.moveHere')}
          </Button>
        </Group>
      </Stack>

      <Divider />
      <Stack gap="xs" component="section" aria-label={t('weekPlans.panel.edit')}>
        <Text fw={600}>{t('weekPlans.panel.edit')}</Text>
        <ActivityFields draft={draft} onChange={setDraft} showErrors={tried} />
        <Group justify="space-between">
          <Button color="red" variant="subtle" onClick={onRemove}>
            {t('weekPlans.panel.remove')}
          </Button>
          <Button onClick={save}>{t('weekPlans.panel.save')}</Button>
        </Group>
      </Stack>
    </Stack>
  );
}
