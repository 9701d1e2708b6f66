import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { apiPath, apiPaths, messages, type ChildJournalPage, type JournalEntry } from '@cue/contracts';
import { journalComments, journalPosts, journalReactions, journalReads } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { classesOf, demoLogins, studentsOf, type DemoPerson } from '../../test/demo.js';
import { addClassPhoto, setPhotoConsent } from '../../test/class-photos.js';
import { collect, connectSocket, eventually, type TestSocket } from '../../test/socket-client.js';
import { apiCaller } from '../../test/api-caller.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('the journal: staff posts, family comments, reactions and read receipts', () => {
  let t: TestApp;
  let nurseryA: string;
  let sprouts: string;
  let kidsA: Record<string, string>;
  let mapleKid: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = apiCaller(() => t.app);

  const postUrl = (classId: string) => apiPath(apiPaths.createJournalPost, { classId });
  const classUrl = (classId: string) => apiPath(apiPaths.classJournal, { classId });
  const childUrl = (studentId: string) => apiPath(apiPaths.childJournal, { studentId });
  const commentUrl = (id: string) => apiPath(apiPaths.journalComment, { id });
  const reactionUrl = (id: string) => apiPath(apiPaths.journalReaction, { id });
  const deleteUrl = (id: string) => apiPath(apiPaths.deleteJournalPost, { id });

  const post = async (person: DemoPerson, classId: string, body: Record<string, unknown>) => {
    const response = await send('POST', postUrl(classId), await staff(person), body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: JournalEntry[] }>().result;
  };
  const classJournal = async (person: DemoPerson, query = '') => {
    const response = await send('GET', `${classUrl(nurseryA)}${query}`, await staff(person));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ChildJournalPage }>().result;
  };
  const childJournal = async (person: DemoPerson, childId: string) => {
    const response = await send('GET', childUrl(childId), await parent(person));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ChildJournalPage }>().result;
  };
  const counts = async () => ({
    posts: (await t.db.select({ n: count() }).from(journalPosts))[0]!.n,
    comments: (await t.db.select({ n: count() }).from(journalComments))[0]!.n,
    reactions: (await t.db.select({ n: count() }).from(journalReactions))[0]!.n,
    reads: (await t.db.select({ n: count() }).from(journalReads))[0]!.n,
  });
  /** A 400 naming `field`, and nothing written. */
  const expectBadInput = async (
    request: () => Promise<{ statusCode: number; json: <T>() => T }>,
    field: string,
  ) => {
    const before = await counts();
    const response = await request();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await counts()).toEqual(before);
  };

  /** Priya adds a fresh photo to Nursery A's library, tagging `children`: its media id. */
  const photoOf = async (children: string[]) => addClassPhoto(t, await staff('priya'), nurseryA, children);
  const setConsent = async (childId: string, consent: boolean) =>
    setPhotoConsent(t, await staff('farah'), childId, consent);

  beforeAll(async () => {
    t = await createTestApp();
    const priya = await staff('priya');
    nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    kidsA = await studentsOf(t.app, priya, nurseryA);
    const anil = await staff('anil');
    sprouts = (await classesOf(t.app, anil))['Sprouts']!._id;
    mapleKid = Object.values(await studentsOf(t.app, anil, sprouts))[0]!;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it("posts to the whole class as one post per child; each family reads only its own child's", async () => {
    const posts = await post('priya', nurseryA, {
      whole_class: true,
      title: 'Sunflowers',
      body: 'We planted sunflower seeds today.',
    });
    expect(posts.map((p) => p.student_id).sort()).toEqual(Object.values(kidsA).sort());
    expect(posts[0]).toMatchObject({
      kind: 'free',
      title: 'Sunflowers',
      body: 'We planted sunflower seeds today.',
      created_by: { name: 'Priya Nair' },
      comments: [],
      reactions: [],
      read_by: [],
      can_delete: true,
    });
    const aarav = kidsA['Aarav Sharma']!;
    const aaravsPost = posts.find((p) => p.student_id === aarav)!;
    const rahulSees = (await childJournal('rahul', aarav)).journal_posts;
    expect(rahulSees.map((p) => p._id)).toContain(aaravsPost._id);
    expect(rahulSees.every((p) => p.student_id === aarav)).toBe(true);

    // Staff read the class's journal, or one child's.
    const all = await classJournal('priya');
    expect(all.total_count).toBeGreaterThanOrEqual(posts.length);
    const onlyAarav = await classJournal('priya', `?student_id=${aarav}`);
    expect(onlyAarav.journal_posts.every((p) => p.student_id === aarav)).toBe(true);
    expect(onlyAarav.journal_posts[0]).toMatchObject({ _id: aaravsPost._id, student_name: 'Aarav Sharma' });
  });

  it('lets the family comment, react and leave a read receipt; staff reply and see who read it', async () => {
    const aarav = kidsA['Aarav Sharma']!;
    const [mine] = await post('priya', nurseryA, { student_ids: [aarav], body: 'Aarav built a tower.' });
    expect(mine!.title).toBe('Journal');

    const commented = await send('POST', commentUrl(mine!._id), await parent('rahul'), {
      text: 'He told us all about it!',
    });
    expect(commented.statusCode, commented.body).toBe(200);
    const reacted = await send('POST', reactionUrl(mine!._id), await parent('rahul'), { reaction: 'heart' });
    expect(reacted.statusCode, reacted.body).toBe(200);
    expect(reacted.json<{ result: JournalEntry }>().result).toMatchObject({
      my_reaction: 'heart',
      reactions: [{ reaction: 'heart', count: 1 }],
    });
    const read = await send('POST', apiPaths.journalRead, await parent('rahul'), { post_ids: [mine!._id] });
    expect(read.statusCode, read.body).toBe(200);
    const reply = await send('POST', commentUrl(mine!._id), await staff('priya'), { text: 'Thank you!' });
    expect(reply.statusCode, reply.body).toBe(200);

    const forStaff = (await classJournal('priya', `?student_id=${aarav}`)).journal_posts.find(
      (p) => p._id === mine!._id,
    )!;
    expect(forStaff.comments.map((c) => [c.author.name, c.author.kind, c.text])).toEqual([
      ['Rahul Sharma', 'parent', 'He told us all about it!'],
      ['Priya Nair', 'staff', 'Thank you!'],
    ]);
    expect(forStaff.reactions).toEqual([{ reaction: 'heart', count: 1 }]);
    expect(forStaff.read_by.map((r) => r.name)).toEqual(['Rahul Sharma']);

    const forFamily = (await childJournal('rahul', aarav)).journal_posts.find((p) => p._id === mine!._id)!;
    expect(forFamily).toMatchObject({ is_read: true, my_reaction: 'heart', read_by: [], can_delete: false });
    expect(forFamily.comments).toHaveLength(2);

    // Reading again keeps one receipt; taking the reaction back removes it.
    await send('POST', apiPaths.journalRead, await parent('rahul'), { post_ids: [mine!._id] });
    const back = await send('POST', reactionUrl(mine!._id), await parent('rahul'), { reaction: null });
    expect(back.json<{ result: JournalEntry }>().result).toMatchObject({ my_reaction: null, reactions: [] });
    const again = (await classJournal('priya', `?student_id=${aarav}`)).journal_posts.find(
      (p) => p._id === mine!._id,
    )!;
    expect(again.read_by).toHaveLength(1);
  });

  it('keeps a photo of a child without consent out of other families’ journals, naming the child', async () => {
    const aarav = kidsA['Aarav Sharma']!;
    const photo = await photoOf([aarav]);
    await setConsent(aarav, false);
    try {
      const before = await counts();
      const refused = await send('POST', postUrl(nurseryA), await staff('priya'), {
        whole_class: true,
        body: 'Painting',
        media_ids: [photo],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field: 'media_ids',
        message: `${messages.noPhotoConsentFor} Aarav Sharma`,
      });
      expect(await counts()).toEqual(before);

      // Into Aarav's own journal it may go: only his family reads it.
      const [own] = await post('priya', nurseryA, {
        student_ids: [aarav],
        body: 'Painting',
        media_ids: [photo],
      });
      expect(own!.media.map((f) => f._id)).toEqual([photo]);
      const seen = (await childJournal('rahul', aarav)).journal_posts.find((p) => p._id === own!._id)!;
      expect(seen.media.map((f) => f._id)).toEqual([photo]);
    } finally {
      await setConsent(aarav, true);
    }
  });

  it('answers 401, 403 and 404 as the rules say', async () => {
    const aarav = kidsA['Aarav Sharma']!;
    const [aaravsPost] = await post('priya', nurseryA, { student_ids: [aarav], body: 'Snack time.' });
    const [maplePost] = await post('anil', sprouts, { student_ids: [mapleKid], body: 'Maple news.' });
    const before = await counts();
    const body = { whole_class: true, body: 'x' };

    expect((await send('GET', classUrl(nurseryA), null)).statusCode).toBe(401);
    expect((await send('POST', postUrl(nurseryA), null, body)).statusCode).toBe(401);
    expect((await send('POST', commentUrl(aaravsPost!._id), null, { text: 'x' })).statusCode).toBe(401);
    expect((await send('POST', apiPaths.journalRead, null, { post_ids: [aaravsPost!._id] })).statusCode).toBe(
      401,
    );

    // A teacher of another class; a parent token on staff routes; another family.
    expect((await send('GET', classUrl(nurseryA), await staff('meera'))).statusCode).toBe(403);
    expect((await send('POST', postUrl(nurseryA), await staff('meera'), body)).statusCode).toBe(403);
    expect(
      (await send('POST', commentUrl(aaravsPost!._id), await staff('meera'), { text: 'x' })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', deleteUrl(aaravsPost!._id), await staff('meera'))).statusCode).toBe(403);
    expect((await send('GET', classUrl(nurseryA), await parent('rahul'))).statusCode).toBe(403);
    expect((await send('POST', postUrl(nurseryA), await parent('rahul'), body)).statusCode).toBe(403);
    expect(
      (await send('POST', commentUrl(aaravsPost!._id), await parent('meera'), { text: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', reactionUrl(aaravsPost!._id), await parent('meera'), { reaction: 'smile' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('POST', apiPaths.journalRead, await parent('meera'), { post_ids: [aaravsPost!._id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('POST', reactionUrl(aaravsPost!._id), await staff('priya'), { reaction: 'smile' }))
        .statusCode,
    ).toBe(403);

    // Another school's class or post does not exist for the caller.
    expect((await send('GET', classUrl(nurseryA), await staff('anil'))).statusCode).toBe(404);
    expect((await send('POST', postUrl(sprouts), await staff('priya'), body)).statusCode).toBe(404);
    expect(
      (await send('POST', commentUrl(maplePost!._id), await staff('priya'), { text: 'x' })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', deleteUrl(maplePost!._id), await staff('priya'))).statusCode).toBe(404);
    expect(
      (await send('POST', commentUrl(maplePost!._id), await parent('rahul'), { text: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', commentUrl(newObjectId()), await parent('rahul'), { text: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', apiPaths.journalRead, await parent('rahul'), { post_ids: [maplePost!._id] }))
        .statusCode,
    ).toBe(404);
    // A post id that exists nowhere is 404 like its siblings, and marks none of the others read.
    const unknown = await send('POST', apiPaths.journalRead, await parent('rahul'), {
      post_ids: [aaravsPost!._id, newObjectId()],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Journal post not found' });
    expect(await counts()).toEqual(before);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const aarav = kidsA['Aarav Sharma']!;
    const [aaravsPost] = await post('priya', nurseryA, { student_ids: [aarav], body: 'Blocks.' });
    const priya = await staff('priya');
    const rahul = await parent('rahul');
    await expectBadInput(
      () => send('POST', postUrl(nurseryA), priya, { whole_class: true, body: '  ' }),
      'body',
    );
    await expectBadInput(() => send('POST', postUrl(nurseryA), priya, { body: 'x' }), 'student_ids');
    await expectBadInput(
      () => send('POST', postUrl(nurseryA), priya, { whole_class: true, student_ids: [aarav], body: 'x' }),
      'student_ids',
    );
    await expectBadInput(
      () => send('POST', postUrl(nurseryA), priya, { student_ids: [aarav, mapleKid], body: 'x' }),
      'student_ids.1',
    );
    await expectBadInput(
      () => send('POST', postUrl(nurseryA), priya, { student_ids: [], body: 'x' }),
      'student_ids',
    );
    await expectBadInput(
      () =>
        send('POST', postUrl(nurseryA), priya, {
          student_ids: [aarav],
          body: 'x',
          media_ids: [newObjectId()],
        }),
      'media_ids',
    );
    await expectBadInput(() => send('POST', commentUrl(aaravsPost!._id), rahul, { text: '' }), 'text');
    await expectBadInput(() => send('POST', commentUrl(aaravsPost!._id), priya, { text: ' ' }), 'text');
    await expectBadInput(
      () => send('POST', reactionUrl(aaravsPost!._id), rahul, { reaction: 'angry' }),
      'reaction',
    );
    await expectBadInput(() => send('POST', apiPaths.journalRead, rahul, { post_ids: [] }), 'post_ids');
    await expectBadInput(
      () => send('POST', apiPaths.journalRead, rahul, { post_ids: [aaravsPost!._id, 'not-an-id'] }),
      'post_ids.1',
    );
    await expectBadInput(
      () => send('GET', `${classUrl(nurseryA)}?student_id=${mapleKid}`, priya),
      'student_id',
    );
  });

  it('deletes a post (its author), with its comments', async () => {
    const aarav = kidsA['Aarav Sharma']!;
    const [gone] = await post('priya', nurseryA, { student_ids: [aarav], body: 'Oops, wrong child.' });
    await send('POST', commentUrl(gone!._id), await parent('rahul'), { text: 'Hm?' });
    const deleted = await send('DELETE', deleteUrl(gone!._id), await staff('priya'));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ output: { id: gone!._id } });
    const journal = await childJournal('rahul', aarav);
    expect(journal.journal_posts.map((p) => p._id)).not.toContain(gone!._id);
    expect((await send('DELETE', deleteUrl(gone!._id), await staff('priya'))).statusCode).toBe(404);
  });

  describe('realtime', () => {
    let sockets: TestSocket[] = [];
    afterAll(() => sockets.forEach((socket) => socket.close()));

    it("tells the class's staff every post id, and each family only its own child's", async () => {
      const teacher = await connectSocket(t.app, await staff('priya'));
      const rahul = await connectSocket(t.app, await parent('rahul'));
      const meera = await connectSocket(t.app, await parent('meera'));
      sockets = [teacher, rahul, meera];
      const teacherEvents = collect(teacher, 'records-changed');
      const rahulEvents = collect(rahul, 'records-changed');
      const meeraEvents = collect(meera, 'records-changed');

      const posts = await post('priya', nurseryA, { whole_class: true, body: 'Music day.' });
      const idOf = (name: string) => posts.find((p) => p.student_id === kidsA[name])!._id;
      await eventually(
        () => teacherEvents.length === 1 && rahulEvents.length === 1 && meeraEvents.length === 1,
      );
      expect(teacherEvents[0]!.ids.sort()).toEqual(posts.map((p) => p._id).sort());
      expect(rahulEvents[0]).toEqual({
        entity: 'journal',
        ids: [idOf('Aarav Sharma')],
        class_ids: [nurseryA],
      });
      expect(meeraEvents[0]).toEqual({ entity: 'journal', ids: [idOf('Kabir Iyer')], class_ids: [nurseryA] });

      // Rahul's comment reaches the staff and his own family, not Meera.
      await send('POST', commentUrl(idOf('Aarav Sharma')), await parent('rahul'), { text: 'Lovely' });
      await eventually(() => teacherEvents.length === 2 && rahulEvents.length === 2);
      expect(teacherEvents[1]).toEqual({
        entity: 'journal',
        ids: [idOf('Aarav Sharma')],
        class_ids: [nurseryA],
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(meeraEvents).toHaveLength(1);
    });
  });
});
