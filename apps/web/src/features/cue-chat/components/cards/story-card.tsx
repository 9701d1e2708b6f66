import { storyParts, type Story } from '@cue/contracts';
import { Anchor, Badge, Button, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/error-message';
import { useSaveStoryCard, useStorySources } from '../../api/save-story-card';
import { useChatCards, type CardRef } from '../../card-context';
import type { StoryCardData } from '../../tool-results';
import { CardFrame, EditButton, type CardMode } from './card-frame';

const editorPath = (id: string) => `/communication/stories/edit/${id}`;

/**
 * Cue's learning story draft (decision 048): the paragraphs under Story / Learning / What next,
 * each with the observations it came from, so the teacher sees where every sentence began.
 * Edit changes the words; Save as draft or Publish creates the story; a refusal (photo consent,
 * the module off) keeps the card as it was and says why. Once saved, it opens in the editor.
 */
export function StoryCard({
  card,
  data,
  mode,
}: {
  card: CardRef | null;
  data: StoryCardData;
  mode: CardMode;
}) {
  const { t } = useTranslation();
  const cards = useChatCards();
  const save = useSaveStoryCard();
  const sources = useStorySources(data.class_id, data.period);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [savedNow, setSavedNow] = useState<Story | null>(null);
  const savedCard = card ? cards.savedCards.get(card.toolCallId) : undefined;
  const isSaved = card !== null && cards.savedToolCalls.has(card.toolCallId);
  const savedId = savedNow?._id ?? savedCard?.record_ids[0] ?? null;
  const canSave = data.class_id !== '' && data.title.trim() !== '' && data.paragraphs.length > 0;

  const saveAs = (status: 'draft' | 'published') => {
    if (!card) return;
    setRefusal(null);
    void cards
      .runSave(card, () => save.mutateAsync({ card: data, status }), {
        outcome: (story) => ({ record_ids: [story._id] }),
      })
      .then(setSavedNow, setRefusal);
  };
  const edit = (change: Partial<StoryCardData>) =>
    card && cards.setEdit(card.toolCallId, { name: 'story', data: { ...data, ...change } });

  const children = data.whole_class
    ? t('stories.cueCard.wholeClass')
    : data.students.map((student) => student.name).join(', ');

  return (
    <CardFrame
      title={t('stories.cueCard.heading')}
      mode={mode}
      badges={isSaved ? <Badge color="green">{t('cueChat.cards.saved')}</Badge> : undefined}
      actions={
        isSaved ? (
          savedId && (
            <Anchor component={Link} to={editorPath(savedId)} size="sm">
              {t('stories.cueCard.open')}
            </Anchor>
          )
        ) : (
          <>
            <EditButton
              hidden={cards.isSaving || mode === 'edit'}
              onClick={() => card && cards.startEditing(card.toolCallId, { name: 'story', data })}
            />
            {mode === 'view' && (
              <>
                <Button
                  mih={44}
                  variant="default"
                  disabled={cards.isSaving || !canSave}
                  onClick={() => saveAs('draft')}
                >
                  {t('stories.cueCard.saveDraft')}
                </Button>
                <Button mih={44} disabled={cards.isSaving || !canSave} onClick={() => saveAs('published')}>
                  {t('stories.cueCard.publish')}
                </Button>
              </>
            )}
          </>
        )
      }
    >
      <Stack gap="xs">
        {mode === 'edit' ? (
          <TextInput
            label={t('stories.cueCard.titleLabel')}
            value={data.title}
            onChange={(event) => edit({ title: event.currentTarget.value })}
            dir="auto"
          />
        ) : (
          <Title order={3} fz="md" dir="auto">
            {data.title}
          </Title>
        )}
        <Text size="sm" dir="auto">
          {children}
        </Text>
        {data.period && (
          <Text size="xs" c="dimmed">
            {formatDate(data.period.from, 'D MMM')} – {formatDate(data.period.to, 'D MMM YYYY')}
          </Text>
        )}
        {storyParts.map((part) => {
          const paragraphs = data.paragraphs
            .map((paragraph, index) => ({ paragraph, index }))
            .filter((item) => item.paragraph.part === part);
          if (paragraphs.length === 0) return null;
          const partName = t(`stories.parts.${part}`);
          return (
            <Stack key={part} gap={6}>
              <Text fw={600} size="sm">
                {partName}
              </Text>
              {paragraphs.map(({ paragraph, index }, number) => (
                <Stack key={index} gap={2}>
                  {mode === 'edit' ? (
                    <Textarea
                      label={t('stories.cueCard.paragraph', { part: partName, number: number + 1 })}
                      value={paragraph.text}
                      autosize
                      minRows={2}
                      dir="auto"
                      onChange={(event) => {
                        const text = event.currentTarget.value;
                        edit({
                          paragraphs: data.paragraphs.map((other, at) =>
                            at === index ? { ...other, text } : other,
                          ),
                        });
                      }}
                    />
                  ) : (
                    <Text size="sm" dir="auto">
                      {paragraph.text}
                    </Text>
                  )}
                  {paragraph.observation_ids.length > 0 && (
                    <Group gap={4}>
                      {paragraph.observation_ids.map((id) => {
                        const source = sources.data?.get(id);
                        return source ? (
                          <Badge key={id} size="xs" variant="light" color="gray" tt="none">
                            {t('stories.cueCard.from', {
                              title: source.title,
                              date: formatDate(source.date, 'D MMM'),
                            })}
                          </Badge>
                        ) : null;
                      })}
                    </Group>
                  )}
                </Stack>
              ))}
            </Stack>
          );
        })}
        {refusal !== null && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(refusal)}
          </Text>
        )}
        {isSaved && savedNow && (
          <Text size="sm" c="teal" role="status">
            {savedNow.status === 'published'
              ? t('stories.cueCard.published')
              : t('stories.cueCard.savedDraft')}
          </Text>
        )}
      </Stack>
    </CardFrame>
  );
}
