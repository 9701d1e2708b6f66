import type { ClassMediaItem } from '@cue/contracts';
import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { groupByDay } from '../group-by-day';
import { useFormatDate } from '../use-format-date';
import { MediaTile } from './media-tile';

export interface MediaGridProps {
  items: ClassMediaItem[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  selecting: boolean;
  selectedIds: ReadonlySet<string>;
  onOpen: (item: ClassMediaItem) => void;
  onToggle: (item: ClassMediaItem) => void;
  onLongPress: (item: ClassMediaItem) => void;
  onExpired: () => void;
  /** The consent and staff-only marks on tiles: for staff, never for a family. */
  staffMarks?: boolean;
}

/** Asks for the next page when the end of the grid comes into view. */
function useEndOfList(enabled: boolean, onReached: () => void) {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onReached);
  useEffect(() => {
    latest.current = onReached;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/** The library grid: a heading per day, newest first, and the next page as the end nears. */
export function MediaGrid(props: MediaGridProps) {
  const { items, hasMore, loadingMore, onLoadMore, selecting, selectedIds } = props;
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const end = useEndOfList(hasMore && !loadingMore, onLoadMore);
  if (items.length === 0) return <Text c="dimmed">{t('media.empty')}</Text>;
  return (
    <Stack gap="lg">
      {groupByDay(items).map((group) => (
        <section key={group.day} aria-label={formatDate(group.day)}>
          <Title order={2} size="h5" mb="xs">
            {formatDate(group.day)}
          </Title>
          <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing={6}>
            {group.items.map((item) => (
              <MediaTile
                key={item._id}
                item={item}
                selecting={selecting}
                selected={selectedIds.has(item._id)}
                onOpen={() => props.onOpen(item)}
                onToggle={() => props.onToggle(item)}
                onLongPress={() => props.onLongPress(item)}
                onExpired={props.onExpired}
                staffMarks={props.staffMarks ?? true}
              />
            ))}
          </SimpleGrid>
        </section>
      ))}
      <div ref={end} aria-hidden style={{ blockSize: 1 }} />
      {loadingMore && <Loader size="sm" mx="auto" aria-label={t('media.loadingMore')} />}
    </Stack>
  );
}
