import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { MediaFileSchema } from './media.js';

/**
 * The class media library (`/communication/media`, spec section 7 "Media"), albums, tags and
 * photo consent (decision 040). A library item is named by its media id (`_id`) in every call.
 */

/** Most ids one bulk call (delete, tag, privacy, album add) takes. */
export const MEDIA_BULK_MAX = 100;
/** Items per page of the library grid (infinite scroll). */
export const CLASS_MEDIA_PAGE_SIZE = 40;

const mediaIds = z
  .array(ObjectIdSchema)
  .min(1, 'choose at least one photo or video')
  .max(MEDIA_BULK_MAX)
  .describe('Media ids');

/** A child tagged on a photo. Families only ever see their own children here. */
export const TaggedChildSchema = z.object({
  _id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  photo_consent: z.boolean().describe('Staff only: false means no photos may be shared'),
});
export type TaggedChild = z.infer<typeof TaggedChildSchema>;

export const ClassMediaItemSchema = z.object({
  _id: ObjectIdSchema.describe('The media id'),
  class_id: ObjectIdSchema,
  media: MediaFileSchema,
  caption: z.string(),
  taken_on: IsoDateSchema.describe('The school-local day it is grouped under'),
  staff_only: z.boolean().describe('Never shown to families'),
  tagged_students: z.array(TaggedChildSchema),
  consent_blocked: z
    .boolean()
    .describe(
      'Staff marker: a child tagged on it has no photo consent, so it is not shared with other families',
    ),
  album_ids: z.array(ObjectIdSchema),
  uploaded_by: z.object({ _id: ObjectIdSchema, first_name: z.string(), last_name: z.string() }),
  created_at: z.string(),
});
export type ClassMediaItem = z.infer<typeof ClassMediaItemSchema>;

/** A page of the grid, newest day first; `next_cursor` null at the end. */
export const ClassMediaPageSchema = z.object({
  items: z.array(ClassMediaItemSchema),
  next_cursor: z.string().nullable(),
});
export type ClassMediaPage = z.infer<typeof ClassMediaPageSchema>;
export const ClassMediaPageResponseSchema = z.object({ result: ClassMediaPageSchema });

/** GET class_media/:classId, GET search_child_media/:studentId. */
export const ClassMediaQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  album_id: ObjectIdSchema.optional(),
  student_id: ObjectIdSchema.optional().describe('Only media this child is tagged on'),
});
export type ClassMediaQuery = z.infer<typeof ClassMediaQuerySchema>;

/** POST filter_medias_by_date/:classId. */
export const FilterMediaByDateSchema = z.object({
  from_date: IsoDateSchema,
  to_date: IsoDateSchema,
  cursor: z.string().max(200).optional(),
});
export type FilterMediaByDate = z.infer<typeof FilterMediaByDateSchema>;

/** POST class_media/:classId: files already uploaded (media/files) join the class library. */
export const AddClassMediaSchema = z.object({
  media_ids: mediaIds,
  caption: freeText({ max: freeTextLimits.reason }).default(''),
  taken_on: IsoDateSchema.optional().describe("Defaults to the school's today"),
  student_ids: z.array(ObjectIdSchema).max(60).default([]).describe('Children to tag on every file'),
  staff_only: z.boolean().default(false),
});
export type AddClassMedia = z.infer<typeof AddClassMediaSchema>;
export const ClassMediaItemsResponseSchema = z.object({ result: z.array(ClassMediaItemSchema) });
export const ClassMediaItemResponseSchema = z.object({ result: ClassMediaItemSchema });

/** POST class_media_edit/:id. */
export const EditClassMediaSchema = z.object({
  caption: freeText({ max: freeTextLimits.reason }).optional(),
  taken_on: IsoDateSchema.optional(),
  staff_only: z.boolean().optional(),
});
export type EditClassMedia = z.infer<typeof EditClassMediaSchema>;

/** POST delete_bulk_media/. */
export const DeleteBulkMediaSchema = z.object({ media_ids: mediaIds });
export type DeleteBulkMedia = z.infer<typeof DeleteBulkMediaSchema>;

/** POST multiple_peoples_tag/: `add` tags the children on every file; `set` makes them the only tags. */
export const TagChildrenSchema = z.object({
  media_ids: mediaIds,
  student_ids: z.array(ObjectIdSchema).max(60),
  mode: z.enum(['add', 'set']).default('add'),
});
export type TagChildren = z.infer<typeof TagChildrenSchema>;

/** POST media_privacy_status/. */
export const MediaPrivacySchema = z.object({ media_ids: mediaIds, staff_only: z.boolean() });
export type MediaPrivacy = z.infer<typeof MediaPrivacySchema>;

/** How many library items a bulk call changed. */
export const BulkMediaResultSchema = z.object({ result: z.object({ updated: z.number().int() }) });

export const AlbumSchema = z.object({
  _id: ObjectIdSchema,
  class_id: ObjectIdSchema,
  name: z.string(),
  description: z.string(),
  media_count: z.number().int().describe('Items the viewer may see'),
  cover: MediaFileSchema.nullable(),
  updated_at: z.string(),
});
export type Album = z.infer<typeof AlbumSchema>;
export const AlbumListResponseSchema = z.object({ result: z.array(AlbumSchema) });
export const AlbumResponseSchema = z.object({ result: AlbumSchema });

/** POST class_album/:classId. */
export const CreateAlbumSchema = z.object({
  name: freeText({ max: freeTextLimits.title, required: true, trim: true }),
  description: freeText({ max: freeTextLimits.reason }).default(''),
  media_ids: z.array(ObjectIdSchema).max(MEDIA_BULK_MAX).default([]),
});
export type CreateAlbum = z.infer<typeof CreateAlbumSchema>;

/** POST album_edit/:id. */
export const EditAlbumSchema = z.object({
  name: freeText({ max: freeTextLimits.title, required: true, trim: true }).optional(),
  description: freeText({ max: freeTextLimits.reason }).optional(),
  add_media_ids: z.array(ObjectIdSchema).max(MEDIA_BULK_MAX).default([]),
  remove_media_ids: z.array(ObjectIdSchema).max(MEDIA_BULK_MAX).default([]),
});
export type EditAlbum = z.infer<typeof EditAlbumSchema>;

/** POST create_post_with_media/:classId: an announcement to the class carrying the files. */
export const CreatePostWithMediaSchema = z.object({
  title: freeText({ max: freeTextLimits.title, required: true, trim: true }),
  summary: freeText({ max: freeTextLimits.longText }).default(''),
  media_ids: mediaIds,
  save_as_draft: z.boolean().default(false),
});
export type CreatePostWithMedia = z.infer<typeof CreatePostWithMediaSchema>;

/** POST add_media_to_anecdotes/:id: attach files to an observation. */
export const AttachMediaSchema = z.object({ media_ids: mediaIds });
export type AttachMedia = z.infer<typeof AttachMediaSchema>;

/** POST child_photo_consent/:studentId (ours): a parent of the child, or the office. */
export const PhotoConsentSchema = z.object({ photo_consent: z.boolean() });
export type PhotoConsentInput = z.infer<typeof PhotoConsentSchema>;
export const PhotoConsentStateSchema = z.object({
  student_id: ObjectIdSchema,
  photo_consent: z.boolean(),
  changed_at: z.string().nullable(),
  changed_by: z.string().nullable().describe('Name of who last changed it'),
});
export type PhotoConsentState = z.infer<typeof PhotoConsentStateSchema>;
export const PhotoConsentResponseSchema = z.object({ result: PhotoConsentStateSchema });

/** POST staff_profile_picture/ (ours; spec "staff_profile_picture"): a media id of an uploaded image, or null. */
export const StaffPictureSchema = z.object({ staff_profile_picture: ObjectIdSchema.nullable() });
/** POST student_profile_picture/:studentId (ours; a parent of the child). */
export const StudentPictureSchema = z.object({ student_profile_picture: ObjectIdSchema.nullable() });
export const StudentPictureParamsSchema = z.object({
  studentId: ObjectIdSchema.describe('Student (child) id'),
});
/** The picture's signed link after the change (null when removed). */
export const ProfilePictureResponseSchema = z.object({
  result: z.object({ _id: ObjectIdSchema, profile_picture: z.string().nullable() }),
});

/** GET search_child_media/:studentId, POST child_photo_consent/:studentId. */
export const MediaStudentParamsSchema = z.object({
  studentId: ObjectIdSchema.describe('Student (child) id'),
});
/** DELETE album_edit/:id (ours): the album is gone; its photos stay in the library. */
export const DeleteAlbumResponseSchema = z.object({ result: z.object({ _id: ObjectIdSchema }) });
