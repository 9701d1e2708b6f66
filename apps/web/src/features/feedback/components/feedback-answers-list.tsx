import type { FeedbackAnswer, FeedbackAnswers } from '@cue/contracts';
import type { TFunction } from 'i18next';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/person-name';
import { FeedbackAnswerSummary } from './feedback-answer-summary';

/** Who gave an answer set: the family, the teacher from paper, or the teacher with the child. */
function byLine(answer: FeedbackAnswer, t: TFunction): string {
  const name = fullName(answer.answered_by);
  if (answer.kind === 'parent')
    return answer.recorded_by_staff
      ? t('feedback.answers.onPaper', { name })
      : t('feedback.answers.byFamily', { name });
  return t('feedback.answers.capturedBy', { name });
}

/**
 * The answers of a form. A parent form lists every child of the class: who has answered (with the
 * answers) and who has not yet. A self or peer form lists the captures, newest first.
 */
export function FeedbackAnswersList({ data }: { data: FeedbackAnswers }) {
  const { t } = useTranslation();
  const { form, students, answers } = data;
  const ordered = [...answers].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  const answeredIds = new Set(answers.map((a) => a.student._id));
  const waiting = students.filter((s) => !answeredIds.has(s._id));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {form.kind === 'parent'
          ? t('feedback.answers.familiesAnswered', { answered: answeredIds.size, total: students.length })
          : t('feedback.answers.childrenAnswered', { answered: answeredIds.size, total: students.length })}
      </Text>
      {ordered.length === 0 && <Text c="dimmed">{t('feedback.answers.empty')}</Text>}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {ordered.map((answer) => {
          const title = answer.about_student
            ? t('feedback.answers.about', {
                child: fullName(answer.student),
                friend: fullName(answer.about_student),
              })
            : fullName(answer.student);
          return (
            <Paper component="li" key={answer._id} withBorder p="sm" radius="md" aria-label={title}>
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600}>{title}</Text>
                  <Badge variant="light" color={answer.recorded_by_staff ? 'gray' : 'teal'}>
                    {byLine(answer, t)}
                  </Badge>
                </Group>
                <FeedbackAnswerSummary answer={answer} questions={form.questions} />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      {form.kind === 'parent' && waiting.length > 0 && (
        <Stack gap={6} component="section" aria-labelledby="feedback-waiting-heading">
          <Title order={3} fz="h5" id="feedback-waiting-heading">
            {t('feedback.answers.notYet', { count: waiting.length })}
          </Title>
          <Group gap={6}>
            {waiting.map((student) => (
              <Badge key={student._id} variant="outline" color="gray" tt="none">
                {fullName(student)}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
