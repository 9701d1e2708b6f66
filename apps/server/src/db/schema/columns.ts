import { char, timestamp } from 'drizzle-orm/pg-core';
import { newObjectId } from '../../lib/object-id.js';

/** Every table's key: a 24-character time-ordered hex id (see lib/object-id.ts). */
export const idColumn = () =>
  char('id', { length: 24 })
    .primaryKey()
    .$defaultFn(() => newObjectId());

export const idReference = (name: string) => char(name, { length: 24 });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
