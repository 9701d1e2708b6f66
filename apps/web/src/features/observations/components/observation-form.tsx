import type { AnecdoteType, MediaFile } from '@cue/contracts';
import { Alert, Button, Group, MultiSelect, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSaveDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { offlineSaveKinds, useQueuedSaves } from '../../../lib/offline-saves';
import { fullName } from '../../../lib/person-name';
import { AttachmentField } from '../../media/components/attachment-field';
import { CompetencyPicker } from '../../curriculum/components/competency-picker';
import { StoryTagPicker } from '../../stories/components/story-tag-picker';
import { useClassRoster } from '../api/get-class-roster';
import { useRecordObservations, type ObservationsInput } from '../api/record-observations';
import { useLearningTagsOn } from '../hooks/use-learning-tags-on';
import { saveButtonLabelKeys, useSaveState } from '../hooks/use-save-state';
import { checkObservationFields, ObservationFields, type ObservationFieldValues } from './observation-fields';

const emptyFields = (): ObservationFieldValues => ({ date: formatSaveDate(Date.now()), title: '', note: '' });

/**
 * Records one observation about one or several children of the class. A group observation becomes
 * one record per child, each keeping the teacher's words.
 */
export function ObservationForm({ classId, type }: { classId: string; type: AnecdoteType }) {
  const { t } = useTranslation();
  const roster = useClassRoster(classId);
  const record = useRecordObservations();
  const save = useSaveState();
  const tagsOn = useLearningTagsOn();
  const waiting = useQueuedSaves<ObservationsInput>(offlineSaveKinds.observations).filter(
    (queued) => queued.payload.classId === classId,
  );
  const [studentIds, setStudentIds] = useState<string[]>([]);
  const [fields, setFields] = useState<ObservationFieldValues>(emptyFields);
  const [media, setMedia] = useState<MediaFile[]>([]);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [competencies, setCompetencies] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<keyof ObservationFieldValues | 'students', string>>>(
    {},
  );

  // Changing anything after a save starts a new observation.
  const edited = () => {
    if (save.state === 'saved') save.markUnsaved();
  };

  const submit = () => {
    const found = {
      ...checkObservationFields(fields, t),
      ...(studentIds.length === 0 && { students: t('observations.form.studentsRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.markSaving();
    record.mutate(
      {
        classId,
        entries: studentIds.map((studentId) => ({
          student_id: studentId,
          date: fields.date,
          ...(fields.title.trim() && { title: fields.title.trim() }),
          general_note: fields.note,
          type_of_anecdote: type,
          ...(media.length > 0 && { media_ids: media.map((file) => file._id) }),
          ...(tagsOn && tagIds.length > 0 && { tag_ids: tagIds }),
          ...(competencies.length > 0 && { competencies }),
        })),
      },
      {
        onSuccess: (outcome) => {
          // Kept on the device: the form is free for the next observation, the notice says why.
          if (outcome.queued) save.markUnsaved();
          else save.markSaved();
          showSuccess(outcome.queued ? t('observations.offline.queued') : t('observations.saved'));
          setStudentIds([]);
          setFields((current) => ({ ...emptyFields(), date: current.date }));
          setMedia([]);
          setTagIds([]);
          setCompetencies([]);
        },
        onError: (error) => {
          save.markUnsaved();
          showError(errorMessage(error));
        },
      },
    );
  };

  const saving = save.state === 'saving';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-observation-heading">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="new-observation-heading">
          {t('observations.form.heading')}
        </Title>
        {waiting.length > 0 && (
          <Alert color="yellow" role="status" styles={{ message: { color: 'inherit' } }}>
            {t('observations.offline.notice', { number: waiting.length })}
          </Alert>
        )}
        <MultiSelect
          label={t('observations.form.students')}
          description={t('observations.form.studentsHint')}
          placeholder={studentIds.length === 0 ? t('observations.form.studentsPlaceholder') : undefined}
          data={(roster.data ?? []).map((child) => ({ value: child._id, label: fullName(child) }))}
          value={studentIds}
          onChange={(ids) => {
            setStudentIds(ids);
            edited();
          }}
          searchable
          hidePickedOptions
          error={errors.students ?? (roster.isError ? t('observations.form.rosterError') : undefined)}
          disabled={saving || roster.isPending}
          required
          comboboxProps={{ withinPortal: true }}
        />
        <ObservationFields
          values={fields}
          onChange={(values) => {
            setFields(values);
            edited();
          }}
          errors={errors}
          disabled={saving}
        />
        {tagsOn && (
          <StoryTagPicker
            value={tagIds}
            onChange={(ids) => {
              setTagIds(ids);
              edited();
            }}
            disabled={saving}
          />
        )}
        <CompetencyPicker
          classId={classId}
          note={fields.note}
          value={competencies}
          onChange={(codes) => {
            setCompetencies(codes);
            edited();
          }}
          disabled={saving}
        />
        <AttachmentField
          value={media}
          onChange={(files) => {
            setMedia(files);
            edited();
          }}
          classId={classId}
        />
        <Group justify="flex-end">
          <Button
            size="md"
            onClick={submit}
            loading={false}
            disabled={saving || save.state === 'saved'}
            color={save.state === 'saved' ? 'green' : undefined}
          >
            {t(saveButtonLabelKeys[save.state])}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
