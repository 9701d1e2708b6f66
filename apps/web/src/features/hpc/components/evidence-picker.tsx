import {
  MAX_HPC_EVIDENCE_PER_JUDGEMENT,
  type HpcEvidenceCandidate,
  type HpcEvidenceRef,
} from '@cue/contracts';
import { Alert, Badge, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatObservationDate } from '../../../lib/dates';
import { LoadError } from '../../../components/load-error';
import { MediaImage } from '../../../components/media-image';
import { useHpcEvidence } from '../api/hpc-evidence';
import { EvidenceIcon } from './evidence-chips';

const refKey = (ref: { kind: string; id: string }) => `${ref.kind}:${ref.id}`;

function CandidateRow({
  item,
  checked,
  disabled,
  onToggle,
}: {
  item: HpcEvidenceCandidate;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const title = item.title || t(`hpc.evidence.kind.${item.kind}`);
  const image = item.thumbnail?.thumbnail_link ?? null;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" py={6}>
      <Checkbox
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        aria-label={t('hpc.evidence.chipLabel', { kind: t(`hpc.evidence.kind.${item.kind}`), title })}
        mt={4}
      />
      {image && (
        <MediaImage
          src={image}
          alt=""
          width={48}
          height={48}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600} truncate style={{ minWidth: 0 }}>
            <EvidenceIcon kind={item.kind} /> {title}
          </Text>
          {item.matches_competency && (
            <Badge size="xs" color="teal" variant="light" styles={{ root: { textTransform: 'none' } }}>
              {t('hpc.evidence.tagged')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t(`hpc.evidence.kind.${item.kind}`)} · <bdi>{formatObservationDate(item.date)}</bdi>
          {item.linked_competencies.length > 0 &&
            ` · ${t('hpc.evidence.alsoLinked', { codes: item.linked_competencies.join(', ') })}`}
        </Text>
        {item.excerpt && (
          <Text dir="auto" size="xs" lineClamp={2}>
            {item.excerpt}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/**
 * "Add evidence" for one judgement: the child's observations, published stories and photos of the
 * cycle, those tagged with the competency first (the server's order). Ticked items become the
 * judgement's links (at most MAX_HPC_EVIDENCE_PER_JUDGEMENT).
 */
export function EvidencePicker({
  opened,
  onClose,
  cycleId,
  studentId,
  competency,
  title,
  linked,
  saving,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  cycleId: string;
  studentId: string;
  competency: string;
  /** What is judged, e.g. 'C-1.1 · Awareness'. */
  title: string;
  linked: HpcEvidenceRef[];
  saving: boolean;
  onSave: (evidence: HpcEvidenceRef[]) => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('hpc.evidence.pickerTitle', { title })}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('hpc.close') }}
    >
      {opened && (
        <PickerBody
          cycleId={cycleId}
          studentId={studentId}
          competency={competency}
          linked={linked}
          saving={saving}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function PickerBody({
  cycleId,
  studentId,
  competency,
  linked,
  saving,
  onSave,
  onClose,
}: {
  cycleId: string;
  studentId: string;
  competency: string;
  linked: HpcEvidenceRef[];
  saving: boolean;
  onSave: (evidence: HpcEvidenceRef[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const candidates = useHpcEvidence(cycleId, studentId, competency, true);
  const [chosen, setChosen] = useState<HpcEvidenceRef[]>(linked);
  const isChosen = (item: HpcEvidenceCandidate) =>
    chosen.some((ref) => refKey(ref) === refKey({ kind: item.kind, id: item._id }));
  const full = chosen.length >= MAX_HPC_EVIDENCE_PER_JUDGEMENT;
  const toggle = (item: HpcEvidenceCandidate) =>
    setChosen((current) =>
      isChosen(item)
        ? current.filter((ref) => refKey(ref) !== refKey({ kind: item.kind, id: item._id }))
        : [...current, { kind: item.kind, id: item._id }],
    );

  return (
    <Stack gap="sm">
      {candidates.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('hpc.evidence.loading')}
          </Text>
        </Group>
      ) : candidates.isError ? (
        <LoadError
          title={t('hpc.evidence.loadError')}
          error={candidates.error}
          onRetry={() => void candidates.refetch()}
        />
      ) : candidates.data.length === 0 ? (
        <Text c="dimmed">{t('hpc.evidence.none')}</Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label={t('hpc.evidence.candidates')}
          style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}
        >
          {candidates.data.map((item) => (
            <CandidateRow
              key={refKey({ kind: item.kind, id: item._id })}
              item={item}
              checked={isChosen(item)}
              disabled={full && !isChosen(item)}
              onToggle={() => toggle(item)}
            />
          ))}
        </Stack>
      )}
      {full && (
        <Alert color="blue" variant="light">
          {t('hpc.evidence.full', { max: MAX_HPC_EVIDENCE_PER_JUDGEMENT })}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('hpc.cancel')}
        </Button>
        <Button loading={saving} onClick={() => onSave(chosen)}>
          {t('hpc.evidence.save')}
        </Button>
      </Group>
    </Stack>
  );
}
