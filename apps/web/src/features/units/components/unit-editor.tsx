import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  UnitInputSchema,
  activityGroupings,
  activityLeads,
  activitySettings,
  activityTypes,
  ageBands,
  type ActivityBlockInput,
  type Unit,
  type UnitInput,
} from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useCurriculumTree } from '../../curriculum/api/curriculum-tree';
import { competencyChoices } from '../api/competency-choices';
import { useSaveUnit } from '../api/save-unit';

type Activity = ActivityBlockInput & { key: string };
interface Draft {
  title: string;
  age_band: UnitInput['age_band'];
  duration_days: number | string;
  theme: string;
  summary: string;
  competencies: string[];
  outcomes: string;
  activities: Activity[];
  support: string;
  extend: string;
  assessment: { what_to_observe: string; competency_code: string }[];
  home_link: string;
  resource_ids: string[];
}

let nextKey = 0;
const newKey = () => `block-${++nextKey}`;
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function draftOf(unit: Unit | null): Draft {
  return {
    title: unit?.title ?? '',
    age_band: unit?.age_band ?? '3-4',
    duration_days: unit?.duration_days ?? 5,
    theme: unit?.theme ?? '',
    summary: unit?.summary ?? '',
    competencies: unit?.competencies ?? [],
    outcomes: (unit?.learning_outcomes ?? []).join('\n'),
    activities: (unit?.activities ?? []).map((a) => ({ ...a, key: a.id })),
    support: unit?.differentiation.support ?? '',
    extend: unit?.differentiation.extend ?? '',
    assessment: unit?.assessment ?? [],
    home_link: unit?.home_link ?? '',
    resource_ids: unit?.resources.map((r) => r._id) ?? [],
  };
}

function inputOf(draft: Draft, framework: UnitInput['framework']): UnitInput {
  return {
    title: draft.title,
    framework,
    age_band: draft.age_band,
    duration_days: Number(draft.duration_days),
    theme: draft.theme,
    summary: draft.summary,
    competencies: draft.competencies,
    learning_outcomes: lines(draft.outcomes),
    activities: draft.activities.map(({ key: _key, ...activity }) => activity),
    differentiation: { support: draft.support, extend: draft.extend },
    assessment: draft.assessment,
    home_link: draft.home_link,
    resource_ids: draft.resource_ids,
  };
}

/**
 * Writes a new unit or edits one of the organization's: every field, activities reordered by
 * dragging or with the move buttons (keyboard), competency pickers from the framework's tree.
 * Bad input shows on its field, from the contract before sending and from the server's 400.
 */
export function UnitEditor({
  unit,
  onSaved,
  onCancel,
}: {
  unit: Unit | null;
  onSaved: (unit: Unit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const framework = unit?.framework ?? 'ncf_fs_2022';
  const tree = useCurriculumTree(framework);
  const choices = competencyChoices(tree.data);
  const [draft, setDraft] = useState<Draft>(() => draftOf(unit));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveUnit();
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const setActivity = (index: number, change: Partial<Activity>) =>
    set({ activities: draft.activities.map((a, i) => (i === index ? { ...a, ...change } : a)) });
  const move = (from: number, to: number) => set({ activities: arrayMove(draft.activities, from, to) });
  const error = (field: string) => errors[field];

  const submit = () => {
    const input = inputOf(draft, framework);
    const parsed = UnitInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse(),
        ),
      );
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: unit?._id ?? null, input: { ...input, version: unit?.version ?? 1 } },
      {
        onSuccess: onSaved,
        onError: (e) => {
          if (e instanceof ApiError && e.field) setErrors({ [e.field]: e.message.replace(/^[^:]+: /, '') });
          else if (e instanceof ApiError && e.status === 409) setFailure(t('units.editor.conflict'));
          else setFailure(t('units.editor.saveError'));
        },
      },
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = draft.activities.findIndex((a) => a.key === active.id);
    const to = draft.activities.findIndex((a) => a.key === over.id);
    move(from, to);
  };
  const options = (kind: 'type' | 'grouping' | 'lead' | 'setting', values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`units.${kind}.${value}` as 'units.type.art') }));

  return (
    <Stack gap="md">
      <TextInput
        label={t('units.editor.title')}
        value={draft.title}
        onChange={(e) => set({ title: e.currentTarget.value })}
        error={error('title')}
        required
      />
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label={t('units.ageBand')}
          data={ageBands.map((band) => ({ value: band, label: t('units.ageBandValue', { band }) }))}
          value={draft.age_band}
          onChange={(value) => value && set({ age_band: value as Draft['age_band'] })}
          allowDeselect={false}
        />
        <NumberInput
          label={t('units.editor.durationDays')}
          value={draft.duration_days}
          onChange={(value) => set({ duration_days: value })}
          error={error('duration_days')}
          min={1}
        />
        <TextInput
          label={t('units.editor.theme')}
          value={draft.theme}
          onChange={(e) => set({ theme: e.currentTarget.value })}
          error={error('theme')}
          required
        />
      </Group>
      <Textarea
        label={t('units.editor.summary')}
        value={draft.summary}
        onChange={(e) => set({ summary: e.currentTarget.value })}
        autosize
        minRows={2}
      />
      <MultiSelect
        label={t('units.editor.competencies')}
        data={choices}
        value={draft.competencies}
        onChange={(competencies) => set({ competencies })}
        error={error('competencies')}
        searchable
        placeholder={tree.isPending ? t('units.editor.frameworkLoading') : undefined}
      />
      <Textarea
        label={t('units.editor.outcomes')}
        value={draft.outcomes}
        onChange={(e) => set({ outcomes: e.currentTarget.value })}
        autosize
        minRows={2}
      />
      <Title order={3} size="h4">
        {t('units.editor.activities')}
      </Title>
      {error('activities') && <Alert color="red">{error('activities')}</Alert>}
      <DndContext collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={draft.activities.map((a) => a.key)} strategy={verticalListSortingStrategy}>
          {draft.activities.map((activity, index) => (
            <SortableActivity
              key={activity.key}
              id={activity.key}
              dragLabel={t('units.editor.drag', { title: activity.title })}
            >
              <Stack gap="xs">
                <Group justify="flex-end" gap={4}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('units.editor.moveUp', { title: activity.title })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('units.editor.moveDown', { title: activity.title })}
                    disabled={index === draft.activities.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('units.editor.remove', { title: activity.title })}
                    onClick={() => set({ activities: draft.activities.filter((_, i) => i !== index) })}
                  >
                    ×
                  </ActionIcon>
                </Group>
                <TextInput
                  label={t('units.editor.activityTitle')}
                  value={activity.title}
                  onChange={(e) => setActivity(index, { title: e.currentTarget.value })}
                  error={error(`activities.${index}.title`)}
                />
                <Group grow align="flex-start" wrap="wrap">
                  <Select
                    label={t('units.editor.activityType')}
                    data={options('type', activityTypes)}
                    value={activity.type}
                    onChange={(value) => value && setActivity(index, { type: value as Activity['type'] })}
                    allowDeselect={false}
                  />
                  <NumberInput
                    label={t('units.editor.minutes')}
                    value={activity.minutes}
                    onChange={(value) => setActivity(index, { minutes: Number(value) })}
                    error={error(`activities.${index}.minutes`)}
                  />
                </Group>
                <Group grow align="flex-start" wrap="wrap">
                  <Select
                    label={t('units.editor.grouping')}
                    data={options('grouping', activityGroupings)}
                    value={activity.grouping ?? 'whole_class'}
                    onChange={(value) =>
                      value && setActivity(index, { grouping: value as Activity['grouping'] })
                    }
                    allowDeselect={false}
                  />
                  <Select
                    label={t('units.editor.lead')}
                    data={options('lead', activityLeads)}
                    value={activity.lead ?? 'adult_led'}
                    onChange={(value) => value && setActivity(index, { lead: value as Activity['lead'] })}
                    allowDeselect={false}
                  />
                  <Select
                    label={t('units.editor.setting')}
                    data={options('setting', activitySettings)}
                    value={activity.setting ?? 'indoor'}
                    onChange={(value) =>
                      value && setActivity(index, { setting: value as Activity['setting'] })
                    }
                    allowDeselect={false}
                  />
                </Group>
                <Textarea
                  label={t('units.editor.description')}
                  value={activity.description ?? ''}
                  onChange={(e) => setActivity(index, { description: e.currentTarget.value })}
                  autosize
                />
                <Textarea
                  label={t('units.editor.materials')}
                  value={(activity.materials ?? []).join('\n')}
                  onChange={(e) => setActivity(index, { materials: e.currentTarget.value.split('\n') })}
                  onBlur={() =>
                    setActivity(index, { materials: lines((activity.materials ?? []).join('\n')) })
                  }
                  autosize
                />
                <MultiSelect
                  label={t('units.editor.activityCompetencies')}
                  data={choices}
                  value={activity.competencies ?? []}
                  onChange={(competencies) => setActivity(index, { competencies })}
                  error={error(`activities.${index}.competencies`)}
                  searchable
                />
              </Stack>
            </SortableActivity>
          ))}
        </SortableContext>
      </DndContext>
      <Button
        variant="default"
        onClick={() =>
          set({
            activities: [...draft.activities, { key: newKey(), type: 'circle_time', title: '', minutes: 15 }],
          })
        }
      >
        {t('units.editor.addActivity')}
      </Button>
      <Group grow align="flex-start" wrap="wrap">
        <Textarea
          label={t('units.editor.support')}
          value={draft.support}
          onChange={(e) => set({ support: e.currentTarget.value })}
          autosize
        />
        <Textarea
          label={t('units.editor.extend')}
          value={draft.extend}
          onChange={(e) => set({ extend: e.currentTarget.value })}
          autosize
        />
      </Group>
      <Title order={3} size="h4">
        {t('units.editor.assessment')}
      </Title>
      {draft.assessment.map((item, index) => (
        <Group key={index} grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('units.editor.whatToObserve')}
            value={item.what_to_observe}
            onChange={(e) =>
              set({
                assessment: draft.assessment.map((a, i) =>
                  i === index ? { ...a, what_to_observe: e.currentTarget.value } : a,
                ),
              })
            }
            error={error(`assessment.${index}.what_to_observe`)}
          />
          <Select
            label={t('units.editor.assessmentCompetency')}
            data={choices}
            value={item.competency_code || null}
            onChange={(value) =>
              set({
                assessment: draft.assessment.map((a, i) =>
                  i === index ? { ...a, competency_code: value ?? '' } : a,
                ),
              })
            }
            error={error(`assessment.${index}.competency_code`)}
            searchable
          />
        </Group>
      ))}
      <Button
        variant="default"
        onClick={() =>
          set({ assessment: [...draft.assessment, { what_to_observe: '', competency_code: '' }] })
        }
      >
        {t('units.editor.addAssessment')}
      </Button>
      <Textarea
        label={t('units.editor.homeLink')}
        value={draft.home_link}
        onChange={(e) => set({ home_link: e.currentTarget.value })}
        autosize
      />
      {error('resource_ids') && <Alert color="red">{error('resource_ids')}</Alert>}
      {failure && <Alert color="red">{failure}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('units.editor.cancel')}
        </Button>
        <Button loading={save.isPending} onClick={submit}>
          {t('units.editor.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function SortableActivity({
  id,
  dragLabel,
  children,
}: {
  id: string;
  dragLabel: string;
  children: React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  return (
    <Card withBorder ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <ActionIcon
        variant="subtle"
        aria-label={dragLabel}
        {...attributes}
        {...listeners}
        style={{ cursor: 'grab' }}
      >
        ⋮⋮
      </ActionIcon>
      {children}
    </Card>
  );
}
