import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { RECORDS_CHANGED_EVENT, apiPath, apiPaths, type AnnouncementPage } from '@cue/contracts';
import { announcements, auditLog, scheduledJobs, staffMemberships } from '../../db/schema/index.js';
import { schoolInstant } from '../../lib/school-time.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';
import { demoPhones } from '../../test/demo.js';
import { userIdOf } from '../../test/assistant.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { announcementJobs } from './announcements.service.js';

// The media sweep's hourly job also falls due as these tests move the clock: count only ours.
const announcementJobKinds = Object.values(announcementJobs);

const KOLKATA = 'Asia/Kolkata';
// The test clock starts at 2026-11-20 09:00 UTC (02:30 PM in Kolkata).
const TOMORROW = '2026-11-21';

describe('scheduled announcements (durable jobs)', () => {
  let t: TestApp;

  const save = (token: string, payload: Record<string, unknown>, id?: string) =>
    t.app.inject({
      method: 'POST',
      url: id ? apiPath(apiPaths.announcementById, { id }) : apiPaths.createAnnouncement,
      payload,
      headers: bearer(token),
    });
  const schedule = async (token: string, title: string, date: string, time: string): Promise<string> => {
    const response = await save(token, { title, summary: 'Later', schedule_later: true, date, time });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { id: string } }>().result.id;
  };
  const row = async (id: string) =>
    (await t.db.select().from(announcements).where(eq(announcements.id, id)))[0] ?? null;
  const jobsOf = (id: string) => t.db.select().from(scheduledJobs).where(eq(scheduledJobs.subjectId, id));
  const publications = async (ids: string[]) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'publish_announcement'), inArray(auditLog.entityId, ids)));
  const parentSees = async (token: string, id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: apiPaths.parentAnnouncements,
      headers: bearer(token),
    });
    return response.json<{ result: AnnouncementPage }>().result.announcements.some((a) => a._id === id);
  };
  /** Moves the hand clock just past an instant. */
  const advancePast = (instant: Date) => {
    const seconds = Math.ceil((instant.getTime() - t.clock.now().getTime()) / 1000) + 1;
    if (seconds > 0) t.clock.advanceSeconds(seconds);
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('publishes at its school-local time, exactly once with two runners racing, and pushes to parents', async () => {
    const priya = await staffToken(t.app, demoPhones.priya);
    const rahul = await parentToken(t.app, demoPhones.rahul);
    const id = await schedule(priya, 'Holiday on Monday', TOMORROW, '10:00 AM');
    const due = schoolInstant(TOMORROW, '10:00 AM', KOLKATA);
    expect(due.toISOString()).toBe('2026-11-21T04:30:00.000Z');
    expect(await row(id)).toMatchObject({ status: 'scheduled', scheduledFor: due, publishedAt: null });
    const [job] = await jobsOf(id);
    expect(job).toMatchObject({ kind: 'announcement.publish', status: 'pending', runAt: due });
    expect(await parentSees(rahul, id)).toBe(false);
    const listed = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.announcements}?status=scheduled`,
      headers: bearer(priya),
    });
    expect(
      listed.json<{ result: AnnouncementPage }>().result.announcements.find((a) => a._id === id),
    ).toMatchObject({
      schedule_later: true,
      save_as_draft: false,
      date: TOMORROW,
      time: '10:00 AM',
      is_published: false,
    });

    // Not yet due: nothing runs.
    expect(await t.app.jobs.runDueJobs(announcementJobKinds)).toBe(0);

    const second = await createTestApp({ sameDatabaseAs: t });
    // Rahul has a tab on each process: whichever process runs the job tells its own sockets
    // (across processes that takes the Redis adapter, tested in plugins/realtime-redis.test.ts).
    const sockets = [await connectSocket(t.app, rahul), await connectSocket(second.app, rahul)];
    const pushed = sockets.map((socket) => collect(socket, RECORDS_CHANGED_EVENT));
    try {
      advancePast(due);
      const ran = await Promise.all([
        t.app.jobs.runDueJobs(announcementJobKinds),
        second.app.jobs.runDueJobs(announcementJobKinds),
      ]);
      expect(ran[0] + ran[1]).toBe(1);
      const published = await row(id);
      expect(published!.status).toBe('published');
      expect(published!.publishedAt!.getTime()).toBeGreaterThanOrEqual(due.getTime());
      expect(await publications([id])).toHaveLength(1);
      expect((await jobsOf(id)).map((j) => j.status)).toEqual(['done']);
      await eventually(() => pushed.flat().some((e) => e.entity === 'announcement' && e.ids.includes(id)));
      // Nothing more to run, on either runner.
      expect(
        await Promise.all([
          t.app.jobs.runDueJobs(announcementJobKinds),
          second.app.jobs.runDueJobs(announcementJobKinds),
        ]),
      ).toEqual([0, 0]);
      expect(await publications([id])).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.close();
      await second.close();
    }
    expect(await parentSees(await parentToken(t.app, demoPhones.rahul), id)).toBe(true);
  });

  it('publishes many due announcements once each when runners race', async () => {
    const priya = await staffToken(t.app, demoPhones.priya);
    const date = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await schedule(priya, `Batch ${i}`, date, '09:00 AM'));
    const second = await createTestApp({ sameDatabaseAs: t });
    const third = await createTestApp({ sameDatabaseAs: t });
    try {
      advancePast(schoolInstant(date, '09:00 AM', KOLKATA));
      const ran = await Promise.all([
        t.app.jobs.runDueJobs(announcementJobKinds),
        second.app.jobs.runDueJobs(announcementJobKinds),
        third.app.jobs.runDueJobs(announcementJobKinds),
      ]);
      expect(ran.reduce((a, b) => a + b, 0)).toBe(6);
    } finally {
      await second.close();
      await third.close();
    }
    const audits = await publications(ids);
    expect(audits.map((a) => a.entityId).sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await row(id))!.status).toBe('published');
  });

  it('keeps an announcement as a draft when its author may no longer publish at its time', async () => {
    const meera = await staffToken(t.app, demoPhones.meera);
    const date = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const id = await schedule(meera, 'Written before she lost the right', date, '09:00 AM');
    // Meera loses the announcements switch before the time comes.
    const meeraId = userIdOf(meera);
    const [membership] = await t.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.userId, meeraId));
    const withAnnouncements = membership!.rolePermissions;
    const withoutAnnouncements = {
      ...withAnnouncements,
      daily_communication: { ...withAnnouncements.daily_communication, announcements: false },
    };
    await t.db
      .update(staffMemberships)
      .set({ rolePermissions: withoutAnnouncements })
      .where(eq(staffMemberships.id, membership!.id));
    try {
      advancePast(schoolInstant(date, '09:00 AM', KOLKATA));
      await t.app.jobs.runDueJobs(announcementJobKinds);
      expect((await row(id))!.status).toBe('draft');
      expect(await publications([id])).toHaveLength(0);
    } finally {
      await t.db
        .update(staffMemberships)
        .set({ rolePermissions: withAnnouncements })
        .where(eq(staffMemberships.id, membership!.id));
    }
  });

  it('survives a restart: a job stored by one server process is run by the next', async () => {
    const before = await createTestApp({ sameDatabaseAs: t });
    const priya = await staffToken(before.app, demoPhones.priya);
    const date = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const id = await (async () => {
      const response = await before.app.inject({
        method: 'POST',
        url: apiPaths.createAnnouncement,
        payload: { title: 'Across a restart', schedule_later: true, date, time: '08:00 AM' },
        headers: bearer(priya),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ result: { id: string } }>().result.id;
    })();
    await before.close(); // the process that scheduled it is gone

    const after = await createTestApp({ sameDatabaseAs: t });
    try {
      advancePast(schoolInstant(date, '08:00 AM', KOLKATA));
      expect(await after.app.jobs.runDueJobs(announcementJobKinds)).toBe(1);
    } finally {
      await after.close();
    }
    expect((await row(id))!.status).toBe('published');
    expect(await publications([id])).toHaveLength(1);
  });

  it('reschedules on edit, stops on draft, and cancels on delete', async () => {
    let priya = await staffToken(t.app, demoPhones.priya);
    const date = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const later = new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const id = await schedule(priya, 'Moving target', date, '09:00 AM');

    // Edit: the one pending job moves to the new time.
    const moved = await save(
      priya,
      { title: 'Moved', schedule_later: true, date: later, time: '11:30 AM' },
      id,
    );
    expect(moved.statusCode).toBe(200);
    const newTime = schoolInstant(later, '11:30 AM', KOLKATA);
    const pending = (await jobsOf(id)).filter((j) => j.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt).toEqual(newTime);
    expect((await row(id))!.scheduledFor).toEqual(newTime);
    advancePast(schoolInstant(date, '09:00 AM', KOLKATA));
    expect(await t.app.jobs.runDueJobs(announcementJobKinds)).toBe(0);
    expect((await row(id))!.status).toBe('scheduled');
    priya = await staffToken(t.app, demoPhones.priya); // a day has passed: a new session

    // Back to a draft: the job is cancelled, the intended time kept for the form.
    const drafted = await save(
      priya,
      { title: 'Moved', schedule_later: true, save_as_draft: true, date: later, time: '11:30 AM' },
      id,
    );
    expect(drafted.statusCode).toBe(200);
    expect((await jobsOf(id)).map((j) => j.status)).toEqual(['cancelled']);
    expect((await row(id))!.status).toBe('draft');

    // Scheduled again, then deleted: the job is cancelled and nothing is ever published.
    expect(
      (await save(priya, { title: 'Moved', schedule_later: true, date: later, time: '11:30 AM' }, id))
        .statusCode,
    ).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: apiPath(apiPaths.announcementById, { id }),
      headers: bearer(priya),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await jobsOf(id)).map((j) => j.status).sort()).toEqual(['cancelled', 'cancelled']);
    advancePast(newTime);
    expect(await t.app.jobs.runDueJobs(announcementJobKinds)).toBe(0);
    expect(await row(id)).toBeNull();
    expect(await publications([id])).toHaveLength(0);
  });
});
