import { Anchor, Badge, Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../../lib/error-message';
import { isSavableUnit, useSaveUnitCard } from '../../api/save-unit-card';
import { useChatCards, type CardRef } from '../../card-context';
import type { UnitCardActivity, UnitCardData } from '../../tool-results';
import { CardFrame, EditButton, type CardMode } from './card-frame';
import { CompetencyChips } from './competency-chips';

export const organizationLibraryPath = '/planning/unit-library/organization';

/**
 * Cue's unit draft (issue 16): the unit's title, days, age band, theme, competencies and its
 * activities with their minutes. Edit changes the title, days, theme, each activity's title and
 * minutes, and drops competencies; Save puts it into the organization's unit library (POST
 * units/) → 'Units Created', with a link there. Once saved it is read-only and says so (also
 * after a reload: the conversation remembers saved cards).
 */
export function UnitCard({ card, data, mode }: { card: CardRef | null; data: UnitCardData; mode: CardMode }) {
  const { t } = useTranslation();
  const cards = useChatCards();
  const save = useSaveUnitCard();
  const [refusal, setRefusal] = useState<unknown>(null);
  const [savedNow, setSavedNow] = useState(false);
  const isSaved = card !== null && cards.savedToolCalls.has(card.toolCallId);
  const canSave = mode === 'view' && isSavableUnit(data);

  const edit = (change: Partial<UnitCardData>) =>
    card && cards.setEdit(card.toolCallId, { name: 'unit', data: { ...data, ...change } });
  const editActivity = (index: number, change: Partial<UnitCardActivity>) =>
    edit({ activities: data.activities.map((a, at) => (at === index ? { ...a, ...change } : a)) });

  const saveUnit = () => {
    if (!card) return;
    setRefusal(null);
    void cards
      .runSave(card, () => save.mutateAsync(data), { outcome: (saved) => ({ record_ids: [saved.id] }) })
      .then(() => setSavedNow(true), setRefusal);
  };

  const totalMinutes = data.activities.reduce((sum, activity) => sum + activity.minutes, 0);

  return (
    <CardFrame
      title={t('cueChat.cards.unit.title')}
      mode={mode}
      badges={isSaved ? <Badge color="green">{t('cueChat.cards.saved')}</Badge> : undefined}
      actions={
        isSaved ? (
          <Anchor component={Link} to={organizationLibraryPath} size="sm">
            {t('cueChat.cards.unit.openLibrary')}
          </Anchor>
        ) : (
          <>
            <EditButton
              hidden={cards.isSaving || mode === 'edit'}
              onClick={() => card && cards.startEditing(card.toolCallId, { name: 'unit', data })}
            />
            {mode === 'view' && (
              <Button
                mih={44}
                disabled={cards.isSaving || !canSave}
                loading={save.isPending}
                onClick={saveUnit}
              >
                {t('cueChat.cards.unit.save')}
              </Button>
            )}
          </>
        )
      }
    >
      <Stack gap="xs">
        {mode === 'edit' ? (
          <>
            <TextInput
              label={t('cueChat.cards.unit.titleLabel')}
              value={data.title}
              dir="auto"
              error={data.title.trim() === '' ? t('cueChat.cards.unit.required') : null}
              onChange={(event) => edit({ title: event.currentTarget.value })}
            />
            <Group grow align="flex-start">
              <NumberInput
                label={t('cueChat.cards.unit.daysLabel')}
                value={data.duration_days || ''}
                min={1}
                max={100}
                allowDecimal={false}
                onChange={(value) => edit({ duration_days: typeof value === 'number' ? value : 0 })}
              />
              <TextInput
                label={t('cueChat.cards.unit.themeLabel')}
                value={data.theme}
                dir="auto"
                error={data.theme.trim() === '' ? t('cueChat.cards.unit.required') : null}
                onChange={(event) => edit({ theme: event.currentTarget.value })}
              />
            </Group>
          </>
        ) : (
          <>
            <Title order={3} fz="md" dir="auto">
              {data.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('cueChat.cards.unit.facts', {
                days: data.duration_days,
                band: data.age_band,
                theme: data.theme,
              })}
            </Text>
          </>
        )}
        <CompetencyChips
          codes={data.competencies}
          onRemove={
            mode === 'edit' && data.competencies.length > 1
              ? (code) => edit({ competencies: data.competencies.filter((c) => c !== code) })
              : undefined
          }
        />
        <Text fw={600} size="sm">
          {t('cueChat.cards.unit.activities', { n: data.activities.length, minutes: totalMinutes })}
        </Text>
        <Stack gap={6} component="ol" m={0} ps="md">
          {data.activities.map((activity, index) => (
            <li key={index}>
              {mode === 'edit' ? (
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('cueChat.cards.unit.activityLabel', { number: index + 1 })}
                    value={activity.title}
                    dir="auto"
                    onChange={(event) => editActivity(index, { title: event.currentTarget.value })}
                  />
                  <NumberInput
                    w={96}
                    label={t('cueChat.cards.unit.minutesLabel', { number: index + 1 })}
                    value={activity.minutes || ''}
                    min={1}
                    max={240}
                    allowDecimal={false}
                    error={activity.minutes < 1 ? t('cueChat.cards.unit.minutesTooFew') : null}
                    onChange={(value) =>
                      editActivity(index, { minutes: typeof value === 'number' ? value : 0 })
                    }
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    mih={44}
                    px="xs"
                    disabled={data.activities.length === 1}
                    aria-label={t('cueChat.cards.unit.removeActivity', { title: activity.title })}
                    onClick={() => edit({ activities: data.activities.filter((_, at) => at !== index) })}
                  >
                    {t('cueChat.cards.unit.remove')}
                  </Button>
                </Group>
              ) : (
                <Text size="sm" dir="auto">
                  {t('cueChat.cards.unit.activity', { title: activity.title, minutes: activity.minutes })}
                </Text>
              )}
            </li>
          ))}
        </Stack>
        {refusal !== null && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(refusal)}
          </Text>
        )}
        {isSaved && (
          <Text size="sm" c="teal" role="status">
            {savedNow ? t('cueChat.cards.unit.created') : t('cueChat.cards.unit.savedReadOnly')}
          </Text>
        )}
      </Stack>
    </CardFrame>
  );
}
