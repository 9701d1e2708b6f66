import { z } from 'zod';
import { ObjectIdSchema } from './common.js';

/** Images accepted by the upload service; the type is decided from the file's bytes, not its name. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Videos accepted by signature (stored as uploaded: no re-encoding on the server). */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** Documents accepted by signature. */
export const DOCUMENT_MIME_TYPES = ['application/pdf'] as const;
export const MEDIA_MIME_TYPES = [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES, ...DOCUMENT_MIME_TYPES] as const;
export type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number];
export const MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Default limits (the server's MEDIA_MAX_* settings override them; spec "Upload constraints"). */
export const DEFAULT_MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const DEFAULT_MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const DEFAULT_MAX_DOC_BYTES = 20 * 1024 * 1024;
/** Most files one post, album add or attachment list carries (total_media). */
export const DEFAULT_TOTAL_MEDIA = 30;
/** Photos a family attaches to one record (a homework submission, a chat message). */
export const FAMILY_PHOTOS_MAX = 4;
/** A school's storage before a platform admin extends it (MEDIA_SCHOOL_QUOTA_BYTES). */
export const DEFAULT_SCHOOL_QUOTA_BYTES = 20 * 1024 * 1024 * 1024;
/** Signed media links last at most this long (and at least half of it). */
export const MEDIA_LINK_TTL_SECONDS = 5 * 60;
/** Long side of the display size and the thumbnail made from every image. */
export const MEDIA_DISPLAY_LONG_SIDE = 1600;
export const MEDIA_THUMBNAIL_LONG_SIDE = 400;

/**
 * A stored file as every answer shows it. Links are signed and short-lived
 * (MEDIA_LINK_TTL_SECONDS): fetch a fresh answer when they fail. Only images have the display
 * size and thumbnail.
 */
export const MediaFileSchema = z.object({
  _id: ObjectIdSchema,
  kind: z.enum(MEDIA_KINDS),
  mime_type: z.enum(MEDIA_MIME_TYPES),
  file_name: z.string().nullable().describe("The uploader's file name, cleaned"),
  size: z.number().int().describe('Bytes stored, every size together (after metadata was stripped)'),
  width: z.number().int().describe('Pixels (0 for videos and documents)'),
  height: z.number().int(),
  media_link: z.string().describe('Signed link to the full-size file'),
  display_link: z.string().nullable().describe('Signed link to the display size (images)'),
  thumbnail_link: z.string().nullable().describe('Signed link to the thumbnail (images)'),
  links_expire_at: z.string().describe('ISO time the links stop working'),
});
export type MediaFile = z.infer<typeof MediaFileSchema>;

/** POST /api/media/images and /api/media/files (multipart, field `file`): the stored file. */
export const UploadedMediaSchema = MediaFileSchema;
export type UploadedMedia = MediaFile;
export const UploadMediaResponseSchema = z.object({ result: UploadedMediaSchema });

/** The three sizes a stored image has; videos and documents have only `original`. */
export const MEDIA_VARIANTS = ['original', 'display', 'thumbnail'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

/** GET /api/media/:id/:variant?expires=&signature= (no bearer: the signature is the permission). */
export const MediaFileParamsSchema = z.object({ id: ObjectIdSchema, variant: z.enum(MEDIA_VARIANTS) });
export const SignedMediaQuerySchema = z.object({
  expires: z.coerce.number().int().positive().describe('Unix seconds the link stops working'),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a link signature'),
});

/** The media id inside a media link (a signed local link or a storage URL ending `<id>/<variant>`). */
export function mediaIdFromLink(link: string): string | null {
  const path = link.split('?')[0] ?? '';
  return /\/([0-9a-f]{24})(?:\/(?:original|display|thumbnail))?$/.exec(path)?.[1] ?? null;
}

/** GET /api/fetch_media_upload_constraint/ (spec "Upload constraints"; bytes, and a count). */
export const UploadConstraintsSchema = z.object({
  max_image_size: z.number().int().describe('Bytes'),
  max_video_size: z.number().int().describe('Bytes'),
  max_doc_size: z.number().int().describe('Bytes'),
  total_media: z.number().int().describe('Most files one post or album add may carry'),
});
export type UploadConstraints = z.infer<typeof UploadConstraintsSchema>;
export const UploadConstraintsResponseSchema = z.object({ result: UploadConstraintsSchema });

const KindUsageSchema = z.object({ count: z.number().int(), bytes: z.number().int() });

/** GET /api/school_media_usage/: the signed-in staff member's school. */
export const SchoolMediaUsageSchema = z.object({
  school_id: ObjectIdSchema,
  used_bytes: z.number().int(),
  quota_bytes: z.number().int(),
  media_count: z.number().int(),
  by_kind: z.object({ image: KindUsageSchema, video: KindUsageSchema, document: KindUsageSchema }),
});
export type SchoolMediaUsage = z.infer<typeof SchoolMediaUsageSchema>;
export const SchoolMediaUsageResponseSchema = z.object({ result: SchoolMediaUsageSchema });

/** GET /api/school_media_consumption_track/:id: a school's usage and its last 12 months. */
export const MediaConsumptionSchema = SchoolMediaUsageSchema.extend({
  school_name: z.string(),
  months: z.array(
    z.object({ month: z.string().describe('YYYY-MM'), count: z.number().int(), bytes: z.number().int() }),
  ),
});
export type MediaConsumption = z.infer<typeof MediaConsumptionSchema>;
export const MediaConsumptionResponseSchema = z.object({ result: MediaConsumptionSchema });

/** POST /api/school_media_quota_extend/:id (platform admins): the school's new quota. */
export const MediaQuotaExtendSchema = z.object({
  quota_bytes: z
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .describe('The new total, in bytes (at least what the school already uses)'),
});
export type MediaQuotaExtend = z.infer<typeof MediaQuotaExtendSchema>;

/**
 * media_links/: fresh links (they last five minutes) for the files an open editor holds, so a
 * teacher writing for ten minutes does not see broken thumbnails. Only files the person uploaded,
 * or (staff) class photos of a class they work with; any other id is 404.
 */
export const MediaLinksSchema = z
  .object({
    media_ids: z.array(ObjectIdSchema).min(1).max(200).describe('The files whose links to renew'),
  })
  .describe('Renew media links');
export type MediaLinks = z.infer<typeof MediaLinksSchema>;
export const MediaLinksResponseSchema = z.object({ result: z.array(MediaFileSchema) });
