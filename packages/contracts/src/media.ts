import { z } from 'zod';
import { ObjectIdSchema } from './common.js';

/** Images accepted by the upload service; the type is decided from the file's bytes, not its name. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Default upload limit for one image (MEDIA_MAX_IMAGE_BYTES overrides it on the server). */
export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** POST /api/media/images (multipart, field `file`): the stored image. */
export const UploadedMediaSchema = z.object({
  _id: ObjectIdSchema,
  media_link: z.string().describe('Path to fetch the image with a bearer token: /api/media/{id}'),
  mime_type: z.enum(IMAGE_MIME_TYPES),
  size: z.number().int().describe('Bytes after metadata was stripped'),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedMedia = z.infer<typeof UploadedMediaSchema>;
export const UploadMediaResponseSchema = z.object({ result: UploadedMediaSchema });

/** The media id inside a media_link. */
export function mediaIdFromLink(link: string): string | null {
  return /^\/api\/media\/([0-9a-f]{24})$/.exec(link)?.[1] ?? null;
}
