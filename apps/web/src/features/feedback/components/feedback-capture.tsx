import type { FaceChoice, FeedbackAnswers } from '@cue/contracts';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/person-name';
import { useCaptureFeedback } from '../api/feedback-answers';
import { FaceChoiceGroup } from './face-choice';

type Choices = Record<string, FaceChoice>;

/**
 * The teacher sits with a child: picks the child (and, for peer feedback, the friend it is about),
 * reads each sentence aloud, and the child taps a big face. Picking a child who already answered
 * shows their faces, so saving again changes them. Phone first: one column, faces filling it.
 */
export function FeedbackCapture({ data }: { data: FeedbackAnswers }) {
  const { t } = useTranslation();
  const { form, students, answers } = data;
  const capture = useCaptureFeedback(form._id);
  const isPeer = form.kind === 'peer';
  const [studentId, setStudentId] = useState<string | null>(null);
  const [friendId, setFriendId] = useState<string | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const options = students.map((s) => ({ value: s._id, label: fullName(s) }));
  const questions = form.questions.filter((q) => q.type === 'faces');

  /** The faces already given by this child (about this friend), to start from. */
  const earlier = (child: string | null, friend: string | null): Choices => {
    const found = answers.find(
      (a) => a.student._id === child && (a.about_student?._id ?? null) === (isPeer ? friend : null),
    );
    return Object.fromEntries(
      (found?.answers ?? []).flatMap((a) => (a.choice ? [[a.question, a.choice] as const] : [])),
    );
  };
  const pickChild = (value: string | null) => {
    setStudentId(value);
    const friend = friendId === value ? null : friendId;
    setFriendId(friend);
    setChoices(earlier(value, friend));
  };
  const pickFriend = (value: string | null) => {
    setFriendId(value);
    setChoices(earlier(studentId, value));
  };
  const ready = studentId !== null && (!isPeer || friendId !== null);
  const answered = Object.keys(choices).length;
  const child = students.find((s) => s._id === studentId);

  const save = () =>
    capture.mutate(
      {
        student_id: studentId!,
        about_student_id: isPeer ? friendId : null,
        answers: questions.flatMap((q) =>
          choices[q.key] ? [{ question: q.key, choice: choices[q.key] }] : [],
        ),
      },
      {
        onSuccess: () => {
          showSuccess(t('feedback.capture.saved', { name: child ? fullName(child) : '' }));
          setStudentId(null);
          setFriendId(null);
          setChoices({});
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(isPeer ? 'feedback.capture.introPeer' : 'feedback.capture.introSelf')}
      </Text>
      <Select
        label={t(isPeer ? 'feedback.capture.giver' : 'feedback.capture.child')}
        placeholder={t('feedback.capture.pick')}
        data={options}
        value={studentId}
        onChange={pickChild}
        searchable
        size="md"
      />
      {isPeer && (
        <Select
          label={t('feedback.capture.friend')}
          placeholder={t('feedback.capture.pick')}
          data={options.filter((o) => o.value !== studentId)}
          value={friendId}
          onChange={pickFriend}
          searchable
          size="md"
          disabled={studentId === null}
        />
      )}
      {ready && (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="lg">
            {questions.map((question) => (
              <FaceChoiceGroup
                key={question.key}
                large
                prompt={question.prompt}
                emojiSet={question.emoji_set}
                value={choices[question.key] ?? null}
                onChange={(choice) => setChoices((current) => ({ ...current, [question.key]: choice }))}
              />
            ))}
            <Group justify="space-between" gap="xs">
              <Button variant="default" size="md" onClick={() => setChoices({})} disabled={answered === 0}>
                {t('feedback.capture.clear')}
              </Button>
              <Button size="lg" onClick={save} loading={capture.isPending} disabled={answered === 0}>
                {t('feedback.capture.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
