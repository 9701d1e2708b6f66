import type { HpcEvidence } from '@cue/contracts';
import { ActionIcon, Anchor, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatObservationDate } from '../../../lib/dates';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/media-image';

/** Outline shapes of each kind of evidence (drawn, so they show where no emoji font is). */
const evidenceShapes: Record<HpcEvidence['kind'], string> = {
  // A note with lines.
  observation: 'M4 2h8l3 3v11H4z M7 8h5 M7 11h5 M7 14h3',
  // An open book.
  story: 'M2 4c3-1 5-1 7 1v11c-2-2-4-2-7-1z M16 4c-3-1-5-1-7 1v11c2-2 4-2 7-1z',
  // A camera.
  photo: 'M2 6h3l2-2h4l2 2h3v9H2z M9 8.5a2.5 2.5 0 1 0 0.01 0',
};

export function EvidenceIcon({ kind }: { kind: HpcEvidence['kind'] }) {
  return (
    <svg width={14} height={14} viewBox="0 0 18 18" aria-hidden focusable="false" style={{ flexShrink: 0 }}>
      <path
        d={evidenceShapes[kind]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Where a piece of evidence opens (the screen composing the card knows the routes); null: nowhere. */
export type EvidenceHref = (evidence: HpcEvidence) => string | null;

/** One piece of evidence as a chip: a tap shows its date, words and picture, and opens it. */
function EvidenceChip({
  evidence,
  href,
  onRemove,
  onLinksExpired,
}: {
  evidence: HpcEvidence;
  href: EvidenceHref;
  onRemove?: () => void;
  onLinksExpired?: () => void;
}) {
  const { t } = useTranslation();
  const title = evidence.title || t(`hpc.evidence.kind.${evidence.kind}`);
  const target = href(evidence);
  const image = evidence.thumbnail?.thumbnail_link ?? evidence.thumbnail?.display_link ?? null;
  return (
    <Group gap={0} wrap="nowrap" component="li" style={{ maxWidth: '100%' }}>
      <Popover width={280} position="bottom-start" withArrow shadow="md">
        <Popover.Target>
          <Button
            size="compact-sm"
            variant="light"
            color="gray"
            radius="xl"
            leftSection={<EvidenceIcon kind={evidence.kind} />}
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 180 } }}
            aria-label={t('hpc.evidence.chipLabel', { kind: t(`hpc.evidence.kind.${evidence.kind}`), title })}
          >
            {title}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={6}>
            <Text size="xs" c="dimmed">
              {t(`hpc.evidence.kind.${evidence.kind}`)} · <bdi>{formatObservationDate(evidence.date)}</bdi>
            </Text>
            <Text fw={600} size="sm">
              {title}
            </Text>
            {image && (
              <MediaImage
                src={image}
                alt={title}
                onExpired={onLinksExpired}
                style={{ maxWidth: '100%', borderRadius: 6 }}
              />
            )}
            {evidence.excerpt && (
              <Text dir="auto" size="sm" lineClamp={6}>
                {evidence.excerpt}
              </Text>
            )}
            {target && (
              <Anchor component={Link} to={target} size="sm">
                {t('hpc.evidence.open')}
              </Anchor>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={t('hpc.evidence.remove', { title })}
          onClick={onRemove}
        >
          <span aria-hidden>×</span>
        </ActionIcon>
      )}
    </Group>
  );
}

export function EvidenceChips({
  evidence,
  href,
  onRemove,
  onLinksExpired,
}: {
  evidence: HpcEvidence[];
  href: EvidenceHref;
  onRemove?: (evidence: HpcEvidence) => void;
  onLinksExpired?: () => void;
}) {
  const { t } = useTranslation();
  if (evidence.length === 0) return null;
  return (
    <Group
      gap={6}
      wrap="wrap"
      component="ul"
      aria-label={t('hpc.evidence.linked')}
      style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0 }}
    >
      {evidence.map((item) => (
        <EvidenceChip
          key={`${item.kind}:${item._id}`}
          evidence={item}
          href={href}
          onRemove={onRemove && (() => onRemove(item))}
          onLinksExpired={onLinksExpired}
        />
      ))}
    </Group>
  );
}
