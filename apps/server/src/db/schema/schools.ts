import { bigint, boolean, jsonb, pgTable, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import type { RolePermissions, SchoolPermissions } from '@cue/contracts';
import { createdAt, idColumn, idReference } from './columns.js';
import { users } from './users.js';

export const organizations = pgTable('organizations', {
  id: idColumn(),
  name: text('name').notNull(),
  /**
   * 'reduced': this school group's staff get a shorter menu (spec section 6: usage, the school
   * dashboard, long/mid-term planning and all stories are hidden).
   */
  menuProfile: text('menu_profile', { enum: ['full', 'reduced'] })
    .notNull()
    .default('full'),
  createdAt: createdAt(),
});

/** A school is one campus of an organization; every school-owned row carries school_id. */
export const schools = pgTable('schools', {
  id: idColumn(),
  organizationId: idReference('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: text('name').notNull(),
  /** 'r2l' means right-to-left (spec section 3). */
  editorDirection: text('editor_direction', { enum: ['l2r', 'r2l'] })
    .notNull()
    .default('l2r'),
  /** IANA time zone: what "today" means for registers and when scheduled announcements go out. */
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  /** Postal address as the office writes it (several lines). */
  address: text('address'),
  /** The school logo: a media id of the upload service (decision 006). */
  logoMediaId: idReference('logo_media_id'),
  /** 'DD-MM-YYYY - DD-MM-YYYY', or '-' for none (the same format as a class's academic_year). */
  academicYear: text('academic_year').notNull().default('-'),
  /** Bytes of media the school may keep (total_media); null means the server's default. */
  mediaQuotaBytes: bigint('media_quota_bytes', { mode: 'number' }),
  createdAt: createdAt(),
});

/** The `school_id` every school-owned row carries (not null, references schools). */
export function schoolIdColumn() {
  return idReference('school_id')
    .notNull()
    .references(() => schools.id);
}

/** School feature switches (spec "Permissions": school_permissions). One row per school. */
export const schoolSettings = pgTable('school_settings', {
  schoolId: idReference('school_id')
    .primaryKey()
    .references(() => schools.id),
  schoolPermissions: jsonb('school_permissions').$type<SchoolPermissions>().notNull(),
  createdAt: createdAt(),
});

/** A school's named role (Teacher, Office, ...): the role permission switches its staff get. */
export const schoolRoles = pgTable(
  'school_roles',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<RolePermissions>().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('school_roles_school_name').on(t.schoolId, t.name)],
);

/**
 * A staff member's place in a school: admin flag, role, and the role's permissions. The
 * permissions are a copy of the role's, rewritten in the same transaction whenever the role or
 * the member's role changes, so every request reads one row.
 */
export const staffMemberships = pgTable(
  'staff_memberships',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    roleId: idReference('role_id').references(() => schoolRoles.id),
    rolePermissions: jsonb('role_permissions').$type<RolePermissions>().notNull(),
    /** Set when the school deactivates the member: no access, records stay attributed. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_memberships_user_school').on(t.userId, t.schoolId), index().on(t.schoolId)],
);

/** Divisions group a school's classes (Pre-primary, Primary). */
export const schoolDivisions = pgTable(
  'school_divisions',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('school_divisions_school_name').on(t.schoolId, t.name)],
);

/**
 * The first-run setup link: one row while the database has no school. Only the token's hash is
 * kept; `usedAt` kills it.
 */
export const firstRunTokens = pgTable('first_run_tokens', {
  id: idColumn(),
  tokenHash: text('token_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A bulk import (children with guardians, or staff) from CSV or Excel: previewed, then committed
 * in one transaction; `changes` lists what the commit created and what it changed (with the
 * values before) so the whole import can be undone within 24 hours.
 */
export const schoolImports = pgTable(
  'school_imports',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    kind: text('kind', { enum: ['children', 'staff'] }).notNull(),
    actorUserId: idReference('actor_user_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['previewed', 'committed', 'undone'] }).notNull(),
    /** The parsed rows of the preview; cleared once committed or undone. */
    rows: jsonb('rows').$type<unknown[]>(),
    summary: jsonb('summary').$type<Record<string, number>>().notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.schoolId, t.createdAt)],
);
