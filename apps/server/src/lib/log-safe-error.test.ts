import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { bugReports } from '../db/schema/index.js';
import { newObjectId } from './object-id.js';
import { openTestDatabase } from '../test/test-database.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { logSafeError } from './log-safe-error.js';

// What a teacher might write about a child: it must never reach the server log.
const childText = 'Aarav cried at drop-off and told me about his grandmother';

/** A real failed query from the real driver (PGlite or PostgreSQL): a bug report by no one. */
async function failedInsert(database: DatabaseHandle): Promise<unknown> {
  try {
    await database.db.insert(bugReports).values({
      id: newObjectId(new Date()),
      schoolId: newObjectId(new Date()),
      userId: newObjectId(new Date()),
      url: '/observations',
      summary: childText,
      mediaIds: [],
    });
  } catch (error) {
    return error;
  }
  throw new Error('the insert was expected to fail');
}

describe('database errors in the log', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('names the statement and the error code, never the parameters', async () => {
    const error = await failedInsert(database);
    // The driver's own message carries the text: this is what used to be logged.
    expect(String((error as Error).message)).toContain(childText);

    const logged = JSON.stringify(logSafeError(error));
    expect(logged).not.toContain(childText);
    expect(logged).not.toContain('/observations');
    expect(logSafeError(error)).toMatchObject({ statement: 'insert "bug_reports"', code: '23503' });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('recognises a database that is gone as unavailable', async () => {
    const other = await openTestDatabase();
    await other.close();
    const error = await failedInsert(other);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(JSON.stringify(logSafeError(error))).not.toContain(childText);
  });
});
