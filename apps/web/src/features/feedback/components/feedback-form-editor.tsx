import {
  MAX_FEEDBACK_QUESTIONS,
  MIN_FEEDBACK_QUESTIONS,
  feedbackEmojiSets,
  type FeedbackEmojiSet,
  type FeedbackForm,
  type FeedbackQuestionInput,
} from '@cue/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useUpdateFeedbackForm } from '../api/feedback-forms';
import { editableQuestions } from '../feedback-text';

const emojiSets = Object.keys(feedbackEmojiSets) as FeedbackEmojiSet[];

/**
 * The questions of a form: each a sentence answered with faces (in an emoji set) or, on a parent
 * form, in words; 2 to 8 of them, in order. Once answered, the form keeps its shape: the wording
 * and pictures can still be fixed (the server refuses more, 409), so the other controls are off.
 */
export function FeedbackFormEditor({ form }: { form: FeedbackForm }) {
  const { t } = useTranslation();
  const save = useUpdateFeedbackForm();
  const [questions, setQuestions] = useState<FeedbackQuestionInput[]>(() =>
    editableQuestions(form.questions),
  );
  const locked = form.is_locked;
  const wordsAllowed = form.kind === 'parent';
  const change = (index: number, patch: Partial<FeedbackQuestionInput>) =>
    setQuestions((current) => current.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  const move = (index: number, by: -1 | 1) =>
    setQuestions((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });
  const unchanged = JSON.stringify(questions) === JSON.stringify(editableQuestions(form.questions));
  const incomplete = questions.some((q) => q.prompt.trim() === '');

  const submit = () =>
    save.mutate(
      { id: form._id, input: { questions } },
      {
        onSuccess: () => showSuccess(t('feedback.editor.saved')),
        onError: (error) => showError(errorMessage(error)),
      },
    );

  return (
    <Stack gap="sm">
      {locked && (
        <Alert color="blue" variant="light">
          {t('feedback.editor.locked')}
        </Alert>
      )}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {questions.map((question, index) => {
          const number = index + 1;
          return (
            <Paper component="li" key={index} withBorder p="sm" radius="md">
              <Stack gap="xs">
                <TextInput
                  label={t('feedback.editor.question', { number })}
                  value={question.prompt}
                  dir="auto"
                  maxLength={200}
                  onChange={(event) => change(index, { prompt: event.currentTarget.value })}
                />
                <Group gap="sm" align="flex-end" wrap="wrap">
                  {wordsAllowed && (
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id={`feedback-type-${index}`}>
                        {t('feedback.editor.type')}
                      </Text>
                      <SegmentedControl
                        aria-labelledby={`feedback-type-${index}`}
                        disabled={locked}
                        value={question.type}
                        onChange={(value) => change(index, { type: value as FeedbackQuestionInput['type'] })}
                        data={[
                          { value: 'faces', label: t('feedback.types.faces') },
                          { value: 'text', label: t('feedback.types.text') },
                        ]}
                      />
                    </Stack>
                  )}
                  {question.type === 'faces' && (
                    <Select
                      label={t('feedback.editor.emojiSet')}
                      value={question.emoji_set ?? 'faces'}
                      allowDeselect={false}
                      onChange={(value) => value && change(index, { emoji_set: value as FeedbackEmojiSet })}
                      data={emojiSets.map((set) => ({
                        value: set,
                        label: `${feedbackEmojiSets[set].happy} ${t(`feedback.emojiSets.${set}`)}`,
                      }))}
                      w={180}
                    />
                  )}
                  <Group gap={4} ms="auto">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('feedback.editor.moveUp', { number })}
                      disabled={locked || index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={t('feedback.editor.moveDown', { number })}
                      disabled={locked || index === questions.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('feedback.editor.remove', { number })}
                      disabled={locked || questions.length <= MIN_FEEDBACK_QUESTIONS}
                      onClick={() => setQuestions((current) => current.filter((_, i) => i !== index))}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant="default"
          disabled={locked || questions.length >= MAX_FEEDBACK_QUESTIONS}
          onClick={() =>
            setQuestions((current) => [...current, { type: 'faces', prompt: '', emoji_set: 'faces' }])
          }
        >
          {t('feedback.editor.add')}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={unchanged || incomplete}>
          {t('feedback.editor.save')}
        </Button>
      </Group>
    </Stack>
  );
}
