import {
  selfAssessmentFaces,
  type HpcCard,
  type HpcSelfAssessment,
  type SelfAssessmentFace,
} from '@cue/contracts';
import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useCardSaver } from '../hooks/use-card-saver';

export const faceEmoji: Record<SelfAssessmentFace, string> = {
  happy: '😀',
  okay: '🙂',
  not_yet: '🌱',
};

type Answer = HpcSelfAssessment['answers'][number];

/** A prompt's words in the interface language (the server's English when the key is new). */
function usePromptText() {
  const { t } = useTranslation();
  return (answer: Answer) => t(`hpc.selfAssessment.prompts.${answer.prompt}`, { defaultValue: answer.text });
}

/**
 * The child's pictorial self-assessment: each prompt read to the child, who points at a big face.
 * Read only, it shows the faces chosen; editable, a tap records (and a second tap clears) a face.
 */
export function SelfAssessmentFaces({
  card,
  saver,
  readOnly,
}: {
  card: Pick<HpcCard, 'self_assessment'>;
  saver?: ReturnType<typeof useCardSaver>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const promptText = usePromptText();
  const [pending, setPending] = useState<Record<string, SelfAssessmentFace | null>>({});
  const faceOf = (answer: Answer) => (answer.prompt in pending ? pending[answer.prompt]! : answer.face);

  const choose = (prompt: Answer['prompt'], face: SelfAssessmentFace | null) => {
    if (!saver) return;
    setPending((current) => ({ ...current, [prompt]: face }));
    saver
      .save((latest) => ({
        part: 'self_assessment',
        body: {
          version: latest.version,
          answers: latest.self_assessment.answers.map((answer) => ({
            prompt: answer.prompt,
            face: answer.prompt === prompt ? face : answer.face,
          })),
        },
      }))
      .catch(() => undefined)
      .finally(() =>
        setPending((current) => {
          const next = { ...current };
          delete next[prompt];
          return next;
        }),
      );
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {card.self_assessment.answers.map((answer) => {
        const chosen = faceOf(answer);
        const text = promptText(answer);
        return (
          <Paper key={answer.prompt} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Text fw={600}>{text}</Text>
              <Group gap="xs" role="radiogroup" aria-label={text} wrap="nowrap">
                {selfAssessmentFaces.map((face) => {
                  const isChosen = chosen === face;
                  return (
                    <UnstyledButton
                      key={face}
                      role="radio"
                      aria-checked={isChosen}
                      aria-label={t(`hpc.selfAssessment.faces.${face}`)}
                      disabled={readOnly || answer.prompt in pending}
                      onClick={() => choose(answer.prompt, isChosen ? null : face)}
                      style={{
                        flex: 1,
                        minHeight: 64,
                        fontSize: 40,
                        lineHeight: 1,
                        textAlign: 'center',
                        borderRadius: 'var(--mantine-radius-md)',
                        border: isChosen
                          ? '3px solid var(--mantine-color-indigo-6)'
                          : '1px solid var(--mantine-color-default-border)',
                        background: isChosen ? 'var(--mantine-color-indigo-0)' : 'transparent',
                        opacity: readOnly && !isChosen ? 0.35 : 1,
                        cursor: readOnly ? 'default' : 'pointer',
                      }}
                    >
                      <span aria-hidden>{faceEmoji[face]}</span>
                      <Text size="xs" mt={4} c="dimmed" component="span" display="block" aria-hidden>
                        {t(`hpc.selfAssessment.faces.${face}`)}
                      </Text>
                    </UnstyledButton>
                  );
                })}
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
