import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isActive, type UploadItem } from '../upload/upload-queue';
import { uploadQueue } from '../upload/uploads';

const stateColor = {
  waiting: 'gray',
  uploading: 'blue',
  done: 'teal',
  failed: 'red',
  cancelled: 'gray',
} as const;

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  return (
    <Paper component="article" aria-label={item.fileName} withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.fileName}
          </Text>
          <Badge color={stateColor[item.state]} variant="light">
            {t(`media.upload.state.${item.state}`)}
          </Badge>
        </Group>
        <Progress
          value={item.progress}
          color={stateColor[item.state]}
          size="sm"
          aria-label={t('media.upload.progress', { name: item.fileName, value: item.progress })}
          striped={item.state === 'uploading'}
          animated={item.state === 'uploading'}
        />
        {item.error && (
          <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            {item.error}
          </Text>
        )}
        {isActive(item) && (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => uploadQueue.cancel(item.id)}
              aria-label={t('media.upload.cancelFile', { name: item.fileName })}
            >
              {t('media.upload.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The uploads in the floating task panel: each file's progress, Cancel while it runs, errors. */
export function UploadList({ uploads }: { uploads: readonly UploadItem[] }) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  const finished = uploads.some((item) => !isActive(item));
  return (
    <Stack gap="xs" aria-label={t('media.upload.heading')} role="group">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('media.upload.heading')}
        </Text>
        {finished && (
          <Button size="xs" variant="subtle" onClick={() => uploadQueue.clearFinished()}>
            {t('media.upload.clear')}
          </Button>
        )}
      </Group>
      {uploads.map((item) => (
        <UploadRow key={item.id} item={item} />
      ))}
    </Stack>
  );
}
