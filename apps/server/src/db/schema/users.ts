import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';

/** A person who signs in: staff, parent or both. Personal data is erased on account deletion. */
export const users = pgTable('users', {
  id: idColumn(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** 10-digit national number; the 91 prefix is implied. Unique among active users. */
  phone: text('phone').unique(),
  email: text('email').unique(),
  profilePicture: text('profile_picture'),
  /** The school a staff token is issued for (the last one switched to). */
  activeSchoolId: idReference('active_school_id'),
  /** The child a parent last selected in the child switcher. */
  currentChildId: idReference('current_child_id'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
});
