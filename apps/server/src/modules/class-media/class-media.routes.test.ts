import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  messages,
  type Album,
  type Announcement,
  type ClassMediaItem,
  type ClassMediaPage,
  type Observation,
  type PhotoConsentState,
} from '@cue/contracts';
import { announcements, auditLog, classMedia, mediaTags } from '../../db/schema/index.js';
import { classesOf, demoLogins, studentsOf, type DemoPerson } from '../../test/demo.js';
import { multipartFile } from '../../test/multipart.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uniqueViolationField } from '../../lib/unique-violation.js';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

describe('class media library, albums and photo consent', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let sprouts: string;
  let kidsA: Record<string, string>;
  let kidsB: Record<string, string>;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string | null,
    payload?: Record<string, unknown>,
  ): Promise<Response> =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });

  const libraryUrl = (classId: string) => apiPath(apiPaths.classMedia, { classId });
  const editUrl = (id: string) => apiPath(apiPaths.classMediaEdit, { id });
  const byDateUrl = (classId: string) => apiPath(apiPaths.filterMediaByDate, { classId });
  const childUrl = (studentId: string) => apiPath(apiPaths.searchChildMedia, { studentId });
  const albumsUrl = (classId: string) => apiPath(apiPaths.classAlbums, { classId });
  const albumUrl = (id: string) => apiPath(apiPaths.albumEdit, { id });
  const consentUrl = (studentId: string) => apiPath(apiPaths.childPhotoConsent, { studentId });

  /** A small photo uploaded by `person`: its media id. */
  const uploadPhoto = async (person: DemoPerson = 'priya') => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile({ filename: 'photo.png', contentType: 'image/png', bytes });
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadImage,
      payload,
      headers: { ...headers, ...bearer(await staff(person)) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { _id: string } }>().result._id;
  };

  /** Priya adds fresh photos to Nursery A tagging `children`: the items. */
  const addPhotos = async (children: string[], extra: Record<string, unknown> = {}, n = 1) => {
    const ids = [];
    for (let i = 0; i < n; i++) ids.push(await uploadPhoto());
    const response = await send('POST', libraryUrl(nurseryA), await staff('priya'), {
      media_ids: ids,
      student_ids: children,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ClassMediaItem[] }>().result;
  };

  const pageOf = (response: Response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ClassMediaPage }>().result;
  };
  const idsOf = (page: ClassMediaPage) => page.items.map((item) => item._id);
  const staffGrid = async () => pageOf(await send('GET', libraryUrl(nurseryA), await staff('priya')));
  /** Nursery A's grid as a family sees it: Rahul (Aarav's father) or Meera (Kabir's mother). */
  const familyGrid = async (person: 'rahul' | 'meera') =>
    pageOf(await send('GET', libraryUrl(nurseryA), await parent(person)));
  const setConsent = async (person: DemoPerson, childId: string, consent: boolean, asStaff = false) => {
    const token = asStaff ? await staff(person) : await parent(person);
    const response = await send('POST', consentUrl(childId), token, { photo_consent: consent });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: PhotoConsentState }>().result;
  };
  const itemCount = async () => (await t.db.select({ n: count() }).from(classMedia))[0]!.n;
  const tagCount = async () => (await t.db.select({ n: count() }).from(mediaTags))[0]!.n;

  /** A 400 naming `field`, and no library item or tag written. */
  const expectBadInput = async (request: () => Promise<Response>, field: string) => {
    const before = [await itemCount(), await tagCount()];
    const response = await request();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect([await itemCount(), await tagCount()]).toEqual(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    kidsA = await studentsOf(t.app, priya, nurseryA);
    kidsB = await studentsOf(t.app, priya, playgroupB);
    sprouts = (await classesOf(t.app, await staff('anil')))['Sprouts']!._id;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  describe('media_links/', () => {
    const fresh = async (token: string | null, ids: string[]) =>
      send('POST', apiPaths.mediaLinks, token, { media_ids: ids });

    it('renews the links of your own uploads and of class photos you work with, after the old ones expired', async () => {
      const own = await uploadPhoto();
      const [item] = await addPhotos([]);
      t.clock.advanceSeconds(10 * 60);
      const response = await fresh(await staff('priya'), [own, item!._id]);
      expect(response.statusCode, response.body).toBe(200);
      const files = response.json<{ result: { _id: string; thumbnail_link: string }[] }>().result;
      expect(files.map((file) => file._id)).toEqual([own, item!._id]);
      const opened = await t.app.inject({ method: 'GET', url: files[0]!.thumbnail_link });
      expect(opened.statusCode).toBe(200);
    });

    it("answers 401 without a token, 403 for another class's photo, 404 for another person's upload or school", async () => {
      const priyasUpload = await uploadPhoto();
      const [item] = await addPhotos([]);
      expect((await fresh(null, [priyasUpload])).statusCode).toBe(401);
      // Meera teaches Playgroup B only: Nursery A's library photo is not hers to use.
      expect((await fresh(await staff('meera'), [item!._id])).statusCode).toBe(403);
      // Another school's teacher, and a parent, get nothing of Priya's.
      expect((await fresh(await staff('anil'), [priyasUpload])).statusCode).toBe(404);
      expect((await fresh(await parent('rahul'), [priyasUpload])).statusCode).toBe(404);
      expect((await fresh(await parent('rahul'), [item!._id])).statusCode).toBe(404);
    });

    it("renews a parent's own upload (it belongs to no school), not another parent's", async () => {
      const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00aa00' } })
        .png()
        .toBuffer();
      const { payload, headers } = multipartFile({ filename: 'art.png', contentType: 'image/png', bytes });
      const uploaded = await t.app.inject({
        method: 'POST',
        url: apiPaths.uploadImage,
        payload,
        headers: { ...headers, ...bearer(await parent('rahul')) },
      });
      const id = uploaded.json<{ result: { _id: string } }>().result._id;
      expect((await fresh(await parent('rahul'), [id])).statusCode).toBe(200);
      expect((await fresh(await parent('meera'), [id])).statusCode).toBe(404);
    });

    it('refuses an empty list naming media_ids', async () => {
      const response = await fresh(await staff('priya'), []);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'media_ids' });
    });
  });

  describe('class_media/{classId}', () => {
    it('adds uploaded photos tagged with children, dated the school today, newest first', async () => {
      const [first] = await addPhotos([kidsA['Aarav Sharma']!], { caption: 'Painting' });
      const [second] = await addPhotos([]);
      expect(first).toMatchObject({
        class_id: nurseryA,
        caption: 'Painting',
        staff_only: false,
        consent_blocked: false,
        tagged_students: [{ _id: kidsA['Aarav Sharma'], first_name: 'Aarav', photo_consent: true }],
        uploaded_by: { first_name: 'Priya' },
      });
      expect(first!.media.media_link).toContain('signature=');
      const grid = await staffGrid();
      expect(idsOf(grid).slice(0, 2)).toEqual([second!._id, first!._id]);
      expect(grid.next_cursor).toBeNull();
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'add_class_media'));
      expect(audit).toBeDefined();
    });

    it('answers 401 without a token, 403 to parents adding, other classes and 404 for another school', async () => {
      const id = await uploadPhoto();
      const body = { media_ids: [id] };
      expect((await send('GET', libraryUrl(nurseryA), null)).statusCode).toBe(401);
      expect((await send('POST', libraryUrl(nurseryA), null, body)).statusCode).toBe(401);
      expect((await send('POST', libraryUrl(nurseryA), await parent('rahul'), body)).statusCode).toBe(403);
      // Meera teaches Playgroup B only; Rahul's children are not in Sprouts' school.
      expect((await send('GET', libraryUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
      expect((await send('POST', libraryUrl(nurseryA), await staff('meera'), body)).statusCode).toBe(403);
      expect((await send('GET', libraryUrl(sprouts), await staff('priya'))).statusCode).toBe(404);
      expect((await send('GET', libraryUrl(nurseryA), await staff('anil'))).statusCode).toBe(404);
      expect((await send('GET', libraryUrl(sprouts), await parent('rahul'))).statusCode).toBe(404);
      // Meera's family has no child in Playgroup B: another class of her school is refused.
      expect((await send('GET', libraryUrl(playgroupB), await parent('meera'))).statusCode).toBe(403);
    });

    it('refuses bad input naming the field, and writes nothing', async () => {
      const id = await uploadPhoto();
      const priya = await staff('priya');
      await expectBadInput(
        () =>
          send('POST', libraryUrl(nurseryA), priya, {
            media_ids: [id],
            student_ids: [kidsB['Anaya Sharma']],
          }),
        'student_ids',
      );
      const farahs = await uploadPhoto('farah');
      await expectBadInput(
        () => send('POST', libraryUrl(nurseryA), priya, { media_ids: [farahs] }),
        'media_ids',
      );
      await expectBadInput(() => send('POST', libraryUrl(nurseryA), priya, { media_ids: [] }), 'media_ids');
      await expectBadInput(
        () => send('POST', libraryUrl(nurseryA), priya, { media_ids: [id], taken_on: '2999-01-01' }),
        'taken_on',
      );
      const [added] = await addPhotos([]);
      await expectBadInput(
        () => send('POST', libraryUrl(nurseryA), priya, { media_ids: [added!._id] }),
        'media_ids',
      );
      const badCursor = await send('GET', `${libraryUrl(nurseryA)}?cursor=nope`, priya);
      expect(badCursor.statusCode).toBe(400);
      expect(badCursor.json()).toMatchObject({ field: 'cursor' });
    });

    it('pages by cursor without repeating or skipping an item', async () => {
      const all = idsOf(await staffGrid());
      const firstPage = pageOf(await send('GET', libraryUrl(nurseryA), await staff('priya')));
      expect(idsOf(firstPage)).toEqual(all);
      // Items of one day are ordered by id; a cursor after the second item gives the rest.
      const cursor = `${firstPage.items[1]!.taken_on}~${firstPage.items[1]!._id}`;
      const rest = pageOf(
        await send('GET', `${libraryUrl(nurseryA)}?cursor=${cursor}`, await staff('priya')),
      );
      expect(idsOf(rest)).toEqual(all.slice(2));
    });

    it('refuses a cursor with a day that does not exist (400 cursor), on the grid and by day', async () => {
      const priya = await staff('priya');
      const cursor = `2024-02-31~${'a'.repeat(24)}`;
      const grid = await send('GET', `${libraryUrl(nurseryA)}?cursor=${cursor}`, priya);
      const byDay = await send('POST', byDateUrl(nurseryA), priya, {
        from_date: '2024-02-01',
        to_date: '2024-02-28',
        cursor,
      });
      for (const response of [grid, byDay]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'cursor' });
      }
    });

    it('adds a file once when two adds of it arrive together: the other is told media_ids', async () => {
      const priya = await staff('priya');
      const id = await uploadPhoto();
      const before = await itemCount();
      const add = () => send('POST', libraryUrl(nurseryA), priya, { media_ids: [id], student_ids: [] });
      const answers = await Promise.all([add(), add()]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((r) => r.statusCode === 400)!;
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'media_ids' });
      expect(await itemCount()).toBe(before + 1);
    });

    it('names media_ids when the unique index stops a second add that passed the check in a race', async () => {
      // Under PGlite the two adds above rarely interleave; the database's own answer is what the
      // losing request meets when they do (PostgreSQL in CI), and it must read as a 400 media_ids.
      const [item] = await addPhotos([]);
      const [row] = await t.db.select().from(classMedia).where(eq(classMedia.mediaId, item!._id));
      const duplicate = t.db.insert(classMedia).values({ ...row!, id: 'f'.repeat(24), classId: playgroupB });
      const error = await duplicate.then(
        () => null,
        (e: unknown) => e,
      );
      expect(uniqueViolationField(error)).toBe('media_ids');
    });
  });

  describe('reads by day and by child, and the bulk calls', () => {
    it('filters by day and finds a child’s photos; refuses reversed days and other schools', async () => {
      const diya = kidsA['Diya Menon']!;
      const [photo] = await addPhotos([diya], { taken_on: '2026-01-05' });
      const priya = await staff('priya');
      const day = pageOf(
        await send('POST', byDateUrl(nurseryA), priya, { from_date: '2026-01-05', to_date: '2026-01-05' }),
      );
      expect(idsOf(day)).toEqual([photo!._id]);
      const reversed = await send('POST', byDateUrl(nurseryA), priya, {
        from_date: '2026-01-06',
        to_date: '2026-01-05',
      });
      expect(reversed.json()).toMatchObject({ field: 'to_date' });
      expect(idsOf(pageOf(await send('GET', childUrl(diya), priya)))).toContain(photo!._id);
      expect((await send('GET', childUrl(diya), await staff('anil'))).statusCode).toBe(404);
      expect((await send('GET', childUrl(diya), null)).statusCode).toBe(401);
      expect(
        (
          await send('POST', byDateUrl(nurseryA), await staff('anil'), {
            from_date: '2026-01-05',
            to_date: '2026-01-05',
          })
        ).statusCode,
      ).toBe(404);
    });

    it('bulk calls: 401 without a token, 403 for parents and untaught classes, 404 across schools, 400 naming media_ids', async () => {
      const [photo] = await addPhotos([]);
      const body = { media_ids: [photo!._id], staff_only: true, student_ids: [] };
      for (const url of [
        apiPaths.deleteBulkMedia,
        apiPaths.mediaPrivacyStatus,
        apiPaths.multiplePeoplesTag,
      ]) {
        expect((await send('POST', url, null, body)).statusCode, url).toBe(401);
        expect((await send('POST', url, await parent('rahul'), body)).statusCode, url).toBe(403);
        expect((await send('POST', url, await staff('meera'), body)).statusCode, url).toBe(403);
        expect((await send('POST', url, await staff('anil'), body)).statusCode, url).toBe(404);
        const bad = await send('POST', url, await staff('priya'), { ...body, media_ids: ['nope'] });
        expect(bad.json(), url).toMatchObject({ field: 'media_ids.0' });
      }
      // Nothing changed: still shared with families, still there.
      expect(idsOf(await familyGrid('rahul'))).toContain(photo!._id);
    });
  });

  describe('photo consent is enforced for every family', () => {
    it('hides a photo of a child without consent from another family on every read, but not from the own family or staff', async () => {
      const aarav = kidsA['Aarav Sharma']!;
      const kabir = kidsA['Kabir Iyer']!;
      const [photo] = await addPhotos([aarav, kabir]);
      const [album] = [
        (
          await send('POST', albumsUrl(nurseryA), await staff('priya'), {
            name: 'Consent album',
            media_ids: [photo!._id],
          })
        ).json<{ result: Album }>().result,
      ];
      expect((await familyGrid('meera')).items.map((i) => i._id)).toContain(photo!._id);

      const state = await setConsent('rahul', aarav, false);
      expect(state).toMatchObject({ student_id: aarav, photo_consent: false, changed_by: 'Rahul Sharma' });
      expect(state.changed_at).not.toBeNull();

      // Kabir's family: nowhere, though Kabir is on it.
      const meera = await parent('meera');
      expect(idsOf(await familyGrid('meera'))).not.toContain(photo!._id);
      const today = photo!.taken_on;
      expect(
        idsOf(pageOf(await send('POST', byDateUrl(nurseryA), meera, { from_date: today, to_date: today }))),
      ).not.toContain(photo!._id);
      expect(idsOf(pageOf(await send('GET', childUrl(kabir), meera)))).not.toContain(photo!._id);
      expect(
        idsOf(pageOf(await send('GET', `${libraryUrl(nurseryA)}?album_id=${album._id}`, meera))),
      ).toEqual([]);
      const albumForMeera = (await send('GET', albumUrl(album._id), meera)).json<{ result: Album }>().result;
      expect(albumForMeera).toMatchObject({ media_count: 0, cover: null });
      const listForMeera = (await send('GET', albumsUrl(nurseryA), meera)).json<{ result: Album[] }>().result;
      expect(listForMeera.find((a) => a._id === album._id)).toMatchObject({ media_count: 0, cover: null });

      // Aarav's own family still sees it, with only their own child among the tags.
      const rahul = await parent('rahul');
      const forRahul = (await familyGrid('rahul')).items.find((i) => i._id === photo!._id);
      expect(forRahul).toMatchObject({ consent_blocked: false, tagged_students: [{ _id: aarav }] });
      expect(idsOf(pageOf(await send('GET', childUrl(aarav), rahul)))).toContain(photo!._id);
      expect(
        (await send('GET', albumUrl(album._id), rahul)).json<{ result: Album }>().result.media_count,
      ).toBe(1);

      // Staff see it with the marker.
      const forStaff = (await staffGrid()).items.find((i) => i._id === photo!._id);
      expect(forStaff).toMatchObject({ consent_blocked: true });
      expect(forStaff!.tagged_students.map((c) => [c._id, c.photo_consent])).toEqual(
        expect.arrayContaining([
          [aarav, false],
          [kabir, true],
        ]),
      );

      // Given again: Kabir's family sees it again.
      await setConsent('rahul', aarav, true);
      expect(idsOf(await familyGrid('meera'))).toContain(photo!._id);
      const shown = (await familyGrid('meera')).items.find((i) => i._id === photo!._id);
      expect(shown!.tagged_students.map((c) => c._id)).toEqual([kabir]);
    });

    it('never shows staff-only photos to families', async () => {
      const [photo] = await addPhotos([kidsA['Aarav Sharma']!], { staff_only: true });
      expect(idsOf(await familyGrid('rahul'))).not.toContain(photo!._id);
      expect(
        idsOf(pageOf(await send('GET', childUrl(kidsA['Aarav Sharma']!), await parent('rahul')))),
      ).not.toContain(photo!._id);
      const shared = await send('POST', apiPaths.mediaPrivacyStatus, await staff('priya'), {
        media_ids: [photo!._id],
        staff_only: false,
      });
      expect(shared.json()).toEqual({ result: { updated: 1 } });
      expect(idsOf(await familyGrid('rahul'))).toContain(photo!._id);
    });

    it('does not let a family search another family’s child', async () => {
      const meera = await parent('meera');
      expect((await send('GET', childUrl(kidsA['Aarav Sharma']!), meera)).statusCode).toBe(403);
      const filtered = await send(
        'GET',
        `${libraryUrl(nurseryA)}?student_id=${kidsA['Aarav Sharma']}`,
        meera,
      );
      expect(filtered.statusCode).toBe(400);
    });
  });

  describe('child_photo_consent/{studentId}', () => {
    it('is changed by a parent of the child or the office, audited, and refused to others', async () => {
      const aarav = kidsA['Aarav Sharma']!;
      expect((await send('POST', consentUrl(aarav), null, { photo_consent: true })).statusCode).toBe(401);
      expect(
        (await send('POST', consentUrl(aarav), await parent('meera'), { photo_consent: false })).statusCode,
      ).toBe(403);
      expect(
        (await send('POST', consentUrl(aarav), await staff('priya'), { photo_consent: false })).statusCode,
      ).toBe(403);
      expect(
        (await send('POST', consentUrl(aarav), await staff('anil'), { photo_consent: false })).statusCode,
      ).toBe(404);
      const bad = await send('POST', consentUrl(aarav), await parent('rahul'), { photo_consent: 'no' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'photo_consent' });
      const byOffice = await setConsent('farah', aarav, true, true);
      expect(byOffice).toMatchObject({ photo_consent: true, changed_by: 'Farah Khan' });
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, aarav));
      expect(audits.map((a) => a.action)).toContain('give_photo_consent');
    });
  });

  describe('editing, tagging and deleting', () => {
    it('edits caption and day; 404 for another school; 403 for a class the teacher does not teach', async () => {
      const [photo] = await addPhotos([]);
      const edited = await send('POST', editUrl(photo!._id), await staff('priya'), { caption: 'Sand play' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<{ result: ClassMediaItem }>().result.caption).toBe('Sand play');
      expect(
        (await send('POST', editUrl(photo!._id), await staff('anil'), { caption: 'x' })).statusCode,
      ).toBe(404);
      expect(
        (await send('POST', editUrl(photo!._id), await staff('meera'), { caption: 'x' })).statusCode,
      ).toBe(403);
      expect(
        (await send('POST', editUrl(photo!._id), await parent('rahul'), { caption: 'x' })).statusCode,
      ).toBe(403);
      expect((await send('POST', editUrl(photo!._id), null, { caption: 'x' })).statusCode).toBe(401);
      const bad = await send('POST', editUrl(photo!._id), await staff('priya'), { taken_on: 'yesterday' });
      expect(bad.json()).toMatchObject({ field: 'taken_on' });
    });

    it('tags children of the class only (400 student_ids otherwise), adding or replacing', async () => {
      const [photo] = await addPhotos([kidsA['Aarav Sharma']!]);
      const priya = await staff('priya');
      await expectBadInput(
        () =>
          send('POST', apiPaths.multiplePeoplesTag, priya, {
            media_ids: [photo!._id],
            student_ids: [kidsB['Anaya Sharma']],
          }),
        'student_ids',
      );
      const set = await send('POST', apiPaths.multiplePeoplesTag, priya, {
        media_ids: [photo!._id],
        student_ids: [kidsA['Diya Menon']],
        mode: 'set',
      });
      expect(set.json()).toEqual({ result: { updated: 1 } });
      const item = (await staffGrid()).items.find((i) => i._id === photo!._id);
      expect(item!.tagged_students.map((c) => c._id)).toEqual([kidsA['Diya Menon']]);
    });

    it('deletes a photo everywhere: the grid, albums and its link', async () => {
      const [one, two] = await addPhotos([], {}, 2);
      const priya = await staff('priya');
      const album = (
        await send('POST', albumsUrl(nurseryA), priya, { name: 'Garden', media_ids: [one!._id, two!._id] })
      ).json<{ result: Album }>().result;
      expect(album.media_count).toBe(2);
      expect((await send('DELETE', editUrl(one!._id), await staff('meera'))).statusCode).toBe(403);
      const deleted = await send('DELETE', editUrl(one!._id), priya);
      expect(deleted.json()).toEqual({ result: { updated: 1 } });
      expect(idsOf(await staffGrid())).not.toContain(one!._id);
      expect((await t.app.inject({ method: 'GET', url: one!.media.media_link })).statusCode).toBe(404);
      expect(
        (await send('GET', albumUrl(album._id), priya)).json<{ result: Album }>().result.media_count,
      ).toBe(1);
      const bulk = await send('POST', apiPaths.deleteBulkMedia, priya, { media_ids: [two!._id] });
      expect(bulk.json()).toEqual({ result: { updated: 1 } });
      expect((await send('GET', albumUrl(album._id), priya)).json<{ result: Album }>().result).toMatchObject({
        media_count: 0,
        cover: null,
      });
      // Deleted items are not found again.
      expect(
        (await send('POST', apiPaths.deleteBulkMedia, priya, { media_ids: [two!._id] })).statusCode,
      ).toBe(404);
      expect(
        (await send('POST', apiPaths.deleteBulkMedia, await staff('anil'), { media_ids: [] })).statusCode,
      ).toBe(400);
    });
  });

  describe('create_post_with_media/{classId} and announcements', () => {
    const postUrl = () => apiPath(apiPaths.createPostWithMedia, { classId: nurseryA });
    const parentPosts = async (person: 'rahul' | 'meera') => {
      const response = await send('GET', apiPaths.parentAnnouncements, await parent(person));
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ result: { announcements: Announcement[] } }>().result.announcements;
    };

    it('posts photos to the class; withdrawing consent later hides the photo from other families only', async () => {
      const aarav = kidsA['Aarav Sharma']!;
      await setConsent('rahul', aarav, true);
      const [photo] = await addPhotos([aarav]);
      const response = await send('POST', postUrl(), await staff('priya'), {
        title: 'Garden day',
        media_ids: [photo!._id],
      });
      expect(response.statusCode, response.body).toBe(200);
      const post = response.json<{ result: Announcement }>().result;
      expect(post).toMatchObject({ share_with: 'Classes', classes_ids: [nurseryA], status: 'published' });
      expect(post.announcement_media.map((f) => f._id)).toEqual([photo!._id]);
      expect(post.file_link).toBeNull();
      const seenBy = async (person: 'rahul' | 'meera') =>
        (await parentPosts(person)).find((a) => a._id === post._id)!.announcement_media.map((f) => f._id);
      expect(await seenBy('meera')).toEqual([photo!._id]);

      await setConsent('rahul', aarav, false);
      expect(await seenBy('meera')).toEqual([]);
      expect(await seenBy('rahul')).toEqual([photo!._id]);
      await setConsent('rahul', aarav, true);
      // Made staff-only after sharing: no family sees it any more.
      await send('POST', apiPaths.mediaPrivacyStatus, await staff('priya'), {
        media_ids: [photo!._id],
        staff_only: true,
      });
      expect(await seenBy('rahul')).toEqual([]);
    });

    it('refuses to share a photo of a child without consent, naming the child, and writes nothing', async () => {
      const diya = kidsA['Diya Menon']!;
      const [photo] = await addPhotos([diya]);
      await setConsent('farah', diya, false, true);
      const before = (await t.db.select({ n: count() }).from(announcements))[0]!.n;
      const refused = await send('POST', postUrl(), await staff('priya'), {
        title: 'Sand',
        media_ids: [photo!._id],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field: 'media_ids',
        message: `${messages.noPhotoConsentFor} Diya Menon`,
      });
      // The announcement form refuses it the same way.
      const viaForm = await send('POST', apiPaths.createAnnouncement, await staff('priya'), {
        title: 'Sand',
        share_with: 'Classes',
        classes_ids: [nurseryA],
        announcement_media: [photo!._id],
      });
      expect(viaForm.json()).toMatchObject({
        field: 'announcement_media',
        message: `${messages.noPhotoConsentFor} Diya Menon`,
      });
      expect((await t.db.select({ n: count() }).from(announcements))[0]!.n).toBe(before);
      expect(
        (await send('POST', postUrl(), await parent('rahul'), { title: 'x', media_ids: [photo!._id] }))
          .statusCode,
      ).toBe(403);
      expect(
        (await send('POST', postUrl(), await staff('meera'), { title: 'x', media_ids: [photo!._id] }))
          .statusCode,
      ).toBe(403);
      expect((await send('POST', postUrl(), null, { title: 'x', media_ids: [photo!._id] })).statusCode).toBe(
        401,
      );
      const sproutsPost = apiPath(apiPaths.createPostWithMedia, { classId: sprouts });
      expect(
        (await send('POST', sproutsPost, await staff('priya'), { title: 'x', media_ids: [photo!._id] }))
          .statusCode,
      ).toBe(404);
      await setConsent('farah', diya, true, true);
    });
  });

  describe('observations and the child journal', () => {
    const recordFor = async (childId: string, extra: Record<string, unknown> = {}) => {
      const response = await send(
        'POST',
        apiPath(apiPaths.createAnecdotes, { classId: nurseryA }),
        await staff('priya'),
        {
          observation_entries: [{ student_id: childId, general_note: 'Painted a sun', ...extra }],
        },
      );
      return response;
    };
    const attachUrl = (id: string) => apiPath(apiPaths.addMediaToAnecdotes, { id });
    const journalOf = async (person: 'rahul' | 'meera', childId: string) => {
      const response = await send(
        'GET',
        apiPath(apiPaths.childJournal, { studentId: childId }),
        await parent(person),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        result: { journal_posts: { anecdote_id: string | null; media: { _id: string }[] }[] };
      }>().result.journal_posts;
    };

    it('attaches photos on record and later; a photo of another child without consent is refused by name', async () => {
      const aarav = kidsA['Aarav Sharma']!;
      const kabir = kidsA['Kabir Iyer']!;
      const [ofAarav] = await addPhotos([aarav]);
      const [ofBoth] = await addPhotos([aarav, kabir]);
      await setConsent('rahul', aarav, false);

      // Aarav's own observation may carry his photo: only his family reads his journal.
      const recorded = await recordFor(aarav, { media_ids: [ofAarav!._id] });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const observation = recorded.json<{ result: { observation_entries: Observation[] } }>().result
        .observation_entries[0]!;
      expect(observation.media.map((f) => f._id)).toEqual([ofAarav!._id]);

      // Kabir's observation may not: Kabir's family would see Aarav.
      const refused = await recordFor(kabir, { media_ids: [ofBoth!._id] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field: 'observation_entries.0.media_ids',
        message: `${messages.noPhotoConsentFor} Aarav Sharma`,
      });
      const kabirsObservation = (await recordFor(kabir)).json<{
        result: { observation_entries: Observation[] };
      }>().result.observation_entries[0]!;
      const attachRefused = await send('POST', attachUrl(kabirsObservation._id), await staff('priya'), {
        media_ids: [ofBoth!._id],
      });
      expect(attachRefused.json()).toMatchObject({
        field: 'media_ids',
        message: `${messages.noPhotoConsentFor} Aarav Sharma`,
      });
      expect(
        (await send('POST', attachUrl(kabirsObservation._id), null, { media_ids: [ofBoth!._id] })).statusCode,
      ).toBe(401);
      expect(
        (
          await send('POST', attachUrl(kabirsObservation._id), await parent('rahul'), {
            media_ids: [ofBoth!._id],
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await send('POST', attachUrl(kabirsObservation._id), await staff('anil'), {
            media_ids: [ofBoth!._id],
          })
        ).statusCode,
      ).toBe(404);

      // With consent given, it attaches; shared to the journal, Kabir's family sees it until consent is withdrawn.
      await setConsent('rahul', aarav, true);
      const attached = await send('POST', attachUrl(kabirsObservation._id), await staff('priya'), {
        media_ids: [ofBoth!._id],
      });
      expect(attached.statusCode, attached.body).toBe(200);
      expect(attached.json<{ result: Observation }>().result.media.map((f) => f._id)).toEqual([ofBoth!._id]);
      const shared = await send('POST', apiPaths.journalPostsFromAnecdotes, await staff('priya'), {
        anecdote_ids: [kabirsObservation._id, observation._id],
      });
      expect(shared.statusCode, shared.body).toBe(200);
      const kabirPost = async () =>
        (await journalOf('meera', kabir)).find((p) => p.anecdote_id === kabirsObservation._id)!;
      expect((await kabirPost()).media.map((f) => f._id)).toEqual([ofBoth!._id]);
      await setConsent('rahul', aarav, false);
      expect((await kabirPost()).media).toEqual([]);
      // Aarav's family still sees his photo in his journal.
      const aaravPost = (await journalOf('rahul', aarav)).find((p) => p.anecdote_id === observation._id)!;
      expect(aaravPost.media.map((f) => f._id)).toEqual([ofAarav!._id]);
      await setConsent('rahul', aarav, true);
    });
  });

  describe('realtime', () => {
    it("pushes 'class_media' and 'album' to the class's staff and families after commit, not to other classes", async () => {
      const teacher = await connectSocket(t.app, await staff('priya'));
      const otherTeacher = await connectSocket(t.app, await staff('meera'));
      const family = await connectSocket(t.app, await parent('rahul'));
      try {
        const teacherEvents = collect(teacher, 'records-changed');
        const otherEvents = collect(otherTeacher, 'records-changed');
        const familyEvents = collect(family, 'records-changed');
        const [photo] = await addPhotos([]);
        // Staff learn which photo; families only that the class's grid changed (decision 040).
        await eventually(() => teacherEvents.length >= 1 && familyEvents.length === 1);
        expect(teacherEvents).toContainEqual({
          entity: 'class_media',
          ids: [photo!._id],
          class_ids: [nurseryA],
        });
        expect(familyEvents[0]).toEqual({ entity: 'class_media', ids: [], class_ids: [nurseryA] });
        const album = (
          await send('POST', albumsUrl(nurseryA), await staff('priya'), {
            name: 'Live',
            media_ids: [photo!._id],
          })
        ).json<{ result: Album }>().result;
        await eventually(() => familyEvents.length === 2);
        expect(familyEvents[1]).toEqual({ entity: 'album', ids: [album._id], class_ids: [nurseryA] });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(otherEvents).toEqual([]);
      } finally {
        for (const socket of [teacher, otherTeacher, family]) socket.close();
      }
    });
  });

  describe('albums', () => {
    it('are made, renamed, filled and deleted by staff, read by the class families', async () => {
      const priya = await staff('priya');
      const [photo] = await addPhotos([]);
      const created = await send('POST', albumsUrl(nurseryA), priya, {
        name: '  Sports day ',
        description: 'Races',
      });
      expect(created.statusCode, created.body).toBe(200);
      const album = created.json<{ result: Album }>().result;
      expect(album).toMatchObject({
        name: 'Sports day',
        description: 'Races',
        media_count: 0,
        class_id: nurseryA,
      });
      const edited = await send('POST', albumUrl(album._id), priya, {
        name: 'Sports',
        add_media_ids: [photo!._id],
      });
      expect(edited.json<{ result: Album }>().result).toMatchObject({ name: 'Sports', media_count: 1 });
      expect(edited.json<{ result: Album }>().result.cover?._id).toBe(photo!._id);
      const forRahul = await send('GET', albumsUrl(nurseryA), await parent('rahul'));
      expect(forRahul.json<{ result: Album[] }>().result.map((a) => a._id)).toContain(album._id);
      expect((await send('POST', albumsUrl(nurseryA), await parent('rahul'), { name: 'x' })).statusCode).toBe(
        403,
      );
      expect((await send('POST', albumsUrl(nurseryA), await staff('meera'), { name: 'x' })).statusCode).toBe(
        403,
      );
      expect((await send('GET', albumUrl(album._id), await staff('anil'))).statusCode).toBe(404);
      expect((await send('GET', albumsUrl(nurseryA), null)).statusCode).toBe(401);
      const blank = await send('POST', albumsUrl(nurseryA), priya, { name: '   ' });
      expect(blank.json()).toMatchObject({ field: 'name' });
      const foreign = await send('POST', albumUrl(album._id), priya, { add_media_ids: ['0'.repeat(24)] });
      expect(foreign.json()).toMatchObject({ field: 'add_media_ids' });
      expect((await send('DELETE', albumUrl(album._id), priya)).json()).toEqual({
        result: { _id: album._id },
      });
      expect((await send('GET', albumUrl(album._id), priya)).statusCode).toBe(404);
      // The photo stays in the library.
      expect(idsOf(await staffGrid())).toContain(photo!._id);
    });
  });
});
