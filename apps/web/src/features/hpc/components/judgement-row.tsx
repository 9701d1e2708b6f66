import type { HpcCard, HpcEvidenceRef } from '@cue/contracts';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evidenceRefs, judgementOf, type CardCompetency } from '../card-model';
import type { MakeWrite, useCardSaver } from '../hooks/use-card-saver';
import { EvidenceChips, type EvidenceHref } from './evidence-chips';
import { EvidencePicker } from './evidence-picker';
import { LevelPicker } from './level-picker';

type Saver = ReturnType<typeof useCardSaver>;

/** One judgement write: this (competency, dimension) at `level` with `evidence` (from the card as last known). */
const judgementWrite =
  (
    competency: string,
    dimension: string,
    level: (card: HpcCard) => string | null,
    evidence: (card: HpcCard) => HpcEvidenceRef[],
  ): MakeWrite =>
  (card) => {
    const chosen = level(card);
    return {
      part: 'levels',
      body: {
        version: card.version,
        judgements: [{ competency, dimension, level: chosen, evidence: chosen ? evidence(card) : [] }],
      },
    };
  };

/**
 * A dimension of a competency on the card: the level picker (saved at once, shown at once, put
 * back if the save fails) and, once judged, the evidence linked to it and "Add evidence".
 */
export function JudgementRow({
  card,
  competency,
  dimension,
  saver,
  readOnly,
  evidenceHref,
}: {
  card: HpcCard;
  competency: CardCompetency;
  dimension: { key: string; label: string };
  saver: Saver;
  readOnly: boolean;
  evidenceHref: EvidenceHref;
}) {
  const { t } = useTranslation();
  const judgement = judgementOf(card, competency.code, dimension.key);
  const [pending, setPending] = useState<{ level: string | null } | null>(null);
  const [picking, setPicking] = useState(false);
  const [savingEvidence, setSavingEvidence] = useState(false);
  const level = pending ? pending.level : (judgement?.level ?? null);
  const keptEvidence = (latest: HpcCard) => evidenceRefs(judgementOf(latest, competency.code, dimension.key));

  const chooseLevel = (next: string | null) => {
    setPending({ level: next });
    saver
      .save(judgementWrite(competency.code, dimension.key, () => next, keptEvidence))
      .catch(() => undefined)
      .finally(() => setPending(null));
  };

  const saveEvidence = (evidence: HpcEvidenceRef[]) => {
    setSavingEvidence(true);
    saver
      .save(
        judgementWrite(
          competency.code,
          dimension.key,
          (latest) => judgementOf(latest, competency.code, dimension.key)?.level ?? null,
          () => evidence,
        ),
      )
      .then(() => setPicking(false))
      .catch(() => undefined)
      .finally(() => setSavingEvidence(false));
  };

  const label = `${competency.code} ${competency.title}: ${dimension.label}`;
  return (
    <Stack gap={4}>
      {/* A row on a wide screen (dimension, levels, evidence); each on its own line on a phone. */}
      <Group gap="xs" align="center" wrap="wrap">
        <Text size="sm" fw={500} w={{ base: '100%', sm: 120 }}>
          {dimension.label}
        </Text>
        <Box w={{ base: '100%', sm: 380 }}>
          <LevelPicker
            scheme={card.scheme}
            value={level}
            label={label}
            disabled={readOnly || pending !== null}
            onChange={chooseLevel}
          />
        </Box>
        {judgement && (
          <Group gap={6} wrap="wrap" align="center" style={{ minWidth: 0 }}>
            <EvidenceChips
              evidence={judgement.evidence}
              href={evidenceHref}
              onRemove={
                readOnly
                  ? undefined
                  : (removed) =>
                      saveEvidence(
                        evidenceRefs(judgement).filter(
                          (ref) => !(ref.kind === removed.kind && ref.id === removed._id),
                        ),
                      )
              }
            />
            {!readOnly && (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => setPicking(true)}
                aria-label={t('hpc.evidence.addFor', { label })}
              >
                {t('hpc.evidence.add')}
              </Button>
            )}
            {judgement.evidence.length === 0 && (
              <Text size="xs" c="red.9">
                {t('hpc.evidence.missing')}
              </Text>
            )}
          </Group>
        )}
      </Group>
      {picking && judgement && (
        <EvidencePicker
          opened
          onClose={() => setPicking(false)}
          cycleId={card.cycle._id}
          studentId={card.student._id}
          competency={competency.code}
          title={label}
          linked={evidenceRefs(judgement)}
          saving={savingEvidence}
          onSave={saveEvidence}
        />
      )}
    </Stack>
  );
}
