import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  PORTFOLIO_PAGE_SIZE,
  RECORDS_CHANGED_EVENT,
  addDaysToIsoDate,
  apiPath,
  apiPaths,
  messages,
  type PortfolioItem,
  type PortfolioPage,
} from '@cue/contracts';
import { auditLog, portfolioShares } from '../../db/schema/index.js';
import { schoolToday } from '../../lib/school-time.js';
import { addClassPhoto, setPhotoConsent } from '../../test/class-photos.js';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { compareTimeline } from './portfolio-timeline.js';

type Payload = Record<string, unknown>;

describe("the portfolio: a child's observations, stories and photos, shared with the family", () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let roster: Record<string, string>;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const send = (method: 'GET' | 'POST', url: string, token: string | null, payload?: Payload) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const today = () => schoolToday('Asia/Kolkata', t.clock.now());
  const day = (offset: number) => addDaysToIsoDate(today(), offset);
  const staffUrl = (studentId: string, query = '', classId = nurseryA) =>
    `${apiPath(apiPaths.portfolio, { classId, studentId })}${query}`;
  const familyUrl = (studentId: string, query = '') =>
    `${apiPath(apiPaths.childPortfolio, { studentId })}${query}`;
  const shareUrl = (studentId: string, classId = nurseryA) =>
    apiPath(apiPaths.portfolioShares, { classId, studentId });
  const read = async (token: string, url: string): Promise<PortfolioPage> => {
    const response = await send('GET', url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: PortfolioPage }>().result;
  };
  const share = async (token: string, studentId: string, kind: string, itemId: string, shared = true) => {
    const response = await send('POST', shareUrl(studentId), token, { kind, item_id: itemId, shared });
    expect(response.statusCode, response.body).toBe(200);
  };
  const observe = async (
    studentId: string,
    entries: { title: string; date: string; competencies?: string[] }[],
  ): Promise<string[]> => {
    const response = await send(
      'POST',
      apiPath(apiPaths.createAnecdotes, { classId: nurseryA }),
      await staff('priya'),
      {
        observation_entries: entries.map((entry) => ({
          student_id: studentId,
          general_note: `${entry.title}: what happened`,
          ...entry,
        })),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ result: { observation_entries: { _id: string }[] } }>()
      .result.observation_entries.map((o) => o._id);
  };
  const doc = (text: string) => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
  const publishStory = async (
    studentIds: string[],
    title: string,
    date: string,
    observationIds: string[] = [],
  ) => {
    const response = await send(
      'POST',
      apiPath(apiPaths.classStories, { classId: nurseryA }),
      await staff('priya'),
      {
        status: 'published',
        story: {
          title,
          story_date: date,
          story: doc(`${title}, as it happened`),
          learning: doc('What it shows'),
          next_steps: doc('What next'),
          student_ids: studentIds,
          observation_ids: observationIds,
        },
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { _id: string } }>().result._id;
  };
  /** Every page, in order. */
  const readAll = async (token: string, url: string): Promise<PortfolioItem[]> => {
    const items: PortfolioItem[] = [];
    let cursor: string | null = null;
    do {
      const page = await read(token, cursor ? `${url}?cursor=${encodeURIComponent(cursor)}` : url);
      items.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    return items;
  };
  const shareCount = async () => (await t.db.select({ n: count() }).from(portfolioShares))[0]!.n;
  const idsOf = (page: PortfolioPage) => page.items.map((item) => item._id);
  const byId = (page: PortfolioPage, id: string) => page.items.find((item) => item._id === id);

  beforeAll(async () => {
    t = await createTestApp();
    const classes = await classesOf(t.app, await staff('priya'));
    nurseryA = classes['Nursery A']!._id;
    playgroupB = classes['Playgroup B']!._id;
    roster = await studentsOf(t.app, await staff('priya'), nurseryA);
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it("merges a child's observations, published stories and photos newest first, with competencies; 401/403/404", async () => {
    const priya = await staff('priya');
    const aarav = roster['Aarav Sharma']!;
    const [observation] = await observe(aarav, [
      { title: 'Counting shells', date: day(-1), competencies: ['C-8.1'] },
    ]);
    const story = await publishStory([aarav], 'Shell shop', day(-1));
    const draft = await send('POST', apiPath(apiPaths.classStories, { classId: nurseryA }), priya, {
      story: {
        title: 'Not yet',
        story_date: day(-1),
        story: doc('draft'),
        learning: doc('Later'),
        next_steps: doc('Later'),
        student_ids: [aarav],
      },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const photo = await addClassPhoto(t, priya, nurseryA, [aarav]);

    const page = await read(priya, staffUrl(aarav));
    expect(page.student).toMatchObject({ _id: aarav, first_name: 'Aarav', last_name: 'Sharma' });
    // The demo school's observations and stories of Aarav are there too, each kind from its module.
    expect(new Set(page.items.map((item) => item.kind))).toEqual(new Set(['story', 'observation', 'photo']));
    const positions = page.items.map((item) => ({ day: item.date, kind: item.kind, id: item._id }));
    expect([...positions].sort(compareTimeline)).toEqual(positions);
    expect(byId(page, observation!)).toMatchObject({
      kind: 'observation',
      title: 'Counting shells',
      text: 'Counting shells: what happened',
      class_name: 'Nursery A',
      author: 'Priya Nair',
      competencies: [{ code: 'C-8.1', title: expect.any(String) }],
      shared: false,
      shareable: true,
    });
    expect(byId(page, story)).toMatchObject({
      kind: 'story',
      title: 'Shell shop',
      text: 'Shell shop, as it happened',
    });
    expect(byId(page, photo)).toMatchObject({ kind: 'photo', date: today(), shareable: true });
    expect(byId(page, photo)!.media[0]!.display_link).toContain(`/api/media/${photo}/display`);
    // Drafts are no part of a portfolio; nor are other children's records.
    expect(idsOf(page)).not.toContain(draft.json<{ result: { _id: string } }>().result._id);
    const diya = await read(priya, staffUrl(roster['Diya Menon']!));
    expect(idsOf(diya)).not.toContain(observation);

    expect((await send('GET', staffUrl(aarav), null)).statusCode).toBe(401);
    expect((await send('GET', staffUrl(aarav), await parent('rahul'))).statusCode).toBe(403);
    // Meera teaches Playgroup B, not Nursery A.
    expect((await send('GET', staffUrl(aarav), await staff('meera'))).statusCode).toBe(403);
    expect((await send('GET', staffUrl(aarav), await staff('anil'))).statusCode).toBe(404);
    // The admin reads it too.
    expect(idsOf(await read(await staff('farah'), staffUrl(aarav)))).toContain(observation);
  });

  it('answers 400 naming the field for a child of another class, bad filters and a bad cursor', async () => {
    const priya = await staff('priya');
    const aarav = roster['Aarav Sharma']!;
    const anaya = (await studentsOf(t.app, priya, playgroupB))['Anaya Sharma']!;
    const cases: [string, string][] = [
      [staffUrl(anaya), 'studentId'],
      [staffUrl('not-an-id'), 'studentId'],
      [staffUrl(aarav, '?kind=video'), 'kind'],
      [staffUrl(aarav, `?from=${day(-1)}&to=${day(-3)}`), 'to'],
      [staffUrl(aarav, '?from=2026-02-31'), 'from'],
      [staffUrl(aarav, '?competency=C-99.9'), 'competency'],
      [staffUrl(aarav, '?cursor=yesterday'), 'cursor'],
    ];
    for (const [url, field] of cases) {
      const response = await send('GET', url, priya);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ field: string }>().field, url).toBe(field);
    }
  });

  it('pages by cursor, 30 a page, never repeating or skipping an item even when new ones arrive', async () => {
    const priya = await staff('priya');
    const vihaan = roster['Vihaan Reddy']!;
    const demoItems = (await readAll(priya, staffUrl(vihaan))).length;
    await observe(
      vihaan,
      Array.from({ length: 40 }, (_, i) => ({ title: `Note ${i}`, date: day(-1 - (i % 12)) })),
    );
    await publishStory([vihaan], 'Tricycle race', day(-3));
    await addClassPhoto(t, priya, nurseryA, [vihaan]);

    const first = await read(priya, staffUrl(vihaan));
    expect(first.items).toHaveLength(PORTFOLIO_PAGE_SIZE);
    expect(first.next_cursor).not.toBeNull();
    // A new observation today, between the pages: it belongs before the cursor and is not repeated.
    const [arrived] = await observe(vihaan, [{ title: 'Arrived late', date: today() }]);
    const second = await read(priya, staffUrl(vihaan, `?cursor=${encodeURIComponent(first.next_cursor!)}`));
    expect(second.next_cursor).toBeNull();
    const seen = [...idsOf(first), ...idsOf(second)];
    // The 40 notes, the story and the photo, after what the demo school holds of Vihaan.
    expect(seen).toHaveLength(demoItems + 42);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(arrived);

    // Read afresh, the new one comes first and everything else follows once.
    const again = await read(priya, staffUrl(vihaan));
    expect(again.items[0]!._id).toBe(arrived);
    const rest = await read(priya, staffUrl(vihaan, `?cursor=${encodeURIComponent(again.next_cursor!)}`));
    expect([...idsOf(again), ...idsOf(rest)]).toEqual([arrived, ...seen]);
  });

  it('filters by kind, by dates and by competency (observations tagged with it, stories drawing on them)', async () => {
    const priya = await staff('priya');
    const maya = roster['Maya Fernandes']!;
    const [counted, painted] = await observe(maya, [
      { title: 'Counted cubes', date: day(-2), competencies: ['C-8.1'] },
      { title: 'Painted', date: day(-4), competencies: ['C-12.1'] },
    ]);
    const countingStory = await publishStory([maya], 'The cube count', day(-2), [counted!]);
    const otherStory = await publishStory([maya], 'Painting day', day(-4), [painted!]);
    const photo = await addClassPhoto(t, priya, nurseryA, [maya]);

    const photos = await read(priya, staffUrl(maya, '?kind=photo'));
    expect(photos.items.map((item) => item._id)).toEqual([photo]);
    const stories = await read(priya, staffUrl(maya, '?kind=story'));
    expect(stories.items.every((item) => item.kind === 'story')).toBe(true);
    expect(idsOf(stories)).toEqual(expect.arrayContaining([countingStory, otherStory]));

    const competent = await read(priya, staffUrl(maya, '?competency=C-8.1'));
    expect(idsOf(competent)).toEqual(expect.arrayContaining([counted, countingStory]));
    expect(idsOf(competent)).not.toContain(painted);
    expect(idsOf(competent)).not.toContain(otherStory);
    expect(competent.items.some((item) => item.kind === 'photo')).toBe(false);

    const window = await read(priya, staffUrl(maya, `?from=${day(-3)}&to=${day(-1)}`));
    expect(idsOf(window)).toEqual(expect.arrayContaining([counted, countingStory]));
    expect(idsOf(window)).not.toContain(painted);
    expect(idsOf(window)).not.toContain(photo);
    expect(window.items.every((item) => item.date >= day(-3) && item.date <= day(-1))).toBe(true);
  });

  it('shares items with the family, who read only what was shared, of their own child; audited and announced', async () => {
    const priya = await staff('priya');
    const rahul = await parent('rahul');
    const aarav = roster['Aarav Sharma']!;
    const [sharedNote, privateNote] = await observe(aarav, [
      { title: 'Shared note', date: day(-2) },
      { title: 'Private note', date: day(-2) },
    ]);
    const story = await publishStory([aarav], 'A story for home', day(-2));
    const photo = await addClassPhoto(t, priya, nurseryA, [aarav]);

    // What the demo school shared; not these: parents never read observations otherwise (decision 010).
    const before = idsOf(await read(rahul, familyUrl(aarav)));
    expect(before).not.toContain(sharedNote);
    expect(before).not.toContain(privateNote);

    const staffSocket = await connectSocket(t.app, priya);
    const rahulSocket = await connectSocket(t.app, rahul);
    const meeraSocket = await connectSocket(t.app, await parent('meera'));
    try {
      const staffEvents = collect(staffSocket, RECORDS_CHANGED_EVENT);
      const rahulEvents = collect(rahulSocket, RECORDS_CHANGED_EVENT);
      const meeraEvents = collect(meeraSocket, RECORDS_CHANGED_EVENT);
      await share(priya, aarav, 'observation', sharedNote!);
      await eventually(
        () =>
          staffEvents.some((e) => e.entity === 'portfolio') &&
          rahulEvents.some((e) => e.entity === 'portfolio'),
      );
      expect(rahulEvents.find((e) => e.entity === 'portfolio')).toEqual({
        entity: 'portfolio',
        ids: [aarav],
        class_ids: [nurseryA],
      });
      expect(meeraEvents.some((e) => e.entity === 'portfolio')).toBe(false);
    } finally {
      staffSocket.close();
      rahulSocket.close();
      meeraSocket.close();
    }
    await share(priya, aarav, 'story', story);
    await share(priya, aarav, 'photo', photo);
    // Sharing again changes nothing and writes no second row.
    await share(priya, aarav, 'photo', photo);
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(portfolioShares)
          .where(and(eq(portfolioShares.childId, aarav), eq(portfolioShares.itemId, photo)))
      )[0]!.n,
    ).toBe(1);

    const family = await read(rahul, familyUrl(aarav));
    expect(idsOf(family).sort()).toEqual([...before, sharedNote, story, photo].sort());
    expect(family.items.every((item) => item.shared)).toBe(true);
    expect(byId(family, sharedNote!)).toMatchObject({
      title: 'Shared note',
      text: 'Shared note: what happened',
    });
    expect(idsOf(family)).not.toContain(privateNote);
    const staffView = await read(priya, staffUrl(aarav));
    expect(byId(staffView, sharedNote!)!.shared).toBe(true);
    expect(byId(staffView, privateNote!)!.shared).toBe(false);

    // The family's filters apply within what was shared.
    expect(idsOf(await read(rahul, familyUrl(aarav, '?kind=photo')))).toEqual([photo]);

    // Anaya (Rahul's other child) has her own portfolio: nothing of Aarav's is in it.
    const anaya = (await studentsOf(t.app, priya, playgroupB))['Anaya Sharma']!;
    expect((await read(rahul, familyUrl(anaya))).items).toEqual([]);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'share_portfolio_item'), eq(auditLog.entityId, aarav)));
    expect(audits.map((a) => (a.details as { item_id: string }).item_id).sort()).toEqual(
      [sharedNote, story, photo].sort(),
    );

    await share(priya, aarav, 'observation', sharedNote!, false);
    expect(idsOf(await read(rahul, familyUrl(aarav)))).not.toContain(sharedNote);
    const unshared = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'unshare_portfolio_item'), eq(auditLog.entityId, aarav)));
    expect(unshared.map((a) => (a.details as { item_id: string }).item_id)).toEqual([sharedNote]);
  });

  it("refuses another family's child (403 in the school, 404 elsewhere), staff tokens on the family route, and 401", async () => {
    const kabir = roster['Kabir Iyer']!;
    const aarav = roster['Aarav Sharma']!;
    const rahul = await parent('rahul');
    // Kabir is Meera's child, in Rahul's son's class.
    expect((await send('GET', familyUrl(kabir), rahul)).statusCode).toBe(403);
    expect((await send('GET', familyUrl(aarav), await parent('meera'))).statusCode).toBe(403);
    const sprouts = (await classesOf(t.app, await staff('anil')))['Sprouts']!._id;
    const aisha = (await studentsOf(t.app, await staff('anil'), sprouts))['Aisha Khan']!;
    expect((await send('GET', familyUrl(aisha), rahul)).statusCode).toBe(404);
    expect((await send('GET', familyUrl(aarav), await staff('priya'))).statusCode).toBe(403);
    expect((await send('GET', familyUrl(aarav), null)).statusCode).toBe(401);
    // Families never share.
    const shared = await send('POST', shareUrl(aarav), rahul, {
      kind: 'story',
      item_id: aarav,
      shared: true,
    });
    expect(shared.statusCode).toBe(403);
  });

  it('applies photo consent as the library does: a photo with another child without consent is never shared nor shown', async () => {
    const priya = await staff('priya');
    const farah = await staff('farah');
    const rahul = await parent('rahul');
    const aarav = roster['Aarav Sharma']!;
    const diya = roster['Diya Menon']!;
    const withDiya = await addClassPhoto(t, priya, nurseryA, [aarav, diya]);
    const aaravOnly = await addClassPhoto(t, priya, nurseryA, [aarav]);
    const staffOnly = await addClassPhoto(t, priya, nurseryA, [aarav]);
    const hidden = await send('POST', apiPaths.mediaPrivacyStatus, priya, {
      media_ids: [staffOnly],
      staff_only: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    // Shared while Diya's family consents; then they withdraw it.
    await share(priya, aarav, 'photo', withDiya);
    expect(idsOf(await read(rahul, familyUrl(aarav)))).toContain(withDiya);
    await setPhotoConsent(t, farah, diya, false);
    // Aarav's own consent withheld does not keep his photo from his own family.
    await setPhotoConsent(t, farah, aarav, false);
    try {
      const staffView = await read(priya, staffUrl(aarav, '?kind=photo'));
      expect(byId(staffView, withDiya)).toMatchObject({ shared: true, shareable: false });
      expect(byId(staffView, aaravOnly)).toMatchObject({ shared: false, shareable: true });
      expect(byId(staffView, staffOnly)).toMatchObject({ shareable: false });
      // Shared before, hidden now: consent is read when the family reads.
      expect(idsOf(await read(rahul, familyUrl(aarav)))).not.toContain(withDiya);

      const before = await shareCount();
      const refused = await send('POST', shareUrl(aarav), priya, {
        kind: 'photo',
        item_id: withDiya,
        shared: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field: 'item_id',
        message: `${messages.noPhotoConsentFor} Diya Menon`,
      });
      const staffOnlyRefused = await send('POST', shareUrl(aarav), priya, {
        kind: 'photo',
        item_id: staffOnly,
        shared: true,
      });
      expect(staffOnlyRefused.statusCode).toBe(400);
      expect(staffOnlyRefused.json<{ field: string }>().field).toBe('item_id');
      expect(await shareCount()).toBe(before);

      await share(priya, aarav, 'photo', aaravOnly);
      const family = await read(rahul, familyUrl(aarav, '?kind=photo'));
      expect(idsOf(family)).toContain(aaravOnly);
      expect(idsOf(family)).not.toContain(withDiya);
      expect(idsOf(family)).not.toContain(staffOnly);
      // The library shows the family the same: Aarav's photo, not the one with Diya.
      const library = await send('GET', apiPath(apiPaths.classMedia, { classId: nurseryA }), rahul);
      const libraryIds = library
        .json<{ result: { items: { _id: string }[] } }>()
        .result.items.map((i) => i._id);
      expect(libraryIds).toContain(aaravOnly);
      expect(libraryIds).not.toContain(withDiya);
    } finally {
      await setPhotoConsent(t, farah, diya, true);
      await setPhotoConsent(t, farah, aarav, true);
    }
  });

  it('answers 400 naming the field for a bad share, with nothing written', async () => {
    const priya = await staff('priya');
    const aarav = roster['Aarav Sharma']!;
    const [dina] = await observe(roster['Diya Menon']!, [{ title: 'Not Aarav’s', date: day(-1) }]);
    const before = await shareCount();
    const cases: [Payload, string][] = [
      [{ kind: 'video', item_id: dina, shared: true }, 'kind'],
      [{ kind: 'observation', item_id: 'x', shared: true }, 'item_id'],
      [{ kind: 'observation', item_id: dina, shared: 'yes' }, 'shared'],
      // Diya's observation is not Aarav's.
      [{ kind: 'observation', item_id: dina, shared: true }, 'item_id'],
      // An observation id named as a story.
      [{ kind: 'story', item_id: dina, shared: true }, 'item_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await send('POST', shareUrl(aarav), priya, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    expect(await shareCount()).toBe(before);
    expect((await send('POST', shareUrl(aarav), await staff('meera'), cases[3]![0])).statusCode).toBe(403);
    expect((await send('POST', shareUrl(aarav), await staff('anil'), cases[3]![0])).statusCode).toBe(404);
    expect((await send('POST', shareUrl(aarav), null, cases[3]![0])).statusCode).toBe(401);
  });

  it('leaves out the records of a module the school switched off, and refuses everything while the portfolio is off', async () => {
    const farah = await staff('farah');
    const priya = await staff('priya');
    const aarav = roster['Aarav Sharma']!;
    const toggle = async (module: string, enabled: boolean) => {
      const response = await send('POST', apiPaths.schoolSettings, farah, {
        school_permissions: { [module]: { enabled } },
      });
      expect(response.statusCode).toBe(200);
    };
    await toggle('anecdote', false);
    try {
      const page = await read(priya, staffUrl(aarav));
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.some((item: PortfolioItem) => item.kind === 'observation')).toBe(false);
    } finally {
      await toggle('anecdote', true);
    }
    await toggle('portfolio', false);
    try {
      const off = await send('GET', staffUrl(aarav), priya);
      expect(off.statusCode).toBe(403);
      expect(off.json<{ message: string }>().message).toBe(messages.moduleOff);
      expect((await send('GET', familyUrl(aarav), await parent('rahul'))).statusCode).toBe(403);
    } finally {
      await toggle('portfolio', true);
    }
  });
});
