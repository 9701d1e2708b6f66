import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * Holds a PostgreSQL advisory lock named `key` until the surrounding transaction ends: the one way
 * the server serialises work on one thing (a phone number, an address, a person, a school's staff)
 * across processes. Outside a transaction it would be released at once, so call it inside one.
 */
export async function lockUntilCommit(db: Database, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
