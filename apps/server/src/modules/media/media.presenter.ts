import { apiPath, apiPaths, type MediaFile, type MediaVariant } from '@cue/contracts';
import type { MediaRow } from './media.repository.js';

/** The sizes a stored file has: images three, videos and documents only the original. */
export function variantsOf(row: MediaRow): MediaVariant[] {
  return row.displayKey && row.thumbnailKey ? ['original', 'display', 'thumbnail'] : ['original'];
}

/** Our own signed route, used when the store has no links of its own (local disk). */
export function localMediaLink(
  id: string,
  variant: MediaVariant,
  expires: number,
  signature: string,
): string {
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

/** The type one size is stored as: display sizes and thumbnails are JPEG for photos, else WebP. */
export function variantMimeType(row: Pick<MediaRow, 'mimeType'>, variant: MediaVariant): string {
  return variant === 'original' || row.mimeType === 'image/jpeg' ? row.mimeType : 'image/webp';
}

/** `inline; filename="photo.jpg"; filename*=UTF-8''...`: the ASCII name is a fallback only. */
export function contentDisposition(
  disposition: 'inline' | 'attachment',
  file: { id: string; fileName: string | null },
): string {
  const name = file.fileName ?? file.id;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The uploader's file name as we keep it: the last path part only, no control or path characters,
 * at most 120 characters (it is shown and used for downloads, never for storage).
 */
export function cleanFileName(raw: string | undefined): string | null {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'<>:"|?*'.includes(c))
    .join('')
    .replace(/^\.+/, '')
    .trim();
  return cleaned ? [...cleaned].slice(0, 120).join('') : null;
}
