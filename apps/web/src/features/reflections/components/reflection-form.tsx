import {
  MAX_REFLECTION_CHILDREN,
  addDaysToIsoDate,
  REFLECTION_TEXT_MAX,
  type Reflection,
  type ReflectionKind,
} from '@cue/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useSaveReflection } from '../api/save-reflection';
import type {
  ReflectionChildOption,
  ReflectionProjectOption,
  RenderCompetencies,
} from '../reflection-options';
import { periodLabel, recentWeekStarts } from '../reflection-weeks';

export interface ReflectionFormProps {
  classId: string;
  /** The class's weekdays: when its weeks start. */
  classDays: readonly string[];
  /** The reflection to edit; null for a new one. */
  reflection: Reflection | null;
  /** The weeks and projects the teacher already wrote on (offered, but marked and not chosen). */
  taken: { weeks: readonly string[]; projectIds: readonly string[] };
  projects: readonly ReflectionProjectOption[];
  children: readonly ReflectionChildOption[];
  renderCompetencies?: RenderCompetencies;
  /** This device's today (tests fix it). */
  today?: string;
  onClose: () => void;
}

type TextField = 'what_worked' | 'what_to_change' | 'next_steps';
const textFields: readonly TextField[] = ['what_worked', 'what_to_change', 'next_steps'];

/**
 * A reflection's form: a week (this one and the eleven before it) or a project of the class, what
 * worked, what to change, the next steps, children to follow up and competencies (the slot the
 * route fills with the curriculum picker). Editing keeps its week or project. The server's 400
 * shows on the field it names; a 409 says why in words of its own.
 */
export function ReflectionForm({
  classId,
  classDays,
  reflection,
  taken,
  projects,
  children,
  renderCompetencies,
  today,
  onClose,
}: ReflectionFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveReflection(classId);
  const weeks = recentWeekStarts(classDays, today);
  const firstFreeWeek = weeks.find((week) => !taken.weeks.includes(week)) ?? null;
  const [kind, setKind] = useState<ReflectionKind>(reflection?.kind ?? 'week');
  const [weekStart, setWeekStart] = useState<string | null>(reflection?.week_start ?? firstFreeWeek);
  const [projectId, setProjectId] = useState<string | null>(reflection?.project?._id ?? null);
  const [texts, setTexts] = useState<Record<TextField, string>>({
    what_worked: reflection?.what_worked ?? '',
    what_to_change: reflection?.what_to_change ?? '',
    next_steps: reflection?.next_steps ?? '',
  });
  const [studentIds, setStudentIds] = useState<string[]>(reflection?.students.map((s) => s._id) ?? []);
  const [competencies, setCompetencies] = useState<string[]>(
    reflection?.competencies.map((c) => c.code) ?? [],
  );
  const [tried, setTried] = useState(false);

  const saysSomething = textFields.some((field) => texts[field].trim() !== '');
  const serverField = isApiError(save.error) ? save.error.field : undefined;
  const conflict = isApiError(save.error) && save.error.status === 409;
  const fieldError = (field: string): string | undefined => {
    if (serverField === field) return errorMessage(save.error);
    if (!tried) return undefined;
    if (field === 'what_worked' && !saysSomething) return t('reflections.form.saySomething');
    if (field === 'week_start' && kind === 'week' && !weekStart) return t('reflections.form.required');
    if (field === 'project_id' && kind === 'project' && !projectId) return t('reflections.form.required');
    return undefined;
  };
  const knownFields = ['week_start', 'project_id', ...textFields, 'student_ids', 'competencies'];
  const generalError =
    save.error && !conflict && !knownFields.some((field) => serverField?.startsWith(field))
      ? errorMessage(save.error)
      : null;

  const weekOptions = weeks.map((week) => ({
    value: week,
    label: taken.weeks.includes(week)
      ? t('reflections.form.weekWritten', {
          week: periodLabel(week, addDaysToIsoDate(week, 6), i18n.language),
        })
      : periodLabel(week, addDaysToIsoDate(week, 6), i18n.language),
    disabled: taken.weeks.includes(week) && week !== reflection?.week_start,
  }));
  const projectOptions = projects.map((project) => ({
    value: project._id,
    label: taken.projectIds.includes(project._id)
      ? t('reflections.form.projectWritten', { title: project.title })
      : project.title,
    disabled: taken.projectIds.includes(project._id) && project._id !== reflection?.project?._id,
  }));

  const submit = () => {
    setTried(true);
    if (!saysSomething) return;
    const content = {
      ...Object.fromEntries(textFields.map((field) => [field, texts[field].trim()])),
      student_ids: studentIds,
      competencies,
    } as Record<TextField, string> & { student_ids: string[]; competencies: string[] };
    const done = {
      onSuccess: () => {
        showSuccess(t('reflections.form.saved'));
        onClose();
      },
    };
    if (reflection) {
      save.mutate({ id: reflection._id, input: { ...content, version: reflection.version } }, done);
      return;
    }
    if (kind === 'week' && !weekStart) return;
    if (kind === 'project' && !projectId) return;
    save.mutate(
      {
        id: null,
        input:
          kind === 'week'
            ? { kind, week_start: weekStart!, ...content }
            : { kind, project_id: projectId!, ...content },
      },
      done,
    );
  };

  const note = textFields.map((field) => texts[field]).join('\n');
  return (
    <Stack gap="sm">
      {reflection ? (
        <Text fw={600}>
          {reflection.kind === 'week'
            ? t('reflections.card.week', {
                period: periodLabel(reflection.period_start, reflection.period_end, i18n.language),
              })
            : t('reflections.card.project', { title: reflection.project?.title ?? '' })}
        </Text>
      ) : (
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="reflection-kind-label">
              {t('reflections.form.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="reflection-kind-label"
              value={kind}
              onChange={(value) => setKind(value as ReflectionKind)}
              data={[
                { value: 'week', label: t('reflections.kinds.week') },
                { value: 'project', label: t('reflections.kinds.project') },
              ]}
            />
          </Stack>
          {kind === 'week' ? (
            <Select
              label={t('reflections.form.week')}
              data={weekOptions}
              value={weekStart}
              onChange={setWeekStart}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={fieldError('week_start')}
            />
          ) : (
            <Select
              label={t('reflections.form.project')}
              placeholder={
                projects.length === 0 ? t('reflections.form.noProjects') : t('reflections.form.chooseProject')
              }
              data={projectOptions}
              value={projectId}
              onChange={setProjectId}
              searchable
              comboboxProps={{ withinPortal: true }}
              error={fieldError('project_id')}
            />
          )}
        </>
      )}
      {textFields.map((field) => (
        <Textarea
          key={field}
          label={t(`reflections.fields.${field}`)}
          placeholder={t(`reflections.form.placeholders.${field}`)}
          value={texts[field]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setTexts((current) => ({ ...current, [field]: value }));
          }}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={REFLECTION_TEXT_MAX}
          error={fieldError(field)}
        />
      ))}
      <MultiSelect
        label={t('reflections.fields.students')}
        description={t('reflections.form.studentsHint')}
        data={children.map((child) => ({ value: child._id, label: child.name }))}
        value={studentIds}
        onChange={setStudentIds}
        searchable
        hidePickedOptions
        maxValues={MAX_REFLECTION_CHILDREN}
        comboboxProps={{ withinPortal: true }}
        error={fieldError('student_ids')}
      />
      {renderCompetencies?.({
        value: competencies,
        onChange: setCompetencies,
        note,
        kept: reflection?.competencies ?? [],
        disabled: save.isPending,
      })}
      {fieldError('competencies') && (
        <Text size="sm" c="red" role="alert">
          {fieldError('competencies')}
        </Text>
      )}
      {conflict && (
        <Alert color="orange" role="alert" title={t('reflections.form.conflictTitle')}>
          {reflection ? t('reflections.form.stale') : t('reflections.form.taken')}
        </Alert>
      )}
      {generalError && (
        <Alert color="red" role="alert">
          {generalError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('reflections.form.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('reflections.form.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The form in a modal: full screen on a phone. */
export function ReflectionFormModal({ opened, ...props }: ReflectionFormProps & { opened: boolean }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.reflection ? t('reflections.form.editTitle') : t('reflections.form.newTitle')}
      fullScreen={phone ?? false}
      size="lg"
    >
      {opened && <ReflectionForm {...props} />}
    </Modal>
  );
}
