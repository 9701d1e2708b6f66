import type { PortfolioItem, PortfolioItemKind } from '@cue/contracts';
import { Anchor, Badge, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/media-image';
import { formatObservationDate } from '../../../lib/dates';

const kindColors: Record<PortfolioItemKind, string> = {
  story: 'grape',
  observation: 'blue',
  photo: 'teal',
};

/** The share switch of a staff card; families' cards have none. */
export interface ShareControl {
  onChange: (shared: boolean) => void;
  pending: boolean;
}

/**
 * One item of a portfolio: its kind, day, class and author, title, words, competencies and photos
 * (a video plays in place). Staff get the switch that shares it with the family; a photo the
 * family could not see (staff-only, or another child on it without photo consent) says so and
 * cannot be shared. A story links to the reader.
 */
export function PortfolioItemCard({
  item,
  share,
  storyLink,
  onLinksExpired,
}: {
  item: PortfolioItem;
  share?: ShareControl;
  storyLink?: (id: string) => string;
  onLinksExpired?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = `portfolio-${item.kind}-${item._id}`;
  const [first, ...more] = item.media;
  const blocked = !item.shareable && !item.shared;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge color={kindColors[item.kind]} variant="light" style={{ textTransform: 'none' }}>
            {t(`portfolio.kinds.${item.kind}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('portfolio.card.meta', { date: formatObservationDate(item.date), className: item.class_name })}
          </Text>
        </Group>
        <Text fw={600} id={titleId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {item.title || t(`portfolio.kinds.${item.kind}`)}
        </Text>
        {item.text && (
          <Text
            size="sm"
            dir="auto"
            lineClamp={6}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {item.text}
          </Text>
        )}
        {first &&
          (first.kind === 'video' ? (
            <video
              src={first.media_link}
              controls
              preload="none"
              aria-label={t('portfolio.video')}
              style={{ display: 'block', inlineSize: '100%', maxBlockSize: 320, borderRadius: 8 }}
            />
          ) : (
            <MediaImage
              src={first.display_link ?? first.media_link}
              alt={item.kind === 'photo' ? item.title : ''}
              onExpired={onLinksExpired}
              style={{
                display: 'block',
                inlineSize: '100%',
                maxBlockSize: 320,
                objectFit: 'cover',
                borderRadius: 8,
              }}
            />
          ))}
        {more.length > 0 && (
          <Group gap={6}>
            {more.map((file) =>
              file.kind === 'image' ? (
                <MediaImage
                  key={file._id}
                  src={file.thumbnail_link ?? file.media_link}
                  alt=""
                  onExpired={onLinksExpired}
                  style={{ inlineSize: 72, blockSize: 72, objectFit: 'cover', borderRadius: 6 }}
                />
              ) : null,
            )}
          </Group>
        )}
        {item.competencies.length > 0 && (
          <Group gap={4} role="list" aria-label={t('portfolio.card.competencies')}>
            {item.competencies.map((competency) => (
              <Badge
                key={competency.code}
                role="listitem"
                variant="outline"
                color="indigo"
                size="sm"
                title={competency.title}
                style={{ textTransform: 'none', maxInlineSize: '100%' }}
              >
                {competency.title ? `${competency.code} · ${competency.title}` : competency.code}
              </Badge>
            ))}
          </Group>
        )}
        {item.author && (
          <Text size="xs" c="dimmed">
            {t('portfolio.card.by', { name: item.author })}
          </Text>
        )}
        {item.kind === 'story' && storyLink && (
          <Anchor component={Link} to={storyLink(item._id)} size="sm">
            {t('portfolio.card.openStory')}
          </Anchor>
        )}
        {share && (
          <Stack gap={2}>
            <Switch
              label={t('portfolio.card.shareWithFamily')}
              checked={item.shared}
              disabled={share.pending || blocked}
              onChange={(event) => share.onChange(event.currentTarget.checked)}
              aria-describedby={blocked ? `${titleId}-blocked` : undefined}
            />
            {!item.shareable && (
              <Text size="xs" c="orange.8" id={`${titleId}-blocked`}>
                {t('portfolio.card.notShareable')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
