import type { MediaFile } from '@cue/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The type of a file at a glance: a picture, a film, or a document (PDF). */
export function fileIcon(file: Pick<MediaFile, 'kind'>): string {
  if (file.kind === 'image') return '🖼️';
  if (file.kind === 'video') return '🎬';
  return '📄';
}

/** A file's size as people read it (KB under a megabyte, else MB with one decimal). */
export function FileSize({ bytes }: { bytes: number }) {
  const { t, i18n } = useTranslation();
  const megabytes = bytes >= 1024 * 1024;
  const value = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: megabytes ? 1 : 0 }).format(
    megabytes ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024),
  );
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {megabytes ? t('resources.size.mb', { value }) : t('resources.size.kb', { value })}
    </Text>
  );
}
