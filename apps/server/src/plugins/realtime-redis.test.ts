import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { demoPhones, nurseryA } from '../test/demo.js';
import { signIn, staffToken } from '../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../test/socket-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// A real Redis server (DESIGN.md: real Redis for multi-process tests); CI starts one on loopback.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('realtime across server processes (Redis adapter)', () => {
  let first: TestApp;
  let second: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL: redisUrl } });
    second = await createTestApp({ env: { REDIS_URL: redisUrl }, sameDatabaseAs: first });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second?.close();
    await first?.close();
  });

  it('delivers a change made on one process to a teacher connected to the other', async () => {
    const { schoolClass } = await nurseryA(first.app);
    const teacher = await connectSocket(second.app, await staffToken(first.app, demoPhones.priya));
    const otherSchool = await connectSocket(second.app, await staffToken(first.app, demoPhones.anil));
    sockets.push(teacher, otherSchool);
    const teacherEvents = collect(teacher, 'records-changed');
    const otherSchoolEvents = collect(otherSchool, 'records-changed');

    first.app.realtime.hub.recordsChanged({
      entity: 'attendance',
      ids: [schoolClass._id],
      schoolId: schoolClass.school_info._id,
      classIds: [schoolClass._id],
      audience: 'staff',
    });

    await eventually(() => teacherEvents.length === 1, 5000);
    expect(teacherEvents[0]).toEqual({
      entity: 'attendance',
      ids: [schoolClass._id],
      class_ids: [schoolClass._id],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherSchoolEvents).toEqual([]);
  });

  it("delivers a change for one family to that parent's tabs on the other process, and to no one else", async () => {
    const parentLogin = await signIn(first.app, demoPhones.rahul);
    const otherLogin = await signIn(first.app, demoPhones.meera);
    const tabs = [
      await connectSocket(second.app, parentLogin.parent_user!.access_token),
      await connectSocket(first.app, parentLogin.parent_user!.access_token),
    ];
    const other = await connectSocket(second.app, otherLogin.parent_user!.access_token);
    sockets.push(...tabs, other);
    const tabEvents = tabs.map((tab) => collect(tab, 'records-changed'));
    const otherEvents = collect(other, 'records-changed');
    const [rahul] = await first.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, demoPhones.rahul));

    first.app.realtime.hub.usersChanged([rahul!.id], { entity: 'carelog', ids: ['c1'], classIds: ['k1'] });

    await eventually(() => tabEvents.every((events) => events.length === 1), 5000);
    for (const events of tabEvents)
      expect(events[0]).toEqual({ entity: 'carelog', ids: ['c1'], class_ids: ['k1'] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherEvents).toEqual([]);
  });
});
