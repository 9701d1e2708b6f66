import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhones, nurseryA } from '../test/demo.js';
import { staffToken } from '../test/sign-in.js';
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
});
