import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { MediaImage } from '../../../components/media-image';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useAlbums, useCreateAlbum } from '../api/albums';
import type { MediaAudience } from '../api/media-query-keys';

/**
 * The class's albums: covers and counts, a new album (staff), and opening one (the grid filtered
 * to it). A family sees the albums and counts the server lets them see.
 */
export function AlbumsPanel({
  classId,
  audience,
  onOpen,
}: {
  classId: string;
  audience: MediaAudience;
  onOpen: (album: { _id: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const canEdit = audience === 'staff';
  const albums = useAlbums(classId, audience);
  const create = useCreateAlbum(classId);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');

  if (albums.isError) return <LoadError error={albums.error} onRetry={() => void albums.refetch()} />;
  return (
    <Stack>
      {canEdit && (
        <Group justify="flex-end">
          <Button onClick={() => setCreating(true)}>{t('media.albums.create')}</Button>
        </Group>
      )}
      {albums.data?.length === 0 && <Text c="dimmed">{t('media.albums.empty')}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {(albums.data ?? []).map((album) => (
          <Card
            key={album._id}
            withBorder
            padding={0}
            component="button"
            type="button"
            onClick={() => onOpen(album)}
            style={{ cursor: 'pointer', textAlign: 'start' }}
          >
            <div style={{ aspectRatio: '4 / 3', background: 'var(--mantine-color-gray-2)' }}>
              {album.cover?.thumbnail_link && (
                <MediaImage
                  src={album.cover.thumbnail_link}
                  alt=""
                  onExpired={() => void albums.refetch()}
                  style={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
                />
              )}
            </div>
            <Stack gap={0} p="xs">
              <Text fw={600} size="sm" lineClamp={1}>
                {album.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('media.albums.count', { count: album.media_count })}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('media.albums.create')} centered>
        <Stack>
          <TextInput
            label={t('media.albums.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
          />
          <Button
            disabled={!name.trim()}
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                { name, description: '', media_ids: [] },
                {
                  onSuccess: () => {
                    showSuccess(t('media.albums.created'));
                    setName('');
                    setCreating(false);
                  },
                  onError: (error) => showError(errorMessage(error)),
                },
              )
            }
          >
            {t('media.albums.create')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
