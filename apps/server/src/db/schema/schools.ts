import { boolean, jsonb, pgTable, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
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

/** A staff member's place in a school: admin flag and role permissions. */
export const staffMemberships = pgTable(
  'staff_memberships',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(),
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    rolePermissions: jsonb('role_permissions').$type<RolePermissions>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_memberships_user_school').on(t.userId, t.schoolId), index().on(t.schoolId)],
);
