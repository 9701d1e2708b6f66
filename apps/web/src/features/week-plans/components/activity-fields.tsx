import {
  ACTIVITY_MAX_MINUTES,
  ACTIVITY_MIN_MINUTES,
  activityTypes,
  type ActivityBlockInput,
  type ActivityType,
} from '@cue/contracts';
import { NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ActivityDraft {
  title: string;
  type: ActivityType;
  minutes: number | string;
  lead: 'adult_led' | 'child_initiated';
  setting: 'indoor' | 'outdoor';
}

export const emptyDraft = (): ActivityDraft => ({
  title: '',
  type: 'circle_time',
  minutes: 20,
  lead: 'adult_led',
  setting: 'indoor',
});

export const draftOf = (activity: ActivityBlockInput): ActivityDraft => ({
  title: activity.title,
  type: activity.type,
  minutes: activity.minutes,
  lead: activity.lead ?? 'adult_led',
  setting: activity.setting ?? 'indoor',
});

/** What is wrong with a draft (shown under its field), or null. */
export function draftProblem(draft: ActivityDraft): 'title' | 'minutes' | null {
  if (!draft.title.trim()) return 'title';
  const minutes = Number(draft.minutes);
  if (!Number.isInteger(minutes) || minutes < ACTIVITY_MIN_MINUTES || minutes > ACTIVITY_MAX_MINUTES)
    return 'minutes';
  return null;
}

/** The draft over an existing activity (its description, materials and competencies kept). */
export const activityOf = (draft: ActivityDraft, base?: ActivityBlockInput): ActivityBlockInput => ({
  ...base,
  title: draft.title.trim(),
  type: draft.type,
  minutes: Number(draft.minutes),
  lead: draft.lead,
  setting: draft.setting,
});

/** Title, kind, minutes, adult-led or child-initiated, indoors or outdoors. */
export function ActivityFields({
  draft,
  onChange,
  showErrors,
}: {
  draft: ActivityDraft;
  onChange: (draft: ActivityDraft) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const problem = showErrors ? draftProblem(draft) : null;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('weekPlans.fields.title')}
        value={draft.title}
        onChange={(event) => onChange({ ...draft, title: event.currentTarget.value })}
        error={problem === 'title' ? t('weekPlans.fields.titleRequired') : undefined}
        maxLength={120}
        required
      />
      <Select
        label={t('weekPlans.fields.type')}
        data={activityTypes.map((type) => ({ value: type, label: t(`weekPlans.types.${type}`) }))}
        value={draft.type}
        onChange={(value) => value && onChange({ ...draft, type: value as ActivityType })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <NumberInput
        label={t('weekPlans.fields.minutes')}
        value={draft.minutes}
        min={ACTIVITY_MIN_MINUTES}
        max={ACTIVITY_MAX_MINUTES}
        allowDecimal={false}
        onChange={(value) => onChange({ ...draft, minutes: value })}
        error={
          problem === 'minutes'
            ? t('weekPlans.fields.minutesRange', { min: ACTIVITY_MIN_MINUTES, max: ACTIVITY_MAX_MINUTES })
            : undefined
        }
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('weekPlans.fields.lead')}
        </Text>
        <SegmentedControl
          value={draft.lead}
          onChange={(value) => onChange({ ...draft, lead: value as ActivityDraft['lead'] })}
          data={[
            { value: 'adult_led', label: t('weekPlans.lead.adult_led') },
            { value: 'child_initiated', label: t('weekPlans.lead.child_initiated') },
          ]}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('weekPlans.fields.setting')}
        </Text>
        <SegmentedControl
          value={draft.setting}
          onChange={(value) => onChange({ ...draft, setting: value as ActivityDraft['setting'] })}
          data={[
            { value: 'indoor', label: t('weekPlans.setting.indoor') },
            { value: 'outdoor', label: t('weekPlans.setting.outdoor') },
          ]}
        />
      </Stack>
    </Stack>
  );
}
