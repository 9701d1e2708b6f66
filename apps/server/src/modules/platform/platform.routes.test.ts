import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiPaths } from '@cue/contracts';
import { auditLog, organizations, schools } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';

const PRIYA = '9000000001';
const FARAH = '9000000002';
const RAHUL = '9000000003';
const SAM = '9000000005';
const NEW_ADMIN = '9123456781';

type Organization = {
  _id: string;
  name: string;
  schools: { _id: string; name: string; is_member: boolean }[];
};
type UserSchool = { name: string; is_member: boolean; is_active: boolean };

describe('platform: organizations and schools', () => {
  let t: TestApp;
  let sam: string;
  let farah: string;
  let sunbeamOrgId: string;

  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(token && { headers: bearer(token) }) });
  const school = (overrides: Record<string, unknown> = {}) => ({
    organization_id: sunbeamOrgId,
    school_name: 'Sunbeam Whitefield',
    time_zone: 'Asia/Kolkata',
    editor_direction: 'l2r',
    admin_first_name: 'Nisha',
    admin_last_name: 'Rao',
    admin_phone: NEW_ADMIN,
    ...overrides,
  });
  const organizationList = async (token: string) =>
    (await t.app.inject({ url: apiPaths.platformOrganizations, headers: bearer(token) })).json<{
      result: Organization[];
    }>().result;
  const userSchools = async (token: string) =>
    (await t.app.inject({ url: apiPaths.userSchools, headers: bearer(token) })).json<{
      result: UserSchool[];
    }>().result;
  const schoolCount = async () => (await t.db.select({ n: count() }).from(schools))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        AUTH_TEST_OTP: `9000000001:123456,9000000002:123456,9000000003:123456,9000000005:123456,${NEW_ADMIN}:123456`,
      },
    });
    sam = await staffToken(t.app, SAM);
    farah = await staffToken(t.app, FARAH);
    const [org] = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, 'Sunbeam Early Years'));
    sunbeamOrgId = org!.id;
  });
  afterAll(() => t.close());

  describe('POST super_admin/organizations/', () => {
    it('creates an organization the platform admin then sees, audited', async () => {
      const response = await post(apiPaths.platformOrganizations, { name: 'Rainbow Schools' }, sam);
      expect(response.statusCode).toBe(200);
      const created = response.json().result;
      expect(created.name).toBe('Rainbow Schools');
      const listed = (await organizationList(sam)).find((o) => o._id === created._id);
      expect(listed).toEqual({ _id: created._id, name: 'Rainbow Schools', schools: [] });
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
      expect(audit).toMatchObject({ action: 'create_organization', entity: 'organization' });
    });

    it('refuses a duplicate or empty name with a 400 naming the field', async () => {
      const before = (await t.db.select({ n: count() }).from(organizations))[0]!.n;
      for (const name of ['maple kids', '  ']) {
        const response = await post(apiPaths.platformOrganizations, { name }, sam);
        expect(response.statusCode).toBe(400);
        expect(response.json().field).toBe('name');
      }
      expect((await t.db.select({ n: count() }).from(organizations))[0]!.n).toBe(before);
    });

    it('refuses a school admin without the platform switch (403), a parent (403), no token (401)', async () => {
      expect((await post(apiPaths.platformOrganizations, { name: 'Farah Group' }, farah)).statusCode).toBe(
        403,
      );
      const rahul = await parentToken(t.app, RAHUL);
      expect((await post(apiPaths.platformOrganizations, { name: 'Rahul Group' }, rahul)).statusCode).toBe(
        403,
      );
      expect((await post(apiPaths.platformOrganizations, { name: 'Nobody Group' })).statusCode).toBe(401);
      expect((await organizationList(sam)).map((o) => o.name)).not.toContain('Farah Group');
    });
  });

  describe('POST super_admin/schools/', () => {
    it('refuses bad fields with a 400 naming the field and writes nothing', async () => {
      const before = await schoolCount();
      for (const [field, value] of [
        ['time_zone', 'Asia/Atlantis'],
        ['admin_phone', '98765'],
        ['school_name', ''],
        // Farah's email: it belongs to another person.
        ['admin_email', 'farah@sunbeam.test'],
        // A school of that name already exists in the organization.
        ['school_name', 'Sunbeam Nursery'],
      ] as const) {
        const response = await post(apiPaths.platformSchools, school({ [field]: value }), sam);
        expect(response.statusCode, `${field}=${value}`).toBe(400);
        expect(response.json().field).toBe(field);
      }
      expect(await schoolCount()).toBe(before);
    });

    it('answers 404 for an organization that does not exist', async () => {
      const response = await post(apiPaths.platformSchools, school({ organization_id: 'f'.repeat(24) }), sam);
      expect(response.statusCode).toBe(404);
    });

    it('refuses Farah (403) and no token (401), writing nothing', async () => {
      const before = await schoolCount();
      expect((await post(apiPaths.platformSchools, school(), farah)).statusCode).toBe(403);
      expect((await post(apiPaths.platformSchools, school())).statusCode).toBe(401);
      expect(await schoolCount()).toBe(before);
    });

    it('creates a school with its first admin, who signs in as its Administrator (no platform switch)', async () => {
      const response = await post(
        apiPaths.platformSchools,
        school({ admin_email: 'nisha@sunbeam.test' }),
        sam,
      );
      expect(response.statusCode).toBe(200);
      const { result } = response.json();
      expect(result).toMatchObject({
        organization: { _id: sunbeamOrgId, name: 'Sunbeam Early Years' },
        school: { name: 'Sunbeam Whitefield' },
        admin: { first_name: 'Nisha', last_name: 'Rao' },
      });
      const sunbeamGroup = (await organizationList(sam)).find((o) => o._id === sunbeamOrgId)!;
      expect(sunbeamGroup.schools.map((s) => s.name)).toContain('Sunbeam Whitefield');

      const nisha = await staffToken(t.app, NEW_ADMIN);
      const settings = await t.app.inject({ url: apiPaths.schoolSettings, headers: bearer(nisha) });
      expect(settings.json().result.school_name).toBe('Sunbeam Whitefield');
      const permissions = (
        await t.app.inject({ url: apiPaths.userPermissions, headers: bearer(nisha) })
      ).json().result.role_permissions;
      expect(permissions.admin_portal.staff).toBe(true);
      expect(permissions.super_admin.manage_platform_org_schools).toBe(false);
      expect((await post(apiPaths.platformOrganizations, { name: 'Nisha Group' }, nisha)).statusCode).toBe(
        403,
      );
    });

    it('makes an existing person the admin of a new school: one account, both schools', async () => {
      const response = await post(
        apiPaths.platformSchools,
        school({
          school_name: 'Sunbeam Hebbal',
          admin_phone: PRIYA,
          admin_first_name: 'Someone',
          admin_last_name: 'Else',
        }),
        sam,
      );
      expect(response.statusCode).toBe(200);
      // The account keeps its own name.
      expect(response.json().result.admin).toMatchObject({ first_name: 'Priya', last_name: 'Nair' });
      const priya = await userSchools(await staffToken(t.app, PRIYA));
      expect(priya.find((s) => s.name === 'Sunbeam Hebbal')).toMatchObject({ is_member: true });
    });
  });

  describe('user_schools/ (/campuses)', () => {
    it('lists every school of the organization, those the user is not in without membership', async () => {
      const list = await userSchools(farah);
      expect(list.map((s) => [s.name, s.is_member, s.is_active])).toEqual([
        ['Sunbeam Nursery', true, true],
        ['Sunbeam Hebbal', false, false],
        ['Sunbeam Whitefield', false, false],
      ]);
      // Another organization's schools are not listed.
      expect(list.map((s) => s.name)).not.toContain('Maple Kids Koramangala');
    });
  });
});
