import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RECORDS_CHANGED_EVENT, apiPath, apiPaths, type RecordsChanged } from '@cue/contracts';
import { children, classMedia, media, mediaTags, schools } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { classesOf, demoLogins, demoPhones, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Every way a child's photo consent changes (a parent, the office's form, a CSV import and its
 * undo) records who and when, and refreshes the library photos the child is tagged on; families
 * are told only which classes to refresh, never the ids of photos (decision 040).
 */
describe('photo consent changes: who and when, and the library refresh', () => {
  let t: TestApp;
  let sunbeamId: string;
  let nurseryA: string;
  let aarav: string;
  let farahId: string;
  let sharedPhoto: string;
  let staffOnlyPhoto: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const consentRow = async () =>
    (
      await t.db
        .select({
          consent: children.photoConsent,
          at: children.photoConsentChangedAt,
          by: children.photoConsentChangedByUserId,
        })
        .from(children)
        .where(eq(children.id, aarav))
    )[0]!;

  /** A photo in Nursery A's library with Aarav tagged on it. */
  async function taggedPhoto(staffOnly: boolean): Promise<string> {
    const id = newObjectId(new Date());
    await t.db.insert(media).values({
      id,
      schoolId: sunbeamId,
      uploaderUserId: farahId,
      kind: 'image',
      mimeType: 'image/png',
      size: 10,
      width: 1,
      height: 1,
      storageKey: `${sunbeamId}/${id}/original`,
    });
    await t.db.insert(classMedia).values({
      id: newObjectId(new Date()),
      schoolId: sunbeamId,
      classId: nurseryA,
      mediaId: id,
      takenOn: '2026-11-24',
      staffOnly,
      uploadedByUserId: farahId,
    });
    await t.db
      .insert(mediaTags)
      .values({ mediaId: id, childId: aarav, schoolId: sunbeamId, taggedByUserId: farahId });
    return id;
  }

  /** Runs `change` with a staff and a family socket of Nursery A open: what each received. */
  async function heard(change: () => Promise<void>, until: (toStaff: RecordsChanged[]) => boolean) {
    const staffSocket = await connectSocket(t.app, await staff('priya'));
    const familySocket = await connectSocket(t.app, await parent('meera'));
    const toStaff = collect(staffSocket, RECORDS_CHANGED_EVENT);
    const toFamilies = collect(familySocket, RECORDS_CHANGED_EVENT);
    try {
      await change();
      await eventually(() => until(toStaff));
      await eventually(() => toFamilies.some((e) => e.entity === 'class_media'));
      return { toStaff, toFamilies };
    } finally {
      staffSocket.close();
      familySocket.close();
    }
  }
  const libraryRefreshed = (toStaff: RecordsChanged[]) =>
    toStaff.some(
      (e) => e.entity === 'class_media' && e.ids.includes(sharedPhoto) && e.ids.includes(staffOnlyPhoto),
    );

  beforeAll(async () => {
    t = await createTestApp();
    sunbeamId = (await t.db.select().from(schools).where(eq(schools.name, 'Sunbeam Nursery')))[0]!.id;
    const farah = await staff('farah');
    nurseryA = (await classesOf(t.app, farah))['Nursery A']!._id;
    aarav = (await studentsOf(t.app, farah, nurseryA))['Aarav Sharma']!;
    const details = await t.app.inject({
      method: 'GET',
      url: apiPaths.loginedUserDetails,
      headers: bearer(farah),
    });
    farahId = details.json<{ result: { user_detials: { _id: { $oid: string } } } }>().result.user_detials._id
      .$oid;
    sharedPhoto = await taggedPhoto(false);
    staffOnlyPhoto = await taggedPhoto(true);
  });
  afterAll(async () => t?.close());
  beforeEach(() => forget());

  it("a parent's change: staff get the photo ids, families only the class (no staff-only photo id)", async () => {
    const rahul = await parent('rahul');
    const { toStaff, toFamilies } = await heard(async () => {
      const response = await post(apiPath(apiPaths.childPhotoConsent, { studentId: aarav }), rahul, {
        photo_consent: false,
      });
      expect(response.statusCode, response.body).toBe(200);
    }, libraryRefreshed);
    expect(toStaff.find((e) => e.entity === 'class_media' && e.ids.length > 0)!.class_ids).toEqual([
      nurseryA,
    ]);
    expect(toFamilies.filter((e) => e.entity === 'class_media')).toEqual([
      { entity: 'class_media', ids: [], class_ids: [nurseryA] },
    ]);
    expect(JSON.stringify(toFamilies)).not.toContain(staffOnlyPhoto);
    expect(JSON.stringify(toFamilies)).not.toContain(sharedPhoto);
  });

  it("the office's form records who and when and refreshes the library", async () => {
    const farah = await staff('farah');
    await t.db
      .update(children)
      .set({ photoConsent: false, photoConsentChangedAt: null, photoConsentChangedByUserId: null })
      .where(eq(children.id, aarav));
    t.clock.advanceSeconds(60);
    const { toFamilies } = await heard(async () => {
      const response = await post(apiPath(apiPaths.studentDetails, { studentId: aarav }), farah, {
        photo_consent: true,
      });
      expect(response.statusCode, response.body).toBe(200);
    }, libraryRefreshed);
    expect(await consentRow()).toEqual({ consent: true, at: t.clock.now(), by: farahId });
    expect(JSON.stringify(toFamilies)).not.toContain(staffOnlyPhoto);

    // Saving the form again with the same consent is no consent change: who and when stay.
    t.clock.advanceSeconds(60);
    const again = await post(apiPath(apiPaths.studentDetails, { studentId: aarav }), farah, {
      first_name: 'Aarav',
      photo_consent: true,
    });
    expect(again.statusCode).toBe(200);
    expect((await consentRow()).at).not.toEqual(t.clock.now());
  });

  it('a CSV import and its undo record who and when and refresh the library', async () => {
    const farah = await staff('farah');
    await t.db
      .update(children)
      .set({
        dateOfBirth: '2022-05-04',
        photoConsent: true,
        photoConsentChangedAt: null,
        photoConsentChangedByUserId: null,
      })
      .where(eq(children.id, aarav));
    const csv = [
      'first_name,last_name,date_of_birth,class,photo_consent,guardian1_first_name,guardian1_phone',
      `Aarav,Sharma,04-05-2022,Nursery A,no,Rahul,${demoPhones.rahul}`,
    ].join('\r\n');
    const boundary = 'consentBoundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nchildren\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="children.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    );
    const previewed = await t.app.inject({
      method: 'POST',
      url: apiPaths.schoolImports,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(farah) },
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const importId = previewed.json<{ result: { _id: string } }>().result._id;
    t.clock.advanceSeconds(60);
    const { toFamilies } = await heard(async () => {
      const response = await post(apiPath(apiPaths.schoolImportCommit, { id: importId }), farah, {});
      expect(response.statusCode, response.body).toBe(200);
    }, libraryRefreshed);
    expect(await consentRow()).toEqual({ consent: false, at: t.clock.now(), by: farahId });
    expect(JSON.stringify(toFamilies)).not.toContain(staffOnlyPhoto);

    t.clock.advanceSeconds(60);
    await heard(async () => {
      const response = await post(apiPath(apiPaths.schoolImportUndo, { id: importId }), farah, {});
      expect(response.statusCode, response.body).toBe(200);
    }, libraryRefreshed);
    expect(await consentRow()).toEqual({ consent: true, at: t.clock.now(), by: farahId });
  });
});
