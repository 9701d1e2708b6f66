import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { apiPaths, type SchoolPermissions } from '@cue/contracts';
import { auditLog } from '../../db/schema/index.js';
import { demoLogins } from '../../test/demo.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Settings = { school_id: string; school_permissions: SchoolPermissions };

describe('POST school_settings/ (permissions/settings)', () => {
  let t: TestApp;
  const { staff, parent } = demoLogins(() => t.app);
  const post = async (token: string | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.schoolSettings,
      ...(token && { headers: bearer(token) }),
      payload: payload as Record<string, unknown>,
    });
  const settingsOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: apiPaths.schoolSettings, headers: bearer(token) })).json<{
      result: Settings;
    }>().result;
  const audits = async () =>
    (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'update_school_modules')))[0]!
      .n;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('switches only the named modules, audits before and after, and every reader sees it', async () => {
    const farah = await staff('farah');
    const response = await post(farah, { school_permissions: { attendance: { enabled: false } } });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json<{ result: Settings }>();
    expect(result.school_permissions.attendance.enabled).toBe(false);
    expect(result.school_permissions.anecdote.enabled).toBe(true);
    // A teacher's app reads the same switches.
    expect((await settingsOf(await staff('priya'))).school_permissions.attendance.enabled).toBe(false);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update_school_modules'), eq(auditLog.schoolId, result.school_id)));
    expect(entry!.details).toEqual({ before: { attendance: true }, after: { attendance: false } });

    await post(farah, { school_permissions: { attendance: { enabled: true } } });
    expect((await settingsOf(farah)).school_permissions.attendance.enabled).toBe(true);
  });

  it("tells every open app of the school, staff and families, but not another school's", async () => {
    const teacher = await connectSocket(t.app, await staff('priya'));
    const family = await connectSocket(t.app, await parent('rahul'));
    const otherSchool = await connectSocket(t.app, await staff('anil'));
    try {
      const heard = [teacher, family, otherSchool].map((socket) => collect(socket, 'records-changed'));
      expect(
        (await post(await staff('farah'), { school_permissions: { media: { enabled: false } } })).statusCode,
      ).toBe(200);
      await eventually(() => heard[0]!.length > 0 && heard[1]!.length > 0);
      expect(heard[0]![0]).toMatchObject({ entity: 'school_settings' });
      expect(heard[1]![0]).toMatchObject({ entity: 'school_settings' });
      expect(heard[2]).toEqual([]);
      await post(await staff('farah'), { school_permissions: { media: { enabled: true } } });
    } finally {
      for (const socket of [teacher, family, otherSchool]) socket.close();
    }
  });

  it('writes nothing when nothing changes', async () => {
    const before = await audits();
    const response = await post(await staff('farah'), { school_permissions: { journal: { enabled: true } } });
    expect(response.statusCode).toBe(200);
    expect(await audits()).toBe(before);
  });

  it('answers 401 without a token and 403 for a member without admin_portal.settings', async () => {
    expect((await post(null, { school_permissions: { hpc: { enabled: false } } })).statusCode).toBe(401);
    const priya = await post(await staff('priya'), { school_permissions: { hpc: { enabled: false } } });
    expect(priya.statusCode).toBe(403);
    expect((await settingsOf(await staff('farah'))).school_permissions.hpc.enabled).toBe(true);
  });

  it('names an unknown module (400) and switches none of the others', async () => {
    const before = await audits();
    const response = await post(await staff('farah'), {
      school_permissions: { attendance: { enabled: false }, homework: { enabled: false } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'school_permissions.homework' });
    expect((await settingsOf(await staff('farah'))).school_permissions.attendance.enabled).toBe(true);
    expect(await audits()).toBe(before);
  });

  it('names a switch that is not true or false (400)', async () => {
    const response = await post(await staff('farah'), {
      school_permissions: { attendance: { enabled: 'no' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'school_permissions.attendance.enabled' });
  });

  it('refuses to lock the page itself unless a platform admin asks, who can open it again', async () => {
    const lock = { school_permissions: { school_permissions: { enabled: false } } };
    const farah = await post(await staff('farah'), lock);
    expect(farah.statusCode).toBe(400);
    expect(farah.json()).toMatchObject({ field: 'school_permissions.school_permissions' });

    const sam = await staff('sam');
    expect((await post(sam, lock)).statusCode).toBe(200);
    // The page is off for the school's admins, not for the platform admin who can switch it back.
    expect(
      (await post(await staff('farah'), { school_permissions: { hpc: { enabled: false } } })).statusCode,
    ).toBe(403);
    expect(
      (await post(sam, { school_permissions: { school_permissions: { enabled: true } } })).statusCode,
    ).toBe(200);
  });

  it("changes only the actor's own school", async () => {
    const anil = await staff('anil');
    expect((await post(anil, { school_permissions: { story: { enabled: false } } })).statusCode).toBe(200);
    expect((await settingsOf(anil)).school_permissions.story.enabled).toBe(false);
    expect((await settingsOf(await staff('farah'))).school_permissions.story.enabled).toBe(true);
  });
});
