import type { Story, StoryStatus } from '@cue/contracts';
import { Alert, MultiSelect, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { fullName } from '../../../lib/person-name';
import { AttachmentField } from '../../media/components/attachment-field';
import { useClassRoster } from '../../observations/api/get-class-roster';
import { useSetStoryStatus } from '../api/save-story';
import { useStoryAutosave } from '../hooks/use-story-autosave';
import { storyPartNames } from '../story-form';
import { ObservationLinkPicker } from './observation-link-picker';
import { StoryPartEditor } from './story-part-editor';
import { StoryReviewActions } from './story-review-actions';
import { StorySaveState } from './story-save-state';
import { StoryStatusBadge } from './story-status-badge';
import { StoryTagPicker } from './story-tag-picker';

/**
 * A learning story being written: whom it is about, its three parts, tags, photos and the
 * observations it draws on. Everything autosaves (use-story-autosave); the buttons save first
 * and then change the state. A refusal (e.g. photo consent withheld, naming the children) is
 * shown here and nothing typed is lost.
 */
export function StoryEditor({
  classId,
  story,
  studentIds,
  onCreated,
  onDone,
}: {
  classId: string;
  story: Story | null;
  /** A new story's children to begin with. */
  studentIds?: string[];
  onCreated: (story: Story) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const roster = useClassRoster(classId);
  const autosave = useStoryAutosave({ classId, story, studentIds, onCreated });
  const setStatus = useSetStoryStatus();
  const [busy, setBusy] = useState<StoryStatus | 'save' | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const { form, change, saved } = autosave;

  const act = async (action: StoryStatus | 'save', note?: string) => {
    setBusy(action);
    setRefusal(null);
    try {
      const current = await autosave.flush();
      if (!current) return;
      if (action !== 'save') {
        const next = await setStatus.mutateAsync({
          id: current._id,
          input: { status: action, ...(note?.trim() && { note: note.trim() }) },
        });
        autosave.adopt(next);
      }
      onDone();
    } catch (error) {
      setRefusal(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        {saved && <StoryStatusBadge status={saved.status} />}
        <StorySaveState
          state={autosave.state}
          onRetry={() => void autosave.flush()}
          onReload={() => void autosave.reload()}
        />
      </Stack>
      {saved?.status === 'draft' && saved.review_note && (
        <Alert color="orange" title={t('stories.review.sentBack')}>
          <span dir="auto">{saved.review_note}</span>
        </Alert>
      )}
      <TextInput
        label={t('stories.editor.title')}
        value={form.title}
        onChange={(event) => change({ title: event.currentTarget.value })}
        maxLength={200}
        required
        dir="auto"
      />
      <TextInput
        type="date"
        label={t('stories.editor.date')}
        value={form.story_date}
        onChange={(event) => event.currentTarget.value && change({ story_date: event.currentTarget.value })}
        required
        maw={220}
      />
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Switch
            label={t('stories.editor.wholeClass')}
            checked={form.whole_class}
            onChange={(event) => change({ whole_class: event.currentTarget.checked })}
          />
          {!form.whole_class && (
            <MultiSelect
              label={t('stories.editor.children')}
              placeholder={t('stories.editor.childrenPlaceholder')}
              data={(roster.data ?? []).map((child) => ({ value: child._id, label: fullName(child) }))}
              value={form.student_ids}
              onChange={(student_ids) => change({ student_ids })}
              searchable
            />
          )}
        </Stack>
      </Paper>
      {storyPartNames.map((part) => (
        <StoryPartEditor
          key={`${part}-${autosave.revision}`}
          label={t(`stories.parts.${part}`)}
          value={form[part]}
          onChange={(doc) => change({ [part]: doc })}
        />
      ))}
      <StoryTagPicker
        value={form.tag_ids}
        onChange={(tag_ids) => change({ tag_ids })}
        // A tag archived since it was added still shows by name.
        kept={saved?.tags}
      />
      <AttachmentField
        value={form.media}
        onChange={(media) => change({ media })}
        classId={classId}
        classMedia
      />
      <ObservationLinkPicker
        classId={classId}
        studentIds={form.whole_class ? null : form.student_ids}
        value={form.observations}
        onChange={(observations) => change({ observations })}
      />
      {refusal !== null && (
        <Alert color="red" role="alert" title={t('stories.editor.refused')}>
          {errorMessage(refusal)}
        </Alert>
      )}
      <StoryReviewActions
        story={saved}
        busy={busy}
        onSave={() => void act('save')}
        onStatus={(status, note) => void act(status, note)}
      />
    </Stack>
  );
}
