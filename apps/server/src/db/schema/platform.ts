import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idReference } from './columns.js';

/** Who did what, when: sign-ins, sign-outs, account deletions and, later, every record change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    schoolId: idReference('school_id'),
    actorUserId: idReference('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.schoolId, t.createdAt), index().on(t.actorUserId)],
);

/** Maintenance windows per platform ('web'); while status is true the app shows a maintenance page. */
export const appMaintenance = pgTable('app_maintenance', {
  platform: text('platform').primaryKey(),
  status: boolean('status').notNull().default(false),
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  updatedAt: createdAt(),
});
