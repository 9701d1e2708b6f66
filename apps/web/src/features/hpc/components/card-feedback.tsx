import { faceChoices, feedbackEmojiSets, type HpcCardFeedback } from '@cue/contracts';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAnswerSummary } from '../../feedback/components/feedback-answer-summary';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function OwnAnswers({ part }: { part: NonNullable<HpcCardFeedback['parent']> }) {
  const { t } = useTranslation();
  if (part.answers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('hpc.feedback.notAnswered')}
      </Text>
    );
  return <FeedbackAnswerSummary answer={part} questions={part.questions} />;
}

/** Per friends' question, how many friends chose each face: counted, never named. */
function FriendsFaces({ peer }: { peer: NonNullable<HpcCardFeedback['peer']> }) {
  const { t } = useTranslation();
  if (peer.friends === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('hpc.feedback.noFriends')}
      </Text>
    );
  return (
    <Stack component="dl" gap={4} m={0}>
      <Text size="xs" c="dimmed">
        {t('hpc.feedback.friends', { count: peer.friends })}
      </Text>
      {peer.faces.map((faces) => {
        const question = peer.questions.find((q) => q.key === faces.question);
        const pictures = feedbackEmojiSets[question?.emoji_set ?? 'faces'];
        return (
          <Group key={faces.question} gap="xs" wrap="nowrap" align="flex-start">
            <Text component="dt" size="sm" c="dimmed" dir="auto" style={{ flex: 1, minInlineSize: 0 }}>
              {question?.prompt ?? faces.question}
            </Text>
            <Text component="dd" size="sm" m={0} fw={500} style={{ flex: 1, minInlineSize: 0 }}>
              {faceChoices
                .filter((choice) => faces[choice] > 0)
                .map((choice) =>
                  t('hpc.feedback.faceCount', {
                    picture: pictures[choice],
                    word: t(`feedback.choices.${choice}`),
                    count: faces[choice],
                  }),
                )
                .join(' · ')}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * The feedback forms of the card's cycle as they concern this child: the family's answers, the
 * child's own faces and how friends see them. A form the cycle does not have is left out.
 */
export function CardFeedback({ feedback }: { feedback: HpcCardFeedback }) {
  const { t } = useTranslation();
  if (!feedback.parent && !feedback.self && !feedback.peer)
    return <Text c="dimmed">{t('hpc.feedback.none')}</Text>;
  return (
    <Stack gap="md">
      {feedback.parent && (
        <Part title={t('hpc.feedback.parent')}>
          <OwnAnswers part={feedback.parent} />
        </Part>
      )}
      {feedback.self && (
        <Part title={t('hpc.feedback.self')}>
          <OwnAnswers part={feedback.self} />
        </Part>
      )}
      {feedback.peer && (
        <Part title={t('hpc.feedback.peer')}>
          <FriendsFaces peer={feedback.peer} />
        </Part>
      )}
    </Stack>
  );
}
