import type { ChildFeedbackForm, ChildSummary, FaceChoice, FeedbackAnswerItem } from '@cue/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useAnswerChildFeedback, useChildFeedbackForms } from '../api/child-feedback';
import { useDayFormat } from '../feedback-text';
import { FaceChoiceGroup } from './face-choice';

type Draft = Record<string, { choice?: FaceChoice; text?: string }>;

/** The family's answers so far, as the form holds them. */
function draftOf(item: ChildFeedbackForm): Draft {
  return Object.fromEntries(
    (item.answer?.answers ?? []).map((a) => [
      a.question,
      a.choice ? { choice: a.choice } : { text: a.text ?? '' },
    ]),
  );
}

/** One form: its questions as faces to tap or a box to write in, then Send (or Update). */
function FamilyForm({ item, child }: { item: ChildFeedbackForm; child: ChildSummary }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const answer = useAnswerChildFeedback(child._id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const set = (key: string, value: { choice?: FaceChoice; text?: string }) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const answers = item.form.questions.flatMap((q): FeedbackAnswerItem[] => {
    const given = draft[q.key];
    if (q.type === 'faces') return given?.choice ? [{ question: q.key, choice: given.choice }] : [];
    const text = given?.text?.trim();
    return text ? [{ question: q.key, text }] : [];
  });
  const answered = item.answer !== null;

  const submit = () =>
    answer.mutate(
      { formId: item.form._id, input: { answers } },
      {
        onSuccess: () => showSuccess(t('feedback.parent.thanks')),
        onError: (error) => showError(errorMessage(error)),
      },
    );

  return (
    <Stack
      gap="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('feedback.parent.about', { className: item.class_name, cycle: item.cycle.name })}
        </Text>
        {answered && (
          <Badge color="teal" variant="light">
            ✓ {t('feedback.parent.answered')}
          </Badge>
        )}
      </Group>
      {item.form.questions.map((question) =>
        question.type === 'faces' ? (
          <FaceChoiceGroup
            key={question.key}
            prompt={question.prompt}
            emojiSet={question.emoji_set}
            value={draft[question.key]?.choice ?? null}
            onChange={(choice) => set(question.key, { choice })}
          />
        ) : (
          <Textarea
            key={question.key}
            label={<span dir="auto">{question.prompt}</span>}
            dir="auto"
            value={draft[question.key]?.text ?? ''}
            onChange={(event) => set(question.key, { text: event.currentTarget.value })}
            maxLength={1000}
            autosize
            minRows={2}
            size="md"
          />
        ),
      )}
      <Text size="sm" c="dimmed">
        {t('feedback.parent.openUntil', { date: day(item.cycle.end_date) })}
      </Text>
      <Button type="submit" size="md" loading={answer.isPending} disabled={answers.length === 0}>
        {t(answered ? 'feedback.parent.update' : 'feedback.parent.send')}
      </Button>
    </Stack>
  );
}

/**
 * Parent dashboard: "Feedback for school" while a form sent to the child's class is open (the
 * cycle runs): the family answers on the phone, and may change the answers until the cycle ends.
 * Nothing shows when no form is open, or when the school has feedback off. A realtime 'feedback'
 * event (a form sent, the other parent's answers) refreshes it.
 */
export function ParentFeedbackPanel({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const forms = useChildFeedbackForms(child._id);
  if (forms.isPending) return null;
  if (forms.isError && isApiError(forms.error) && forms.error.status === 403) return null;
  if (forms.isSuccess && forms.data.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="parent-feedback-heading">
      <Stack gap="md">
        <Title order={2} fz="h4" id="parent-feedback-heading">
          {t('feedback.parent.heading')}
        </Title>
        {forms.isError ? (
          <LoadError
            title={t('feedback.parent.loadError')}
            error={forms.error}
            onRetry={() => void forms.refetch()}
          />
        ) : (
          forms.data.map((item) => (
            <FamilyForm key={`${item.form._id}:${item.answer?.updated_at ?? ''}`} item={item} child={child} />
          ))
        )}
      </Stack>
    </Paper>
  );
}
