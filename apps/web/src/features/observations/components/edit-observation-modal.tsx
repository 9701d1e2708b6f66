import type { AnecdoteType, Observation } from '@cue/contracts';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { CompetencyPicker } from '../../curriculum/components/competency-picker';
import { StoryTagPicker } from '../../stories/components/story-tag-picker';
import { useEditObservation } from '../api/edit-observation';
import { useClassRoster } from '../api/get-class-roster';
import { useLearningTagsOn } from '../hooks/use-learning-tags-on';
import { saveButtonLabelKeys, useSaveState } from '../hooks/use-save-state';
import { checkObservationFields, ObservationFields, type ObservationFieldValues } from './observation-fields';

/** Edits one saved observation: child, date, title, note, kind, learning tags and competencies. */
export function EditObservationModal({
  observation,
  onClose,
}: {
  observation: Observation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const roster = useClassRoster(observation.class_id);
  const edit = useEditObservation();
  const save = useSaveState();
  const tagsOn = useLearningTagsOn();
  const [tagIds, setTagIds] = useState(() => (observation.tags ?? []).map((tag) => tag._id));
  const savedCompetencies = (observation.competencies ?? []).map((competency) => competency.code);
  const [competencies, setCompetencies] = useState(savedCompetencies);
  const [studentId, setStudentId] = useState(observation.student_id);
  const [kind, setKind] = useState<AnecdoteType>(observation.type_of_anecdote);
  const [fields, setFields] = useState<ObservationFieldValues>({
    date: observation.date,
    title: observation.title,
    note: observation.general_note,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof ObservationFieldValues, string>>>({});
  const saving = save.state === 'saving';

  const submit = () => {
    const found = checkObservationFields(fields, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.markSaving();
    edit.mutate(
      {
        id: observation._id,
        changes: {
          student_id: studentId,
          date: fields.date,
          title: fields.title,
          general_note: fields.note,
          type_of_anecdote: kind,
          // Without the story module the tags are not shown, so they are left as they are.
          ...(tagsOn && { tag_ids: tagIds }),
          // Sent only when changed: codes kept from a framework the class left stay as they are.
          ...(competencies.join() !== savedCompetencies.join() && { competencies }),
        },
      },
      {
        onSuccess: () => {
          save.markSaved();
          showSuccess(t('observations.saved'));
          onClose();
        },
        onError: (error) => {
          save.markUnsaved();
          showError(errorMessage(error));
        },
      },
    );
  };

  const students = roster.data ?? [];
  return (
    <Modal opened onClose={onClose} title={t('observations.form.editHeading')} size="lg">
      <Stack gap="sm">
        <Select
          label={t('observations.form.student')}
          data={
            students.length > 0
              ? students.map((child) => ({ value: child._id, label: fullName(child) }))
              : [{ value: observation.student_id, label: observation.student_name }]
          }
          value={studentId}
          onChange={(value) => value && setStudentId(value)}
          allowDeselect={false}
          searchable
          disabled={saving}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="edit-observation-type">
            {t('observations.form.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="edit-observation-type"
            value={kind}
            onChange={(value) => setKind(value as AnecdoteType)}
            data={[
              { value: 'general', label: t('observations.types.general') },
              { value: 'report_card', label: t('observations.types.report_card') },
            ]}
            disabled={saving}
          />
        </Stack>
        <ObservationFields values={fields} onChange={setFields} errors={errors} disabled={saving} />
        {tagsOn && (
          <StoryTagPicker
            value={tagIds}
            onChange={setTagIds}
            kept={observation.tags ?? []}
            disabled={saving}
          />
        )}
        <CompetencyPicker
          classId={observation.class_id}
          note={fields.note}
          value={competencies}
          onChange={setCompetencies}
          kept={observation.competencies ?? []}
          disabled={saving}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('observations.form.cancel')}
          </Button>
          <Button onClick={submit} disabled={saving}>
            {t(saveButtonLabelKeys[save.state])}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
