import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  apiPath,
  apiPaths,
  messages,
  type Child,
  type LoginedUserDetails,
  type ParentProfile,
  type SchoolClass,
  type StaffProfile,
} from '@cue/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, signIn, staffToken } from '../../test/sign-in.js';

const PRIYA = '9000000001';
const FARAH = '9000000002';
const RAHUL = '9000000003';
const MEERA = '9000000004';
const SAM = '9000000005';

const OBJECT_ID = /^[0-9a-f]{24}$/;

const fullName = (child: { first_name: string; last_name: string }) =>
  `${child.first_name} ${child.last_name}`;

const userDetails = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: apiPaths.loginedUserDetails, headers: bearer(token) });

async function detailsOf(app: FastifyInstance, token: string): Promise<LoginedUserDetails> {
  const response = await userDetails(app, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ result: LoginedUserDetails }>().result;
}

async function staffDetails(app: FastifyInstance, token: string): Promise<StaffProfile> {
  const details = await detailsOf(app, token);
  expect(details.logined_as).toBe('staff');
  return details.user_detials as StaffProfile;
}

async function parentDetails(app: FastifyInstance, token: string): Promise<ParentProfile> {
  const details = await detailsOf(app, token);
  expect(details.logined_as).toBe('parent');
  return details.user_detials as ParentProfile;
}

const detailsV2 = (app: FastifyInstance, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url: apiPaths.loginedUserDetailsV2,
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

const switchChild = (app: FastifyInstance, token: string, childId: unknown) =>
  app.inject({
    method: 'POST',
    url: apiPaths.parentChildSwitch,
    headers: bearer(token),
    payload: { child_id: childId },
  });

function expectErrorShape(body: Record<string, unknown>, code: string) {
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(body.msg).toBe(body.message);
}

describe('the signed-in user', () => {
  let t: TestApp;
  let nurseryAId: string;
  let sunbeamId: string;
  /** Child ids by full name, found through Farah's class lists. */
  const childIds: Record<string, string> = {};

  /** The children Farah (Sunbeam admin) sees in a class. */
  async function studentsOf(classId: string): Promise<Child[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: apiPath(apiPaths.classStudents, { classId }),
      headers: bearer(await staffToken(t.app, FARAH)),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ result: Child[] }>().result;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const classes = await t.app.inject({
      method: 'GET',
      url: apiPaths.staffClasses,
      headers: bearer(await staffToken(t.app, FARAH)),
    });
    const list = classes.json<{ result: SchoolClass[] }>().result;
    for (const c of list) {
      for (const child of await studentsOf(c._id)) childIds[fullName(child)] = child._id;
    }
    const nursery = list.find((c) => c.class_name === 'Nursery A');
    if (!nursery) throw new Error('Nursery A not found through staff_classes/');
    nurseryAId = nursery._id;
    sunbeamId = nursery.school_info._id;
    for (const name of ['Aarav Sharma', 'Anaya Sharma', 'Kabir Iyer']) {
      if (!childIds[name]) throw new Error(`${name} not found through student/`);
    }
  });
  afterAll(() => t.close());

  describe('logined_user_details', () => {
    it('describes a member as staff of Sunbeam Nursery, not an admin', async () => {
      const profile = await staffDetails(t.app, await staffToken(t.app, PRIYA));
      expect(profile._id.$oid).toMatch(OBJECT_ID);
      expect(profile.first_name).toBe('Priya');
      expect(profile.last_name).toBe('Nair');
      expect(profile.email).toBe('priya@sunbeam.test');
      expect(profile.phone).toBe('9000000001');
      expect(profile).toHaveProperty('staff_profile_picture');
      expect(profile.school_details.school.name).toBe('Sunbeam Nursery');
      expect(profile.school_details.school._id).toBe(sunbeamId);
      expect(profile.school_details.editor_direction).toBe('l2r');
      expect(profile.school_details.admin).toBe(false);
      expect(profile.school_details.super_admin).toBe(false);
    });

    it('marks an admin as admin, and only the super admin as super admin', async () => {
      const farah = await staffDetails(t.app, await staffToken(t.app, FARAH));
      expect(farah.first_name).toBe('Farah');
      expect(farah.school_details.admin).toBe(true);
      expect(farah.school_details.super_admin).toBe(false);

      const sam = await staffDetails(t.app, await staffToken(t.app, SAM));
      expect(sam.school_details.admin).toBe(true);
      expect(sam.school_details.super_admin).toBe(true);
      expect(sam._id.$oid).not.toBe(farah._id.$oid);
    });

    it('describes a parent with exactly their children', async () => {
      const profile = await parentDetails(t.app, await parentToken(t.app, RAHUL));
      expect(profile._id.$oid).toMatch(OBJECT_ID);
      expect(profile.first_name).toBe('Rahul');
      expect(profile.last_name).toBe('Sharma');
      expect(profile.primary_email).toBe('rahul@family.test');
      expect(profile.primary_phone).toBe('9000000003');
      expect(profile).toHaveProperty('parent_profile_picture');
      expect(profile.parent_id).toBe(profile._id.$oid);
      expect(profile.child_list.map(fullName).sort()).toEqual(['Aarav Sharma', 'Anaya Sharma']);
      expect(profile.child_list.find((c) => c.first_name === 'Aarav')!._id).toBe(childIds['Aarav Sharma']);
      expect(profile.child_list.find((c) => c.first_name === 'Anaya')!._id).toBe(childIds['Anaya Sharma']);
      for (const child of profile.child_list) expect(child).toHaveProperty('student_profile_picture');
      expect([childIds['Aarav Sharma'], childIds['Anaya Sharma']]).toContain(profile.current_child);
    });

    it('answers the same person by role: staff token as staff, parent token as parent', async () => {
      const login = await signIn(t.app, MEERA);
      const asStaff = await detailsOf(t.app, login.staff_user!.access_token);
      const asParent = await detailsOf(t.app, login.parent_user!.access_token);
      expect(asStaff.logined_as).toBe('staff');
      expect(asParent.logined_as).toBe('parent');
      expect(asStaff.user_detials._id.$oid).toBe(asParent.user_detials._id.$oid);
    });

    it('refuses no token and a garbled token with 401', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: apiPaths.loginedUserDetails });
      expect(anonymous.statusCode).toBe(401);
      expectErrorShape(anonymous.json(), 'NOT_AUTHENTICATED');
      const garbled = await userDetails(t.app, 'garbled.token.value');
      expect(garbled.statusCode).toBe(401);
      expect(garbled.json().message).toBe(messages.sessionExpired);
    });
  });

  describe('logined_user_details_v2/', () => {
    it('gives a dual-role user both profiles, one per token', async () => {
      const login = await signIn(t.app, MEERA);
      const response = await detailsV2(t.app, {
        staff_user_token: login.staff_user!.access_token,
        parent_user_token: login.parent_user!.access_token,
      });
      expect(response.statusCode).toBe(200);
      const { result } = response.json<{
        result: { staff_user: { user_details: StaffProfile }; parent_user: { user_details: ParentProfile } };
      }>();
      const staff = result.staff_user.user_details;
      expect(staff.first_name).toBe('Meera');
      expect(staff.last_name).toBe('Iyer');
      expect(staff.school_details.school.name).toBe('Sunbeam Nursery');
      expect(staff.school_details.admin).toBe(false);
      const parent = result.parent_user.user_details;
      expect(parent.first_name).toBe('Meera');
      expect(parent.child_list.map(fullName)).toEqual(['Kabir Iyer']);
      expect(parent.child_list[0]!._id).toBe(childIds['Kabir Iyer']);
      expect(parent.current_child).toBe(childIds['Kabir Iyer']);
      expect(parent.parent_id).toBe(staff._id.$oid);
    });

    it('answers only the profile whose token was given', async () => {
      const login = await signIn(t.app, MEERA);
      const response = await detailsV2(t.app, { parent_user_token: login.parent_user!.access_token });
      expect(response.statusCode).toBe(200);
      const { result } = response.json();
      expect(Object.keys(result)).toEqual(['parent_user']);
      expect(result.parent_user.user_details.child_list.map(fullName)).toEqual(['Kabir Iyer']);
    });

    it('refuses an invalid token with 401 and no profile', async () => {
      const login = await signIn(t.app, MEERA);
      const response = await detailsV2(t.app, {
        staff_user_token: 'not-a-valid-token',
        parent_user_token: login.parent_user!.access_token,
      });
      expect(response.statusCode).toBe(401);
      expectErrorShape(response.json(), 'SESSION_EXPIRED');
      expect(response.body).not.toContain('Kabir');
    });

    it('refuses a parent token passed as the staff token', async () => {
      const token = await parentToken(t.app, RAHUL);
      const response = await detailsV2(t.app, { staff_user_token: token });
      expect(response.statusCode).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
      expect(response.body).not.toContain('Aarav');
    });

    it('answers an empty body with 400 naming what is missing', async () => {
      const emptyObject = await detailsV2(t.app, {});
      expect(emptyObject.statusCode).toBe(400);
      const body = emptyObject.json();
      expectErrorShape(body, 'VALIDATION_ERROR');
      expect(body.message).toContain('staff_user_token');

      const noBody = await detailsV2(t.app);
      expect(noBody.statusCode).toBe(400);
      expectErrorShape(noBody.json(), 'VALIDATION_ERROR');
    });
  });

  describe('parent_child_switch/', () => {
    it('switches the child a parent views, and the profile follows', async () => {
      const token = await parentToken(t.app, RAHUL);
      const toAnaya = await switchChild(t.app, token, childIds['Anaya Sharma']);
      expect(toAnaya.statusCode).toBe(200);
      expect(toAnaya.json()).toEqual({ result: { current_child: childIds['Anaya Sharma'] } });
      expect((await parentDetails(t.app, token)).current_child).toBe(childIds['Anaya Sharma']);

      const toAarav = await switchChild(t.app, token, childIds['Aarav Sharma']);
      expect(toAarav.statusCode).toBe(200);
      expect((await parentDetails(t.app, token)).current_child).toBe(childIds['Aarav Sharma']);
    });

    it('keeps the choice across sign-ins', async () => {
      await switchChild(t.app, await parentToken(t.app, RAHUL), childIds['Anaya Sharma']);
      const later = await parentDetails(t.app, await parentToken(t.app, RAHUL));
      expect(later.current_child).toBe(childIds['Anaya Sharma']);
    });

    it('answers 404 for a child who is not theirs, and changes nothing', async () => {
      const token = await parentToken(t.app, RAHUL);
      const before = (await parentDetails(t.app, token)).current_child;
      const response = await switchChild(t.app, token, childIds['Kabir Iyer']);
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
      expect(response.body).not.toContain('Kabir');
      const after = await parentDetails(t.app, token);
      expect(after.current_child).toBe(before);
      expect(after.child_list.map(fullName)).not.toContain('Kabir Iyer');

      // Kabir's own parent still views Kabir.
      const meera = await parentDetails(t.app, await parentToken(t.app, MEERA));
      expect(meera.current_child).toBe(childIds['Kabir Iyer']);
    });

    it('answers a malformed child id with 400 naming the field, and changes nothing', async () => {
      const token = await parentToken(t.app, RAHUL);
      const before = (await parentDetails(t.app, token)).current_child;
      const response = await switchChild(t.app, token, 'abc');
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expectErrorShape(body, 'VALIDATION_ERROR');
      expect(body.field).toBe('child_id');
      expect((await parentDetails(t.app, token)).current_child).toBe(before);
    });

    it('refuses a staff token with 403 and no token with 401', async () => {
      const staff = await switchChild(t.app, await staffToken(t.app, PRIYA), childIds['Aarav Sharma']);
      expect(staff.statusCode).toBe(403);
      expectErrorShape(staff.json(), 'FORBIDDEN');

      // Meera's staff token cannot act as her parent role either.
      const meeraStaff = await switchChild(t.app, await staffToken(t.app, MEERA), childIds['Kabir Iyer']);
      expect(meeraStaff.statusCode).toBe(403);

      const anonymous = await t.app.inject({
        method: 'POST',
        url: apiPaths.parentChildSwitch,
        payload: { child_id: childIds['Aarav Sharma'] },
      });
      expect(anonymous.statusCode).toBe(401);
      expectErrorShape(anonymous.json(), 'NOT_AUTHENTICATED');
    });
  });

  describe('parent_children/', () => {
    const parentChildren = (headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: apiPaths.parentChildren, ...(headers && { headers }) });

    async function childrenOf(phone: string): Promise<Child[]> {
      const response = await parentChildren(bearer(await parentToken(t.app, phone)));
      expect(response.statusCode).toBe(200);
      return response.json<{ result: Child[] }>().result;
    }

    const classesOf = (child: Child | undefined) =>
      child?.student_class.map((c) => ({ class_name: c.class_name, school: c.school_details.name }));

    it('gives a parent exactly their children, each with their class and school', async () => {
      const children = await childrenOf(RAHUL);
      expect(children.map(fullName).sort()).toEqual(['Aarav Sharma', 'Anaya Sharma']);

      const aarav = children.find((c) => fullName(c) === 'Aarav Sharma');
      expect(aarav?._id).toBe(childIds['Aarav Sharma']);
      expect(aarav).toHaveProperty('student_profile_picture');
      expect(classesOf(aarav)).toEqual([{ class_name: 'Nursery A', school: 'Sunbeam Nursery' }]);
      expect(aarav?.student_class[0]?.class_id).toBe(nurseryAId);
      expect(aarav?.student_class[0]?.school_details._id).toBe(sunbeamId);

      const anaya = children.find((c) => fullName(c) === 'Anaya Sharma');
      expect(anaya?._id).toBe(childIds['Anaya Sharma']);
      expect(classesOf(anaya)).toEqual([{ class_name: 'Playgroup B', school: 'Sunbeam Nursery' }]);
    });

    it("never includes another family's child", async () => {
      const meeras = await childrenOf(MEERA);
      expect(meeras.map(fullName)).toEqual(['Kabir Iyer']);
      expect(meeras[0]?._id).toBe(childIds['Kabir Iyer']);
      expect(classesOf(meeras[0])).toEqual([{ class_name: 'Nursery A', school: 'Sunbeam Nursery' }]);

      const rahuls = await childrenOf(RAHUL);
      expect(rahuls.map(fullName)).not.toContain('Kabir Iyer');
    });

    it('refuses a staff token with 403, even of a parent, and no token with 401', async () => {
      const staff = await parentChildren(bearer(await staffToken(t.app, PRIYA)));
      expect(staff.statusCode).toBe(403);
      expectErrorShape(staff.json(), 'FORBIDDEN');

      // Meera is staff and parent: her staff token still cannot read her children this way.
      const meeraStaff = await parentChildren(bearer(await staffToken(t.app, MEERA)));
      expect(meeraStaff.statusCode).toBe(403);
      expect(meeraStaff.body).not.toContain('Kabir');

      const anonymous = await parentChildren();
      expect(anonymous.statusCode).toBe(401);
      expectErrorShape(anonymous.json(), 'NOT_AUTHENTICATED');
    });
  });

  // Erases Rahul's account: kept last in the file, and no test above depends on it having run.
  describe('delete_user_profile/', () => {
    it('refuses no token with 401', async () => {
      const response = await t.app.inject({ method: 'DELETE', url: apiPaths.deleteUserProfile });
      expect(response.statusCode).toBe(401);
      expectErrorShape(response.json(), 'NOT_AUTHENTICATED');
    });

    it('deletes the account: sessions end, the number is unknown, the children stay at school', async () => {
      const phoneExists = () =>
        t.app.inject({
          method: 'POST',
          url: apiPaths.checkPhoneExists,
          payload: { phone_number: RAHUL },
        });
      expect((await phoneExists()).json()).toEqual({ result: true });

      const earlier = await signIn(t.app, RAHUL);
      const current = await signIn(t.app, RAHUL);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: apiPaths.deleteUserProfile,
        headers: bearer(current.parent_user!.access_token),
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ result: true });

      // Every session of the person ends, not only the one that asked.
      for (const login of [current, earlier]) {
        const details = await userDetails(t.app, login.parent_user!.access_token);
        expect(details.statusCode).toBe(401);
        expectErrorShape(details.json(), 'SESSION_EXPIRED');
        const refreshed = await t.app.inject({
          method: 'GET',
          url: apiPaths.accessTokenActive,
          headers: bearer(login.parent_user!.refresh_token),
        });
        expect(refreshed.statusCode).toBe(401);
      }

      expect((await phoneExists()).json()).toEqual({ result: false });
      const otp = await t.app.inject({
        method: 'POST',
        url: apiPaths.otpSend,
        payload: { phno: `91${RAHUL}` },
        remoteAddress: '10.0.203.1',
      });
      expect(otp.statusCode).toBe(404);
      expectErrorShape(otp.json(), 'PHONE_NOT_REGISTERED');
      expect(otp.json().message).toBe(messages.phoneNotRegistered);

      const nursery = (await studentsOf(nurseryAId)).map(fullName);
      expect(nursery).toHaveLength(20);
      expect(nursery).toContain('Aarav Sharma');

      // Another parent is untouched.
      const meera = await parentDetails(t.app, await parentToken(t.app, MEERA));
      expect(meera.child_list.map(fullName)).toEqual(['Kabir Iyer']);
    });
  });
});
