import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  apiPath,
  apiPaths,
  messages,
  rolePermissionKeys,
  type Child,
  type RolePermissions,
  type SchoolClass,
} from '@cue/contracts';
import { demoClassRosters } from '../../db/seed/demo-school.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';

const PRIYA = '9000000001';
const FARAH = '9000000002';
const RAHUL = '9000000003';
const MEERA = '9000000004';
const SAM = '9000000005';
const ANIL = '9000000006';

const NURSERY_A = 'Nursery A';
const PLAYGROUP_B = 'Playgroup B';
const BUTTERFLIES = 'Butterflies Kindergarten With A Very Long Class Name';
const SPROUTS = 'Sprouts';

/** The children of Nursery A in the demo school, by full name (the seed's own list). */
const nurseryAChildren = demoClassRosters.nurseryA;

const OBJECT_ID = /^[0-9a-f]{24}$/;

const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, ...(token !== undefined && { headers: bearer(token) }) });

const fullName = (child: { first_name: string; last_name: string }) =>
  `${child.first_name} ${child.last_name}`;

async function staffClasses(app: FastifyInstance, token: string): Promise<SchoolClass[]> {
  const response = await get(app, apiPaths.staffClasses, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ result: SchoolClass[] }>().result;
}

async function permissionsOf(app: FastifyInstance, token: string): Promise<RolePermissions> {
  const response = await get(app, apiPaths.userPermissions, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ result: { role_permissions: RolePermissions } }>().result.role_permissions;
}

function expectErrorShape(body: Record<string, unknown>, code: string) {
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(body.msg).toBe(body.message);
}

describe('school reference data', () => {
  let t: TestApp;
  /** Class ids found through the API (admins see every class of their school). */
  const classIds: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const c of await staffClasses(t.app, await staffToken(t.app, FARAH))) classIds[c.class_name] = c._id;
    for (const c of await staffClasses(t.app, await staffToken(t.app, ANIL))) classIds[c.class_name] = c._id;
    for (const name of [NURSERY_A, PLAYGROUP_B, BUTTERFLIES, SPROUTS]) {
      if (!classIds[name]) throw new Error(`class ${name} not found through staff_classes/`);
    }
  });
  afterAll(() => t.close());

  describe('staff_classes/', () => {
    it('gives a member (Priya) exactly the two classes she teaches', async () => {
      const classes = await staffClasses(t.app, await staffToken(t.app, PRIYA));
      expect(classes.map((c) => c.class_name).sort()).toEqual([NURSERY_A, PLAYGROUP_B]);
    });

    it('gives an admin (Farah) all three Sunbeam classes, every one in Sunbeam Nursery', async () => {
      const classes = await staffClasses(t.app, await staffToken(t.app, FARAH));
      expect(classes).toHaveLength(3);
      expect(classes.map((c) => c.class_name).sort()).toEqual([BUTTERFLIES, NURSERY_A, PLAYGROUP_B]);
      expect(new Set(classes.map((c) => c.school_info.name))).toEqual(new Set(['Sunbeam Nursery']));
      expect(new Set(classes.map((c) => c.school_info._id)).size).toBe(1);
    });

    it('gives a dual-role teacher (Meera) only Playgroup B, not her own child’s class', async () => {
      const classes = await staffClasses(t.app, await staffToken(t.app, MEERA));
      expect(classes.map((c) => c.class_name)).toEqual([PLAYGROUP_B]);
    });

    it('gives the Maple admin (Anil) only Sprouts, never a Sunbeam class', async () => {
      const classes = await staffClasses(t.app, await staffToken(t.app, ANIL));
      expect(classes.map((c) => c.class_name)).toEqual([SPROUTS]);
      expect(classes[0]!.school_info.name).toBe('Maple Kids Koramangala');
      expect(classes[0]!.academic_year).toBe('-');
    });

    it('describes each class with every field of the spec "Class"', async () => {
      const classes = await staffClasses(t.app, await staffToken(t.app, PRIYA));
      const nursery = classes.find((c) => c.class_name === NURSERY_A)!;
      expect(Object.keys(nursery).sort()).toEqual(
        [
          '_id',
          'class_name',
          'academic_year',
          'age_range',
          'classes_days',
          'curriculam',
          'class_curriculum',
          'start_time',
          'end_time',
          'school_info',
          'color',
        ].sort(),
      );
      expect(nursery._id).toMatch(OBJECT_ID);
      expect(nursery._id).toBe(classIds[NURSERY_A]);
      expect(nursery.academic_year).toBe('01-06-2026 - 31-03-2027');
      expect(nursery.age_range).toBe('3-4 years');
      expect(nursery.classes_days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
      expect(nursery.curriculam).toBe('NCF Foundational Stage 2022');
      expect(nursery.class_curriculum).toBe('ncf_fs_2022');
      expect(nursery.start_time).toBe('09:00 AM');
      expect(nursery.end_time).toBe('12:30 PM');
      expect(nursery.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(nursery.school_info.name).toBe('Sunbeam Nursery');
      expect(nursery.school_info._id).toMatch(OBJECT_ID);
    });

    it('refuses a parent token with 403 and no token with 401', async () => {
      const parent = await get(t.app, apiPaths.staffClasses, await parentToken(t.app, RAHUL));
      expect(parent.statusCode).toBe(403);
      expectErrorShape(parent.json(), 'FORBIDDEN');
      expect(parent.body).not.toContain(NURSERY_A);

      const anonymous = await get(t.app, apiPaths.staffClasses);
      expect(anonymous.statusCode).toBe(401);
      expectErrorShape(anonymous.json(), 'NOT_AUTHENTICATED');
      expect(anonymous.json().message).toBe(messages.notAuthenticated);
    });

    it('refuses a garbled token with 401', async () => {
      const response = await get(t.app, apiPaths.staffClasses, 'not-a-real-token');
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain(NURSERY_A);
    });
  });

  describe('classes/{id}', () => {
    it('gives a teacher one of her classes with its details', async () => {
      const token = await staffToken(t.app, PRIYA);
      const response = await get(t.app, apiPath(apiPaths.classById, { id: classIds[PLAYGROUP_B]! }), token);
      expect(response.statusCode).toBe(200);
      const { result } = response.json<{ result: SchoolClass }>();
      expect(result._id).toBe(classIds[PLAYGROUP_B]);
      expect(result.class_name).toBe(PLAYGROUP_B);
      expect(result.age_range).toBe('2-3 years');
      expect(result.academic_year).toBe('01-06-2026 - 31-03-2027');
      expect(result.school_info.name).toBe('Sunbeam Nursery');
    });

    it('gives an admin a class she does not teach', async () => {
      const token = await staffToken(t.app, FARAH);
      const response = await get(t.app, apiPath(apiPaths.classById, { id: classIds[BUTTERFLIES]! }), token);
      expect(response.statusCode).toBe(200);
      expect(response.json().result.class_name).toBe(BUTTERFLIES);
    });

    it('answers 404 to a member asking for a class of her school she does not teach', async () => {
      const token = await staffToken(t.app, PRIYA);
      const response = await get(t.app, apiPath(apiPaths.classById, { id: classIds[BUTTERFLIES]! }), token);
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
      expect(response.body).not.toContain(BUTTERFLIES);
    });

    it('answers 404 across schools, both ways', async () => {
      const anil = await staffToken(t.app, ANIL);
      const sunbeamClass = await get(t.app, apiPath(apiPaths.classById, { id: classIds[NURSERY_A]! }), anil);
      expect(sunbeamClass.statusCode).toBe(404);
      expectErrorShape(sunbeamClass.json(), 'NOT_FOUND');
      expect(sunbeamClass.body).not.toContain(NURSERY_A);
      expect(sunbeamClass.body).not.toContain('Sunbeam');

      const farah = await staffToken(t.app, FARAH);
      const mapleClass = await get(t.app, apiPath(apiPaths.classById, { id: classIds[SPROUTS]! }), farah);
      expect(mapleClass.statusCode).toBe(404);
      expect(mapleClass.body).not.toContain(SPROUTS);
    });

    it('answers a well-formed id of no class the same 404 as a class of another school', async () => {
      const anil = await staffToken(t.app, ANIL);
      const missing = await get(t.app, apiPath(apiPaths.classById, { id: 'f'.repeat(24) }), anil);
      const foreign = await get(t.app, apiPath(apiPaths.classById, { id: classIds[NURSERY_A]! }), anil);
      expect(missing.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    });

    it('refuses a parent token with 403 and no token with 401', async () => {
      const url = apiPath(apiPaths.classById, { id: classIds[NURSERY_A]! });
      const parent = await get(t.app, url, await parentToken(t.app, RAHUL));
      expect(parent.statusCode).toBe(403);
      expectErrorShape(parent.json(), 'FORBIDDEN');
      const anonymous = await get(t.app, url);
      expect(anonymous.statusCode).toBe(401);
      expectErrorShape(anonymous.json(), 'NOT_AUTHENTICATED');
    });

    it('answers a malformed id with 400 naming the field', async () => {
      const token = await staffToken(t.app, FARAH);
      const response = await get(t.app, '/api/classes/abc', token);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expectErrorShape(body, 'VALIDATION_ERROR');
      expect(body.field).toBe('id');
      expect(body.message).toContain('id');
    });
  });

  describe('student/{classId}', () => {
    it('lists the 20 named children of Nursery A, each in Nursery A', async () => {
      const token = await staffToken(t.app, PRIYA);
      const response = await get(
        t.app,
        apiPath(apiPaths.classStudents, { classId: classIds[NURSERY_A]! }),
        token,
      );
      expect(response.statusCode).toBe(200);
      const { result } = response.json<{ result: Child[] }>();
      expect(result).toHaveLength(20);
      expect(result.map(fullName).sort()).toEqual([...nurseryAChildren].sort());
      const aaravs = result
        .filter((c) => c.first_name === 'Aarav')
        .map(fullName)
        .sort();
      expect(aaravs).toEqual(['Aarav Patel', 'Aarav Sharma']);
      expect(new Set(result.map((c) => c._id)).size).toBe(20);
      for (const child of result) {
        expect(child._id).toMatch(OBJECT_ID);
        expect(child).toHaveProperty('student_profile_picture');
        const nursery = child.student_class.find((sc) => sc.class_id === classIds[NURSERY_A]);
        expect(nursery, `${fullName(child)} is in Nursery A`).toBeDefined();
        expect(nursery!.class_name).toBe(NURSERY_A);
        expect(nursery!.school_details.name).toBe('Sunbeam Nursery');
      }
    });

    it('gives each class its own roll: 12 in Playgroup B, 8 in Butterflies, 6 in Sprouts', async () => {
      const farah = await staffToken(t.app, FARAH);
      const count = async (token: string, className: string) => {
        const response = await get(
          t.app,
          apiPath(apiPaths.classStudents, { classId: classIds[className]! }),
          token,
        );
        expect(response.statusCode).toBe(200);
        return response.json<{ result: Child[] }>().result;
      };
      const playgroup = await count(farah, PLAYGROUP_B);
      expect(playgroup).toHaveLength(12);
      expect(playgroup.map(fullName)).toContain('Anaya Sharma');
      expect(playgroup.map(fullName)).not.toContain('Aarav Sharma');
      expect(await count(farah, BUTTERFLIES)).toHaveLength(8);
      const sprouts = await count(await staffToken(t.app, ANIL), SPROUTS);
      expect(sprouts).toHaveLength(6);
      expect(sprouts.every((c) => c.student_class.every((sc) => sc.class_name === SPROUTS))).toBe(true);
    });

    it('answers 404 to a member asking for the students of a class she does not teach', async () => {
      const priya = await staffToken(t.app, PRIYA);
      const response = await get(
        t.app,
        apiPath(apiPaths.classStudents, { classId: classIds[BUTTERFLIES]! }),
        priya,
      );
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
      expect(response.body).not.toContain('Kiara');

      // Meera is a parent of a Nursery A child, but as staff she teaches only Playgroup B.
      const meera = await staffToken(t.app, MEERA);
      const nursery = await get(
        t.app,
        apiPath(apiPaths.classStudents, { classId: classIds[NURSERY_A]! }),
        meera,
      );
      expect(nursery.statusCode).toBe(404);
      expect(nursery.body).not.toContain('Kabir');
    });

    it('never shows a Sunbeam child to another school, nor a Maple child to Sunbeam', async () => {
      const anil = await staffToken(t.app, ANIL);
      for (const className of [NURSERY_A, PLAYGROUP_B, BUTTERFLIES]) {
        const response = await get(
          t.app,
          apiPath(apiPaths.classStudents, { classId: classIds[className]! }),
          anil,
        );
        expect(response.statusCode).toBe(404);
        expectErrorShape(response.json(), 'NOT_FOUND');
        for (const name of ['Aarav', 'Sharma', 'Anaya', 'Kiara', 'Kabir']) {
          expect(response.body).not.toContain(name);
        }
      }

      const farah = await staffToken(t.app, FARAH);
      const sprouts = await get(
        t.app,
        apiPath(apiPaths.classStudents, { classId: classIds[SPROUTS]! }),
        farah,
      );
      expect(sprouts.statusCode).toBe(404);
      expect(sprouts.body).not.toContain('Aisha');
    });

    it('refuses a parent token with 403 and no token with 401', async () => {
      const url = apiPath(apiPaths.classStudents, { classId: classIds[NURSERY_A]! });
      const parent = await get(t.app, url, await parentToken(t.app, RAHUL));
      expect(parent.statusCode).toBe(403);
      expectErrorShape(parent.json(), 'FORBIDDEN');
      expect(parent.body).not.toContain('Aarav');
      const meeraParent = await get(t.app, url, await parentToken(t.app, MEERA));
      expect(meeraParent.statusCode).toBe(403);
      const anonymous = await get(t.app, url);
      expect(anonymous.statusCode).toBe(401);
      expectErrorShape(anonymous.json(), 'NOT_AUTHENTICATED');
    });

    it('answers a malformed class id with 400 naming the field', async () => {
      const token = await staffToken(t.app, FARAH);
      const response = await get(t.app, '/api/student/abc', token);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expectErrorShape(body, 'VALIDATION_ERROR');
      expect(body.field).toBe('classId');
      expect(body.message).toContain('classId');
    });
  });

  describe('user_permissions/', () => {
    it('gives a member no admin portal but daily communication', async () => {
      const permissions = await permissionsOf(t.app, await staffToken(t.app, PRIYA));
      for (const key of rolePermissionKeys.admin_portal)
        expect(permissions.admin_portal[key], key).toBe(false);
      expect(permissions.daily_communication.announcements).toBe(true);
      expect(permissions.daily_communication.access_others_announcement).toBe(false);
      expect(permissions.super_admin.manage_platform_org_schools).toBe(false);
    });

    it('gives an admin the admin portal but not platform management', async () => {
      const permissions = await permissionsOf(t.app, await staffToken(t.app, FARAH));
      for (const key of rolePermissionKeys.admin_portal)
        expect(permissions.admin_portal[key], key).toBe(true);
      expect(permissions.super_admin.manage_platform_org_schools).toBe(false);
      expect(permissions.super_admin.access_new_modules).toBe(false);
    });

    it('gives the super admin platform management and new modules', async () => {
      const permissions = await permissionsOf(t.app, await staffToken(t.app, SAM));
      expect(permissions.super_admin.manage_platform_org_schools).toBe(true);
      expect(permissions.super_admin.access_new_modules).toBe(true);
    });

    it('gives a parent every switch off, in every group', async () => {
      const permissions = await permissionsOf(t.app, await parentToken(t.app, RAHUL));
      for (const [group, keys] of Object.entries(rolePermissionKeys)) {
        const switches = permissions[group as keyof RolePermissions] as Record<string, boolean>;
        expect(Object.keys(switches).sort()).toEqual([...keys].sort());
        for (const key of keys) expect(switches[key], `${group}.${key}`).toBe(false);
      }
    });

    it('refuses no token with 401', async () => {
      const response = await get(t.app, apiPaths.userPermissions);
      expect(response.statusCode).toBe(401);
      expectErrorShape(response.json(), 'NOT_AUTHENTICATED');
    });
  });

  describe('school_settings/', () => {
    it("gives staff their school's modules", async () => {
      const response = await get(t.app, apiPaths.schoolSettings, await staffToken(t.app, PRIYA));
      expect(response.statusCode).toBe(200);
      const { result } = response.json();
      expect(result.school_name).toBe('Sunbeam Nursery');
      expect(result.editor_direction).toBe('l2r');
      expect(result.school_permissions.attendance.enabled).toBe(true);
      expect(result.school_permissions.cue_chat.enabled).toBe(true);
    });

    it("gives a parent their child's school", async () => {
      const staff = await get(t.app, apiPaths.schoolSettings, await staffToken(t.app, FARAH));
      const parent = await get(t.app, apiPaths.schoolSettings, await parentToken(t.app, RAHUL));
      expect(parent.statusCode).toBe(200);
      const { result } = parent.json();
      expect(result.school_name).toBe('Sunbeam Nursery');
      expect(result.school_id).toBe(staff.json().result.school_id);
      expect(result.school_permissions.cue_chat.enabled).toBe(true);
    });

    it('gives each school its own settings', async () => {
      const sunbeam = await get(t.app, apiPaths.schoolSettings, await staffToken(t.app, FARAH));
      const maple = await get(t.app, apiPaths.schoolSettings, await staffToken(t.app, ANIL));
      expect(maple.statusCode).toBe(200);
      expect(maple.json().result.school_name).toBe('Maple Kids Koramangala');
      expect(maple.json().result.school_id).not.toBe(sunbeam.json().result.school_id);
      // Maple Kids is a school group with the reduced menu; Sunbeam has the full one.
      expect(maple.json().result.menu_profile).toBe('reduced');
      expect(sunbeam.json().result.menu_profile).toBe('full');
    });

    it('refuses no token with 401', async () => {
      const response = await get(t.app, apiPaths.schoolSettings);
      expect(response.statusCode).toBe(401);
      expectErrorShape(response.json(), 'NOT_AUTHENTICATED');
    });
  });
});
