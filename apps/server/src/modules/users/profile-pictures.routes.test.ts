import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  type ChatThread,
  RECORDS_CHANGED_EVENT,
  apiPath,
  apiPaths,
  type AttendanceRegister,
  type ClassStudent,
  type LoginedUserDetails,
  type ParentChild,
  type ParentProfile,
  type StaffMember,
  type StaffProfile,
  type StudentPage,
} from '@cue/contracts';
import { auditLog, children, media, users } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadPhoto } from '../../test/media-files.js';

type PictureAnswer = { result: { _id: string; profile_picture: string | null } };

describe('profile pictures (staff_profile_picture/, student_profile_picture/{id}) and where they show', () => {
  let t: TestApp;
  let nurseryA: string;
  let kids: Record<string, string>;
  let mapleChild: string;

  const { staff, parent, forget } = demoLogins(() => t.app);

  const post = (url: string, token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const get = async <T>(url: string, token: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: T }>().result;
  };
  const childUrl = (studentId: string) => apiPath(apiPaths.studentProfilePicture, { studentId });

  const upload = (token: string, colour?: string) => uploadPhoto(t.app, token, colour);

  /** A stored video or PDF of the person (the pipeline for those is built apart): its id. */
  async function storedFile(uploaderUserId: string, kind: 'video' | 'document'): Promise<string> {
    const id = newObjectId(new Date());
    await t.db.insert(media).values({
      id,
      schoolId: null,
      uploaderUserId,
      kind,
      mimeType: kind === 'video' ? 'video/mp4' : 'application/pdf',
      size: 100,
      width: 0,
      height: 0,
      storageKey: `users/${id}`,
    });
    return id;
  }

  const userIdOf = async (token: string) => {
    const details = await get<LoginedUserDetails>(apiPaths.loginedUserDetails, token);
    return details.user_detials._id.$oid;
  };
  const pictureOfChild = async (childId: string) =>
    (await t.db.select({ p: children.profilePicture }).from(children).where(eq(children.id, childId)))[0]!.p;
  const pictureOfUser = async (userId: string) =>
    (await t.db.select({ p: users.profilePicture }).from(users).where(eq(users.id, userId)))[0]!.p;
  const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;

  /** GETs a link from an answer: the picture itself. */
  async function expectPicture(link: string | null | undefined, mediaId: string) {
    expect(link).toContain(`/api/media/${mediaId}/`);
    const served = await t.app.inject({ method: 'GET', url: link! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp'); // the thumbnail of a PNG is WebP (decision 040)
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  }

  beforeAll(async () => {
    t = await createTestApp();
    const farah = await staff('farah');
    nurseryA = (await classesOf(t.app, farah))['Nursery A']!._id;
    kids = await studentsOf(t.app, farah, nurseryA);
    const anil = await staff('anil');
    const mapleClass = Object.values(await classesOf(t.app, anil))[0]!._id;
    mapleChild = Object.values(await studentsOf(t.app, anil, mapleClass))[0]!;
  });
  afterAll(async () => t?.close());
  beforeEach(() => forget());

  describe("POST student_profile_picture/{studentId}: a parent and their own child's picture", () => {
    it('sets the picture: the answer, the switcher, the class list and the register all load it', async () => {
      const rahul = await parent('rahul');
      const aarav = kids['Aarav Sharma']!;
      const mediaId = await upload(rahul);
      const before = await auditCount();
      const response = await post(childUrl(aarav), rahul, { student_profile_picture: mediaId });
      expect(response.statusCode, response.body).toBe(200);
      const { result } = response.json<PictureAnswer>();
      expect(result._id).toBe(aarav);
      await expectPicture(result.profile_picture, mediaId);
      expect(await pictureOfChild(aarav)).toBe(mediaId);
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, aarav), eq(auditLog.action, 'set_child_picture')));
      expect(entry).toMatchObject({ entity: 'student', actorUserId: await userIdOf(rahul) });
      expect(await auditCount()).toBe(before + 1);

      // The parent's switcher and children list.
      const profile = (await get<LoginedUserDetails>(apiPaths.loginedUserDetails, rahul))
        .user_detials as ParentProfile;
      await expectPicture(profile.child_list.find((c) => c._id === aarav)?.student_profile_picture, mediaId);
      const own = await get<ParentChild[]>(apiPaths.parentChildren, rahul);
      await expectPicture(own.find((c) => c._id === aarav)?.student_profile_picture, mediaId);

      // Staff: the class list, the register, the office's list of children.
      const priya = await staff('priya');
      const listed = await get<ClassStudent[]>(apiPath(apiPaths.classStudents, { classId: nurseryA }), priya);
      await expectPicture(listed.find((c) => c._id === aarav)?.student_profile_picture, mediaId);
      const register = await get<AttendanceRegister>(
        apiPath(apiPaths.classAttendance, { classId: nurseryA }),
        priya,
      );
      const row = register.student_attendance_list.find((r) => r.student_id === aarav);
      await expectPicture(row?.student_profile_picture, mediaId);
      const page = await get<StudentPage>(`${apiPaths.students}?class_id=${nurseryA}`, await staff('farah'));
      await expectPicture(page.students.find((s) => s._id === aarav)?.student_profile_picture, mediaId);

      // Chat: the child's thread, for the family and for the class's teacher.
      for (const token of [rahul, priya]) {
        const { threads } = await get<{ threads: ChatThread[] }>(apiPaths.chatThreads, token);
        const thread = threads.find((th) => th.kind === 'family' && th.student_id === aarav);
        await expectPicture(thread?.student_profile_picture, mediaId);
      }
    });

    it('removes the picture with null: every answer shows none, the file stays', async () => {
      const rahul = await parent('rahul');
      const anaya =
        kids['Anaya Sharma'] ??
        (await get<ParentChild[]>(apiPaths.parentChildren, rahul)).find((c) => c.first_name === 'Anaya')!._id;
      const mediaId = await upload(rahul, '#aa0000');
      expect((await post(childUrl(anaya), rahul, { student_profile_picture: mediaId })).statusCode).toBe(200);
      const removed = await post(childUrl(anaya), rahul, { student_profile_picture: null });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json<PictureAnswer>().result).toEqual({ _id: anaya, profile_picture: null });
      expect(await pictureOfChild(anaya)).toBeNull();
      const own = await get<ParentChild[]>(apiPaths.parentChildren, rahul);
      expect(own.find((c) => c._id === anaya)?.student_profile_picture).toBeNull();
      const [file] = await t.db.select().from(media).where(eq(media.id, mediaId));
      expect(file?.deletedAt).toBeNull();
    });

    it("answers 404 for another family's child and another school's child, changing nothing", async () => {
      const rahul = await parent('rahul');
      const mediaId = await upload(rahul);
      const kabir = kids['Kabir Iyer']!;
      const before = await auditCount();
      for (const childId of [kabir, mapleChild]) {
        const response = await post(childUrl(childId), rahul, { student_profile_picture: mediaId });
        expect(response.statusCode, response.body).toBe(404);
        expect(response.body).not.toContain('Kabir');
      }
      expect(await pictureOfChild(kabir)).not.toBe(mediaId);
      expect(await pictureOfChild(mapleChild)).not.toBe(mediaId);
      expect(await auditCount()).toBe(before);
    });

    it('refuses staff (403), even a staff member who is the parent, and no token (401)', async () => {
      const kabir = kids['Kabir Iyer']!;
      const meeraStaff = await staff('meera');
      const mediaId = await upload(meeraStaff);
      for (const token of [meeraStaff, await staff('farah'), await staff('anil')]) {
        const response = await post(childUrl(kabir), token, { student_profile_picture: mediaId });
        expect(response.statusCode, response.body).toBe(403);
      }
      expect((await post(childUrl(kabir), null, { student_profile_picture: mediaId })).statusCode).toBe(401);
      expect(await pictureOfChild(kabir)).toBeNull();
    });

    it("refuses a video, a PDF, another parent's upload, a deleted or unknown file: 400 naming the field", async () => {
      const rahul = await parent('rahul');
      const meera = await parent('meera');
      const rahulId = await userIdOf(rahul);
      const aarav = kids['Aarav Sharma']!;
      const deleted = await upload(rahul, '#00ff00');
      await t.db.update(media).set({ deletedAt: new Date() }).where(eq(media.id, deleted));
      const refused = [
        await storedFile(rahulId, 'video'),
        await storedFile(rahulId, 'document'),
        await upload(meera),
        deleted,
        'a'.repeat(24),
      ];
      const pictureBefore = await pictureOfChild(aarav);
      const before = await auditCount();
      for (const mediaId of refused) {
        const response = await post(childUrl(aarav), rahul, { student_profile_picture: mediaId });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'student_profile_picture' });
      }
      const malformed = await post(childUrl(aarav), rahul, { student_profile_picture: 'nope' });
      expect(malformed.statusCode).toBe(400);
      expect(await pictureOfChild(aarav)).toBe(pictureBefore);
      expect(await auditCount()).toBe(before);
    });

    it("never gives a parent another family's child picture", async () => {
      const meera = await parent('meera');
      const kabir = kids['Kabir Iyer']!;
      const mediaId = await upload(meera, '#123456');
      expect((await post(childUrl(kabir), meera, { student_profile_picture: mediaId })).statusCode).toBe(200);
      const rahul = await parent('rahul');
      const profile = await t.app.inject({
        method: 'GET',
        url: apiPaths.loginedUserDetails,
        headers: bearer(rahul),
      });
      const list = await t.app.inject({
        method: 'GET',
        url: apiPaths.parentChildren,
        headers: bearer(rahul),
      });
      for (const body of [profile.body, list.body]) {
        expect(body).not.toContain(mediaId);
        expect(body).not.toContain(kabir);
      }
    });

    it("tells the child's class and families that the child changed (ids only), after commit", async () => {
      const rahul = await parent('rahul');
      const priya = await staff('priya');
      const aarav = kids['Aarav Sharma']!;
      const staffSocket = await connectSocket(t.app, priya);
      const parentSocket = await connectSocket(t.app, await parent('meera'));
      const toStaff = collect(staffSocket, RECORDS_CHANGED_EVENT);
      const toFamilies = collect(parentSocket, RECORDS_CHANGED_EVENT);
      try {
        const mediaId = await upload(rahul, '#445566');
        expect((await post(childUrl(aarav), rahul, { student_profile_picture: mediaId })).statusCode).toBe(
          200,
        );
        await eventually(() => toStaff.some((e) => e.entity === 'student' && e.ids.includes(aarav)));
        await eventually(() => toFamilies.some((e) => e.ids.includes(aarav)));
        expect(toStaff.find((e) => e.ids.includes(aarav))).toEqual({
          entity: 'student',
          ids: [aarav],
          class_ids: [nurseryA],
        });
        expect(JSON.stringify(toFamilies)).not.toContain(mediaId);
      } finally {
        staffSocket.close();
        parentSocket.close();
      }
    });
  });

  describe('POST staff_profile_picture/: a staff member and their own picture', () => {
    it('sets their picture: their profile and the staff list load it; null removes it', async () => {
      const priya = await staff('priya');
      const priyaId = await userIdOf(priya);
      const mediaId = await upload(priya, '#ffaa00');
      const before = await auditCount();
      const response = await post(apiPaths.staffProfilePicture, priya, { staff_profile_picture: mediaId });
      expect(response.statusCode, response.body).toBe(200);
      const { result } = response.json<PictureAnswer>();
      expect(result._id).toBe(priyaId);
      await expectPicture(result.profile_picture, mediaId);
      expect(await auditCount()).toBe(before + 1);

      const profile = (await get<LoginedUserDetails>(apiPaths.loginedUserDetails, priya))
        .user_detials as StaffProfile;
      await expectPicture(profile.staff_profile_picture, mediaId);
      const team = await get<StaffMember[]>(apiPaths.staffMembers, await staff('farah'));
      await expectPicture(team.find((m) => m._id === priyaId)?.staff_profile_picture, mediaId);

      const removed = await post(apiPaths.staffProfilePicture, priya, { staff_profile_picture: null });
      expect(removed.json<PictureAnswer>().result).toEqual({ _id: priyaId, profile_picture: null });
      expect(await pictureOfUser(priyaId)).toBeNull();
      const after = (await get<LoginedUserDetails>(apiPaths.loginedUserDetails, priya))
        .user_detials as StaffProfile;
      expect(after.staff_profile_picture).toBeNull();
    });

    it("refuses a parent token (403), no token (401); a colleague's, a video or PDF upload is a 400", async () => {
      const priya = await staff('priya');
      const priyaId = await userIdOf(priya);
      const mine = await upload(priya);
      expect(
        (await post(apiPaths.staffProfilePicture, await parent('rahul'), { staff_profile_picture: mine }))
          .statusCode,
      ).toBe(403);
      expect(
        (await post(apiPaths.staffProfilePicture, null, { staff_profile_picture: mine })).statusCode,
      ).toBe(401);
      const refused = [
        await upload(await staff('farah')),
        await upload(await staff('anil')),
        await storedFile(priyaId, 'video'),
        await storedFile(priyaId, 'document'),
      ];
      // Counted after the colleagues' sign-ins, which are audited too.
      const before = { picture: await pictureOfUser(priyaId), audit: await auditCount() };
      for (const mediaId of refused) {
        const response = await post(apiPaths.staffProfilePicture, priya, { staff_profile_picture: mediaId });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ field: 'staff_profile_picture' });
      }
      expect({ picture: await pictureOfUser(priyaId), audit: await auditCount() }).toEqual(before);
    });
  });

  describe('the photo-consent marker', () => {
    it('staff see it on class lists and registers; a parent sees it on their own children with who and when', async () => {
      const aarav = kids['Aarav Sharma']!;
      const farahId = await userIdOf(await staff('farah'));
      const changedAt = new Date('2026-03-02T09:30:00.000Z');
      await t.db
        .update(children)
        .set({ photoConsent: true, photoConsentChangedAt: changedAt, photoConsentChangedByUserId: farahId })
        .where(eq(children.id, aarav));
      await t.db.update(children).set({ photoConsent: false }).where(eq(children.id, kids['Kabir Iyer']!));

      const priya = await staff('priya');
      const listed = await get<ClassStudent[]>(apiPath(apiPaths.classStudents, { classId: nurseryA }), priya);
      expect(listed.find((c) => c._id === aarav)?.photo_consent).toBe(true);
      expect(listed.find((c) => c._id === kids['Kabir Iyer'])?.photo_consent).toBe(false);
      const register = await get<AttendanceRegister>(
        apiPath(apiPaths.classAttendance, { classId: nurseryA }),
        priya,
      );
      expect(register.student_attendance_list.find((r) => r.student_id === aarav)?.photo_consent).toBe(true);

      const own = await get<ParentChild[]>(apiPaths.parentChildren, await parent('rahul'));
      expect(own.find((c) => c._id === aarav)).toMatchObject({
        photo_consent: true,
        photo_consent_changed_at: changedAt.toISOString(),
        photo_consent_changed_by: 'Farah Khan',
      });
      const anaya = own.find((c) => c._id !== aarav)!;
      expect(anaya).toMatchObject({ photo_consent_changed_at: null, photo_consent_changed_by: null });
    });
  });
});
