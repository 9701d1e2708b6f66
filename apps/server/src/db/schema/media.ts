import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
import { childIdColumn, classIdColumn } from './classes.js';
import { schoolIdColumn, schools } from './schools.js';
import { users } from './users.js';

/**
 * A stored upload. Staff uploads belong to their school; a parent's uploads have no school
 * (school_id null) and are readable only by the parent.
 */
export const media = pgTable(
  'media',
  {
    id: idColumn(),
    schoolId: idReference('school_id').references(() => schools.id),
    uploaderUserId: idReference('uploader_user_id')
      .notNull()
      .references(() => users.id),
    /** What the bytes are (decided from them, never from the name): image, video or document. */
    kind: text('kind', { enum: ['image', 'video', 'document'] })
      .notNull()
      .default('image'),
    mimeType: text('mime_type').notNull(),
    /** Bytes stored, every size together (after metadata was stripped): what the quota counts. */
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Pixels of an image (0 for videos and documents). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The uploader's file name, cleaned (no folders, no control characters): for downloads only. */
    fileName: text('file_name'),
    /** Where the media store keeps the full-size file, e.g. `<id>/original` (server-made). */
    storageKey: text('storage_key').notNull(),
    /** Images only: the display size (long side 1600 px) and the thumbnail (long side 400 px). */
    displayKey: text('display_key'),
    thumbnailKey: text('thumbnail_key'),
    /** Deleted media leave every list at once; their files are removed from the store. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.schoolId, t.createdAt), index().on(t.uploaderUserId, t.createdAt)],
);

/**
 * A photo, video or document in a class's media library (`/communication/media`). Families of
 * the class see it unless it is staff-only, and only when every child tagged in it without photo
 * consent is their own (decision 040).
 */
export const classMedia = pgTable(
  'class_media',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    mediaId: idReference('media_id')
      .notNull()
      .references(() => media.id),
    caption: text('caption').notNull().default(''),
    /** The school-local day it belongs to (YYYY-MM-DD): the grid is grouped by it. */
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    /** Staff-only media never reach families (media_privacy_status/). */
    staffOnly: boolean('staff_only').notNull().default(false),
    uploadedByUserId: idReference('uploaded_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('class_media_media').on(t.mediaId), index().on(t.classId, t.takenOn)],
);

/** A child tagged on a photo or video (multiple_peoples_tag/). */
export const mediaTags = pgTable(
  'media_tags',
  {
    mediaId: idReference('media_id')
      .notNull()
      .references(() => media.id),
    childId: childIdColumn(),
    schoolId: schoolIdColumn(),
    taggedByUserId: idReference('tagged_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.childId] }), index().on(t.childId)],
);

/** A named album of a class's media. */
export const classAlbums = pgTable(
  'class_albums',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    classId: classIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdByUserId: idReference('created_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.classId)],
);

export const albumMedia = pgTable(
  'album_media',
  {
    albumId: idReference('album_id')
      .notNull()
      .references(() => classAlbums.id, { onDelete: 'cascade' }),
    mediaId: idReference('media_id')
      .notNull()
      .references(() => media.id),
    schoolId: schoolIdColumn(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.mediaId] }), index().on(t.mediaId)],
);

/**
 * Media attached to a record: an announcement, an observation, a journal post, a learning story. One table for every kind, so the consent check and the clean-up are written once.
 */
export const mediaAttachments = pgTable(
  'media_attachments',
  {
    ownerKind: text('owner_kind', {
      enum: [
        'announcement',
        'observation',
        'journal_post',
        'homework',
        'homework_submission',
        'chat_message',
        'medication_request',
        'story',
        'resource',
      ],
    }).notNull(),
    ownerId: idReference('owner_id').notNull(),
    mediaId: idReference('media_id')
      .notNull()
      .references(() => media.id),
    schoolId: schoolIdColumn(),
    /** Order shown (0 first). */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerKind, t.ownerId, t.mediaId] }), index().on(t.mediaId)],
);

/** An issue reported from the report button (spec "Bug report"). */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    summary: text('summary').notNull(),
    mediaIds: jsonb('media_ids').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.schoolId, t.createdAt)],
);

/**
 * A temporary access token an admin generated to let someone act as a staff member of the
 * school until it expires. Only the SHA-256 of the token is stored.
 */
export const tempAccessTokens = pgTable(
  'temp_access_tokens',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    staffUserId: idReference('staff_user_id')
      .notNull()
      .references(() => users.id),
    createdByUserId: idReference('created_by_user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('temp_access_tokens_hash').on(t.tokenHash), index().on(t.schoolId, t.createdAt)],
);
