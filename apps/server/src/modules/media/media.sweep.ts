import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../jobs/job-runner.js';
import { scheduleJob } from '../jobs/jobs.repository.js';
import { MediaRepository } from './media.repository.js';
import type { MediaService } from './media.service.js';

/** Files nothing uses are kept this long (a form being filled in may not have saved yet). */
export const UNUSED_MEDIA_GRACE_MS = 24 * 3600 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;
/** Deleted per run, so one run's transaction stays short; the next hour takes the rest. */
const SWEEP_BATCH = 500;

export const mediaSweepJob = 'media.sweep-unused';
/**
 * The sweep is one durable job that schedules the next before it is marked done. Two subjects
 * take turns: scheduling "the other one" never collides with the job running now (the runner
 * marks that done afterwards), and a second chain started by another server process merges into
 * the pending one (one pending job per kind and subject).
 */
const subjects = ['media-sweep-a', 'media-sweep-b'] as const;

/**
 * Deletes media older than a day that nothing uses (decision 040): parents' uploads have no
 * school quota, and staff could otherwise fill theirs with files never attached. Answers the rows
 * marked deleted and removes their files once the caller's transaction has committed.
 */
export async function sweepUnusedMedia(db: Database, clock: Clock) {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - UNUSED_MEDIA_GRACE_MS);
  return new MediaRepository(db).markUnusedDeleted(cutoff, now, SWEEP_BATCH);
}

/** Asks for a sweep now (at every start: catching up, and starting the hourly chain). */
export async function scheduleMediaSweep(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  await scheduleJob(db, { kind: mediaSweepJob, subjectId: subjects[0], schoolId: null, runAt: now, at: now });
}

/** Registers the hourly sweep with the job runner. */
export function registerMediaSweep(jobs: JobRunner, media: MediaService, clock: Clock): void {
  jobs.register(mediaSweepJob, async (job, db) => {
    const rows = await sweepUnusedMedia(db, clock);
    const now = clock.now();
    await scheduleJob(db, {
      kind: mediaSweepJob,
      subjectId: job.subjectId === subjects[0] ? subjects[1] : subjects[0],
      schoolId: null,
      runAt: new Date(now.getTime() + SWEEP_EVERY_MS),
      at: now,
    });
    // Files go only once the rows are committed deleted: a rollback leaves every file in place.
    return { done: true, afterCommit: () => void media.removeFiles(rows) };
  });
}
