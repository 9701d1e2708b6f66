import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, apiPaths, type LoginedUserDetails } from '@cue/contracts';
import {
  albumMedia,
  children,
  classAlbums,
  classMedia,
  media,
  mediaAttachments,
  mediaTags,
  schools,
  users,
} from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadPhoto } from '../../test/media-files.js';

/**
 * One picture rule for staff, parent and child pictures and the school logo (decision 040): a
 * file a class library, a child tag, an album or an attachment uses never becomes a picture,
 * since a picture shows to other families and schools without the tagged children's consent.
 */
describe('the picture rule: library photos, attachments and other uploads are never pictures', () => {
  let t: TestApp;
  let sunbeamId: string;
  let nurseryA: string;
  let aarav: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const userIdOf = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: apiPaths.loginedUserDetails,
      headers: bearer(token),
    });
    return response.json<{ result: LoginedUserDetails }>().result.user_detials._id.$oid;
  };
  const pictureOfUser = async (id: string) =>
    (await t.db.select({ p: users.profilePicture }).from(users).where(eq(users.id, id)))[0]!.p;

  const upload = (token: string, colour?: string) => uploadPhoto(t.app, token, colour);

  /** Puts an upload in Nursery A's library with Aarav (no photo consent) tagged on it. */
  async function intoLibrary(mediaId: string, byUserId: string): Promise<void> {
    await t.db.insert(classMedia).values({
      id: newObjectId(new Date()),
      schoolId: sunbeamId,
      classId: nurseryA,
      mediaId,
      takenOn: '2026-11-24',
      uploadedByUserId: byUserId,
    });
    await t.db
      .insert(mediaTags)
      .values({ mediaId, childId: aarav, schoolId: sunbeamId, taggedByUserId: byUserId });
  }

  beforeAll(async () => {
    t = await createTestApp();
    sunbeamId = (await t.db.select().from(schools).where(eq(schools.name, 'Sunbeam Nursery')))[0]!.id;
    const farah = await staff('farah');
    nurseryA = (await classesOf(t.app, farah))['Nursery A']!._id;
    aarav = (await studentsOf(t.app, farah, nurseryA))['Aarav Sharma']!;
    await t.db.update(children).set({ photoConsent: false }).where(eq(children.id, aarav));
  });
  afterAll(async () => t?.close());
  beforeEach(() => forget());

  it("an admin cannot make a consent-less library photo a parent's picture; their own upload they can", async () => {
    const farah = await staff('farah');
    const farahId = await userIdOf(farah);
    const meeraId = await userIdOf(await parent('meera'));
    const libraryPhoto = await upload(farah);
    await intoLibrary(libraryPhoto, farahId);
    const otherSchool = await upload(await staff('anil'));
    const url = apiPath(apiPaths.parentById, { id: meeraId });
    const before = await pictureOfUser(meeraId);
    for (const mediaId of [libraryPhoto, otherSchool]) {
      const response = await post(url, farah, { parent_profile_picture: mediaId });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'parent_profile_picture' });
    }
    expect(await pictureOfUser(meeraId)).toBe(before);

    const fresh = await upload(farah, '#ff0000');
    expect((await post(url, farah, { parent_profile_picture: fresh })).statusCode).toBe(200);
    expect(await pictureOfUser(meeraId)).toBe(fresh);
  });

  it('a staff member cannot use their own library photo or album photo as their picture', async () => {
    const priya = await staff('priya');
    const priyaId = await userIdOf(priya);
    const tagged = await upload(priya);
    await intoLibrary(tagged, priyaId);
    const inAlbum = await upload(priya, '#00ff00');
    const albumId = newObjectId(new Date());
    await t.db.insert(classAlbums).values({
      id: albumId,
      schoolId: sunbeamId,
      classId: nurseryA,
      name: 'Autumn',
      createdByUserId: priyaId,
      updatedAt: new Date(),
    });
    await t.db.insert(albumMedia).values({ albumId, mediaId: inAlbum, schoolId: sunbeamId });
    for (const mediaId of [tagged, inAlbum]) {
      const response = await post(apiPaths.staffProfilePicture, priya, { staff_profile_picture: mediaId });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field: 'staff_profile_picture' });
    }
    expect(await pictureOfUser(priyaId)).toBeNull();
  });

  it("a parent cannot make an attached photo their child's picture or their own", async () => {
    const rahul = await parent('rahul');
    const rahulId = await userIdOf(rahul);
    const attached = await upload(rahul);
    await t.db.insert(mediaAttachments).values({
      ownerKind: 'journal_post',
      ownerId: newObjectId(new Date()),
      mediaId: attached,
      schoolId: sunbeamId,
      position: 0,
    });
    const child = await post(apiPath(apiPaths.studentProfilePicture, { studentId: aarav }), rahul, {
      student_profile_picture: attached,
    });
    expect(child.statusCode, child.body).toBe(400);
    expect(child.json()).toMatchObject({ field: 'student_profile_picture' });
    const own = await post(apiPath(apiPaths.parentById, { id: rahulId }), rahul, {
      parent_profile_picture: attached,
    });
    expect(own.statusCode, own.body).toBe(400);
    expect(own.json()).toMatchObject({ field: 'parent_profile_picture' });
  });

  it('the school logo must be a live image of the admin that no library uses', async () => {
    const farah = await staff('farah');
    const farahId = await userIdOf(farah);
    const stored = (kind: 'video' | 'document', deletedAt: Date | null = null) => {
      const id = newObjectId(new Date());
      return t.db
        .insert(media)
        .values({
          id,
          schoolId: sunbeamId,
          uploaderUserId: farahId,
          kind,
          mimeType: kind === 'video' ? 'video/mp4' : 'application/pdf',
          size: 100,
          width: 0,
          height: 0,
          storageKey: `${sunbeamId}/${id}/original`,
          deletedAt,
        })
        .then(() => id);
    };
    const deleted = await upload(farah, '#123456');
    await t.db.update(media).set({ deletedAt: new Date() }).where(eq(media.id, deleted));
    const libraryPhoto = await upload(farah, '#654321');
    await intoLibrary(libraryPhoto, farahId);
    const form = {
      name: 'Sunbeam Nursery',
      address: null,
      time_zone: 'Asia/Kolkata',
      editor_direction: 'l2r',
      academic_year: '-',
    };
    for (const logo of [await stored('document'), await stored('video'), deleted, libraryPhoto]) {
      const response = await post(apiPaths.schoolDetails, farah, { ...form, logo_media_id: logo });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field: 'logo_media_id' });
    }
    const school = (await t.db.select().from(schools).where(eq(schools.id, sunbeamId)))[0]!;
    expect(school.logoMediaId).toBeNull();
  });
});
