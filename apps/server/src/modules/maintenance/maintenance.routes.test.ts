import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Maintenance } from '@cue/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
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
