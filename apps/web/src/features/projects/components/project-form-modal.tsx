import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { Project, ProjectInput, UnitLibrary, UnitSummary } from '@cue/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useSaveProject } from '../api/save-project';
import { useUnitLibrary } from '../api/unit-library';

interface ProjectFormModalProps {
  classId: string;
  /** The project to edit; null for a new one. */
  project: Project | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * A project's form: a unit from the global or our organization's library (its title becomes the
 * project's until the teacher writes their own), title, first and last day, notes, and whether it
 * is the class's default. The server's 400 shows on the field it names.
 */
export function ProjectFormModal({ classId, project, opened, onClose }: ProjectFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={project ? t('projects.editTitle') : t('projects.newTitle')}
    >
      {opened && <ProjectForm classId={classId} project={project} onClose={onClose} />}
    </Modal>
  );
}

function ProjectForm({ classId, project, onClose }: Omit<ProjectFormModalProps, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveProject(classId);
  const [library, setLibrary] = useState<UnitLibrary>(project?.unit?.library ?? 'global');
  const units = useUnitLibrary(library, true);
  const [unit, setUnit] = useState<Pick<UnitSummary, '_id' | 'title'> | null>(
    project?.unit ? { _id: project.unit._id, title: project.unit.title } : null,
  );
  const [title, setTitle] = useState(project?.title ?? '');
  const [startDate, setStartDate] = useState(project?.start_date ?? '');
  const [endDate, setEndDate] = useState(project?.end_date ?? '');
  const [notes, setNotes] = useState(project?.notes ?? '');
  const [isDefault, setIsDefault] = useState(project?.is_default ?? false);
  const [tried, setTried] = useState(false);

  const options = (units.data?.units ?? []).map((u) => ({ value: u._id, label: u.title }));
  // The unit being edited stays a choice even when it is not on the first page of the library.
  if (unit && !options.some((o) => o.value === unit._id))
    options.unshift({ value: unit._id, label: unit.title });

  const chooseUnit = (id: string | null) => {
    const chosen = id ? (units.data?.units.find((u) => u._id === id) ?? null) : null;
    // The unit's title fills the project's until the teacher writes their own.
    if (chosen && (!title.trim() || title === unit?.title)) setTitle(chosen.title);
    setUnit(chosen ? { _id: chosen._id, title: chosen.title } : null);
  };

  const serverField = isApiError(save.error) ? save.error.field : undefined;
  const fieldError = (field: keyof ProjectInput): string | undefined => {
    if (serverField === field) return errorMessage(save.error);
    if (!tried) return undefined;
    if (field === 'title' && !title.trim()) return t('projects.fields.required');
    if (field === 'start_date' && !startDate) return t('projects.fields.required');
    if (field === 'end_date' && !endDate) return t('projects.fields.required');
    if (field === 'end_date' && startDate && endDate < startDate) return t('projects.fields.endBeforeStart');
    return undefined;
  };
  const generalError =
    save.error && !['title', 'start_date', 'end_date', 'unit_id', 'notes'].includes(serverField ?? '')
      ? errorMessage(save.error)
      : null;

  const submit = () => {
    setTried(true);
    if (!title.trim() || !startDate || !endDate || endDate < startDate) return;
    save.mutate(
      {
        id: project?._id ?? null,
        input: {
          unit_id: unit?._id ?? null,
          title: title.trim(),
          start_date: startDate,
          end_date: endDate,
          notes,
          is_default: isDefault,
        },
      },
      {
        onSuccess: () => {
          showSuccess(t('projects.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="project-library-label">
          {t('projects.fields.library')}
        </Text>
        <SegmentedControl
          aria-labelledby="project-library-label"
          value={library}
          onChange={(value) => setLibrary(value as UnitLibrary)}
          data={[
            { value: 'global', label: t('projects.fields.global') },
            { value: 'organization', label: t('projects.fields.organization') },
          ]}
        />
      </Stack>
      <Select
        label={t('projects.fields.unit')}
        placeholder={
          units.isPending ? t('projects.fields.unitsLoading') : t('projects.fields.unitPlaceholder')
        }
        data={options}
        value={unit?._id ?? null}
        onChange={chooseUnit}
        searchable
        clearable
        error={fieldError('unit_id') ?? (units.isError ? t('projects.fields.unitsFailed') : undefined)}
      />
      <TextInput
        label={t('projects.fields.title')}
        value={title}
        required
        maxLength={200}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={fieldError('title')}
      />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('projects.fields.startDate')}
          value={startDate}
          required
          onChange={(event) => setStartDate(event.currentTarget.value)}
          error={fieldError('start_date')}
          miw={150}
        />
        <TextInput
          type="date"
          label={t('projects.fields.endDate')}
          value={endDate}
          required
          min={startDate || undefined}
          onChange={(event) => setEndDate(event.currentTarget.value)}
          error={fieldError('end_date')}
          miw={150}
        />
      </Group>
      <Textarea
        label={t('projects.fields.notes')}
        value={notes}
        rows={3}
        maxLength={2000}
        onChange={(event) => setNotes(event.currentTarget.value)}
        error={fieldError('notes')}
      />
      <Checkbox
        label={t('projects.fields.isDefault')}
        checked={isDefault}
        onChange={(event) => setIsDefault(event.currentTarget.checked)}
      />
      {generalError && (
        <Alert color="red" role="alert">
          {generalError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('projects.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('projects.save')}
        </Button>
      </Group>
    </Stack>
  );
}
