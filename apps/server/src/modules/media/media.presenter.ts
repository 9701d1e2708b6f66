import { apiPath, apiPaths, type MediaFile, type MediaVariant } from '@cue/contracts';
import type { MediaRow } from './media.repository.js';

/** The sizes a stored file has: images three, videos and documents only the original. */
export function variantsOf(row: MediaRow): MediaVariant[] {
  return row.displayKey && row.thumbnailKey ? ['original', 'display', 'thumbnail'] : ['original'];
}

/** Our own signed route, used when the store has no links of its own (local disk). */
export function localMediaLink(id: string, variant: MediaVariant, expires: number, signature: string): string {
  const path = apiPath(apiPaths.mediaFile, { id, variant });
  return `${path}?expires=${expires}&signature=${signature}`;
}

export function presentMediaFile(
  row: MediaRow,
  links: Partial<Record<MediaVariant, string>>,
  expires: number,
): MediaFile {
  return {
    _id: row.id,
    kind: row.kind,
    mime_type: row.mimeType as MediaFile['mime_type'],
    file_name: row.fileName,
    size: row.size,
    width: row.width,
    height: row.height,
    media_link: links.original!,
    display_link: links.display ?? null,
    thumbnail_link: links.thumbnail ?? null,
    links_expire_at: new Date(expires * 1000).toISOString(),
  };
}
