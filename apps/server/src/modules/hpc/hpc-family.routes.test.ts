import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPath, apiPaths, type ChildHpcCardSummary, type HpcCard } from '@cue/contracts';
import { addClassPhoto, setPhotoConsent } from '../../test/class-photos.js';
import { demoLogins } from '../../test/demo.js';
import { collect, connectSocket, eventually } from '../../test/socket-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { call, cardUrl, demoSchool, expectRefused, readCard, storedCards } from '../../test/hpc-cards.js';

describe('holistic progress card: families and evidence they may see', () => {
  let t: TestApp;
  let school: Awaited<ReturnType<typeof demoSchool>>;
  let aarav: string;
  let kabir: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const cardsUrl = (studentId: string) => apiPath(apiPaths.childHpcCards, { studentId });
  const childCardUrl = (cycleId: string, studentId: string) =>
    apiPath(apiPaths.childHpcCard, { cycleId, studentId });
  const status = async (studentId: string, action: string, version: number) => {
    const response = await call(
      t,
      'POST',
      cardUrl(school.term2._id, studentId, 'status'),
      await staff('priya'),
      {
        action,
        version,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: HpcCard }>().result;
  };

  beforeAll(async () => {
    t = await createTestApp();
    school = await demoSchool(t, await staff('farah'));
    aarav = school.kidsA['Aarav Sharma']!;
    kabir = school.kidsA['Kabir Iyer']!;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('lists a family’s published cards of their own child only; 401, 403 staff and another family', async () => {
    const rahul = await parent('rahul');
    const response = await call(t, 'GET', cardsUrl(aarav), rahul);
    expect(response.statusCode, response.body).toBe(200);
    const { cards } = response.json<{ result: { cards: ChildHpcCardSummary[] } }>().result;
    // Term 1 is published; Term 2 is still being written.
    expect(cards.map((c) => [c.cycle.name, c.class.name])).toEqual([['Term 1', 'Nursery A']]);
    expect((await call(t, 'GET', cardsUrl(aarav), null)).statusCode).toBe(401);
    expect((await call(t, 'GET', cardsUrl(aarav), await staff('priya'))).statusCode).toBe(403);
    // Kabir is Meera's child: another family's card is refused, published or not.
    expect((await call(t, 'GET', cardsUrl(kabir), rahul)).statusCode).toBe(403);
    expect((await call(t, 'GET', cardsUrl(kabir), await parent('meera'))).statusCode).toBe(200);
    // A made-up child is 404.
    expect((await call(t, 'GET', cardsUrl('0123456789abcdef01234567'), rahul)).statusCode).toBe(404);
  });

  it('reads a published card; an unpublished one is 404, another family’s 403', async () => {
    const rahul = await parent('rahul');
    const term1 = await call(t, 'GET', childCardUrl(school.term1._id, aarav), rahul);
    expect(term1.statusCode, term1.body).toBe(200);
    const card = term1.json<{ result: HpcCard }>().result;
    expect(card).toMatchObject({
      status: 'published',
      student: { _id: aarav },
      class: { name: 'Nursery A' },
    });
    expect(card.judgements.length).toBeGreaterThan(0);
    expect(card.narratives.find((n) => n.domain === 'NCF-SEE')?.strengths).not.toBe('');
    expectRefused(await call(t, 'GET', childCardUrl(school.term2._id, aarav), rahul), 404);
    expectRefused(await call(t, 'GET', childCardUrl(school.term1._id, kabir), rahul), 403);
    expectRefused(await call(t, 'GET', childCardUrl(school.term1._id, aarav), await staff('priya')), 403);
    expectRefused(await call(t, 'GET', childCardUrl(school.term1._id, aarav), null), 401);
    // Diya's family is not Rahul's: her published card is 403 to him.
    expectRefused(
      await call(t, 'GET', childCardUrl(school.term1._id, school.kidsA['Diya Menon']!), rahul),
      403,
    );
  });

  it('publishing tells the family and shows them the card with its photo, not the staff’s observations; reopening takes it back', async () => {
    const priya = await staff('priya');
    const rahul = await parent('rahul');
    const photo = await addClassPhoto(t, priya, school.nurseryA, [aarav]);
    const current = await readCard(t, priya, school.term2._id, aarav);
    const code = current.judgements[0]!.competency;
    const observationIds = current.judgements[0]!.evidence.map((e) => ({ kind: 'observation', id: e._id }));
    const linked = await call(t, 'PUT', cardUrl(school.term2._id, aarav, 'levels'), priya, {
      version: current.version,
      judgements: [
        {
          competency: code,
          dimension: 'awareness',
          level: 'sky',
          evidence: [...observationIds, { kind: 'photo', id: photo }],
        },
      ],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const staffView = linked.json<{ result: HpcCard }>().result;
    const judged = staffView.judgements.find((j) => j.competency === code && j.dimension === 'awareness')!;
    expect(judged.evidence.map((e) => e.kind)).toEqual([...observationIds.map(() => 'observation'), 'photo']);
    expect(judged.evidence.at(-1)!.thumbnail?.thumbnail_link).toBeTruthy();

    const tab = await connectSocket(t.app, rahul);
    const otherFamily = await connectSocket(t.app, await parent('meera'));
    const events = collect(tab, 'records-changed');
    const otherEvents = collect(otherFamily, 'records-changed');
    try {
      const signed = await status(aarav, 'sign_off', staffView.version);
      // Signing off is the staff's business: the family hears only of the publishing.
      await status(aarav, 'publish', signed.version);
      await eventually(() => events.some((e) => e.entity === 'hpc'), 3000);
      expect(events.filter((e) => e.entity === 'hpc')).toEqual([
        { entity: 'hpc', ids: [staffView._id], class_ids: [school.nurseryA] },
      ]);
      expect(otherEvents.filter((e) => e.entity === 'hpc')).toEqual([]);
    } finally {
      tab.close();
      otherFamily.close();
    }
    const response = await call(t, 'GET', childCardUrl(school.term2._id, aarav), rahul);
    expect(response.statusCode, response.body).toBe(200);
    const familyView = response.json<{ result: HpcCard }>().result;
    const seen = familyView.judgements.find((j) => j.competency === code && j.dimension === 'awareness')!;
    expect(seen.evidence.map((e) => [e.kind, e._id])).toEqual([['photo', photo]]);
    expect(familyView.profile.likes).toContain('Sunflowers');
    const listed = (await call(t, 'GET', cardsUrl(aarav), rahul)).json<{
      result: { cards: ChildHpcCardSummary[] };
    }>().result.cards;
    expect(listed.map((c) => c.cycle.name)).toEqual(['Term 2', 'Term 1']);

    const published = await readCard(t, priya, school.term2._id, aarav);
    await status(aarav, 'reopen', published.version);
    expectRefused(await call(t, 'GET', childCardUrl(school.term2._id, aarav), rahul), 404);
  });

  it('links a class photo only when it may be shared with the child’s family (photo consent, staff-only)', async () => {
    const priya = await staff('priya');
    const farah = await staff('farah');
    const diya = school.kidsA['Diya Menon']!;
    const zoya = school.kidsA['Zoya Siddiqui']!;
    // Zoya's family withholds photo consent: a photo of Diya with Zoya stays out of Diya's card.
    await setPhotoConsent(t, farah, zoya, false);
    const together = await addClassPhoto(t, priya, school.nurseryA, [diya, zoya]);
    const alone = await addClassPhoto(t, priya, school.nurseryA, [diya]);
    const ofZoya = await addClassPhoto(t, priya, school.nurseryA, [zoya]);
    const candidates = await call(
      t,
      'GET',
      apiPath(apiPaths.hpcEvidence, { cycleId: school.term2._id, studentId: diya }),
      priya,
    );
    const ids = candidates.json<{ result: { items: { _id: string }[] } }>().result.items.map((i) => i._id);
    expect(ids).toContain(alone);
    expect(ids).not.toContain(together);
    // Zoya's own photos can be on Zoya's card: the consent rule keeps them within her family.
    const zoyaIds = (
      await call(
        t,
        'GET',
        apiPath(apiPaths.hpcEvidence, { cycleId: school.term2._id, studentId: zoya }),
        priya,
      )
    )
      .json<{ result: { items: { _id: string }[] } }>()
      .result.items.map((i) => i._id);
    expect(zoyaIds).toEqual(expect.arrayContaining([ofZoya, together]));
    const before = await storedCards(t);
    const judgement = (id: string) => ({
      version: 0,
      judgements: [
        { competency: 'C-8.1', dimension: 'awareness', level: 'sky', evidence: [{ kind: 'photo', id }] },
      ],
    });
    expectRefused(
      await call(t, 'PUT', cardUrl(school.term2._id, diya, 'levels'), priya, judgement(together)),
      400,
      'judgements.0.evidence.0',
    );
    // Another child's photo is not Diya's evidence either.
    expectRefused(
      await call(t, 'PUT', cardUrl(school.term2._id, diya, 'levels'), priya, judgement(ofZoya)),
      400,
      'judgements.0.evidence.0',
    );
    expect(await storedCards(t)).toBe(before);
    // A staff-only photo is not shared with families: not linkable.
    const hidden = await addClassPhoto(t, priya, school.nurseryA, [diya]);
    const privacy = await call(t, 'POST', apiPaths.mediaPrivacyStatus, priya, {
      media_ids: [hidden],
      staff_only: true,
    });
    expect(privacy.statusCode, privacy.body).toBe(200);
    expectRefused(
      await call(t, 'PUT', cardUrl(school.term2._id, diya, 'levels'), priya, judgement(hidden)),
      400,
      'judgements.0.evidence.0',
    );
    const ok = await call(t, 'PUT', cardUrl(school.term2._id, diya, 'levels'), priya, judgement(alone));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
