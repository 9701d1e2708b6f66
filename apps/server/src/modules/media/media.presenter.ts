import { apiPath, apiPaths, type UploadedMedia } from '@cue/contracts';
import type { MediaRow } from './media.repository.js';

export const mediaLink = (id: string) => apiPath(apiPaths.mediaById, { id });

export function presentUploadedMedia(row: MediaRow): UploadedMedia {
  return {
    _id: row.id,
    media_link: mediaLink(row.id),
    mime_type: row.mimeType as UploadedMedia['mime_type'],
    size: row.size,
    width: row.width,
    height: row.height,
  };
}
