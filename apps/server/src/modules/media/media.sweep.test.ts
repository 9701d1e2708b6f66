import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { apiPath, apiPaths, type UploadedMedia } from '@cue/contracts';
import {
  bugReports,
  children,
  media,
  mediaAttachments,
  scheduledJobs,
  schools,
  users,
} from '../../db/schema/index.js';
import { classesOf } from '../../test/demo.js';
import { png } from '../../test/media-files.js';
import { multipartFile } from '../../test/multipart.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mediaSweepJob, scheduleMediaSweep } from './media.sweep.js';

const PRIYA = '9000000001';
const RAHUL = '9000000003';
const HOUR = 3600;

/** Unused uploads leave after a day; anything a feature uses stays. */
describe('the sweep of unused media', () => {
  let t: TestApp;
  let priya: string;
  let rahul: string;

  const upload = async (token: string) => {
    const { payload, headers } = multipartFile({
      filename: 'a.png',
      contentType: 'image/png',
      bytes: await png(),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadImage,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: UploadedMedia }>().result._id;
  };
  const live = async (ids: string[]) =>
    (
      await t.db
        .select({ id: media.id })
        .from(media)
        .where(and(inArray(media.id, ids), isNull(media.deletedAt)))
    )
      .map((r) => r.id)
      .sort();
  const filesOf = async (id: string) =>
    (await readdir(t.mediaDir, { recursive: true, withFileTypes: true })).filter(
      (entry) => entry.isFile() && entry.parentPath.includes(id),
    );
  /** Files are removed after the commit, without the runner waiting: look until they are gone. */
  const goneFromStore = async (id: string) => {
    for (let tries = 0; tries < 200 && (await filesOf(id)).length > 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return filesOf(id);
  };
  const pendingSweeps = () =>
    t.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, mediaSweepJob), eq(scheduledJobs.status, 'pending')));

  beforeAll(async () => {
    t = await createTestApp();
    priya = await staffToken(t.app, PRIYA);
    rahul = await parentToken(t.app, RAHUL);
  });
  afterAll(() => t.close());

  it('deletes day-old uploads nothing uses, with their files, keeps used ones, and runs again hourly', async () => {
    const parentUnused = await upload(rahul);
    const staffUnused = await upload(priya);
    const [inLibrary, asPicture, asChild, asLogo, attached, reported] = [
      await upload(priya),
      await upload(rahul),
      await upload(priya),
      await upload(priya),
      await upload(priya),
      await upload(priya),
    ];
    const nurseryA = (await classesOf(t.app, priya))['Nursery A']!;
    const schoolId = nurseryA.school_info._id;
    const added = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.classMedia, { classId: nurseryA._id }),
      payload: { media_ids: [inLibrary], student_ids: [] },
      headers: bearer(priya),
    });
    expect(added.statusCode, added.body).toBe(200);
    await t.db.update(users).set({ profilePicture: asPicture }).where(eq(users.phone, RAHUL));
    const [child] = await t.db
      .select({ id: children.id })
      .from(children)
      .where(eq(children.schoolId, schoolId));
    await t.db.update(children).set({ profilePicture: asChild }).where(eq(children.id, child!.id));
    await t.db.update(schools).set({ logoMediaId: asLogo }).where(eq(schools.id, schoolId));
    await t.db.insert(mediaAttachments).values({
      ownerKind: 'announcement',
      ownerId: 'a'.repeat(24),
      mediaId: attached,
      schoolId,
      position: 0,
    });
    const [priyaRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, PRIYA));
    await t.db.insert(bugReports).values({
      id: 'b'.repeat(24),
      schoolId,
      userId: priyaRow!.id,
      url: '/media',
      summary: 'The grid is slow',
      mediaIds: [reported],
      createdAt: t.clock.now(),
    });
    const used = [inLibrary, asPicture, asChild, asLogo, attached, reported];
    const all = [parentUnused, staffUnused, ...used];

    // Not a day old yet: nothing goes.
    await scheduleMediaSweep(t.db, t.clock);
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(await live(all)).toEqual([...all].sort());

    t.clock.advanceSeconds(24 * HOUR + 60);
    const fresh = await upload(await parentToken(t.app, RAHUL));
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    expect(await live([...all, fresh])).toEqual([...used, fresh].sort());
    expect(await goneFromStore(parentUnused)).toEqual([]);
    expect(await goneFromStore(staffUnused)).toEqual([]);
    expect(await filesOf(inLibrary)).toHaveLength(3);
    // The next sweep is an hour on, and only one waits, also after a restart asks for one now.
    expect(await t.app.jobs.runDueJobs()).toBe(0);
    expect(await pendingSweeps()).toHaveLength(1);
    await scheduleMediaSweep(t.db, t.clock);
    expect(await pendingSweeps()).toHaveLength(1);
    expect(await t.app.jobs.runDueJobs()).toBe(1);
    const [next] = await pendingSweeps();
    expect(next!.runAt.getTime()).toBe(t.clock.now().getTime() + HOUR * 1000);
  });
});
