import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths, uniformRolePermissions, type SchoolClass } from '@cue/contracts';
import { schools, staffMemberships, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, signIn, staffToken } from '../../test/sign-in.js';

const PRIYA = '9000000001';
const FARAH = '9000000002';
const RAHUL = '9000000003';
const SAM = '9000000005';
const ANIL = '9000000006';

type UserSchool = {
  _id: string;
  name: string;
  organization: { name: string };
  admin: boolean;
  is_active: boolean;
};

const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, ...(token && { headers: bearer(token) }) });

describe('school switch', () => {
  let t: TestApp;
  let sunbeamId: string;
  let mapleId: string;

  const switchSchool = (token: string, schoolId: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.switchSchool,
      payload: { school_id: schoolId },
      headers: bearer(token),
    });
  const userSchools = async (token: string) => {
    const response = await get(t.app, apiPaths.userSchools, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ result: UserSchool[] }>().result;
  };
  const classNames = async (token: string) =>
    (await get(t.app, apiPaths.staffClasses, token))
      .json<{ result: SchoolClass[] }>()
      .result.map((c) => c.class_name);

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
    sunbeamId = rows.find((r) => r.name === 'Sunbeam Nursery')!.id;
    mapleId = rows.find((r) => r.name === 'Maple Kids Koramangala')!.id;
    // Priya also runs the Maple campus (a second membership, made directly).
    const [priya] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, PRIYA));
    await t.db.insert(staffMemberships).values({
      schoolId: mapleId,
      userId: priya!.id,
      isAdmin: true,
      rolePermissions: uniformRolePermissions(true),
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });
  });
  afterAll(() => t.close());

  it('lists a staff member’s schools, the current one marked', async () => {
    const list = await userSchools(await staffToken(t.app, PRIYA));
    expect(list.map((s) => [s.name, s.organization.name, s.admin, s.is_active])).toEqual([
      ['Sunbeam Nursery', 'Sunbeam Early Years', false, true],
      ['Maple Kids Koramangala', 'Maple Kids', true, false],
    ]);
    expect((await userSchools(await staffToken(t.app, ANIL))).map((s) => s.name)).toEqual([
      'Maple Kids Koramangala',
    ]);
  });

  it('switches to another of her schools: new classes, old token ends, next sign-in opens there', async () => {
    const login = await signIn(t.app, PRIYA);
    const old = login.staff_user!;
    expect(await classNames(old.access_token)).toEqual(['Nursery A', 'Playgroup B']);

    const response = await switchSchool(old.access_token, mapleId);
    expect(response.statusCode).toBe(200);
    const next = response.json<{ staff_user: { access_token: string; refresh_token: string } }>().staff_user;
    expect(await classNames(next.access_token)).toEqual(['Sprouts']);
    expect((await userSchools(next.access_token)).find((s) => s.is_active)!._id).toBe(mapleId);

    const oldAccess = await get(t.app, apiPaths.staffClasses, old.access_token);
    expect(oldAccess.statusCode).toBe(401);
    expect((await get(t.app, apiPaths.accessTokenActive, old.refresh_token)).statusCode).toBe(401);
    expect((await get(t.app, apiPaths.accessTokenActive, next.refresh_token)).statusCode).toBe(200);

    const [priya] = await t.db
      .select({ active: users.activeSchoolId })
      .from(users)
      .where(eq(users.phone, PRIYA));
    expect(priya!.active).toBe(mapleId);
    expect(await classNames(await staffToken(t.app, PRIYA))).toEqual(['Sprouts']);

    // And back.
    const back = await switchSchool(next.access_token, sunbeamId);
    expect(back.statusCode).toBe(200);
    expect(await classNames(back.json().staff_user.access_token)).toEqual(['Nursery A', 'Playgroup B']);
  });

  it('answers 404 for a school the user does not work in, keeping the session', async () => {
    const farah = await staffToken(t.app, FARAH);
    for (const schoolId of [mapleId, 'f'.repeat(24)]) {
      const response = await switchSchool(farah, schoolId);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await classNames(farah)).toHaveLength(3);
    const malformed = await switchSchool(farah, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('school_id');
  });

  it('refuses parents with 403 and no token with 401', async () => {
    const rahul = await parentToken(t.app, RAHUL);
    expect((await switchSchool(rahul, sunbeamId)).statusCode).toBe(403);
    expect((await get(t.app, apiPaths.userSchools, rahul)).statusCode).toBe(403);
    expect((await get(t.app, apiPaths.userSchools)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: apiPaths.switchSchool, payload: { school_id: sunbeamId } }))
        .statusCode,
    ).toBe(401);
  });

  describe('super_admin/organizations/', () => {
    it('lists every organization and its schools to the platform admin (Sam)', async () => {
      const response = await get(t.app, apiPaths.platformOrganizations, await staffToken(t.app, SAM));
      expect(response.statusCode).toBe(200);
      const organizations = response.json<{
        result: { name: string; schools: { _id: string; name: string; is_member: boolean }[] }[];
      }>().result;
      expect(organizations.map((o) => o.name)).toEqual(['Maple Kids', 'Sunbeam Early Years']);
      expect(organizations[0]!.schools).toEqual([
        { _id: mapleId, name: 'Maple Kids Koramangala', is_member: false },
      ]);
      expect(organizations[1]!.schools).toEqual([
        { _id: sunbeamId, name: 'Sunbeam Nursery', is_member: true },
      ]);
    });

    it('refuses school admins and teachers with 403, parents with 403, no token with 401', async () => {
      for (const token of [
        await staffToken(t.app, FARAH),
        await staffToken(t.app, ANIL),
        await parentToken(t.app, RAHUL),
      ]) {
        const response = await get(t.app, apiPaths.platformOrganizations, token);
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain('Maple Kids Koramangala');
      }
      expect((await get(t.app, apiPaths.platformOrganizations)).statusCode).toBe(401);
    });
  });
});
