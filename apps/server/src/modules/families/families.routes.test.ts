import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { apiPath, apiPaths, type Family, type StudentDetails } from '@cue/contracts';
import { auditLog, media, parentLinks, users } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { classesOf, demoLogins, demoPhones, studentsOf } from '../../test/demo.js';
import { multipartFile } from '../../test/multipart.js';
import { bearer, parentToken, signIn } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A new parent's number, given a fixed test code so the test can sign them in. */
const NEW_PARENT = '9200000001';
const MEDICAL = 'Epilepsy: rescue medication in the office';

describe('families in school setup (parent/, parent/{id}, links to children)', () => {
  let t: TestApp;
  let nurseryA: string;
  let kidsA: Record<string, string>;
  let rahulId: string;

  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      headers: token ? bearer(token) : {},
    });
  const parentUrl = (id: string) => apiPath(apiPaths.parentById, { id });
  const linksUrl = (id: string) => apiPath(apiPaths.parentChildLinks, { id });
  const unlinkUrl = (id: string, childId: string) => apiPath(apiPaths.parentChild, { id, childId });

  const rows = async () => ({
    users: (await t.db.select({ n: count() }).from(users))[0]!.n,
    links: (await t.db.select({ n: count() }).from(parentLinks))[0]!.n,
    audit: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
  });
  const expectBadInput = async (
    request: () => Promise<{ statusCode: number; body: string }>,
    field: string,
  ) => {
    const before = await rows();
    const response = await request();
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await rows()).toEqual(before);
  };
  const families = async () => {
    const response = await send('GET', apiPaths.parents, await staff('farah'));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Family[] }>().result;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        AUTH_TEST_OTP: `${Object.values(demoPhones)
          .map((phone) => `${phone}:123456`)
          .join(',')},${NEW_PARENT}:123456`,
      },
    });
    nurseryA = (await classesOf(t.app, await staff('farah')))['Nursery A']!._id;
    kidsA = await studentsOf(t.app, await staff('farah'), nurseryA);
    rahulId = (await families()).find((f) => f.phone === demoPhones.rahul)!.parent_id;
  });
  afterAll(async () => t?.close());
  beforeEach(() => forget());

  describe('GET parent/ and parent/{id}', () => {
    it('lists each parent once with their children here, and whether they have signed in', async () => {
      const before = (await families()).find((f) => f.parent_id === rahulId)!;
      expect(before.children.map((c) => c.first_name).sort()).toEqual(['Aarav', 'Anaya']);
      expect(before.children[0]!.relation).toBe('father');
      expect((await families()).filter((f) => f.phone === demoPhones.rahul)).toHaveLength(1);
      await parent('rahul');
      const after = await send('GET', parentUrl(rahulId), await staff('farah'));
      expect(after.json<{ result: Family }>().result.has_signed_in).toBe(true);
    });

    it('answers 401, 403 for a member without the permission, 404 across schools', async () => {
      expect((await send('GET', apiPaths.parents, null)).statusCode).toBe(401);
      expect((await send('GET', apiPaths.parents, await staff('priya'))).statusCode).toBe(403);
      expect((await send('GET', apiPaths.parents, await parent('rahul'))).statusCode).toBe(403);
      const maple = await send('GET', apiPaths.parents, await staff('anil'));
      expect(maple.json<{ result: Family[] }>().result.some((f) => f.parent_id === rahulId)).toBe(false);
      const foreign = await send('GET', parentUrl(rahulId), await staff('anil'));
      expect(foreign.statusCode).toBe(404);
      expect((await send('GET', parentUrl('f'.repeat(24)), await staff('anil'))).json()).toEqual(
        foreign.json(),
      );
    });
  });

  describe('POST parent/', () => {
    it('creates a parent who signs in and sees exactly their child, never the medical notes', async () => {
      const farah = await staff('farah');
      const made = await send('POST', apiPaths.students, farah, {
        first_name: 'Tara',
        last_name: 'Menon',
        class_id: nurseryA,
        medical_notes: MEDICAL,
        allergies: 'Sesame',
      });
      const tara = made.json<{ result: StudentDetails }>().result._id;
      const created = await send('POST', apiPaths.parents, farah, {
        first_name: 'Lakshmi',
        last_name: 'Menon',
        phone: NEW_PARENT,
        children: [{ child_id: tara, relation: 'mother' }],
      });
      expect(created.statusCode, created.body).toBe(200);
      const family = created.json<{ result: Family }>().result;
      expect(family).toMatchObject({ first_name: 'Lakshmi', has_signed_in: false });
      expect(family.children.map((c) => c._id)).toEqual([tara]);

      const login = await signIn(t.app, NEW_PARENT);
      expect(login.staff_user).toBeFalsy();
      const token = login.parent_user!.access_token;
      const answers = [
        await send('GET', apiPaths.parentChildren, token),
        await send('GET', apiPaths.loginedUserDetails, token),
        await send('GET', apiPath(apiPaths.childJournal, { studentId: tara }), token),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.body).not.toContain('Epilepsy');
        expect(answer.body).not.toContain('Sesame');
        expect(answer.body).not.toMatch(/medical_notes|allergies/);
      }
      const children = answers[0]!.json<{ result: { _id: string }[] }>().result;
      expect(children.map((c) => c._id)).toEqual([tara]);
      // The parent's own view of the details route is refused: it is staff only.
      expect(
        (await send('GET', apiPath(apiPaths.studentDetails, { studentId: tara }), token)).statusCode,
      ).toBe(403);
    });

    it("a staff member's phone makes that person a parent too (one account)", async () => {
      const priyaId = (await t.db.select().from(users).where(eq(users.phone, demoPhones.priya)))[0]!.id;
      const created = await send('POST', apiPaths.parents, await staff('farah'), {
        first_name: 'Priya',
        last_name: 'Nair',
        phone: demoPhones.priya,
        children: [{ child_id: kidsA['Aarav Sharma']!, relation: 'aunt' }],
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json<{ result: Family }>().result.parent_id).toBe(priyaId);
      const login = await signIn(t.app, demoPhones.priya);
      expect(login.staff_user).toBeTruthy();
      expect(login.parent_user).toBeTruthy();
    });

    it('refuses bad input with a 400 naming the field and writes nothing; 401, 403', async () => {
      const farah = await staff('farah');
      const body = {
        first_name: 'New',
        last_name: 'Parent',
        phone: '9200000002',
        children: [{ child_id: kidsA['Aarav Sharma']!, relation: 'mother' }],
      };
      const post = (extra: Record<string, unknown>) => () =>
        send('POST', apiPaths.parents, farah, { ...body, ...extra });
      // Rahul is already a family of the school: a duplicate phone, not a new person.
      await expectBadInput(post({ phone: demoPhones.rahul }), 'phone');
      await expectBadInput(post({ phone: '12' }), 'phone');
      await expectBadInput(post({ email: 'rahul@family.test' }), 'email');
      await expectBadInput(post({ email: 'not an email' }), 'email');
      await expectBadInput(post({ children: [] }), 'children');
      await expectBadInput(post({ first_name: '' }), 'first_name');
      // Anil cannot link a Sunbeam child to a Maple parent.
      const anil = await staff('anil');
      await expectBadInput(() => send('POST', apiPaths.parents, anil, body), 'children.0.child_id');
      const priya = await staff('priya');
      const before = await rows();
      expect((await send('POST', apiPaths.parents, null, body)).statusCode).toBe(401);
      expect((await send('POST', apiPaths.parents, priya, body)).statusCode).toBe(403);
      expect(await rows()).toEqual(before);
    });
  });

  describe('POST parent/{id}', () => {
    it('an admin edits details; a duplicate phone is a 400 naming phone; audit names fields only', async () => {
      const farah = await staff('farah');
      const edited = await send('POST', parentUrl(rahulId), farah, { first_name: 'Rahul K', email: null });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<{ result: Family }>().result).toMatchObject({ first_name: 'Rahul K', email: null });
      await expectBadInput(
        () => send('POST', parentUrl(rahulId), farah, { phone: demoPhones.farah }),
        'phone',
      );
      await expectBadInput(
        () => send('POST', parentUrl(rahulId), farah, { email: 'farah@sunbeam.test' }),
        'email',
      );
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'edit_parent'));
      expect(entry!.details).toEqual({ fields: ['first_name', 'email'] });
    });

    it('refuses (403) changing the phone of a parent who is also staff: it is how they sign in', async () => {
      const meera = (await families()).find((f) => f.phone === demoPhones.meera)!;
      const before = await rows();
      const response = await send('POST', parentUrl(meera.parent_id), await staff('farah'), {
        phone: '9123456789',
      });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ field: 'phone' });
      expect(await rows()).toEqual(before);
      const [account] = await t.db.select().from(users).where(eq(users.id, meera.parent_id));
      expect(account!.phone).toBe(demoPhones.meera);
    });

    it('a parent changes only their own picture, to an image they uploaded', async () => {
      const token = await parentToken(t.app, demoPhones.rahul);
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00aa00' } })
        .png()
        .toBuffer();
      const upload = multipartFile({ filename: 'me.png', contentType: 'image/png', bytes: png });
      const uploaded = await t.app.inject({
        method: 'POST',
        url: apiPaths.uploadImage,
        payload: upload.payload,
        headers: { ...upload.headers, ...bearer(token) },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const mediaId = uploaded.json<{ result: { _id: string } }>().result._id;
      const changed = await send('POST', parentUrl(rahulId), token, { parent_profile_picture: mediaId });
      expect(changed.statusCode, changed.body).toBe(200);
      const answer = changed.json<{ result: { parent_id: string; parent_profile_picture: string } }>().result;
      expect(answer.parent_id).toBe(rahulId);
      // A signed link that loads the picture, not the stored media id.
      expect(answer.parent_profile_picture).toContain(`/api/media/${mediaId}/`);
      const picture = await t.app.inject({ method: 'GET', url: answer.parent_profile_picture });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp'); // the thumbnail of a PNG is WebP (decision 040)
      const listed = (await families()).find((f) => f.parent_id === rahulId)!;
      expect(listed.parent_profile_picture).toContain(`/api/media/${mediaId}/`);

      expect((await send('POST', parentUrl(rahulId), token, { first_name: 'Me' })).statusCode).toBe(403);
      const meeraId = (await families()).find((f) => f.phone === demoPhones.meera)!.parent_id;
      expect(
        (await send('POST', parentUrl(meeraId), token, { parent_profile_picture: mediaId })).statusCode,
      ).toBe(403);
      await expectBadInput(
        () => send('POST', parentUrl(rahulId), token, { parent_profile_picture: 'a'.repeat(24) }),
        'parent_profile_picture',
      );
      // A video of theirs is not a picture: 400, and the picture stays.
      const video = newObjectId(new Date());
      await t.db.insert(media).values({
        id: video,
        uploaderUserId: rahulId,
        kind: 'video',
        mimeType: 'video/mp4',
        size: 100,
        width: 0,
        height: 0,
        storageKey: `users/${video}`,
      });
      await expectBadInput(
        () => send('POST', parentUrl(rahulId), token, { parent_profile_picture: video }),
        'parent_profile_picture',
      );
      const [account] = await t.db.select().from(users).where(eq(users.id, rahulId));
      expect(account!.profilePicture).toBe(mediaId);
    });

    it('answers 401, 403 for a member without the permission, 404 across schools', async () => {
      const body = { first_name: 'X' };
      expect((await send('POST', parentUrl(rahulId), null, body)).statusCode).toBe(401);
      expect((await send('POST', parentUrl(rahulId), await staff('priya'), body)).statusCode).toBe(403);
      expect((await send('POST', parentUrl(rahulId), await staff('anil'), body)).statusCode).toBe(404);
    });
  });

  describe('POST parent/{id}/children and DELETE parent/{id}/children/{childId}', () => {
    it('links another child and unlinks it: the parent sees it, then no longer', async () => {
      const farah = await staff('farah');
      const child =
        kidsA['Diya Patel'] ?? Object.entries(kidsA).find(([name]) => !name.endsWith('Sharma'))![1];
      const linked = await send('POST', linksUrl(rahulId), farah, { child_id: child, relation: 'uncle' });
      expect(linked.statusCode, linked.body).toBe(200);
      expect(linked.json<{ result: Family }>().result.children.map((c) => c._id)).toContain(child);
      const seen = async () =>
        (await send('GET', apiPaths.parentChildren, await parentToken(t.app, demoPhones.rahul)))
          .json<{ result: { _id: string }[] }>()
          .result.map((c) => c._id);
      expect(await seen()).toContain(child);

      const unlinked = await send('DELETE', unlinkUrl(rahulId, child), farah);
      expect(unlinked.statusCode, unlinked.body).toBe(200);
      expect(await seen()).not.toContain(child);
      expect((await send('DELETE', unlinkUrl(rahulId, child), farah)).statusCode).toBe(404);
    });

    it('answers 401, 403, 404 across schools, 400 naming the field', async () => {
      const farah = await staff('farah');
      const body = { child_id: kidsA['Aarav Sharma']!, relation: 'father' };
      expect((await send('POST', linksUrl(rahulId), null, body)).statusCode).toBe(401);
      expect((await send('POST', linksUrl(rahulId), await staff('priya'), body)).statusCode).toBe(403);
      expect((await send('POST', linksUrl(rahulId), await staff('anil'), body)).statusCode).toBe(404);
      await expectBadInput(
        () => send('POST', linksUrl(rahulId), farah, { ...body, relation: '' }),
        'relation',
      );
      await expectBadInput(
        () => send('POST', linksUrl(rahulId), farah, { ...body, child_id: 'b'.repeat(24) }),
        'child_id',
      );
      const unlink = unlinkUrl(rahulId, kidsA['Aarav Sharma']!);
      expect((await send('DELETE', unlink, null)).statusCode).toBe(401);
      expect((await send('DELETE', unlink, await staff('priya'))).statusCode).toBe(403);
      expect((await send('DELETE', unlink, await staff('anil'))).statusCode).toBe(404);
    });
  });
});
