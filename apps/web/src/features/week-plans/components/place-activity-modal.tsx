import type { ActivityBlockInput, DayBlock } from '@cue/contracts';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../week-dates';
import { ActivityFields, activityOf, draftProblem, emptyDraft, type ActivityDraft } from './activity-fields';

/**
 * "Add to…": choose the day and the block for an activity (the keyboard and touch way to place
 * it, beside dragging). Without an activity, the form writes a new one first.
 */
export function PlaceActivityModal({
  opened,
  activity,
  days,
  blocks,
  onClose,
  onPlace,
}: {
  opened: boolean;
  /** Null: a new activity written here. */
  activity: ActivityBlockInput | null;
  days: string[];
  blocks: DayBlock[];
  onClose: () => void;
  onPlace: (date: string, blockId: string, activity: ActivityBlockInput) => void;
}) {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState<string | null>(days[0] ?? null);
  const [blockId, setBlockId] = useState<string | null>(blocks[0]?.id ?? null);
  const [draft, setDraft] = useState<ActivityDraft>(emptyDraft);
  const [tried, setTried] = useState(false);

  const place = () => {
    setTried(true);
    if (!date || !blockId) return;
    if (!activity && draftProblem(draft)) return;
    onPlace(date, blockId, activity ?? activityOf(draft));
    setDraft(emptyDraft());
    setTried(false);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={activity ? t('weekPlans.addTo.title', { title: activity.title }) : t('weekPlans.newActivity')}
    >
      <Stack gap="sm">
        {!activity && <ActivityFields draft={draft} onChange={setDraft} showErrors={tried} />}
        <Select
          label={t('weekPlans.addTo.day')}
          data={days.map((day) => ({ value: day, label: dayLabel(day, i18n.language) }))}
          value={date}
          onChange={setDate}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('weekPlans.addTo.block')}
          data={blocks.map((block) => ({ value: block.id, label: `${block.label} (${block.start})` }))}
          value={blockId}
          onChange={setBlockId}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {days.length === 0 && <Text c="dimmed">{t('weekPlans.noSchoolDays')}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('weekPlans.cancel')}
          </Button>
          <Button onClick={place} disabled={!date || !blockId}>
            {t('weekPlans.addTo.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
