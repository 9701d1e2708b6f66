import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';
import { bugReports, scheduledJobs } from './schema/index.js';
import { scheduleJob } from '../modules/jobs/jobs.repository.js';
import { newObjectId } from '../lib/object-id.js';
import { openTestDatabase } from '../test/test-database.js';

/** The job a scheduled announcement would commit together with its record. */
const announcementJob = (subjectId: string) => ({
  kind: 'announcement.publish',
  subjectId,
  schoolId: null,
  runAt: new Date('2026-12-01T09:00:00Z'),
  at: new Date('2026-11-20T09:00:00Z'),
});

describe('a write that fails mid-transaction', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const jobsOf = (subjectId: string) =>
    database.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, subjectId));

  it('leaves nothing of its first insert when the work throws after it', async () => {
    const subject = newObjectId(new Date());
    await expect(
      database.db.transaction(async (tx) => {
        await scheduleJob(tx as never, announcementJob(subject));
        expect(
          await tx.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, subject)),
        ).toHaveLength(1);
        throw new Error('the server died half-way');
      }),
    ).rejects.toThrow('the server died half-way');
    expect(await jobsOf(subject)).toEqual([]);
  });

  it('leaves nothing when the database refuses a later statement of it', async () => {
    const subject = newObjectId(new Date());
    await expect(
      database.db.transaction(async (tx) => {
        await scheduleJob(tx as never, announcementJob(subject));
        // A bug report by a user who does not exist: the database aborts the transaction.
        await tx.insert(bugReports).values({
          id: newObjectId(new Date()),
          schoolId: newObjectId(new Date()),
          userId: newObjectId(new Date()),
          url: '/',
          summary: 'second statement',
          mediaIds: [],
        });
      }),
    ).rejects.toThrow();
    expect(await jobsOf(subject)).toEqual([]);
    // The connection is usable afterwards: the next transaction commits.
    await database.db.transaction(async (tx) => scheduleJob(tx as never, announcementJob(subject)));
    expect(await jobsOf(subject)).toHaveLength(1);
  });
});
