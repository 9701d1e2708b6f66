import { progressNarrativeOf } from '@cue/contracts';
import { Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/error-message';
import {
  NarrativesWouldReplace,
  hasEvidence,
  progressNarratives,
  useProgressSources,
  useSaveProgressCard,
} from '../../api/save-progress-card';
import { useChatCards, type CardRef } from '../../card-context';
import type { ProgressCardDomain, ProgressCardSentence, ProgressCommentsCardData } from '../../tool-results';
import { CardFrame, EditButton, type CardMode } from './card-frame';

type Part = 'strengths' | 'next_steps';
const parts: readonly Part[] = ['strengths', 'next_steps'];

/** A domain's part as the teacher last left it: her words, else the draft's sentences joined. */
const textOf = (domain: ProgressCardDomain, part: Part) =>
  domain.edited ? domain.edited[part] : progressNarrativeOf(domain)[part];

/**
 * Cue's progress card comments (issue 17): for one child and the class's current cycle, per
 * domain of the framework, the strengths and next steps with the observations each sentence came
 * from. Edit changes a domain's words; Save writes them into the child's progress card (a domain
 * Cue could only ask about is left out until the teacher writes in it). Words the card already
 * has are replaced only after a second Save; a refusal (a card signed off, the module off) keeps
 * the card as it was and says why.
 */
export function ProgressCommentsCard({
  card,
  data,
  mode,
}: {
  card: CardRef | null;
  data: ProgressCommentsCardData;
  mode: CardMode;
}) {
  const { t } = useTranslation();
  const cards = useChatCards();
  const save = useSaveProgressCard();
  const sources = useProgressSources(cards.classId, data);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [replacing, setReplacing] = useState<string[] | null>(null);
  const isSaved = card !== null && cards.savedToolCalls.has(card.toolCallId);
  const canSave = data.cycle !== null && data.student !== null && progressNarratives(data).length > 0;

  const saveCard = () => {
    if (!card) return;
    const replace = replacing !== null;
    setRefusal(null);
    void cards
      .runSave(card, () => save.mutateAsync({ card: data, replace }), {
        outcome: (saved) => ({ record_ids: saved._id ? [saved._id] : [] }),
      })
      .then(
        () => setReplacing(null),
        (error: unknown) => {
          if (error instanceof NarrativesWouldReplace) setReplacing(error.domains);
          else setRefusal(error);
        },
      );
  };
  const edit = (index: number, part: Part, text: string) => {
    if (!card) return;
    setReplacing(null);
    const domains = data.domains.map((domain, at) =>
      at === index
        ? {
            ...domain,
            edited: {
              strengths: textOf(domain, 'strengths'),
              next_steps: textOf(domain, 'next_steps'),
              [part]: text,
            },
          }
        : domain,
    );
    cards.setEdit(card.toolCallId, { name: 'progress_comments', data: { ...data, domains } });
  };

  const sourceBadges = (sentence: ProgressCardSentence) => {
    const badges = [
      ...sentence.observation_ids.flatMap((id) => {
        const source = sources.data?.get(id);
        return source
          ? [t('cueChat.progressCard.from', { title: source.title, date: formatDate(source.date, 'D MMM') })]
          : [];
      }),
      ...sentence.story_ids.map(() => t('cueChat.progressCard.story')),
    ];
    return badges.length > 0 ? (
      <Group gap={4}>
        {[...new Set(badges)].map((label) => (
          <Badge key={label} size="xs" variant="light" color="gray" tt="none">
            {label}
          </Badge>
        ))}
      </Group>
    ) : null;
  };

  return (
    <CardFrame
      title={t('cueChat.progressCard.heading')}
      mode={mode}
      badges={isSaved ? <Badge color="green">{t('cueChat.cards.saved')}</Badge> : undefined}
      actions={
        isSaved ? undefined : (
          <>
            <EditButton
              hidden={cards.isSaving || mode === 'edit'}
              onClick={() => card && cards.startEditing(card.toolCallId, { name: 'progress_comments', data })}
            />
            {mode === 'view' && (
              <Button mih={44} disabled={cards.isSaving || !canSave} onClick={saveCard}>
                {replacing ? t('cueChat.progressCard.replace') : t('cueChat.progressCard.save')}
              </Button>
            )}
          </>
        )
      }
    >
      <Stack gap="xs">
        {data.student && (
          <Title order={3} fz="md" dir="auto">
            {data.student.name}
          </Title>
        )}
        {data.cycle && (
          <Text size="xs" c="dimmed">
            {t('cueChat.progressCard.cycle', {
              name: data.cycle.name,
              from: formatDate(data.cycle.from, 'D MMM'),
              to: formatDate(data.cycle.to, 'D MMM YYYY'),
            })}
          </Text>
        )}
        {data.domains.map((domain, index) => {
          const questionOnly = !hasEvidence(domain) && domain.edited === undefined;
          return (
            <Stack key={domain.domain} gap={6} component="section" aria-label={domain.title}>
              <Text fw={600} size="sm" dir="auto">
                {domain.title}
              </Text>
              {parts.map((part) => {
                const label = t(`cueChat.progressCard.${part === 'strengths' ? 'strengths' : 'nextSteps'}`);
                if (mode === 'edit') {
                  return (
                    <Textarea
                      key={part}
                      label={t('cueChat.progressCard.partLabel', { domain: domain.title, part: label })}
                      value={textOf(domain, part)}
                      autosize
                      minRows={2}
                      dir="auto"
                      onChange={(event) => edit(index, part, event.currentTarget.value)}
                    />
                  );
                }
                const sentences = domain[part];
                if (!domain.edited && sentences.length === 0) return null;
                return (
                  <Stack key={part} gap={2}>
                    <Text size="xs" c="dimmed">
                      {label}
                    </Text>
                    {domain.edited ? (
                      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                        {domain.edited[part] || '—'}
                      </Text>
                    ) : (
                      sentences.map((sentence, at) => (
                        <Stack key={at} gap={2}>
                          <Text size="sm" dir="auto" fs={questionOnly ? 'italic' : undefined}>
                            {sentence.text}
                          </Text>
                          {sourceBadges(sentence)}
                        </Stack>
                      ))
                    )}
                  </Stack>
                );
              })}
              {questionOnly && mode === 'view' && !isSaved && (
                <Text size="xs" c="dimmed">
                  {t('cueChat.progressCard.questionOnly')}
                </Text>
              )}
            </Stack>
          );
        })}
        {replacing && (
          <Text c="orange.8" size="sm" role="alert">
            {t('cueChat.progressCard.replaceWarning', { domains: replacing.join(', ') })}
          </Text>
        )}
        {refusal !== null && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(refusal)}
          </Text>
        )}
        {isSaved && (
          <Text size="sm" c="teal" role="status">
            {t('cueChat.progressCard.saved')}
          </Text>
        )}
      </Stack>
    </CardFrame>
  );
}
