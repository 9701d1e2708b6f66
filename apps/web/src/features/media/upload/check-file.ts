import { IMAGE_MIME_TYPES, MEDIA_MIME_TYPES, VIDEO_MIME_TYPES, type UploadConstraints } from '@cue/contracts';
import type { TFunction } from 'i18next';

/** What a picker may offer for each use (the server decides the type again from the bytes). */
export const acceptFor = {
  library: [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES].join(','),
  attachment: [...IMAGE_MIME_TYPES, 'application/pdf'].join(','),
} as const;

const megabytes = (bytes: number) => Math.max(1, Math.round(bytes / (1024 * 1024)));

/**
 * Why a file cannot be sent, naming it, or null when it may go: its type must be one the school
 * accepts and its size within that kind's limit. Checked before sending so a teacher on a slow
 * connection does not wait for a 200 MB video to be refused.
 */
export function refusalFor(file: File, constraints: UploadConstraints, t: TFunction): string | null {
  const type = file.type;
  if (!(MEDIA_MIME_TYPES as readonly string[]).includes(type)) {
    return t('media.upload.wrongType', { name: file.name });
  }
  const limit = type.startsWith('image/')
    ? constraints.max_image_size
    : type.startsWith('video/')
      ? constraints.max_video_size
      : constraints.max_doc_size;
  if (file.size === 0) return t('media.upload.empty', { name: file.name });
  if (file.size > limit) return t('media.upload.tooBig', { name: file.name, size: megabytes(limit) });
  return null;
}
