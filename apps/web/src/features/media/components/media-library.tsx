import '@mantine/dates/styles.css';
import type { ClassMediaItem } from '@cue/contracts';
import { Badge, Button, CloseButton, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useClassMedia, type DateRange } from '../api/class-media';
import { mediaQueryKeys, type MediaAudience } from '../api/media-query-keys';
import { AlbumsPanel } from './albums-panel';
import { MediaGrid } from './media-grid';
import { MediaViewer } from './media-viewer';
import { PostWithMediaModal } from './post-with-media-modal';
import { SelectionBar } from './selection-bar';
import { UploadToLibrary } from './upload-to-library';

const toDay = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * The class media library (`/communication/media`): photos by day, albums, selection, viewer.
 * For a family (`audience="parent"`, read with the parent token) it is read-only: no upload,
 * selection, album editing, tags, captions or staff marks.
 */
export function MediaLibrary({ classId, audience = 'staff' }: { classId: string; audience?: MediaAudience }) {
  const { t } = useTranslation();
  const readOnly = audience === 'parent';
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'photos' | 'albums'>('photos');
  const [album, setAlbum] = useState<{ _id: string; name: string } | null>(null);
  const [dates, setDates] = useState<DatesRangeValue<string>>([null, null]);
  const [selecting, setSelecting] = useState(false);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<number | null>(null);
  const [posting, setPosting] = useState<ClassMediaItem[] | null>(null);

  const from = toDay(dates[0]);
  const to = toDay(dates[1]);
  const range: DateRange | null = from && to ? { from, to } : null;
  const media = useClassMedia(classId, range, album?._id ?? null, audience);
  const items = useMemo(() => media.data?.pages.flatMap((page) => page.items) ?? [], [media.data]);
  // An expired signed link: refetch the answer so fresh links arrive.
  const refreshLinks = () =>
    void queryClient.invalidateQueries({ queryKey: mediaQueryKeys.classMedia(classId) });

  const toggle = (item: ClassMediaItem) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(item._id)) next.delete(item._id);
      else next.add(item._id);
      return next;
    });
  const stopSelecting = () => {
    setSelecting(false);
    setSelectedIds(new Set());
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          value={tab}
          onChange={(value) => setTab(value as 'photos' | 'albums')}
          data={[
            { value: 'photos', label: t('media.tabs.photos') },
            { value: 'albums', label: t('media.tabs.albums') },
          ]}
        />
        {!readOnly && <UploadToLibrary classId={classId} />}
      </Group>
      {tab === 'albums' ? (
        <AlbumsPanel
          classId={classId}
          audience={audience}
          onOpen={(chosen) => {
            setAlbum(chosen);
            setTab('photos');
          }}
        />
      ) : (
        <>
          <Group gap="xs" align="flex-end">
            <DatePickerInput
              type="range"
              label={t('media.filter.label')}
              placeholder={t('media.filter.placeholder')}
              value={dates}
              onChange={setDates}
              clearable
              style={{ flex: 1, minInlineSize: '12rem' }}
            />
            {!readOnly && (
              <Button
                variant={selecting ? 'filled' : 'default'}
                onClick={() => (selecting ? stopSelecting() : setSelecting(true))}
              >
                {selecting ? t('media.select.done') : t('media.select.start')}
              </Button>
            )}
          </Group>
          {album && (
            <Group gap={4}>
              <Badge
                size="lg"
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('media.albums.close')}
                    onClick={() => setAlbum(null)}
                  />
                }
              >
                {album.name}
              </Badge>
            </Group>
          )}
          {media.isPending ? (
            <Loader mx="auto" aria-label={t('media.loading')} />
          ) : media.isError ? (
            <LoadError error={media.error} onRetry={() => void media.refetch()} />
          ) : (
            <MediaGrid
              items={items}
              hasMore={media.hasNextPage}
              loadingMore={media.isFetchingNextPage}
              onLoadMore={() => void media.fetchNextPage()}
              selecting={selecting}
              selectedIds={selectedIds}
              onOpen={(item) => setViewing(items.indexOf(item))}
              onToggle={toggle}
              onLongPress={(item) => {
                if (readOnly) return;
                setSelecting(true);
                setSelectedIds((current) => new Set(current).add(item._id));
              }}
              onExpired={refreshLinks}
              staffMarks={!readOnly}
            />
          )}
          {selecting && (
            <SelectionBar
              classId={classId}
              selected={items.filter((item) => selectedIds.has(item._id))}
              onDone={stopSelecting}
              onPost={setPosting}
            />
          )}
          {media.hasNextPage && !media.isFetchingNextPage && (
            <Text size="xs" c="dimmed" ta="center">
              {t('media.scrollForMore')}
            </Text>
          )}
        </>
      )}
      {viewing !== null && (
        <MediaViewer
          classId={classId}
          items={items}
          index={viewing}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
          onExpired={refreshLinks}
          onPost={setPosting}
          readOnly={readOnly}
        />
      )}
      {posting && <PostWithMediaModal classId={classId} items={posting} onClose={() => setPosting(null)} />}
    </Stack>
  );
}
