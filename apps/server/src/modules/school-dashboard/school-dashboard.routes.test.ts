import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths, type SchoolDashboard } from '@cue/contracts';
import { users } from '../../db/schema/index.js';
import { demoLogins } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET school_dashboard/', () => {
  let t: TestApp;
  const { staff, parent } = demoLogins(() => t.app);
  const get = (token: string | null) =>
    t.app.inject({ method: 'GET', url: apiPaths.schoolDashboard, ...(token && { headers: bearer(token) }) });
  const dashboardOf = async (token: string) => {
    const response = await get(token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: SchoolDashboard }>().result;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts the school and lists what needs attention, each with the screen that fixes it', async () => {
    const { counts, attention } = await dashboardOf(await staff('farah'));
    expect(counts).toMatchObject({ classes: 3, staff: 4, families: 2, families_not_signed_in: 2 });
    expect(counts.children).toBeGreaterThan(3);
    expect(attention).toContainEqual(
      expect.objectContaining({
        kind: 'class_without_teacher',
        name: expect.stringContaining('Butterflies'),
        link: '/admin/school-setup/classes',
      }),
    );
    const withoutFamily = attention.filter((a) => a.kind === 'child_without_family');
    expect(withoutFamily.map((a) => a.name)).not.toContain('Aarav Sharma');
    expect(withoutFamily.length).toBe(counts.children - 3);
    expect(withoutFamily.every((a) => a.link === '/admin/school-setup/students')).toBe(true);
    expect(attention.some((a) => a.kind === 'family_without_phone')).toBe(false);
  });

  it('counts a family as signed in once its parent has signed in, and flags a family without a phone', async () => {
    await parent('rahul');
    await t.db.update(users).set({ phone: null }).where(eq(users.email, 'meera@sunbeam.test'));
    const { counts, attention } = await dashboardOf(await staff('farah'));
    expect(counts.families_not_signed_in).toBe(1);
    expect(attention).toContainEqual(
      expect.objectContaining({
        kind: 'family_without_phone',
        name: 'Meera Iyer',
        link: '/admin/school-setup/students',
      }),
    );
    await t.db.update(users).set({ phone: '9000000004' }).where(eq(users.email, 'meera@sunbeam.test'));
  });

  it("shows Anil only Maple's numbers", async () => {
    const { counts, attention } = await dashboardOf(await staff('anil'));
    expect(counts).toMatchObject({ classes: 1, staff: 1, families: 0, families_not_signed_in: 0 });
    expect(attention.some((a) => a.name.startsWith('Butterflies'))).toBe(false);
    expect(attention.map((a) => a.name)).not.toContain('Aarav Sharma');
  });

  it('answers 401 without a token and 403 for a member without admin_portal.dashboard or a parent', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(await staff('priya'))).statusCode).toBe(403);
    expect((await get(await parent('rahul'))).statusCode).toBe(403);
  });
});
