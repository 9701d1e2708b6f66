import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idReference } from './columns.js';
import { childIdColumn } from './classes.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/*
 * The portfolio (issue 17, decision 050). Its items are other modules' records (observations,
 * stories, class media), read through their services; this module stores only which of them the
 * staff shared with the child's family. No foreign key to those records: a deleted record simply
 * never comes back from its module, and its share row is inert.
 */

/**
 * An item of one child's portfolio shared with the child's family. Per child: a photo of two
 * children may be shared in one child's portfolio and not the other's. No row: not shared.
 */
export const portfolioShares = pgTable(
  'portfolio_shares',
  {
    schoolId: schoolIdColumn(),
    childId: childIdColumn(),
    /** 'story', 'observation' or 'photo'. */
    itemKind: text('item_kind', { enum: ['story', 'observation', 'photo'] }).notNull(),
    /** The story, observation or media id. */
    itemId: idReference('item_id').notNull(),
    sharedByUserId: idReference('shared_by_user_id')
      .notNull()
      .references(() => users.id),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.itemKind, t.itemId] }), index().on(t.schoolId)],
);
