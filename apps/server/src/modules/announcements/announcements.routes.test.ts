import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  RECORDS_CHANGED_EVENT,
  apiPath,
  apiPaths,
  type Announcement,
  type AnnouncementPage,
} from '@cue/contracts';
import { announcementClasses, announcements, auditLog, scheduledJobs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, parentToken, staffToken } from '../../test/sign-in.js';
import { classesOf, demoPhones, studentsOf, type DemoClass } from '../../test/demo.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';

type Payload = Record<string, unknown>;
type Who = 'priya' | 'farah' | 'meera' | 'anil' | 'rahul' | 'meeraParent';

describe('announcements', () => {
  let t: TestApp;
  let nurseryA: DemoClass;
  let playgroupB: DemoClass;
  let butterflies: DemoClass;
  let sprouts: DemoClass;

  const save = (token: string | null, payload: Payload, id?: string) =>
    t.app.inject({
      method: 'POST',
      url: id ? apiPath(apiPaths.announcementById, { id }) : apiPaths.createAnnouncement,
      payload,
      ...(token && { headers: bearer(token) }),
    });
  const remove = (token: string | null, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: apiPath(apiPaths.announcementById, { id }),
      ...(token && { headers: bearer(token) }),
    });
  const get = (token: string | null, url: string) =>
    t.app.inject({ method: 'GET', url, ...(token && { headers: bearer(token) }) });
  const created = async (token: string, payload: Payload): Promise<string> => {
    const response = await save(token, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { id: string } }>().result.id;
  };
  const staffList = async (token: string, query = ''): Promise<AnnouncementPage> => {
    const response = await get(token, `${apiPaths.announcements}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: AnnouncementPage }>().result;
  };
  const parentList = async (token: string, query = ''): Promise<Announcement[]> => {
    const response = await get(token, `${apiPaths.parentAnnouncements}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: AnnouncementPage }>().result.announcements;
  };
  const rowCounts = async () => ({
    announcements: (await t.db.select({ n: count() }).from(announcements))[0]!.n,
    classes: (await t.db.select({ n: count() }).from(announcementClasses))[0]!.n,
    jobs: (await t.db.select({ n: count() }).from(scheduledJobs))[0]!.n,
    audit: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
  });
  /**
   * Fresh sessions for a test: each sign-in moves the clock on 12 minutes and access tokens live an
   * hour, so a test signs in only the (at most five) people it uses.
   */
  const signedIn = async <K extends Who>(...who: K[]): Promise<Record<K, string>> => {
    const tokens = {} as Record<K, string>;
    for (const name of who) {
      tokens[name] =
        name === 'rahul'
          ? await parentToken(t.app, demoPhones.rahul)
          : name === 'meeraParent'
            ? await parentToken(t.app, demoPhones.meera)
            : await staffToken(t.app, demoPhones[name as Exclude<Who, 'rahul' | 'meeraParent'>]);
    }
    return tokens;
  };
  const titled = (title: string) => ({ title, summary: `About ${title}` });

  beforeAll(async () => {
    t = await createTestApp();
    const sunbeam = await classesOf(t.app, await staffToken(t.app, demoPhones.farah));
    nurseryA = sunbeam['Nursery A']!;
    playgroupB = sunbeam['Playgroup B']!;
    butterflies = sunbeam['Butterflies Kindergarten With A Very Long Class Name']!;
    sprouts = (await classesOf(t.app, await staffToken(t.app, demoPhones.anil)))['Sprouts']!;
  });
  afterAll(() => t.close());

  it('publishes an announcement to everyone now: staff and parents see it, and it is audited', async () => {
    const { priya, anil, rahul, meeraParent } = await signedIn('priya', 'anil', 'rahul', 'meeraParent');
    const id = await created(priya, { ...titled('Sports day'), send_email: false });
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({ status: 'published', shareWith: 'Everyone', title: 'Sports day' });
    expect(row!.publishedAt!.toISOString()).toBe(t.clock.now().toISOString());

    const listed = (await staffList(priya)).announcements.find((a) => a._id === id)!;
    expect(listed).toMatchObject({
      title: 'Sports day',
      summary: 'About Sports day',
      share_with: 'Everyone',
      save_as_draft: false,
      schedule_later: false,
      is_published: true,
      is_saved: true,
      status: 'published',
      classes_ids: [],
      announcement_media: [],
      file_link: null,
      can_manage: true,
      created_by: { first_name: 'Priya', last_name: 'Nair' },
    });
    // School-local (Kolkata, UTC+05:30) date and time of publication.
    const local = new Date(t.clock.now().getTime() + 330 * 60_000);
    expect(listed.date).toBe(local.toISOString().slice(0, 10));
    expect(listed.time).toMatch(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/);

    expect((await parentList(rahul)).map((a) => a._id)).toContain(id);
    expect((await parentList(meeraParent)).map((a) => a._id)).toContain(id);
    // Another school's admin sees nothing of Sunbeam's.
    expect((await staffList(anil)).announcements.map((a) => a._id)).not.toContain(id);

    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audited.map((a) => a.action)).toEqual(['create_announcement']);
  });

  it('shares with chosen classes: only those classes’ families see it once published', async () => {
    const { priya, meera, rahul } = await signedIn('priya', 'meera', 'rahul');
    const id = await created(priya, {
      ...titled('Nursery A picnic'),
      share_with: 'Classes',
      classes_ids: [nurseryA._id],
    });
    const listed = (await staffList(priya)).announcements.find((a) => a._id === id)!;
    expect(listed.classes).toEqual([{ _id: nurseryA._id, class_name: 'Nursery A' }]);
    // Rahul's Aarav and Meera's Kabir are in Nursery A.
    expect((await parentList(rahul)).map((a) => a._id)).toContain(id);
    // Filtered by child: Aarav's list has it, his sister Anaya's (Playgroup B) does not.
    const students = await studentsOf(t.app, priya, nurseryA._id);
    const aarav = students['Aarav Sharma']!;
    expect((await parentList(rahul, `?student_id=${aarav}`)).map((a) => a._id)).toContain(id);
    const anaya = (await studentsOf(t.app, priya, playgroupB._id))['Anaya Sharma']!;
    expect((await parentList(rahul, `?student_id=${anaya}`)).map((a) => a._id)).not.toContain(id);

    // Staff filter by class: Nursery A's list has it, Playgroup B's does not.
    expect((await staffList(priya, `?class_id=${nurseryA._id}`)).announcements.map((a) => a._id)).toContain(
      id,
    );
    expect(
      (await staffList(priya, `?class_id=${playgroupB._id}`)).announcements.map((a) => a._id),
    ).not.toContain(id);
    // Meera teaches only Playgroup B: a Nursery A announcement is not hers to see.
    expect((await staffList(meera)).announcements.map((a) => a._id)).not.toContain(id);
  });

  it('keeps drafts from parents and from other teachers; the status filter finds them', async () => {
    const { priya, farah, meera, rahul } = await signedIn('priya', 'farah', 'meera', 'rahul');
    const id = await created(priya, { ...titled('Draft newsletter'), save_as_draft: true });
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({ status: 'draft', publishedAt: null, scheduledFor: null });
    const drafts = await staffList(priya, '?status=draft');
    expect(drafts.announcements.map((a) => a._id)).toContain(id);
    expect(drafts.announcements.every((a) => a.save_as_draft && a.status === 'draft')).toBe(true);
    expect((await staffList(priya, '?status=published')).announcements.map((a) => a._id)).not.toContain(id);
    expect((await staffList(meera)).announcements.map((a) => a._id)).not.toContain(id);
    // Farah may manage others' announcements, so she sees the draft and may edit it.
    const seenByFarah = (await staffList(farah)).announcements.find((a) => a._id === id);
    expect(seenByFarah?.can_manage).toBe(true);
    expect((await parentList(rahul)).map((a) => a._id)).not.toContain(id);
  });

  it('pages the staff list 20 at a time, newest first', async () => {
    const { farah } = await signedIn('farah');
    for (let i = 0; i < 21; i++) {
      t.clock.advanceSeconds(60);
      await created(farah, titled(`Bulk ${i}`));
    }
    const first = await staffList(farah);
    expect(first.page_size).toBe(20);
    expect(first.announcements).toHaveLength(20);
    expect(first.announcements[0]!.title).toBe('Bulk 20');
    const second = await staffList(farah, '?page=2');
    expect(second.total).toBe(first.total);
    expect(second.announcements[0]!.title).not.toBe('Bulk 20');
  });

  it('lets the creator edit a draft and publish it; the update is audited', async () => {
    const { priya, rahul } = await signedIn('priya', 'rahul');
    const id = await created(priya, { ...titled('Fix me'), save_as_draft: true });
    const response = await save(priya, { ...titled('Fixed'), save_as_draft: false }, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { id, status: 'published' } });
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({ title: 'Fixed', status: 'published' });
    expect((await parentList(rahul)).map((a) => a._id)).toContain(id);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action).sort()).toEqual(['create_announcement', 'update_announcement']);

    // Published: no more edits (the UI hides Edit), nothing changes.
    const again = await save(priya, titled('Too late'), id);
    expect(again.statusCode).toBe(400);
    expect(again.json().field).toBe('id');
    const [unchanged] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(unchanged!.title).toBe('Fixed');
  });

  it('lets only the creator or staff with access_others_announcement edit and delete (403)', async () => {
    const { priya, farah, meera } = await signedIn('priya', 'farah', 'meera');
    const id = await created(priya, titled('Priya’s notice'));
    const draft = await created(priya, { ...titled('Priya’s draft'), save_as_draft: true });
    const before = await rowCounts();
    // Meera is a Member without access_others_announcement.
    expect((await staffList(meera)).announcements.find((a) => a._id === id)?.can_manage).toBe(false);
    const edit = await save(meera, titled('Meera was here'), draft);
    expect(edit.statusCode).toBe(403);
    expect((await remove(meera, id)).statusCode).toBe(403);
    expect((await remove(meera, draft)).statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);

    // Farah (admin role: access_others_announcement) may.
    expect((await save(farah, { ...titled('Edited by Farah'), save_as_draft: true }, draft)).statusCode).toBe(
      200,
    );
    expect((await remove(farah, id)).statusCode).toBe(200);
    expect((await t.db.select().from(announcements).where(eq(announcements.id, id))).length).toBe(0);
  });

  it('deletes an announcement: gone for parents, audited, and 404 the second time', async () => {
    const { priya, rahul } = await signedIn('priya', 'rahul');
    const id = await created(priya, titled('To delete'));
    expect((await parentList(rahul)).map((a) => a._id)).toContain(id);
    const response = await remove(priya, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true });
    expect((await parentList(rahul)).map((a) => a._id)).not.toContain(id);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    // Both written at the same (hand-moved) instant: compare as a set.
    expect(actions.map((a) => a.action).sort()).toEqual(['create_announcement', 'delete_announcement']);
    expect((await remove(priya, id)).statusCode).toBe(404);
  });

  it('answers 404 across schools: Anil cannot edit, delete or filter by Sunbeam’s records', async () => {
    const { priya, meera, anil, rahul } = await signedIn('priya', 'meera', 'anil', 'rahul');
    const id = await created(priya, { ...titled('Sunbeam only'), save_as_draft: true });
    const before = await rowCounts();
    const edit = await save(anil, titled('Maple was here'), id);
    expect(edit.statusCode).toBe(404);
    expect((await remove(anil, id)).statusCode).toBe(404);
    expect((await get(anil, `${apiPaths.announcements}?class_id=${nurseryA._id}`)).statusCode).toBe(404);
    // Priya filtering by Maple's class: 404 too; by a Sunbeam class she does not teach: 403.
    expect((await get(priya, `${apiPaths.announcements}?class_id=${sprouts._id}`)).statusCode).toBe(404);
    expect((await get(meera, `${apiPaths.announcements}?class_id=${nurseryA._id}`)).statusCode).toBe(403);
    // Rahul asking for a Maple child (none of his): 404.
    const mapleChild = Object.values(await studentsOf(t.app, anil, sprouts._id))[0]!;
    expect((await get(rahul, `${apiPaths.parentAnnouncements}?student_id=${mapleChild}`)).statusCode).toBe(
      404,
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses parent tokens on staff endpoints and staff tokens on the parent endpoint (403)', async () => {
    const { priya, rahul } = await signedIn('priya', 'rahul');
    const id = await created(priya, { ...titled('Staff only'), save_as_draft: true });
    const before = await rowCounts();
    expect((await save(rahul, titled('Parent post'))).statusCode).toBe(403);
    expect((await save(rahul, titled('Parent edit'), id)).statusCode).toBe(403);
    expect((await remove(rahul, id)).statusCode).toBe(403);
    expect((await get(rahul, apiPaths.announcements)).statusCode).toBe(403);
    expect((await get(priya, apiPaths.parentAnnouncements)).statusCode).toBe(403);
    // Another family's child of the same school: 403.
    const diya = (await studentsOf(t.app, priya, nurseryA._id))['Diya Menon']!;
    expect((await get(rahul, `${apiPaths.parentAnnouncements}?student_id=${diya}`)).statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it('reads one announcement for the edit form: 403 for another’s draft or an unseen class, 404 across schools', async () => {
    const { priya, meera, anil, rahul } = await signedIn('priya', 'meera', 'anil', 'rahul');
    const one = (token: string, id: string) => get(token, apiPath(apiPaths.announcementById, { id }));
    const draft = await created(priya, {
      ...titled('Draft to reopen'),
      save_as_draft: true,
      schedule_later: true,
      date: '2026-12-24',
      time: '09:30 AM',
    });
    const response = await one(priya, draft);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      _id: draft,
      title: 'Draft to reopen',
      save_as_draft: true,
      schedule_later: true,
      date: '2026-12-24',
      time: '09:30 AM',
      can_manage: true,
    });
    const nurseryOnly = await created(priya, {
      ...titled('Nursery only'),
      share_with: 'Classes',
      classes_ids: [nurseryA._id],
    });
    const everyone = await created(priya, titled('For all'));
    expect((await one(meera, draft)).statusCode).toBe(403);
    expect((await one(meera, nurseryOnly)).statusCode).toBe(403);
    expect((await one(meera, everyone)).json().result.can_manage).toBe(false);
    expect((await one(anil, everyone)).statusCode).toBe(404);
    expect((await one(rahul, everyone)).statusCode).toBe(403);
    expect((await get(null, apiPath(apiPaths.announcementById, { id: everyone }))).statusCode).toBe(401);
    const badId = await one(priya, 'nope');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
  });

  it('answers 401 without a token on every endpoint', async () => {
    const id = '0'.repeat(24);
    expect((await save(null, titled('x'))).statusCode).toBe(401);
    expect((await save(null, titled('x'), id)).statusCode).toBe(401);
    expect((await remove(null, id)).statusCode).toBe(401);
    expect((await get(null, apiPaths.announcements)).statusCode).toBe(401);
    expect((await get(null, apiPaths.parentAnnouncements)).statusCode).toBe(401);
    expect((await get(null, apiPath(apiPaths.announcementById, { id }))).statusCode).toBe(401);
  });

  it('rejects bad input with a 400 naming the field, writing nothing', async () => {
    const { priya } = await signedIn('priya');
    const draft = await created(priya, { ...titled('Valid draft'), save_as_draft: true });
    const before = await rowCounts();
    const cases: [Payload, string][] = [
      [{ title: '   ', summary: 'x' }, 'title'],
      [{ summary: 'no title' }, 'title'],
      [{ ...titled('Bad date'), schedule_later: true, date: '2026-02-31', time: '10:00 AM' }, 'date'],
      [{ ...titled('Bad date'), schedule_later: true, date: '21-11-2026', time: '10:00 AM' }, 'date'],
      [{ ...titled('Bad time'), schedule_later: true, date: '2026-12-01', time: '25:00' }, 'time'],
      [{ ...titled('Bad time'), schedule_later: true, date: '2026-12-01', time: '13:00 PM' }, 'time'],
      [{ ...titled('No time'), schedule_later: true, date: '2026-12-01' }, 'time'],
      [{ ...titled('No date'), schedule_later: true, time: '10:00 AM' }, 'date'],
      [{ ...titled('Past'), schedule_later: true, date: '2026-01-01', time: '10:00 AM' }, 'date'],
      [{ ...titled('No classes'), share_with: 'Classes', classes_ids: [] }, 'classes_ids'],
      [{ ...titled('Unknown'), share_with: 'Classes', classes_ids: ['f'.repeat(24)] }, 'classes_ids'],
      [{ ...titled('Other school'), share_with: 'Classes', classes_ids: [sprouts._id] }, 'classes_ids'],
      // Priya does not teach Butterflies: a class she does not see is refused the same way.
      [{ ...titled('Untaught'), share_with: 'Classes', classes_ids: [butterflies._id] }, 'classes_ids'],
      [{ ...titled('Malformed id'), share_with: 'Classes', classes_ids: ['abc'] }, 'classes_ids.0'],
      [{ ...titled('Share'), share_with: 'Some' }, 'share_with'],
    ];
    for (const [payload, field] of cases) {
      for (const id of [undefined, draft]) {
        const response = await save(priya, payload, id);
        expect(response.statusCode, `${JSON.stringify(payload)} -> ${response.body}`).toBe(400);
        expect(response.json().field).toBe(field);
        expect(response.json().message).toContain(field);
      }
    }
    // A time earlier today (school-local) is in the past as well: 400 naming time.
    const local = new Date(t.clock.now().getTime() + 330 * 60_000);
    const today = local.toISOString().slice(0, 10);
    const earlier = await save(priya, {
      ...titled('Earlier'),
      schedule_later: true,
      date: today,
      time: '12:01 AM',
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().field).toBe('time');
    const badQuery = await get(priya, `${apiPaths.announcements}?status=archived`);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().field).toBe('status');
    expect(await rowCounts()).toEqual(before);
    const [unchanged] = await t.db.select().from(announcements).where(eq(announcements.id, draft));
    expect(unchanged!.title).toBe('Valid draft');
  });

  it('pushes every change after commit: staff only for drafts, families too on publish', async () => {
    const { priya, rahul } = await signedIn('priya', 'rahul');
    const parentSocket = await connectSocket(t.app, rahul);
    const staffSocket = await connectSocket(t.app, priya);
    const toParent = collect(parentSocket, RECORDS_CHANGED_EVENT);
    const toStaff = collect(staffSocket, RECORDS_CHANGED_EVENT);
    try {
      const draft = await created(priya, { ...titled('Quiet draft'), save_as_draft: true });
      await eventually(() => toStaff.some((e) => e.ids.includes(draft)));
      const published = await created(priya, {
        ...titled('Loud news'),
        share_with: 'Classes',
        classes_ids: [nurseryA._id],
      });
      await eventually(() => toParent.some((e) => e.ids.includes(published)));
      expect(toParent.find((e) => e.ids.includes(published))).toEqual({
        entity: 'announcement',
        ids: [published],
        class_ids: [nurseryA._id],
      });
      expect(toParent.some((e) => e.ids.includes(draft))).toBe(false);
      await remove(priya, draft);
      await eventually(() => toStaff.filter((e) => e.ids.includes(draft)).length === 2);
      expect(toParent.some((e) => e.ids.includes(draft))).toBe(false);
    } finally {
      parentSocket.close();
      staffSocket.close();
    }
  });
});
