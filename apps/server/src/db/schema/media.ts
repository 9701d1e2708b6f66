import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';
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
    mimeType: text('mime_type').notNull(),
    /** Bytes stored (after metadata was stripped). */
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Where the media store keeps it, e.g. `<school id>/<id>.png` or `users/<id>.jpg`. */
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.schoolId), index().on(t.uploaderUserId)],
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
