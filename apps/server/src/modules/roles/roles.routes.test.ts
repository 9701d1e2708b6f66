import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  uniformRolePermissions,
  type RolePermissions,
  type SchoolRole,
} from '@cue/contracts';
import { auditLog, schoolRoles } from '../../db/schema/index.js';
import { demoLogins, type DemoPerson } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('school roles (permissions/roles)', () => {
  let t: TestApp;
  const { staff, forget } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      headers: token ? bearer(token) : {},
    });
  const roleUrl = (id: string) => apiPath(apiPaths.schoolRoleById, { id });
  const archiveUrl = (id: string) => apiPath(apiPaths.archiveSchoolRole, { id });

  const rolesOf = async (person: DemoPerson): Promise<Record<string, SchoolRole>> => {
    const response = await send('GET', apiPaths.schoolRoles, await staff(person));
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(response.json<{ result: SchoolRole[] }>().result.map((r) => [r.name, r]));
  };
  const permissionsOf = async (person: DemoPerson): Promise<RolePermissions> => {
    const response = await send('GET', apiPaths.userPermissions, await staff(person));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { role_permissions: RolePermissions } }>().result.role_permissions;
  };
  const withSwitch = (
    permissions: RolePermissions,
    group: keyof RolePermissions,
    key: string,
    value: boolean,
  ): RolePermissions => ({ ...permissions, [group]: { ...permissions[group], [key]: value } });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(() => forget());

  describe('GET school_roles/', () => {
    it("lists the school's roles with their switches and how many staff hold each", async () => {
      const roles = await rolesOf('farah');
      expect(Object.keys(roles).sort()).toEqual(['Administrator', 'Platform admin', 'Teacher']);
      expect(roles.Teacher!.member_count).toBe(2); // Priya and Meera
      expect(roles.Teacher!.permissions.admin_portal.roles).toBe(false);
      expect(roles.Administrator!.permissions.admin_portal.roles).toBe(true);
    });

    it('shows each school only its own roles', async () => {
      expect(Object.keys(await rolesOf('anil'))).toEqual(['Administrator']);
    });

    it('refuses a request without a token (401) and a member without the switch (403)', async () => {
      expect((await send('GET', apiPaths.schoolRoles, null)).statusCode).toBe(401);
      expect((await send('GET', apiPaths.schoolRoles, await staff('priya'))).statusCode).toBe(403);
    });
  });

  describe('POST school_roles/ (create)', () => {
    it('creates a role that then appears in the list, audited', async () => {
      const permissions = withSwitch(uniformRolePermissions(false), 'admin_portal', 'students', true);
      const response = await send('POST', apiPaths.schoolRoles, await staff('farah'), {
        name: '  Office helper ',
        permissions,
      });
      expect(response.statusCode, response.body).toBe(200);
      const created = response.json<{ result: SchoolRole }>().result;
      expect(created).toMatchObject({ name: 'Office helper', member_count: 0, permissions });
      expect((await rolesOf('farah'))['Office helper']?._id).toBe(created._id);
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
      expect(audits.map((a) => a.action)).toEqual(['create_role']);
    });

    it('is 400 naming the field for a missing name or a name already used, and writes nothing', async () => {
      const token = await staff('farah');
      const before = await t.db.select().from(schoolRoles);
      const blank = await send('POST', apiPaths.schoolRoles, token, {
        name: '   ',
        permissions: uniformRolePermissions(false),
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ field: 'name' });
      const taken = await send('POST', apiPaths.schoolRoles, token, {
        name: 'teacher',
        permissions: uniformRolePermissions(false),
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toMatchObject({ field: 'name' });
      const partial = await send('POST', apiPaths.schoolRoles, token, {
        name: 'Half',
        permissions: { admin_portal: {} },
      });
      expect(partial.statusCode).toBe(400);
      expect(partial.json<{ field: string }>().field).toMatch(/^permissions\./);
      expect(await t.db.select().from(schoolRoles)).toHaveLength(before.length);
    });

    it('refuses a member without the roles switch (403) and no token (401)', async () => {
      const body = { name: 'Sneaky', permissions: uniformRolePermissions(true) };
      expect((await send('POST', apiPaths.schoolRoles, null, body)).statusCode).toBe(401);
      expect((await send('POST', apiPaths.schoolRoles, await staff('priya'), body)).statusCode).toBe(403);
    });

    it('lets only a platform admin create a role with platform switches', async () => {
      const permissions = withSwitch(
        uniformRolePermissions(false),
        'super_admin',
        'manage_platform_org_schools',
        true,
      );
      const refused = await send('POST', apiPaths.schoolRoles, await staff('farah'), {
        name: 'Platform 2',
        permissions,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ field: 'permissions.super_admin.manage_platform_org_schools' });
      const allowed = await send('POST', apiPaths.schoolRoles, await staff('sam'), {
        name: 'Platform 2',
        permissions,
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
    });
  });

  describe('POST school_roles/{id} (rename, set permissions)', () => {
    it("changes every holder's permissions at once, and tells their open apps", async () => {
      const teacher = (await rolesOf('farah')).Teacher!;
      expect((await permissionsOf('priya')).admin_portal.students).toBe(false);
      const socket = await connectSocket(t.app, await staff('priya'));
      const events = collect(socket, 'records-changed');
      try {
        const permissions = withSwitch(teacher.permissions, 'admin_portal', 'students', true);
        const response = await send('POST', roleUrl(teacher._id), await staff('farah'), {
          name: 'Class teacher',
          permissions,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<{ result: SchoolRole }>().result).toMatchObject({
          name: 'Class teacher',
          member_count: 2,
        });
        // Priya's very next request reads the new switch, with the token she already holds.
        expect((await permissionsOf('priya')).admin_portal.students).toBe(true);
        const [audit] = await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, teacher._id), eq(auditLog.action, 'update_role')));
        expect(audit?.details).toMatchObject({
          before: { name: 'Teacher', permissions: { admin_portal: { students: false } } },
          after: { name: 'Class teacher', permissions: { admin_portal: { students: true } } },
          members_updated: 2,
        });
        await eventually(() => events.some((e) => e.entity === 'role' && e.ids.includes(teacher._id)));
        // Put it back for the other tests.
        await send('POST', roleUrl(teacher._id), await staff('farah'), {
          name: 'Teacher',
          permissions: teacher.permissions,
        });
      } finally {
        socket.close();
      }
    });

    it('refuses a school admin escalating a role to platform rights (403), and changes nothing', async () => {
      const office = (await rolesOf('farah')).Administrator!;
      const response = await send('POST', roleUrl(office._id), await staff('farah'), {
        permissions: withSwitch(office.permissions, 'super_admin', 'manage_platform_org_schools', true),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ field: 'permissions.super_admin.manage_platform_org_schools' });
      expect((await permissionsOf('farah')).super_admin.manage_platform_org_schools).toBe(false);
    });

    it("refuses a school admin changing the platform admins' role in any way (403), and changes nothing", async () => {
      const platform = (await rolesOf('farah'))['Platform admin']!;
      const changes = [
        { permissions: withSwitch(platform.permissions, 'admin_portal', 'roles', false) },
        { name: 'Former platform admin' },
      ];
      for (const change of changes) {
        const response = await send('POST', roleUrl(platform._id), await staff('farah'), change);
        expect(response.statusCode, JSON.stringify(change)).toBe(403);
        expect(response.json()).toMatchObject({ field: 'id' });
      }
      expect((await rolesOf('farah'))['Platform admin']).toEqual(platform);
      expect((await permissionsOf('sam')).admin_portal.roles).toBe(true);
    });

    it('refuses (400) a change that leaves the school with nobody who can manage roles', async () => {
      const office = (await rolesOf('anil')).Administrator!;
      const response = await send('POST', roleUrl(office._id), await staff('anil'), {
        permissions: withSwitch(office.permissions, 'admin_portal', 'roles', false),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'permissions.admin_portal.roles' });
      expect(response.json<{ message: string }>().message).toMatch(/manage roles/);
      // Rolled back: the role and Anil's own copy still hold the switch.
      expect((await permissionsOf('anil')).admin_portal.roles).toBe(true);
      expect((await rolesOf('anil')).Administrator!.permissions.admin_portal.roles).toBe(true);
    });

    it('allows removing the switch from one role while another active role keeps it', async () => {
      // Sunbeam: Sam's Platform admin role still manages roles, so the Administrator role may lose it.
      const office = (await rolesOf('farah')).Administrator!;
      const response = await send('POST', roleUrl(office._id), await staff('farah'), {
        permissions: withSwitch(office.permissions, 'admin_portal', 'roles', false),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await permissionsOf('farah')).admin_portal.roles).toBe(false);
      await send('POST', roleUrl(office._id), await staff('sam'), { permissions: office.permissions });
      expect((await permissionsOf('farah')).admin_portal.roles).toBe(true);
    });

    it('answers 404 for a role of another school, 401 without a token, 403 for a member', async () => {
      const sunbeamTeacher = (await rolesOf('farah')).Teacher!;
      const body = { name: 'Hijacked' };
      expect((await send('POST', roleUrl(sunbeamTeacher._id), await staff('anil'), body)).statusCode).toBe(
        404,
      );
      expect((await send('POST', roleUrl(sunbeamTeacher._id), null, body)).statusCode).toBe(401);
      expect((await send('POST', roleUrl(sunbeamTeacher._id), await staff('priya'), body)).statusCode).toBe(
        403,
      );
      expect((await rolesOf('farah')).Teacher).toBeDefined();
    });

    it('is 400 naming the field for a bad name', async () => {
      const teacher = (await rolesOf('farah')).Teacher!;
      const response = await send('POST', roleUrl(teacher._id), await staff('farah'), {
        name: 'Administrator',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'name' });
    });
  });

  describe('POST school_roles/{id}/archive', () => {
    it('refuses a role staff still hold, naming it with the count', async () => {
      const teacher = (await rolesOf('farah')).Teacher!;
      const response = await send('POST', archiveUrl(teacher._id), await staff('farah'));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('Teacher: 2 staff members hold it');
    });

    it('archives an unused role, which leaves the list', async () => {
      const created = await send('POST', apiPaths.schoolRoles, await staff('farah'), {
        name: 'Seasonal',
        permissions: uniformRolePermissions(false),
      });
      const id = created.json<{ result: SchoolRole }>().result._id;
      const response = await send('POST', archiveUrl(id), await staff('farah'));
      expect(response.statusCode, response.body).toBe(200);
      expect((await rolesOf('farah')).Seasonal).toBeUndefined();
      const [row] = await t.db.select().from(schoolRoles).where(eq(schoolRoles.id, id));
      expect(row?.archivedAt).not.toBeNull();
      // Archived: no longer editable.
      expect((await send('POST', roleUrl(id), await staff('farah'), { name: 'Again' })).statusCode).toBe(404);
    });

    it('answers 404 across schools, 401 without a token, 403 for a member', async () => {
      const teacher = (await rolesOf('farah')).Teacher!;
      expect((await send('POST', archiveUrl(teacher._id), await staff('anil'))).statusCode).toBe(404);
      expect((await send('POST', archiveUrl(teacher._id), null)).statusCode).toBe(401);
      expect((await send('POST', archiveUrl(teacher._id), await staff('priya'))).statusCode).toBe(403);
    });
  });
});
