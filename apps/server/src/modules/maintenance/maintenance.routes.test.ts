import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { apiPaths, type Maintenance } from '@cue/contracts';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';
import { MaintenanceRepository } from './maintenance.repository.js';

const MINUTE = 60;

describe('fetch_app_maintenance/web', () => {
  let t: TestApp;
  let windows: MaintenanceRepository;

  const status = async (): Promise<Maintenance> => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.appMaintenance });
    expect(response.statusCode).toBe(200);
    return response.json<{ result: Maintenance }>().result;
  };
  const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * MINUTE * 1000);

  beforeAll(async () => {
    t = await createTestApp();
    windows = new MaintenanceRepository(t.db);
  });
  // Back to the seeded state (no maintenance), so no test depends on another's window.
  afterEach(() => windows.saveWindow('web', { status: false, startTime: null, endTime: null }));
  afterAll(() => t.close());

  it('answers "not under maintenance" to anyone, without a token', async () => {
    expect(await status()).toEqual({ status: false, start_time: null, end_time: null });
  });

  it('reports a scheduled window while it runs, with ISO start and end times', async () => {
    const startTime = inMinutes(-10);
    const endTime = inMinutes(60);
    await windows.saveWindow('web', { status: true, startTime, endTime });
    const current = await status();
    expect(current.status).toBe(true);
    expect(current.start_time).toBe(startTime.toISOString());
    expect(current.end_time).toBe(endTime.toISOString());
    expect(new Date(current.end_time!).getTime()).toBe(endTime.getTime());
  });

  it('ends a window by itself once its end time has passed', async () => {
    const endTime = inMinutes(30);
    await windows.saveWindow('web', { status: true, startTime: inMinutes(-5), endTime });
    expect((await status()).status).toBe(true);

    t.clock.advanceSeconds(29 * MINUTE);
    expect((await status()).status).toBe(true);

    t.clock.advanceSeconds(1 * MINUTE + 1);
    const after = await status();
    expect(after.status).toBe(false);
    expect(after.end_time).toBe(endTime.toISOString());
  });

  it('keeps a window without an end time on until it is switched off', async () => {
    await windows.saveWindow('web', { status: true, startTime: inMinutes(-1), endTime: null });
    t.clock.advanceSeconds(7 * 24 * 60 * MINUTE);
    const current = await status();
    expect(current.status).toBe(true);
    expect(current.end_time).toBeNull();

    await windows.saveWindow('web', { status: false, startTime: null, endTime: null });
    expect((await status()).status).toBe(false);
  });

  it('reports no maintenance for a window that is switched off, even with future times', async () => {
    await windows.saveWindow('web', { status: false, startTime: inMinutes(-5), endTime: inMinutes(60) });
    expect((await status()).status).toBe(false);
  });

  it('does not apply another platform’s window to the web app', async () => {
    await windows.saveWindow('android', { status: true, startTime: inMinutes(-5), endTime: inMinutes(60) });
    expect((await status()).status).toBe(false);
  });
});

describe('app_maintenance/web', () => {
  let t: TestApp;
  let windows: MaintenanceRepository;
  let sam: string;

  const status = async (): Promise<Maintenance> =>
    (await t.app.inject({ method: 'GET', url: apiPaths.appMaintenance })).json<{ result: Maintenance }>()
      .result;
  const setMaintenance = (token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.setMaintenance,
      payload,
      ...(token && { headers: bearer(token) }),
    });
  const inMinutes = (minutes: number) =>
    new Date(t.clock.now().getTime() + minutes * MINUTE * 1000).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    windows = new MaintenanceRepository(t.db);
    sam = await staffToken(t.app, '9000000005');
  });
  afterEach(() => windows.saveWindow('web', { status: false, startTime: null, endTime: null }));
  afterAll(() => t.close());

  it('lets the platform admin (Sam) switch maintenance on and off, and audits it', async () => {
    const endTime = inMinutes(90);
    const on = await setMaintenance(sam, { status: true, end_time: endTime });
    expect(on.statusCode).toBe(200);
    const result = on.json<{ result: Maintenance }>().result;
    expect(result).toEqual({ status: true, start_time: t.clock.now().toISOString(), end_time: endTime });
    expect(await status()).toEqual(result);

    const off = await setMaintenance(sam, { status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().result.status).toBe(false);
    expect((await status()).status).toBe(false);

    const audited = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'app_maintenance'), eq(auditLog.entityId, 'web')));
    expect(audited[0]!.n).toBe(2);
  });

  it('shows a window scheduled for later only once it starts', async () => {
    const response = await setMaintenance(sam, {
      status: true,
      start_time: inMinutes(30),
      end_time: inMinutes(60),
    });
    expect(response.statusCode).toBe(200);
    expect((await status()).status).toBe(false);
    t.clock.advanceSeconds(30 * MINUTE);
    expect((await status()).status).toBe(true);
    t.clock.advanceSeconds(30 * MINUTE);
    expect((await status()).status).toBe(false);
  });

  it('refuses a window that ends before it starts, naming end_time, and changes nothing', async () => {
    const response = await setMaintenance(sam, {
      status: true,
      start_time: inMinutes(60),
      end_time: inMinutes(10),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'end_time' });
    expect(await status()).toEqual({ status: false, start_time: null, end_time: null });
  });

  it('refuses a teacher, a school admin and a parent with 403, and no token with 401', async () => {
    for (const token of [
      await staffToken(t.app, '9000000001'),
      await staffToken(t.app, '9000000002'),
      await parentToken(t.app, '9000000003'),
    ]) {
      const response = await setMaintenance(token, { status: true });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect((await setMaintenance(null, { status: true })).statusCode).toBe(401);
    expect((await status()).status).toBe(false);
  });
});
