import { feedbackEmojiSets, type FeedbackAnswer, type FeedbackQuestion } from '@cue/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One answer set, question by question: the face chosen (picture and word) or the words written. */
export function FeedbackAnswerSummary({
  answer,
  questions,
}: {
  answer: Pick<FeedbackAnswer, 'answers'>;
  questions: readonly FeedbackQuestion[];
}) {
  const { t } = useTranslation();
  return (
    <Stack component="dl" gap={4} m={0}>
      {questions.map((question) => {
        const given = answer.answers.find((a) => a.question === question.key);
        return (
          <Group key={question.key} gap="xs" wrap="nowrap" align="flex-start">
            <Text component="dt" size="sm" c="dimmed" dir="auto" style={{ flex: 1, minInlineSize: 0 }}>
              {question.prompt}
            </Text>
            <Text component="dd" size="sm" m={0} fw={500} dir="auto" style={{ flex: 1, minInlineSize: 0 }}>
              {!given
                ? t('feedback.answers.skipped')
                : given.choice
                  ? `${feedbackEmojiSets[question.emoji_set ?? 'faces'][given.choice]} ${t(`feedback.choices.${given.choice}`)}`
                  : given.text}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
