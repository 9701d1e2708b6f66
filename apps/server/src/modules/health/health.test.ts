import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cue/contracts';
import type { DatabaseHandle } from '../../db/client.js';
import { seedDemoSchool } from '../../db/seed/demo-school.js';
import { demoPhones } from '../../test/demo.js';
import { bearer, staffToken } from '../../test/sign-in.js';
import { TestClock } from '../../test/test-clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';

describe('health probes and a database out of reach', () => {
  let database: DatabaseHandle;
  let server: TestApp;

  beforeAll(async () => {
    // The test holds the database handle itself, so it can take the database away from the server.
    database = await openTestDatabase();
    await seedDemoSchool(database.db);
    const holder = { db: database.db, clock: new TestClock() } as TestApp;
    server = await createTestApp({ sameDatabaseAs: holder });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers live and ready while the database answers, without sign-in', async () => {
    const live = await server.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'not configured' });
    // A probe every few seconds must not fill the log: healthy probes are not logged.
    expect(server.logs.join('')).not.toContain('/api/health/');
  });

  it('answers 503 with Retry-After once the database is gone, and ready says so', async () => {
    const token = await staffToken(server.app, demoPhones.priya);
    await database.close();

    const classes = await server.app.inject({
      method: 'GET',
      url: '/api/staff_classes/',
      headers: bearer(token),
    });
    expect(classes.statusCode).toBe(503);
    expect(classes.headers['retry-after']).toBe('5');
    expect(classes.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: messages.serviceUnavailable,
      msg: messages.serviceUnavailable,
    });

    const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down', redis: 'not configured' });
    const live = await server.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
  });
});
