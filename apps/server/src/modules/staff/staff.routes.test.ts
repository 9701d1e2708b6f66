import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { apiPath, apiPaths, type SchoolRole, type StaffMember } from '@cue/contracts';
import { auditLog, staffMemberships, users } from '../../db/schema/index.js';
import { classesOf, demoLogins, demoPhones, type DemoPerson } from '../../test/demo.js';
import { bearer, signIn } from '../../test/sign-in.js';
import { connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const invitedPhone = '9111111111';

describe('school staff (/admin/school-setup/staff)', () => {
  let t: TestApp;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      headers: token ? bearer(token) : {},
    });
  const memberUrl = (id: string) => apiPath(apiPaths.staffMemberById, { id });
  const deactivateUrl = (id: string) => apiPath(apiPaths.deactivateStaffMember, { id });
  const reactivateUrl = (id: string) => apiPath(apiPaths.reactivateStaffMember, { id });

  /** The school's staff as an admin sees them, by first name. */
  const staffOf = async (person: DemoPerson = 'farah'): Promise<Record<string, StaffMember>> => {
    const response = await send('GET', apiPaths.staffMembers, await staff(person));
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(
      response.json<{ result: StaffMember[] }>().result.map((m) => [m.first_name, m]),
    );
  };
  const rolesOf = async (person: DemoPerson = 'farah'): Promise<Record<string, string>> => {
    const response = await send('GET', apiPaths.schoolRoles, await staff(person));
    return Object.fromEntries(response.json<{ result: SchoolRole[] }>().result.map((r) => [r.name, r._id]));
  };
  const membershipCount = async () => (await t.db.select({ n: count() }).from(staffMemberships))[0]!.n;

  beforeAll(async () => {
    // The demo numbers, and the person the invite test adds, sign in with a fixed test code.
    const testOtps = [...Object.values(demoPhones), invitedPhone].map((phone) => `${phone}:123456`);
    t = await createTestApp({ env: { AUTH_TEST_OTP: testOtps.join(',') } });
  });
  afterAll(async () => t.close());
  beforeEach(() => forget());

  describe('GET staff_members/', () => {
    it('lists the staff with Admin/Member, role, classes, status and whether they signed in', async () => {
      await staff('priya'); // Priya has signed in; Meera has not (in this test app)
      const members = await staffOf();
      expect(Object.keys(members).sort()).toEqual(['Farah', 'Meera', 'Priya', 'Sam']);
      expect(members.Priya).toMatchObject({
        admin: false,
        role: { name: 'Teacher' },
        phone: demoPhones.priya,
        status: 'active',
        has_signed_in: true,
      });
      expect(members.Priya!.classes.map((c) => c.class_name).sort()).toEqual(['Nursery A', 'Playgroup B']);
      expect(members.Farah).toMatchObject({ admin: true, role: { name: 'Administrator' } });
      expect(members.Meera!.has_signed_in).toBe(false);
    });

    it('refuses no token (401) and a member without the staff switch (403)', async () => {
      expect((await send('GET', apiPaths.staffMembers, null)).statusCode).toBe(401);
      expect((await send('GET', apiPaths.staffMembers, await staff('priya'))).statusCode).toBe(403);
      // A parent token never reads staff data.
      expect((await send('GET', apiPaths.staffMembers, await parent('rahul'))).statusCode).toBe(403);
    });
  });

  describe('POST staff_members/ (invite)', () => {
    it('invites a new person by phone with a role and classes; they can sign in as staff', async () => {
      const roles = await rolesOf();
      const classes = await classesOf(t.app, await staff('farah'));
      const response = await send('POST', apiPaths.staffMembers, await staff('farah'), {
        first_name: 'Nisha',
        last_name: 'Rao',
        phone: invitedPhone,
        email: 'Nisha@Sunbeam.test',
        role_id: roles.Teacher,
        class_ids: [classes['Nursery A']!._id],
      });
      expect(response.statusCode, response.body).toBe(200);
      const nisha = response.json<{ result: StaffMember }>().result;
      expect(nisha).toMatchObject({
        first_name: 'Nisha',
        email: 'nisha@sunbeam.test',
        admin: false,
        role: { name: 'Teacher' },
        classes: [{ class_name: 'Nursery A' }],
        has_signed_in: false,
      });
      const login = await signIn(t.app, invitedPhone);
      const seen = await classesOf(t.app, login.staff_user!.access_token);
      expect(Object.keys(seen)).toEqual(['Nursery A']);
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, nisha._id));
      expect(audit?.action).toBe('invite_staff');
      // Personal data is named, not copied, in the audit.
      expect(JSON.stringify(audit?.details)).not.toContain(invitedPhone);
    });

    it("reuses the account of a parent's phone: they become staff and stay a parent", async () => {
      const response = await send('POST', apiPaths.staffMembers, await staff('farah'), {
        first_name: 'Someone',
        phone: demoPhones.rahul,
        role_id: (await rolesOf()).Teacher,
      });
      expect(response.statusCode, response.body).toBe(200);
      // Their own account keeps its name.
      expect(response.json<{ result: StaffMember }>().result.first_name).toBe('Rahul');
      const login = await signIn(t.app, demoPhones.rahul);
      expect(login.staff_user).toBeDefined();
      expect(login.parent_user).toBeDefined();
    });

    it('is 400 naming phone for someone already on the staff, and writes nothing', async () => {
      const before = await membershipCount();
      const response = await send('POST', apiPaths.staffMembers, await staff('farah'), {
        first_name: 'Priya',
        phone: demoPhones.priya,
        role_id: (await rolesOf()).Teacher,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'phone' });
      expect(response.json<{ message: string }>().message).toContain('already on the staff');
      expect(await membershipCount()).toBe(before);
    });

    it('is 400 naming the field for a bad phone, a role or class of another school, a used email', async () => {
      const token = await staff('farah');
      const teacher = (await rolesOf()).Teacher;
      const mapleRole = (await rolesOf('anil')).Administrator;
      const sprouts = (await classesOf(t.app, await staff('anil'))).Sprouts!._id;
      const base = { first_name: 'New', phone: '9222222222', role_id: teacher };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base, phone: '12345' }, 'phone'],
        [{ ...base, role_id: mapleRole }, 'role_id'],
        [{ ...base, class_ids: [sprouts] }, 'class_ids.0'],
        [{ ...base, email: 'farah@sunbeam.test' }, 'email'],
        [{ ...base, email: 'not-an-email' }, 'email'],
        [{ ...base, first_name: '' }, 'first_name'],
      ];
      const before = await membershipCount();
      for (const [body, field] of cases) {
        const response = await send('POST', apiPaths.staffMembers, token, body);
        expect(response.statusCode, field).toBe(400);
        expect(response.json<{ field: string }>().field).toBe(field);
      }
      expect(await membershipCount()).toBe(before);
      expect(await t.db.select().from(users).where(eq(users.phone, '9222222222'))).toEqual([]);
    });

    it('refuses a school admin inviting someone into a platform role (403)', async () => {
      const response = await send('POST', apiPaths.staffMembers, await staff('farah'), {
        first_name: 'Eve',
        phone: '9333333333',
        role_id: (await rolesOf())['Platform admin'],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ field: 'role_id' });
    });

    it('refuses no token (401) and a member without the staff switch (403)', async () => {
      const body = { first_name: 'X', phone: '9444444444', role_id: (await rolesOf()).Teacher };
      expect((await send('POST', apiPaths.staffMembers, null, body)).statusCode).toBe(401);
      expect((await send('POST', apiPaths.staffMembers, await staff('priya'), body)).statusCode).toBe(403);
    });
  });

  describe('POST staff_members/{id} (edit)', () => {
    it("edits the Admin flag, role and classes; the member's permissions change at once", async () => {
      const meera = (await staffOf()).Meera!;
      const meeraToken = await staff('meera');
      const classes = await classesOf(t.app, await staff('farah'));
      const response = await send('POST', memberUrl(meera._id), await staff('farah'), {
        admin: true,
        role_id: (await rolesOf()).Administrator,
        class_ids: [classes['Nursery A']!._id],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ result: StaffMember }>().result).toMatchObject({
        admin: true,
        role: { name: 'Administrator' },
        classes: [{ class_name: 'Nursery A' }],
      });
      const permissions = await send('GET', apiPaths.userPermissions, meeraToken);
      expect(
        permissions.json<{ result: { role_permissions: { admin_portal: { staff: boolean } } } }>(),
      ).toMatchObject({ result: { role_permissions: { admin_portal: { staff: true } } } });
      // Back to how the seed had her.
      await send('POST', memberUrl(meera._id), await staff('farah'), {
        admin: false,
        role_id: (await rolesOf()).Teacher,
        class_ids: [classes['Playgroup B']!._id],
      });
    });

    it('refuses a school admin giving themselves a platform role (403), and changes nothing', async () => {
      const farah = (await staffOf()).Farah!;
      const response = await send('POST', memberUrl(farah._id), await staff('farah'), {
        role_id: (await rolesOf())['Platform admin'],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ field: 'role_id' });
      expect((await staffOf()).Farah!.role?.name).toBe('Administrator');
    });

    it("refuses a school admin editing a platform admin's membership (403), and changes nothing", async () => {
      const sam = (await staffOf()).Sam!;
      for (const change of [{ admin: false }, { class_ids: [] }, { first_name: 'Samuel' }]) {
        const response = await send('POST', memberUrl(sam._id), await staff('farah'), change);
        expect(response.statusCode, JSON.stringify(change)).toBe(403);
        expect(response.json()).toMatchObject({ field: 'id' });
      }
      expect((await staffOf()).Sam).toEqual(sam);
      // Sam, a platform admin, may still edit his own.
      const own = await send('POST', memberUrl(sam._id), await staff('sam'), { first_name: 'Sam' });
      expect(own.statusCode, own.body).toBe(200);
    });

    it('lets someone who manages staff but not roles give only roles within their own rights', async () => {
      const priya = (await staffOf()).Priya!;
      const teacherRole = (await rolesOf()).Teacher!;
      const teacher = (await send('GET', apiPaths.schoolRoles, await staff('farah')))
        .json<{ result: SchoolRole[] }>()
        .result.find((r) => r.name === 'Teacher')!;
      const created = await send('POST', apiPaths.schoolRoles, await staff('farah'), {
        name: 'Staff manager',
        permissions: {
          ...teacher.permissions,
          admin_portal: { ...teacher.permissions.admin_portal, staff: true },
        },
      });
      const staffManager = created.json<{ result: SchoolRole }>().result._id;
      await send('POST', memberUrl(priya._id), await staff('farah'), { role_id: staffManager });
      try {
        const refused = await send('POST', memberUrl(priya._id), await staff('priya'), {
          role_id: (await rolesOf()).Administrator,
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ field: 'role_id' });
        // Nor may she make herself (or anyone) an Admin, which shows every class of the school.
        const madeAdmin = await send('POST', memberUrl(priya._id), await staff('priya'), { admin: true });
        expect(madeAdmin.statusCode).toBe(403);
        expect(madeAdmin.json()).toMatchObject({ field: 'admin' });
        expect((await staffOf()).Priya!.admin).toBe(false);
        // A role within her own rights she may give (Meera gets the same role as hers).
        const meera = (await staffOf()).Meera!._id;
        const allowed = await send('POST', memberUrl(meera), await staff('priya'), { role_id: staffManager });
        expect(allowed.statusCode, allowed.body).toBe(200);
        await send('POST', memberUrl(meera), await staff('farah'), { role_id: teacherRole });
      } finally {
        await send('POST', memberUrl(priya._id), await staff('farah'), { role_id: teacherRole });
      }
      expect((await staffOf()).Priya!.role?.name).toBe('Teacher');
    });

    it('refuses (400) moving the last roles manager of a school to a role without it', async () => {
      const anil = (await staffOf('anil')).Anil!;
      const created = await send('POST', apiPaths.schoolRoles, await staff('anil'), {
        name: 'Plain',
        permissions: (await send('GET', apiPaths.userPermissions, await staff('priya'))).json<{
          result: { role_permissions: unknown };
        }>().result.role_permissions,
      });
      const plain = created.json<{ result: SchoolRole }>().result._id;
      const response = await send('POST', memberUrl(anil._id), await staff('anil'), { role_id: plain });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'role_id' });
      expect((await staffOf('anil')).Anil!.role?.name).toBe('Administrator');
    });

    it('answers 404 for staff of another school, 401 without a token, 403 for a member', async () => {
      const priya = (await staffOf()).Priya!;
      const body = { first_name: 'Changed' };
      expect((await send('POST', memberUrl(priya._id), await staff('anil'), body)).statusCode).toBe(404);
      expect((await send('POST', memberUrl(priya._id), null, body)).statusCode).toBe(401);
      expect((await send('POST', memberUrl(priya._id), await staff('priya'), body)).statusCode).toBe(403);
      expect((await staffOf()).Priya).toBeDefined();
    });

    it('is 400 naming the field for an email another account uses or a class of another school', async () => {
      const priya = (await staffOf()).Priya!;
      const sprouts = (await classesOf(t.app, await staff('anil'))).Sprouts!._id;
      const token = await staff('farah');
      const email = await send('POST', memberUrl(priya._id), token, { email: 'farah@sunbeam.test' });
      expect(email.json()).toMatchObject({ field: 'email' });
      const classes = await send('POST', memberUrl(priya._id), token, { class_ids: [sprouts] });
      expect(classes.json()).toMatchObject({ field: 'class_ids.0' });
      expect((await staffOf()).Priya!.email).toBe('priya@sunbeam.test');
    });
  });

  describe('deactivate and reactivate', () => {
    it('ends the member’s sessions and socket at once and refuses their staff sign-in; records stay', async () => {
      const priya = (await staffOf()).Priya!;
      const priyaToken = await staff('priya');
      const socket = await connectSocket(t.app, priyaToken);
      let dropped = false;
      socket.on('disconnect', () => (dropped = true));
      try {
        const response = await send('POST', deactivateUrl(priya._id), await staff('farah'));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<{ result: StaffMember }>().result.status).toBe('deactivated');
        // The access token she already holds is refused on her next call.
        expect((await send('GET', apiPaths.staffClasses, priyaToken)).statusCode).toBe(401);
        await eventually(() => dropped);
        // She cannot sign in as staff of this school any more (her only school).
        await expect(signIn(t.app, demoPhones.priya)).rejects.toThrow(/403/);
        // Still listed, deactivated, with her classes (her records stay attributed).
        expect((await staffOf()).Priya).toMatchObject({ status: 'deactivated' });

        const back = await send('POST', reactivateUrl(priya._id), await staff('farah'));
        expect(back.statusCode, back.body).toBe(200);
        const login = await signIn(t.app, demoPhones.priya);
        expect(Object.keys(await classesOf(t.app, login.staff_user!.access_token)).sort()).toEqual([
          'Nursery A',
          'Playgroup B',
        ]);
      } finally {
        socket.close();
      }
    });

    it('keeps a deactivated teacher who is also a parent signed in as a parent', async () => {
      const meera = (await staffOf()).Meera!;
      await send('POST', deactivateUrl(meera._id), await staff('farah'));
      const login = await signIn(t.app, demoPhones.meera);
      expect(login.staff_user).toBeUndefined();
      expect(login.parent_user).toBeDefined();
      await send('POST', reactivateUrl(meera._id), await staff('farah'));
    });

    it('refuses an admin deactivating themselves (400)', async () => {
      const farah = (await staffOf()).Farah!;
      const response = await send('POST', deactivateUrl(farah._id), await staff('farah'));
      expect(response.statusCode).toBe(400);
      expect((await staffOf()).Farah!.status).toBe('active');
    });

    it('answers 404 across schools, 401 without a token, 403 for a member', async () => {
      const meera = (await staffOf()).Meera!;
      for (const url of [deactivateUrl(meera._id), reactivateUrl(meera._id)]) {
        expect((await send('POST', url, await staff('anil'))).statusCode).toBe(404);
        expect((await send('POST', url, null)).statusCode).toBe(401);
        expect((await send('POST', url, await staff('priya'))).statusCode).toBe(403);
      }
      expect((await staffOf()).Meera!.status).toBe('active');
    });
  });
});
