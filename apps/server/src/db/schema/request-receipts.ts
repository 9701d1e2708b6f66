import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idReference } from './columns.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/** What a create made, kept so the same request again answers the same records. */
export interface RequestOutcome {
  /** The records created, in the order the request listed them. */
  ids: string[];
  /** For announcements: the state the create left it in. */
  state?: 'draft' | 'scheduled' | 'published';
  /**
   * For a Cue command's register save: each named child's mark before and after it (null: not
   * marked) and whether the register was complete before, read in the save's own transaction so
   * Undo restores exactly the state the save replaced (decision 028).
   */
  register?: {
    /** The class whose register it saved (absent in receipts written before it was kept). */
    class_id?: string;
    date: string;
    marks: { child_id: string; before: string | null; after: string }[];
    was_complete: boolean;
  };
}

/**
 * Request receipts (docs/decisions/018-exactly-once-saves.md): one row per request key a user
 * sent to a create (the REST Idempotency-Key header, or a Cue command's request id and item),
 * written in the same transaction as the records it created, so a retry, a double click or a
 * second tab finds the receipt and creates nothing.
 */
export const requestReceipts = pgTable(
  'request_receipts',
  {
    userId: idReference('user_id')
      .notNull()
      .references(() => users.id),
    /** A user may work in several schools: a key counts in the school it was used in. */
    schoolId: schoolIdColumn(),
    requestKey: text('request_key').notNull(),
    /** Which create used the key: 'observations' or 'announcement'. */
    kind: text('kind').notNull(),
    outcome: jsonb('outcome').$type<RequestOutcome>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schoolId, t.requestKey] })],
);
