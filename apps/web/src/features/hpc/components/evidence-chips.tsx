import type { HpcEvidence } from '@cue/contracts';
import { ActionIcon, Anchor, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/media-image';

export const evidenceIcons: Record<HpcEvidence['kind'], string> = {
  observation: '📝',
  story: '📖',
  photo: '📷',
};

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
            leftSection={<span aria-hidden>{evidenceIcons[evidence.kind]}</span>}
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 180 } }}
            aria-label={t('hpc.evidence.chipLabel', { kind: t(`hpc.evidence.kind.${evidence.kind}`), title })}
          >
            {title}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={6}>
            <Text size="xs" c="dimmed">
              {t(`hpc.evidence.kind.${evidence.kind}`)} · <bdi>{evidence.date}</bdi>
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
              <Text size="sm" lineClamp={6}>
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
