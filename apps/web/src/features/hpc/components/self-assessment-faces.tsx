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

/** The mouth of each face: a wide smile, a straight line, a small wobble ("not yet"). */
const mouths: Record<SelfAssessmentFace, string> = {
  happy: 'M14 27 Q24 37 34 27',
  okay: 'M15 30 L33 30',
  not_yet: 'M15 32 Q19.5 28 24 32 Q28.5 36 33 32',
};
const faceColors: Record<SelfAssessmentFace, string> = {
  happy: 'var(--mantine-color-yellow-4)',
  okay: 'var(--mantine-color-lime-3)',
  not_yet: 'var(--mantine-color-cyan-2)',
};

/**
 * A big drawn face (not an emoji: a phone or a school computer without a colour emoji font would
 * show an empty box).
 */
export function FaceIcon({ face, size = 48 }: { face: SelfAssessmentFace; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden focusable="false">
      <circle
        cx="24"
        cy="24"
        r="22"
        fill={faceColors[face]}
        stroke="var(--mantine-color-dark-6)"
        strokeWidth="2"
      />
      <circle cx="17" cy="19" r="2.6" fill="var(--mantine-color-dark-6)" />
      <circle cx="31" cy="19" r="2.6" fill="var(--mantine-color-dark-6)" />
      <path
        d={mouths[face]}
        fill="none"
        stroke="var(--mantine-color-dark-6)"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

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
                        paddingBlock: 6,
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
                      <FaceIcon face={face} />
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
