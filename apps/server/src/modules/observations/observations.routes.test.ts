import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import {
  OBSERVATIONS_PAGE_SIZE,
  apiPath,
  apiPaths,
  type ChildJournalPage,
  type JournalPost,
  type Observation,
  type ObservationPage,
} from '@cue/contracts';
import { auditLog, journalPosts, observations } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { classesOf, demoLogins, studentsOf, type DemoPerson } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Person = DemoPerson;
type Entry = Record<string, unknown>;

describe('observations (anecdotes) and the child journal', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let sprouts: string;
  let kidsA: Record<string, string>;
  let kidsB: Record<string, string>;
  let mapleKid: string;

  // Each test signs in the people it needs afresh (demoLogins: sign-ins move the clock).
  const { staff, parent, forget: forgetLogins } = demoLogins(() => t.app);

  const send = (
    method: 'POST' | 'GET' | 'DELETE',
    url: string,
    token: string | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      headers: { ...(token && bearer(token)), ...headers },
    });

  const createUrl = (classId: string) => apiPath(apiPaths.createAnecdotes, { classId });
  const fetchUrl = (classId: string) => apiPath(apiPaths.fetchAnecdotes, { classId });
  const reportUrl = (classId: string) => apiPath(apiPaths.reportTypeAnecdotes, { classId });
  const bulkUrl = (classId: string) => apiPath(apiPaths.bulkAnecdotes, { classId });
  const byFiltersUrl = (classId: string) => apiPath(apiPaths.deleteAnecdotesByFilters, { classId });
  const editUrl = (id: string) => apiPath(apiPaths.editAnecdote, { id });
  const deleteUrl = (id: string) => apiPath(apiPaths.deleteAnecdote, { id });
  const journalUrl = (studentId: string) => apiPath(apiPaths.childJournal, { studentId });

  /** Records entries as `person` and answers the saved observations. */
  const record = async (person: Person, classId: string, entries: Entry[]): Promise<Observation[]> => {
    const response = await send('POST', createUrl(classId), await staff(person), {
      observation_entries: entries,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json<{ result: { observation_entries: Observation[]; is_saved: true } }>();
    expect(result.is_saved).toBe(true);
    return result.observation_entries;
  };
  const list = async (
    person: Person,
    classId: string,
    filters: Record<string, unknown> = {},
    page?: number,
  ): Promise<ObservationPage> => {
    const response = await send(
      'POST',
      fetchUrl(classId),
      await staff(person),
      filters,
      page === undefined ? {} : { PageNumber: String(page) },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ObservationPage }>().result;
  };
  const share = async (person: Person, ids: string[]): Promise<JournalPost[]> => {
    const response = await send('POST', apiPaths.journalPostsFromAnecdotes, await staff(person), {
      anecdote_ids: ids,
      individual_comment: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: JournalPost[] }>().result;
  };
  const journal = async (studentId: string, page?: number): Promise<ChildJournalPage> => {
    const response = await send(
      'GET',
      journalUrl(studentId),
      await parent('rahul'),
      undefined,
      page === undefined ? {} : { PageNumber: String(page) },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ChildJournalPage }>().result;
  };
  const observationCount = async () => (await t.db.select({ n: count() }).from(observations))[0]!.n;
  const journalCount = async () => (await t.db.select({ n: count() }).from(journalPosts))[0]!.n;
  const note = (text: string) => ({ general_note: text });

  /** A 400 naming `field`, and nothing written. */
  const expectBadInput = async (
    request: () => Promise<{ statusCode: number; json: <T>() => T }>,
    field: string,
  ) => {
    const before = { observations: await observationCount(), journal: await journalCount() };
    const response = await request();
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; field: string; message: string }>();
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(body.message).toContain(field);
    expect({ observations: await observationCount(), journal: await journalCount() }).toEqual(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    const classes = await classesOf(t.app, priya);
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    kidsA = await studentsOf(t.app, priya, nurseryA);
    kidsB = await studentsOf(t.app, priya, playgroupB);
    const anil = await staff('anil');
    sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
    mapleKid = Object.values(await studentsOf(t.app, anil, sprouts))[0]!;
  });
  beforeEach(() => {
    forgetLogins();
  });
  afterAll(() => t.close());

  describe('anecdote/{classId} (record)', () => {
    it('records one observation per entry: a group observation keeps the same words for each child', async () => {
      const saved = await record('priya', nurseryA, [
        {
          student_id: kidsA['Aarav Sharma'],
          date: '2026-11-18',
          title: 'Block tower',
          ...note('Built a tall tower together.'),
          type_of_anecdote: 'general',
        },
        {
          student_id: kidsA['Diya Menon'],
          date: '2026-11-18',
          title: 'Block tower',
          ...note('Built a tall tower together.'),
          type_of_anecdote: 'general',
        },
      ]);
      expect(saved).toHaveLength(2);
      expect(saved.map((o) => o.student_name)).toEqual(['Aarav Sharma', 'Diya Menon']);
      for (const observation of saved) {
        expect(observation).toMatchObject({
          class_id: nurseryA,
          date: '2026-11-18',
          title: 'Block tower',
          general_note: 'Built a tall tower together.',
          type_of_anecdote: 'general',
          created_by: { name: 'Priya Nair' },
          can_edit: true,
          shared_to_journal: false,
        });
      }
      expect(saved[0]!._id).not.toBe(saved[1]!._id);
      // Every write is audited, with who and when.
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(
          inArray(
            auditLog.entityId,
            saved.map((o) => o._id),
          ),
        );
      expect(audits.map((a) => a.action)).toEqual(['record_observation', 'record_observation']);
      expect(audits[0]!.actorUserId).toBe(saved[0]!.created_by._id);
    });

    it("applies the spec's defaults and stores every accepted date form as an ISO day", async () => {
      const saved = await record('priya', nurseryA, [
        // No title, no date, no type: 'Observation', the school's today, 'general'.
        { student_id: kidsA['Aarav Patel'], ...note('Shared the crayons.') },
        // The assistant's DD-MM-YYYY.
        { student_id: kidsA['Aarav Patel'], date: '05-11-2026', title: '  ', ...note('Sang a song.') },
        // An instant is a day on the school's calendar: 20:00 UTC is 01:30 the next day in Kolkata.
        {
          student_id: kidsA['Aarav Patel'],
          date: '2026-11-14T20:00:00.000Z',
          ...note('Counted to ten.'),
          type_of_anecdote: 'report_card',
        },
      ]);
      // The test clock reads 2026-11-20 (UTC morning, afternoon in Kolkata).
      expect(saved[0]).toMatchObject({
        title: 'Observation',
        date: t.clock.now().toISOString().slice(0, 10),
        type_of_anecdote: 'general',
      });
      expect(saved[1]).toMatchObject({ title: 'Observation', date: '2026-11-05' });
      expect(saved[2]).toMatchObject({ date: '2026-11-15', type_of_anecdote: 'report_card' });
    });

    it('refuses bad entries with a 400 naming the field, writing none of them', async () => {
      const priya = await staff('priya');
      const good = { student_id: kidsA['Diya Menon'], ...note('Fine entry.') };
      const create = (entries: Entry[]) => () =>
        send('POST', createUrl(nurseryA), priya, { observation_entries: entries });
      await expectBadInput(
        create([good, { ...good, student_id: newObjectId() }]),
        'observation_entries.1.student_id',
      );
      await expectBadInput(
        create([good, { ...good, student_id: mapleKid }]),
        'observation_entries.1.student_id',
      );
      await expectBadInput(
        create([good, { ...good, student_id: kidsB['Anaya Sharma'] }]),
        'observation_entries.1.student_id',
      );
      await expectBadInput(
        create([{ ...good, student_id: 'not-an-id' }]),
        'observation_entries.0.student_id',
      );
      await expectBadInput(create([good, { ...good, date: '2026-13-40' }]), 'observation_entries.1.date');
      await expectBadInput(create([{ ...good, date: '31-02-2026' }]), 'observation_entries.0.date');
      await expectBadInput(create([{ ...good, date: 'yesterday' }]), 'observation_entries.0.date');
      await expectBadInput(
        create([good, { ...good, general_note: '   ' }]),
        'observation_entries.1.general_note',
      );
      await expectBadInput(
        create([{ student_id: kidsA['Diya Menon'] }]),
        'observation_entries.0.general_note',
      );
      await expectBadInput(
        create([{ ...good, type_of_anecdote: 'weekly' }]),
        'observation_entries.0.type_of_anecdote',
      );
      await expectBadInput(create([good, { ...good, _id: newObjectId() }]), 'observation_entries.1._id');
      await expectBadInput(create([]), 'observation_entries');
    });

    it('answers 401 without a token, 403 to an untaught class or a parent, 404 across schools', async () => {
      const payload = { observation_entries: [{ student_id: kidsA['Diya Menon'], ...note('x') }] };
      const before = await observationCount();
      expect((await send('POST', createUrl(nurseryA), null, payload)).statusCode).toBe(401);
      expect((await send('POST', createUrl(nurseryA), await staff('meera'), payload)).statusCode).toBe(403);
      expect((await send('POST', createUrl(nurseryA), await parent('rahul'), payload)).statusCode).toBe(403);
      expect((await send('POST', createUrl(nurseryA), await staff('anil'), payload)).statusCode).toBe(404);
      expect(await observationCount()).toBe(before);
    });
  });

  describe('fetch_anecdote/{classId}', () => {
    it('lists the class’s observations newest day first, to any teacher of the class', async () => {
      const [mine] = await record('priya', playgroupB, [
        { student_id: kidsB['Dev Mehta'], date: '2026-10-01', ...note('Painted a sun.') },
      ]);
      const [meeras] = await record('meera', playgroupB, [
        { student_id: kidsB['Dev Mehta'], date: '2026-10-02', ...note('Fed the fish.') },
      ]);
      // Meera also teaches Playgroup B: she reads Priya's observation but may not change it.
      const page = await list('meera', playgroupB, { student_id: kidsB['Dev Mehta'] });
      expect(page.observation_entries.map((o) => o._id)).toEqual([meeras!._id, mine!._id]);
      expect(page.observation_entries.map((o) => o.can_edit)).toEqual([true, false]);
      expect(page).toMatchObject({
        page_number: 1,
        page_size: OBSERVATIONS_PAGE_SIZE,
        total_count: 2,
        has_more: false,
      });
      // The school's admin reads and may change every observation.
      const asAdmin = await list('farah', playgroupB, { student_id: kidsB['Dev Mehta'] });
      expect(asAdmin.observation_entries.map((o) => o.can_edit)).toEqual([true, true]);
    });

    it('pages by the PageNumber header', async () => {
      const kid = kidsA['Riya Gupta'];
      const entries = Array.from({ length: OBSERVATIONS_PAGE_SIZE + 5 }, (_, i) => ({
        student_id: kid,
        date: `2026-09-${String(i + 1).padStart(2, '0')}`,
        title: `Day ${i + 1}`,
        ...note('Played outside.'),
      }));
      await record('priya', nurseryA, entries);
      // September's: the demo school's own observations of Riya are in the days before today.
      const september = { student_id: kid, start_date: '2026-09-01', end_date: '2026-09-30' };
      const first = await list('priya', nurseryA, september);
      expect(first).toMatchObject({ page_number: 1, total_count: 25, has_more: true });
      expect(first.observation_entries).toHaveLength(OBSERVATIONS_PAGE_SIZE);
      expect(first.observation_entries[0]!.date).toBe('2026-09-25');
      const second = await list('priya', nurseryA, september, 2);
      expect(second).toMatchObject({ page_number: 2, total_count: 25, has_more: false });
      expect(second.observation_entries.map((o) => o.date)).toEqual([
        '2026-09-05',
        '2026-09-04',
        '2026-09-03',
        '2026-09-02',
        '2026-09-01',
      ]);
      expect((await list('priya', nurseryA, september, 3)).observation_entries).toEqual([]);
      const priya = await staff('priya');
      for (const bad of ['0', 'two', '-1']) {
        const response = await send('POST', fetchUrl(nurseryA), priya, {}, { PageNumber: bad });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ field: 'pagenumber' });
      }
    });

    it('filters by child, date range and kind', async () => {
      const kid = kidsA['Maya Fernandes'];
      await record('priya', nurseryA, [
        { student_id: kid, date: '2026-08-01', ...note('a') },
        { student_id: kid, date: '2026-08-10', ...note('b'), type_of_anecdote: 'report_card' },
        { student_id: kid, date: '2026-08-20', ...note('c') },
        { student_id: kidsA['Vihaan Reddy'], date: '2026-08-10', ...note('d') },
      ]);
      const notes = (page: ObservationPage) => page.observation_entries.map((o) => o.general_note);
      // August's: the demo school's own observations of Maya are in the days before today.
      const august = { start_date: '2026-08-01', end_date: '2026-08-31' };
      expect(notes(await list('priya', nurseryA, { student_id: kid, ...august }))).toEqual(['c', 'b', 'a']);
      expect(
        notes(
          await list('priya', nurseryA, {
            student_id: kid,
            start_date: '2026-08-10',
            end_date: '2026-08-20',
          }),
        ),
      ).toEqual(['c', 'b']);
      expect(
        notes(await list('priya', nurseryA, { start_date: '2026-08-10', end_date: '2026-08-10' })),
      ).toEqual(['d', 'b']);
      expect(
        notes(await list('priya', nurseryA, { student_id: kid, type_of_anecdote: 'report_card', ...august })),
      ).toEqual(['b']);
      expect(
        notes(await list('priya', nurseryA, { student_id: kid, type_of_anecdote: 'general', ...august })),
      ).toEqual(['c', 'a']);

      const priya = await staff('priya');
      const bad = async (filters: Record<string, unknown>, field: string) => {
        const response = await send('POST', fetchUrl(nurseryA), priya, filters);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ field });
      };
      await bad({ start_date: '2026-08-20', end_date: '2026-08-01' }, 'end_date');
      await bad({ start_date: '20-08-2026' }, 'start_date');
      await bad({ type_of_anecdote: 'weekly' }, 'type_of_anecdote');
      await bad({ student_id: kidsB['Anaya Sharma'] }, 'student_id');
    });

    it('answers 401, 403 (untaught class, parent token) and 404 across schools', async () => {
      expect((await send('POST', fetchUrl(nurseryA), null, {})).statusCode).toBe(401);
      expect((await send('POST', fetchUrl(nurseryA), await staff('meera'), {})).statusCode).toBe(403);
      expect((await send('POST', fetchUrl(nurseryA), await parent('rahul'), {})).statusCode).toBe(403);
      expect((await send('POST', fetchUrl(nurseryA), await staff('anil'), {})).statusCode).toBe(404);
      expect((await send('POST', fetchUrl(sprouts), await staff('priya'), {})).statusCode).toBe(404);
    });
  });

  describe('fetch_report_type_anecdote/{classId}', () => {
    it('lists only report card observations, filtered and paged like fetch_anecdote', async () => {
      const kid = kidsA['Ananya Das'];
      await record('priya', nurseryA, [
        { student_id: kid, date: '2026-07-01', ...note('general one') },
        { student_id: kid, date: '2026-07-02', ...note('report one'), type_of_anecdote: 'report_card' },
      ]);
      const response = await send(
        'POST',
        reportUrl(nurseryA),
        await staff('priya'),
        { student_id: kid },
        { PageNumber: '1' },
      );
      expect(response.statusCode).toBe(200);
      const page = response.json<{ result: ObservationPage }>().result;
      expect(page.observation_entries.map((o) => o.general_note)).toEqual(['report one']);
      expect(page.observation_entries[0]!.type_of_anecdote).toBe('report_card');
    });

    it('answers 401, 403, 404 and 400', async () => {
      expect((await send('POST', reportUrl(nurseryA), null, {})).statusCode).toBe(401);
      expect((await send('POST', reportUrl(nurseryA), await staff('meera'), {})).statusCode).toBe(403);
      expect((await send('POST', reportUrl(nurseryA), await staff('anil'), {})).statusCode).toBe(404);
      const bad = await send('POST', reportUrl(nurseryA), await staff('priya'), { end_date: 'soon' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'end_date' });
    });
  });

  describe('edit_anecdote/{id}', () => {
    it('lets the author change fields; dates in any accepted form are stored as ISO', async () => {
      const [saved] = await record('priya', nurseryA, [
        { student_id: kidsA['Ishaan Khan'], date: '2026-11-02', title: 'Old', ...note('Old words') },
      ]);
      t.clock.advanceSeconds(60);
      const response = await send('POST', editUrl(saved!._id), await staff('priya'), {
        title: 'New',
        general_note: 'New words',
        date: '03-11-2026',
        type_of_anecdote: 'report_card',
        student_id: kidsA['Sara Ali'],
      });
      expect(response.statusCode, response.body).toBe(200);
      const edited = response.json<{ result: Observation }>().result;
      expect(edited).toMatchObject({
        _id: saved!._id,
        title: 'New',
        general_note: 'New words',
        date: '2026-11-03',
        type_of_anecdote: 'report_card',
        student_name: 'Sara Ali',
        created_at: saved!.created_at,
      });
      expect(edited.updated_at > saved!.updated_at).toBe(true);
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'edit_observation'));
      expect(audit).toMatchObject({ entity: 'observation', entityId: saved!._id });
    });

    it('lets an admin edit, but not another teacher of the class', async () => {
      const [meeras] = await record('meera', playgroupB, [
        { student_id: kidsB['Tara Singh'], ...note('Hopped.') },
      ]);
      expect(
        (await send('POST', editUrl(meeras!._id), await staff('priya'), { title: 'Mine now' })).statusCode,
      ).toBe(403);
      const byAdmin = await send('POST', editUrl(meeras!._id), await staff('farah'), { title: 'Checked' });
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json<{ result: Observation }>().result.title).toBe('Checked');
    });

    it('answers 401, 403 (untaught class, parent), 404 (other school, unknown id) and 400 naming the field', async () => {
      const [saved] = await record('priya', nurseryA, [
        { student_id: kidsA['Zoya Siddiqui'], ...note('Read a book.') },
      ]);
      const url = editUrl(saved!._id);
      expect((await send('POST', url, null, { title: 'x' })).statusCode).toBe(401);
      expect((await send('POST', url, await staff('meera'), { title: 'x' })).statusCode).toBe(403);
      expect((await send('POST', url, await parent('rahul'), { title: 'x' })).statusCode).toBe(403);
      expect((await send('POST', url, await staff('anil'), { title: 'x' })).statusCode).toBe(404);
      expect(
        (await send('POST', editUrl(newObjectId()), await staff('priya'), { title: 'x' })).statusCode,
      ).toBe(404);

      const priya = await staff('priya');
      const edit = (body: Entry) => () => send('POST', url, priya, body);
      await expectBadInput(edit({ general_note: ' ' }), 'general_note');
      await expectBadInput(edit({ date: '2026-02-30' }), 'date');
      await expectBadInput(edit({ type_of_anecdote: 'monthly' }), 'type_of_anecdote');
      await expectBadInput(edit({ student_id: kidsB['Dev Mehta'] }), 'student_id');
      await expectBadInput(edit({ student_id: mapleKid }), 'student_id');
      await expectBadInput(edit({}), 'body');
      const unchanged = (await list('priya', nurseryA, { student_id: kidsA['Zoya Siddiqui'] }))
        .observation_entries[0];
      expect(unchanged).toMatchObject({ general_note: 'Read a book.', title: 'Observation' });
    });
  });

  describe('delete_anecdote/{id}', () => {
    it('deletes the author’s observation, answers output.id and audits it', async () => {
      const [saved] = await record('priya', nurseryA, [
        { student_id: kidsA['Arjun Nair'], ...note('Jumped.') },
      ]);
      const response = await send('DELETE', deleteUrl(saved!._id), await staff('priya'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ output: { id: saved!._id } });
      // Only the demo school's own observation of Arjun (before today) is left.
      const left = await list('priya', nurseryA, { student_id: kidsA['Arjun Nair'] });
      expect(left.observation_entries.map((o) => o._id)).not.toContain(saved!._id);
      expect(left.total_count).toBe(1);
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'delete_observation'));
      expect(audit).toMatchObject({ entityId: saved!._id });
      expect((await send('DELETE', deleteUrl(saved!._id), await staff('priya'))).statusCode).toBe(404);
    });

    it('answers 401, 403 (untaught class, another teacher’s), 404 across schools; admins may delete', async () => {
      const [saved] = await record('priya', nurseryA, [
        { student_id: kidsA['Myra Kapoor'], ...note('Drew.') },
      ]);
      const [meeras] = await record('meera', playgroupB, [
        { student_id: kidsB['Yusuf Qureshi'], ...note('Ran.') },
      ]);
      const url = deleteUrl(saved!._id);
      expect((await send('DELETE', url, null)).statusCode).toBe(401);
      expect((await send('DELETE', url, await staff('meera'))).statusCode).toBe(403);
      expect((await send('DELETE', url, await parent('rahul'))).statusCode).toBe(403);
      expect((await send('DELETE', url, await staff('anil'))).statusCode).toBe(404);
      expect((await send('DELETE', deleteUrl(meeras!._id), await staff('priya'))).statusCode).toBe(403);
      const badId = await send('DELETE', deleteUrl('bad'), await staff('priya'));
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toMatchObject({ field: 'id' });
      expect((await send('DELETE', url, await staff('farah'))).statusCode).toBe(200);
    });
  });

  describe('create_bulk_anecdote/{classId}', () => {
    it('records new entries and updates entries carrying an _id, in one request', async () => {
      const [first] = await record('priya', nurseryA, [
        { student_id: kidsA['Reyansh Joshi'], ...note('First draft') },
      ]);
      const response = await send('POST', bulkUrl(nurseryA), await staff('priya'), {
        observation_entries: [
          {
            _id: first!._id,
            student_id: kidsA['Reyansh Joshi'],
            date: '2026-11-10',
            ...note('Reviewed words'),
          },
          {
            student_id: kidsA['Aditi Rao'],
            date: '10-11-2026',
            title: 'Puzzle',
            ...note('Finished a puzzle'),
          },
        ],
        is_saved: false,
      });
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json<{ result: { observation_entries: Observation[]; is_saved: boolean } }>()
        .result;
      expect(saved.is_saved).toBe(true);
      expect(saved.observation_entries[0]).toMatchObject({
        _id: first!._id,
        general_note: 'Reviewed words',
        date: '2026-11-10',
      });
      expect(saved.observation_entries[1]).toMatchObject({
        student_name: 'Aditi Rao',
        title: 'Puzzle',
        date: '2026-11-10',
      });
    });

    it('checks every entry first: a foreign _id or student writes nothing', async () => {
      const [mine] = await record('priya', nurseryA, [
        { student_id: kidsA['Omar Haddad'], ...note('Unchanged') },
      ]);
      const [other] = await record('priya', playgroupB, [
        { student_id: kidsB['Nila Pillai'], ...note('Other class') },
      ]);
      const priya = await staff('priya');
      const bulk = (entries: Entry[]) => () =>
        send('POST', bulkUrl(nurseryA), priya, { observation_entries: entries });
      const update = { _id: mine!._id, student_id: kidsA['Omar Haddad'], ...note('Changed') };
      await expectBadInput(
        bulk([update, { _id: other!._id, student_id: kidsA['Omar Haddad'], ...note('x') }]),
        'observation_entries.1._id',
      );
      await expectBadInput(
        bulk([update, { _id: newObjectId(), student_id: kidsA['Omar Haddad'], ...note('x') }]),
        'observation_entries.1._id',
      );
      await expectBadInput(bulk([update, update]), 'observation_entries.1._id');
      await expectBadInput(
        bulk([update, { student_id: mapleKid, ...note('x') }]),
        'observation_entries.1.student_id',
      );
      await expectBadInput(
        bulk([update, { student_id: kidsA['Leah Cohen'], ...note('x'), date: '2026/11/01' }]),
        'observation_entries.1.date',
      );
      const [still] = (await list('priya', nurseryA, { student_id: kidsA['Omar Haddad'] }))
        .observation_entries;
      expect(still!.general_note).toBe('Unchanged');
    });

    it('answers 401, 403 (untaught class, another teacher’s observation) and 404 across schools', async () => {
      const [meeras] = await record('meera', playgroupB, [
        { student_id: kidsB['Advik Jain'], ...note('Sang.') },
      ]);
      const payload = { observation_entries: [{ student_id: kidsA['Noah Thomas'], ...note('x') }] };
      expect((await send('POST', bulkUrl(nurseryA), null, payload)).statusCode).toBe(401);
      expect((await send('POST', bulkUrl(nurseryA), await staff('meera'), payload)).statusCode).toBe(403);
      expect((await send('POST', bulkUrl(nurseryA), await staff('anil'), payload)).statusCode).toBe(404);
      const takeOver = await send('POST', bulkUrl(playgroupB), await staff('priya'), {
        observation_entries: [{ _id: meeras!._id, student_id: kidsB['Advik Jain'], ...note('Overwritten') }],
      });
      expect(takeOver.statusCode).toBe(403);
    });
  });

  describe('anecdote/delete_by_filters/{classId}', () => {
    it('deletes the matching observations; a member deletes only their own', async () => {
      const kid = kidsA['Saanvi Bose'];
      const mine = await record('priya', nurseryA, [
        { student_id: kid, date: '2026-06-01', ...note('r1'), type_of_anecdote: 'report_card' },
        { student_id: kid, date: '2026-06-02', ...note('g1') },
      ]);
      const [admins] = await record('farah', nurseryA, [
        { student_id: kid, date: '2026-06-03', ...note('r2'), type_of_anecdote: 'report_card' },
      ]);
      const response = await send('POST', byFiltersUrl(nurseryA), await staff('priya'), {
        student_id: kid,
        type_of_anecdote: 'report_card',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ output: { ids: [mine[0]!._id], deleted_count: 1 } });
      const left = await list('priya', nurseryA, { student_id: kid });
      expect(left.observation_entries.map((o) => o.general_note)).toEqual(['r2', 'g1']);
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'delete_observations_by_filters'));
      expect(audit!.details).toMatchObject({ ids: [mine[0]!._id] });

      // The admin deletes everyone's.
      const byAdmin = await send('POST', byFiltersUrl(nurseryA), await staff('farah'), {
        student_id: kid,
        start_date: '2026-06-01',
        end_date: '2026-06-30',
      });
      expect(byAdmin.json<{ output: { ids: string[] } }>().output.ids.sort()).toEqual(
        [admins!._id, mine[1]!._id].sort(),
      );
    });

    it('needs at least one filter and answers 401, 403, 404 and 400 naming the field', async () => {
      const priya = await staff('priya');
      await expectBadInput(() => send('POST', byFiltersUrl(nurseryA), priya, {}), 'filters');
      await expectBadInput(
        () => send('POST', byFiltersUrl(nurseryA), priya, { student_id: mapleKid }),
        'student_id',
      );
      await expectBadInput(
        () => send('POST', byFiltersUrl(nurseryA), priya, { start_date: '1-1-2026' }),
        'start_date',
      );
      const payload = { type_of_anecdote: 'general' };
      expect((await send('POST', byFiltersUrl(nurseryA), null, payload)).statusCode).toBe(401);
      expect((await send('POST', byFiltersUrl(nurseryA), await staff('meera'), payload)).statusCode).toBe(
        403,
      );
      expect((await send('POST', byFiltersUrl(nurseryA), await staff('anil'), payload)).statusCode).toBe(404);
    });
  });

  describe('create_journal_posts_from_anecdotes/ and child_journal/{studentId}', () => {
    it("shares observations to each child's own journal, which the parent reads", async () => {
      const saved = await record('priya', nurseryA, [
        {
          student_id: kidsA['Aarav Sharma'],
          date: '2026-11-19',
          title: 'Garden',
          ...note('Watered the plants.'),
        },
        {
          student_id: kidsA['Kabir Iyer'],
          date: '2026-11-19',
          title: 'Garden',
          ...note('Watered the plants.'),
        },
      ]);
      const posts = await share('priya', [saved[0]!._id, saved[1]!._id]);
      expect(posts.map((p) => p.student_id)).toEqual([kidsA['Aarav Sharma'], kidsA['Kabir Iyer']]);
      expect(posts[0]).toMatchObject({
        anecdote_id: saved[0]!._id,
        title: 'Garden',
        body: 'Watered the plants.',
        date: '2026-11-19',
        created_by: { name: 'Priya Nair' },
      });

      const aaravsJournal = await journal(kidsA['Aarav Sharma']!);
      expect(aaravsJournal.journal_posts.map((p) => p._id)).toContain(posts[0]!._id);
      expect(aaravsJournal.journal_posts.map((p) => p._id)).not.toContain(posts[1]!._id);
      // Staff lists show it is in the journal.
      const [listed] = (await list('priya', nurseryA, { student_id: kidsA['Kabir Iyer'] }))
        .observation_entries;
      expect(listed!.shared_to_journal).toBe(true);

      // Sharing again after an edit refreshes the same post instead of adding another.
      await send('POST', editUrl(saved[0]!._id), await staff('priya'), {
        general_note: 'Watered every plant.',
      });
      const [again] = await share('priya', [saved[0]!._id, saved[0]!._id]);
      expect(again).toMatchObject({ _id: posts[0]!._id, body: 'Watered every plant.' });
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, posts[0]!._id));
      expect(audits.map((a) => a.action)).toEqual([
        'share_observation_to_journal',
        'share_observation_to_journal',
      ]);

      // Deleting the observation keeps what the family was already shown.
      await send('DELETE', deleteUrl(saved[0]!._id), await staff('priya'));
      const kept = (await journal(kidsA['Aarav Sharma']!)).journal_posts.find((p) => p._id === posts[0]!._id);
      expect(kept).toMatchObject({ anecdote_id: null, body: 'Watered every plant.' });
    });

    it('pages the journal by the PageNumber header', async () => {
      const kid = kidsB['Anaya Sharma']!; // Rahul's other child
      const saved = await record(
        'priya',
        playgroupB,
        Array.from({ length: OBSERVATIONS_PAGE_SIZE + 1 }, (_, i) => ({
          student_id: kid,
          date: `2026-05-${String(i + 1).padStart(2, '0')}`,
          ...note(`Entry ${i + 1}`),
        })),
      );
      await share(
        'priya',
        saved.map((o) => o._id),
      );
      const first = await journal(kid);
      expect(first).toMatchObject({ page_number: 1, total_count: 21, has_more: true });
      expect(first.journal_posts[0]!.body).toBe('Entry 21');
      const second = await journal(kid, 2);
      expect(second).toMatchObject({ page_number: 2, has_more: false });
      expect(second.journal_posts.map((p) => p.body)).toEqual(['Entry 1']);
    });

    it('answers 401, 403 (untaught class, parent token) and 404 (other school, unknown id) when sharing', async () => {
      const [saved] = await record('priya', nurseryA, [
        { student_id: kidsA['Krish Malhotra'], ...note('Smiled.') },
      ]);
      const payload = { anecdote_ids: [saved!._id], individual_comment: true };
      const url = apiPaths.journalPostsFromAnecdotes;
      const before = await journalCount();
      expect((await send('POST', url, null, payload)).statusCode).toBe(401);
      expect((await send('POST', url, await staff('meera'), payload)).statusCode).toBe(403);
      expect((await send('POST', url, await parent('rahul'), payload)).statusCode).toBe(403);
      expect((await send('POST', url, await staff('anil'), payload)).statusCode).toBe(404);
      expect(
        (await send('POST', url, await staff('priya'), { anecdote_ids: [saved!._id, newObjectId()] }))
          .statusCode,
      ).toBe(404);
      expect(await journalCount()).toBe(before);
      const priya = await staff('priya');
      await expectBadInput(() => send('POST', url, priya, { anecdote_ids: [] }), 'anecdote_ids');
      await expectBadInput(() => send('POST', url, priya, { anecdote_ids: ['x'] }), 'anecdote_ids.0');
      await expectBadInput(
        () => send('POST', url, priya, { anecdote_ids: [saved!._id], individual_comment: false }),
        'individual_comment',
      );
    });

    it('answers 401, 403 (another family’s child, staff token) and 404 (other school) on the journal', async () => {
      expect((await send('GET', journalUrl(kidsA['Aarav Sharma']!), null)).statusCode).toBe(401);
      expect((await send('GET', journalUrl(kidsA['Kabir Iyer']!), await parent('rahul'))).statusCode).toBe(
        403,
      );
      expect((await send('GET', journalUrl(kidsA['Aarav Sharma']!), await staff('priya'))).statusCode).toBe(
        403,
      );
      expect((await send('GET', journalUrl(mapleKid), await parent('rahul'))).statusCode).toBe(404);
      expect((await send('GET', journalUrl(newObjectId()), await parent('rahul'))).statusCode).toBe(404);
      // Meera reads her own child's journal.
      expect((await send('GET', journalUrl(kidsA['Kabir Iyer']!), await parent('meera'))).statusCode).toBe(
        200,
      );
    });
  });

  describe('realtime', () => {
    let sockets: TestSocket[] = [];
    afterAll(() => sockets.forEach((socket) => socket.close()));

    it("pushes 'observation' to the class's staff after each change, and 'journal' to its families on sharing", async () => {
      const teacher = await connectSocket(t.app, await staff('priya'));
      const otherTeacher = await connectSocket(t.app, await staff('meera'));
      const family = await connectSocket(t.app, await parent('rahul'));
      sockets = [teacher, otherTeacher, family];
      const teacherEvents = collect(teacher, 'records-changed');
      const otherEvents = collect(otherTeacher, 'records-changed');
      const familyEvents = collect(family, 'records-changed');

      const [saved] = await record('priya', nurseryA, [
        { student_id: kidsA['Aarav Sharma'], ...note('Live!') },
      ]);
      await eventually(() => teacherEvents.length === 1);
      expect(teacherEvents[0]).toEqual({ entity: 'observation', ids: [saved!._id], class_ids: [nurseryA] });

      await send('POST', editUrl(saved!._id), await staff('priya'), { title: 'Live edit' });
      await eventually(() => teacherEvents.length === 2);

      const [post] = await share('priya', [saved!._id]);
      await eventually(() => familyEvents.length === 1 && teacherEvents.length === 4);
      expect(familyEvents[0]).toEqual({ entity: 'journal', ids: [post!._id], class_ids: [nurseryA] });
      expect(teacherEvents.map((e) => e.entity)).toEqual([
        'observation',
        'observation',
        'journal',
        'observation',
      ]);

      await send('DELETE', deleteUrl(saved!._id), await staff('priya'));
      await eventually(() => teacherEvents.length === 5);
      expect(teacherEvents[4]).toEqual({ entity: 'observation', ids: [saved!._id], class_ids: [nurseryA] });

      // Meera does not teach Nursery A; families never hear of staff-only observation changes.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(otherEvents).toEqual([]);
      expect(familyEvents).toHaveLength(1);
    });
  });
});
