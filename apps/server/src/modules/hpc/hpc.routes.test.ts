import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  addDaysToIsoDate,
  apiPath,
  apiPaths,
  hpcSelfAssessmentPrompts,
  type HpcAllStudentSummary,
  type HpcCard,
  type HpcEvidenceCandidate,
  type HpcProgressSummary,
  type HpcStudentList,
} from '@cue/contracts';
import { assessmentCycles, auditLog, observationCompetencies, observations } from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { demoLogins } from '../../test/demo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  call,
  cardRow,
  cardUrl,
  demoSchool,
  expectRefused,
  readCard,
  storedCards,
  type Payload,
} from '../../test/hpc-cards.js';

describe('holistic progress card: staff', () => {
  let t: TestApp;
  let school: Awaited<ReturnType<typeof demoSchool>>;
  let aarav: string;
  let vihaan: string;
  const { staff, parent, forget } = demoLogins(() => t.app);

  const listUrl = (cycleId: string) => apiPath(apiPaths.hpcStudentList, { cycleId });
  const evidenceUrl = (cycleId: string, studentId: string, competency?: string) =>
    `${apiPath(apiPaths.hpcEvidence, { cycleId, studentId })}${competency ? `?competency=${competency}` : ''}`;
  const putLevels = async (token: string, studentId: string, payload: Payload, cycleId = school.term2._id) =>
    call(t, 'PUT', cardUrl(cycleId, studentId, 'levels'), token, payload);
  /** An observation of a child recorded through the API (on a given day): its id. */
  const observe = async (studentId: string, date: string, competencies: string[] = []) => {
    const response = await call(
      t,
      'POST',
      apiPath(apiPaths.createAnecdotes, { classId: school.nurseryA }),
      await staff('priya'),
      {
        observation_entries: [
          { student_id: studentId, date, general_note: 'Counted the beads', competencies },
        ],
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { observation_entries: { _id: string }[] } }>().result
      .observation_entries[0]!._id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    school = await demoSchool(t, await staff('farah'));
    aarav = school.kidsA['Aarav Sharma']!;
    vihaan = school.kidsA['Vihaan Reddy']!;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  it('lists every child of the cycle with completion; 401, 403 to a parent and a non-teacher, 404 across schools', async () => {
    const response = await call(t, 'GET', listUrl(school.term2._id), await staff('priya'));
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ result: HpcStudentList }>().result;
    expect(list.students).toHaveLength(Object.keys(school.kidsA).length);
    expect(list.scheme.key).toBe('parakh_fs');
    const row = (id: string) => list.students.find((s) => s.student._id === id)!;
    expect(row(aarav)).toMatchObject({ status: 'in_progress', levels_set: 2, self_assessment_done: false });
    expect(row(aarav).evidence_count).toBeGreaterThanOrEqual(5);
    // Aarav's observations name more competencies than the two judged: more levels are expected.
    expect(row(aarav).levels_expected).toBeGreaterThan(2);
    expect(row(aarav).judged_without_evidence).toEqual([]);
    expect(row(vihaan)).toMatchObject({ status: 'signed_off', levels_set: 3, narratives_done: 1 });
    expect(row(vihaan).narratives_expected).toBe(6);
    // A child with no card yet reads as an empty one.
    expect(row(school.kidsA['Krish Malhotra']!)).toMatchObject({ card_id: null, version: 0, levels_set: 0 });
    expect((await call(t, 'GET', listUrl(school.term2._id), null)).statusCode).toBe(401);
    expect((await call(t, 'GET', listUrl(school.term2._id), await parent('rahul'))).statusCode).toBe(403);
    expect((await call(t, 'GET', listUrl(school.term2._id), await staff('meera'))).statusCode).toBe(403);
    expect((await call(t, 'GET', listUrl(school.term2._id), await staff('anil'))).statusCode).toBe(404);
  });

  it('the HPC for a seeded child links exactly the evidence of its cycle', async () => {
    const card = await readCard(t, await staff('priya'), school.term2._id, aarav);
    expect(card).toMatchObject({
      status: 'in_progress',
      profile: { languages_at_home: ['Hindi', 'English'] },
      class: { _id: school.nurseryA, name: 'Nursery A' },
    });
    expect(card.judgements).toHaveLength(2);
    // Aarav's observations in Term 2, with their competency tags, read from the database.
    const own = await t.db
      .select({ id: observations.id, code: observationCompetencies.code })
      .from(observations)
      .innerJoin(observationCompetencies, eq(observationCompetencies.observationId, observations.id))
      .where(
        and(
          eq(observations.childId, aarav),
          gte(observations.observedOn, school.term2.start_date),
          lte(observations.observedOn, school.term2.end_date),
        ),
      );
    for (const judgement of card.judgements) {
      const expected = own.filter((o) => o.code === judgement.competency).map((o) => o.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(judgement.evidence.map((e) => e._id).sort()).toEqual([...new Set(expected)].sort());
      for (const item of judgement.evidence) {
        expect(item.kind).toBe('observation');
        expect(item.date >= school.term2.start_date && item.date <= school.term2.end_date).toBe(true);
      }
    }
    expect(card.attendance.marked).toBeGreaterThanOrEqual(card.attendance.present + card.attendance.absent);
    expect(card.narratives.map((n) => n.domain)).toEqual([
      'NCF-PHY',
      'NCF-SEE',
      'NCF-COG',
      'NCF-LIT',
      'NCF-AES',
      'NCF-PLH',
    ]);
    expect(card.self_assessment.answers.map((a) => a.prompt)).toEqual(
      hpcSelfAssessmentPrompts.map((p) => p.key),
    );
    // Term 1 has no observations of his: that card rests on none.
    const term1 = await readCard(t, await staff('priya'), school.term1._id, aarav);
    expect(term1.status).toBe('published');
    expect(term1.judgements.flatMap((j) => j.evidence)).toEqual([]);
  });

  it('reads a card: 401, 403 parent and non-teacher, 404 across schools, 400 for a child not in the class', async () => {
    const url = cardUrl(school.term2._id, aarav);
    expect((await call(t, 'GET', url, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', url, await parent('rahul'))).statusCode).toBe(403);
    expect((await call(t, 'GET', url, await staff('meera'))).statusCode).toBe(403);
    expect((await call(t, 'GET', url, await staff('anil'))).statusCode).toBe(404);
    expectRefused(
      await call(t, 'GET', cardUrl(school.term2._id, school.kidsB['Anaya Sharma']!), await staff('priya')),
      400,
      'studentId',
    );
    // A card never written reads as empty, version 0.
    const empty = await readCard(t, await staff('priya'), school.term2._id, school.kidsA['Saanvi Bose']!);
    expect(empty).toMatchObject({ _id: null, version: 0, status: 'in_progress', judgements: [] });
  });

  it('sets levels with evidence, made on the first write, versioned and audited; removes a level', async () => {
    const priya = await staff('priya');
    const diya = school.kidsA['Diya Menon']!;
    const seen = await observe(diya, addDaysToIsoDate(school.term2.start_date, 3), ['C-8.1']);
    const first = await putLevels(priya, diya, {
      version: 0,
      judgements: [
        {
          competency: 'C-8.1',
          dimension: 'awareness',
          level: 'mountain',
          evidence: [{ kind: 'observation', id: seen }],
        },
        { competency: 'C-8.1', dimension: 'creativity', level: 'stream' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const card = first.json<{ result: HpcCard }>().result;
    expect(card.version).toBe(1);
    expect(card.judgements.map((j) => [j.dimension, j.level, j.evidence.map((e) => e._id)])).toEqual([
      ['awareness', 'mountain', [seen]],
      ['creativity', 'stream', []],
    ]);
    expect(card.judgements[0]!.updated_by.name).toMatch(/Priya/);
    const removed = await putLevels(priya, diya, {
      version: 1,
      judgements: [{ competency: 'C-8.1', dimension: 'creativity', level: null }],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ result: HpcCard }>().result).toMatchObject({ version: 2 });
    expect(removed.json<{ result: HpcCard }>().result.judgements).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'hpc_set_levels'));
    expect(audits.filter((a) => a.entityId === card._id)).toHaveLength(2);
    // A stale version is a 409 with nothing written.
    const before = await storedCards(t);
    expectRefused(
      await putLevels(priya, diya, {
        version: 1,
        judgements: [{ competency: 'C-8.1', dimension: 'sensitivity', level: 'sky' }],
      }),
      409,
    );
    expect(await storedCards(t)).toBe(before);
  });

  it('refuses bad levels with a 400 naming the field, writing nothing', async () => {
    const priya = await staff('priya');
    const maya = school.kidsA['Maya Fernandes']!;
    // A CBSE cycle after Term 2 (written straight in: its dates only matter to the card).
    const cbse = newObjectId();
    await t.db.insert(assessmentCycles).values({
      id: cbse,
      schoolId: (
        await t.db.select().from(assessmentCycles).where(eq(assessmentCycles.id, school.term2._id))
      )[0]!.schoolId,
      classId: school.nurseryA,
      name: 'Term 3',
      startDate: addDaysToIsoDate(school.term2.end_date, 1),
      endDate: addDaysToIsoDate(school.term2.end_date, 60),
      scheme: 'cbse_fs',
      createdBy: (
        await t.db.select().from(assessmentCycles).where(eq(assessmentCycles.id, school.term2._id))
      )[0]!.createdBy,
    });
    const mine = await observe(maya, addDaysToIsoDate(school.term2.start_date, 5), ['C-8.1']);
    const others = await observe(vihaan, addDaysToIsoDate(school.term2.start_date, 5), ['C-8.1']);
    const term1Day = await observe(maya, addDaysToIsoDate(school.term1.start_date, 5), ['C-8.1']);
    const ok = { competency: 'C-8.1', dimension: 'awareness', level: 'sky' };
    const cases: [Payload, string, string?][] = [
      [{ judgements: [ok, { ...ok, dimension: 'sensitivity', level: 'summit' }] }, 'judgements.1.level'],
      [{ judgements: [{ ...ok, dimension: 'courage' }] }, 'judgements.0.dimension'],
      [{ judgements: [{ ...ok, competency: 'EYFS-CL-1' }] }, 'judgements.0.competency'],
      [{ judgements: [ok, ok] }, 'judgements.1.dimension'],
      [
        {
          judgements: [
            {
              ...ok,
              evidence: [
                { kind: 'observation', id: mine },
                { kind: 'observation', id: others },
              ],
            },
          ],
        },
        'judgements.0.evidence.1',
      ],
      [
        { judgements: [{ ...ok, evidence: [{ kind: 'observation', id: term1Day }] }] },
        'judgements.0.evidence.0',
      ],
      [{ judgements: [{ ...ok, evidence: [{ kind: 'story', id: mine }] }] }, 'judgements.0.evidence.0'],
      [
        { judgements: [{ ...ok, level: null, evidence: [{ kind: 'observation', id: mine }] }] },
        'judgements.0.evidence',
      ],
      // CBSE judges a cognitive competency under DG-3 only: DG-1 does not apply to it.
      [{ judgements: [{ ...ok, dimension: 'dg-1', level: 'beginner' }] }, 'judgements.0.dimension', cbse],
      [{ judgements: [{ ...ok, dimension: 'dg-3', level: 'sky' }] }, 'judgements.0.level', cbse],
    ];
    const before = await storedCards(t);
    for (const [payload, field, cycleId] of cases) {
      expectRefused(await putLevels(priya, maya, { version: 0, ...payload }, cycleId), 400, field);
    }
    // The body's own rules, before the service: an unknown evidence kind, a missing version.
    expectRefused(
      await putLevels(priya, maya, {
        version: 0,
        judgements: [{ ...ok, evidence: [{ kind: 'video', id: mine }] }],
      }),
      400,
    );
    expectRefused(await putLevels(priya, maya, { judgements: [ok] }), 400);
    // A child of another class.
    expectRefused(
      await putLevels(priya, school.kidsB['Dev Mehta']!, { version: 0, judgements: [ok] }),
      400,
      'studentId',
    );
    expect(await storedCards(t)).toBe(before);
    expect(await cardRow(t, school.term2._id, maya)).toBeNull();
    // The CBSE cycle takes its own levels.
    const cbseWrite = await putLevels(
      priya,
      maya,
      { version: 0, judgements: [{ ...ok, dimension: 'dg-3', level: 'proficient' }] },
      cbse,
    );
    expect(cbseWrite.statusCode, cbseWrite.body).toBe(200);
    expect((await putLevels(await staff('meera'), maya, { version: 0, judgements: [ok] })).statusCode).toBe(
      403,
    );
    expect((await putLevels(await staff('anil'), maya, { version: 0, judgements: [ok] })).statusCode).toBe(
      404,
    );
    expect((await putLevels(await parent('rahul'), maya, { version: 0, judgements: [ok] })).statusCode).toBe(
      403,
    );
  });

  it('saves the profile, narratives and self-assessment; a bad domain or a repeated prompt is a 400', async () => {
    const priya = await staff('priya');
    const riya = school.kidsA['Riya Gupta']!;
    const profile = await call(t, 'PUT', cardUrl(school.term2._id, riya, 'profile'), priya, {
      version: 0,
      likes: 'Singing',
      my_family: 'Amma, Appa and Paati',
      languages_at_home: ['Tamil', 'English', 'Tamil'],
      about_me: '',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json<{ result: HpcCard }>().result).toMatchObject({
      version: 1,
      profile: { likes: 'Singing', languages_at_home: ['Tamil', 'English'] },
    });
    const before = await storedCards(t);
    expectRefused(
      await call(t, 'PUT', cardUrl(school.term2._id, riya, 'narratives'), priya, {
        version: 1,
        narratives: [
          { domain: 'NCF-PHY', strengths: 'Runs fast', next_steps: 'Hops' },
          { domain: 'EYFS-PD', strengths: 'x', next_steps: 'y' },
        ],
      }),
      400,
      'narratives.1.domain',
    );
    expectRefused(
      await call(t, 'PUT', cardUrl(school.term2._id, riya, 'self_assessment'), priya, {
        version: 1,
        answers: [
          { prompt: 'shoes', face: 'happy' },
          { prompt: 'shoes', face: 'okay' },
        ],
      }),
      400,
      'answers.1.prompt',
    );
    expectRefused(
      await call(t, 'PUT', cardUrl(school.term2._id, riya, 'profile'), priya, {
        version: 1,
        likes: 'x'.repeat(1001),
      }),
      400,
      'likes',
    );
    expect(await storedCards(t)).toBe(before);
    const narratives = await call(t, 'PUT', cardUrl(school.term2._id, riya, 'narratives'), priya, {
      version: 1,
      narratives: [{ domain: 'NCF-AES', strengths: 'Makes up songs', next_steps: 'Play the drum' }],
    });
    expect(narratives.statusCode, narratives.body).toBe(200);
    const faces = await call(t, 'PUT', cardUrl(school.term2._id, riya, 'self_assessment'), priya, {
      version: 2,
      answers: hpcSelfAssessmentPrompts.map((p, i) => ({ prompt: p.key, face: i % 2 ? 'okay' : 'happy' })),
    });
    expect(faces.statusCode, faces.body).toBe(200);
    const card = faces.json<{ result: HpcCard }>().result;
    expect(card.narratives.find((n) => n.domain === 'NCF-AES')).toMatchObject({
      strengths: 'Makes up songs',
    });
    expect(card.self_assessment.recorded_by?.name).toMatch(/Priya/);
    const list = (await call(t, 'GET', listUrl(school.term2._id), priya)).json<{ result: HpcStudentList }>()
      .result;
    expect(list.students.find((s) => s.student._id === riya)).toMatchObject({
      self_assessment_done: true,
      narratives_done: 1,
      version: 3,
    });
  });

  it('signs off, publishes and reopens; a signed-off card takes no writes; wrong steps and stale versions are 409', async () => {
    const priya = await staff('priya');
    const ishaan = school.kidsA['Ishaan Khan']!;
    const status = (action: string, version: number, token = priya) =>
      call(t, 'POST', cardUrl(school.term2._id, ishaan, 'status'), token, { action, version });
    expectRefused(await status('publish', 0), 409);
    const signed = await status('sign_off', 0);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<{ result: HpcCard }>().result).toMatchObject({
      status: 'signed_off',
      version: 1,
      signed_off_by: { name: expect.stringMatching(/Priya/) },
    });
    const before = await storedCards(t);
    expectRefused(
      await putLevels(priya, ishaan, {
        version: 1,
        judgements: [{ competency: 'C-8.1', dimension: 'awareness', level: 'sky' }],
      }),
      409,
    );
    expectRefused(await status('sign_off', 1), 409);
    expectRefused(await status('publish', 0), 409);
    expect((await status('publish', 1, await staff('meera'))).statusCode).toBe(403);
    expect(await storedCards(t)).toBe(before);
    // The admin publishes; a reopen takes it back from the family.
    const published = await status('publish', 1, await staff('farah'));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ result: HpcCard }>().result).toMatchObject({ status: 'published', version: 2 });
    const reopened = await status('reopen', 2);
    expect(reopened.json<{ result: HpcCard }>().result).toMatchObject({
      status: 'in_progress',
      version: 3,
      published_at: null,
      signed_off_by: null,
    });
    const actions = (await t.db.select().from(auditLog))
      .filter((a) => a.action.startsWith('hpc_'))
      .map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['hpc_sign_off', 'hpc_publish', 'hpc_reopen']));
    expectRefused(
      await call(t, 'POST', cardUrl(school.term2._id, ishaan, 'status'), priya, {
        action: 'archive',
        version: 3,
      }),
      400,
      'action',
    );
  });

  it('offers the child’s evidence of the cycle, the competency’s own first; an unknown competency is a 400', async () => {
    const priya = await staff('priya');
    const aaravCard = await readCard(t, priya, school.term2._id, aarav);
    const code = aaravCard.judgements[0]!.competency;
    const response = await call(t, 'GET', evidenceUrl(school.term2._id, aarav, code), priya);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<{ result: { items: HpcEvidenceCandidate[] } }>().result;
    const firstOther = items.findIndex((item) => !item.matches_competency);
    expect(items.slice(0, firstOther).every((item) => item.competencies.includes(code))).toBe(true);
    expect(items.slice(firstOther).some((item) => item.matches_competency)).toBe(false);
    expect(
      items
        .filter((item) => item.linked_competencies.includes(code))
        .map((i) => i._id)
        .sort(),
    ).toEqual(aaravCard.judgements[0]!.evidence.map((e) => e._id).sort());
    for (const item of items)
      expect(item.date >= school.term2.start_date && item.date <= school.term2.end_date).toBe(true);
    expectRefused(
      await call(t, 'GET', evidenceUrl(school.term2._id, aarav, 'Z-1'), priya),
      400,
      'competency',
    );
    expect(
      (await call(t, 'GET', evidenceUrl(school.term2._id, aarav), await staff('meera'))).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', evidenceUrl(school.term2._id, aarav), await staff('anil'))).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, 'GET', evidenceUrl(school.term2._id, aarav), await parent('rahul'))).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', evidenceUrl(school.term2._id, aarav), null)).statusCode).toBe(401);
  });

  it('summarises one child across the class’s cycles', async () => {
    const priya = await staff('priya');
    const url = (studentId: string, classId: string) =>
      `${apiPath(apiPaths.hpcProgressSummary, { studentId })}?class_id=${classId}`;
    const response = await call(t, 'GET', url(aarav, school.nurseryA), priya);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<{ result: HpcProgressSummary }>().result;
    expect(summary.cycles.map((c) => [c.cycle.name, c.status])).toEqual(
      expect.arrayContaining([
        ['Term 1', 'published'],
        ['Term 2', 'in_progress'],
      ]),
    );
    const sorting = summary.competencies.find((c) => c.code === 'C-8.1')!;
    expect(sorting.cycles[0]).toEqual({
      cycle_id: school.term1._id,
      levels: [
        { dimension: 'awareness', level: 'stream' },
        { dimension: 'sensitivity', level: 'stream' },
        { dimension: 'creativity', level: 'mountain' },
      ],
    });
    expectRefused(
      await call(t, 'GET', url(school.kidsB['Dev Mehta']!, school.nurseryA), priya),
      400,
      'studentId',
    );
    expect((await call(t, 'GET', url(aarav, school.nurseryA), await staff('meera'))).statusCode).toBe(403);
    expect((await call(t, 'GET', url(aarav, school.nurseryA), await staff('anil'))).statusCode).toBe(404);
    expect((await call(t, 'GET', url(aarav, school.nurseryA), await parent('rahul'))).statusCode).toBe(403);
    expect((await call(t, 'GET', url(aarav, school.nurseryA), null)).statusCode).toBe(401);
  });

  it('draws the class × competency matrix of a cycle, by domain', async () => {
    const priya = await staff('priya');
    const url = (domain?: string) =>
      `${apiPath(apiPaths.hpcAllStudentSummary, { cycleId: school.term1._id })}${domain ? `?domain=${domain}` : ''}`;
    const response = await call(t, 'GET', url('NCF-SEE'), priya);
    expect(response.statusCode, response.body).toBe(200);
    const matrix = response.json<{ result: HpcAllStudentSummary }>().result;
    expect(matrix.competencies.every((c) => c.domain === 'NCF-SEE')).toBe(true);
    const column = matrix.competencies.findIndex((c) => c.code === 'C-4.4');
    const diya = matrix.students.find((s) => s.student._id === school.kidsA['Diya Menon'])!;
    expect(diya.status).toBe('published');
    expect(diya.cells[column]).toEqual({
      competency: 'C-4.4',
      levels: [
        { dimension: 'awareness', level: 'sky' },
        { dimension: 'sensitivity', level: 'mountain' },
        { dimension: 'creativity', level: 'mountain' },
      ],
      evidence_count: 0,
    });
    const all = (await call(t, 'GET', url(), priya)).json<{ result: HpcAllStudentSummary }>().result;
    expect(all.competencies.length).toBeGreaterThan(matrix.competencies.length);
    // Term 2: a cell counts the child's tagged observations of the cycle.
    const term2 = (
      await call(t, 'GET', apiPath(apiPaths.hpcAllStudentSummary, { cycleId: school.term2._id }), priya)
    ).json<{ result: HpcAllStudentSummary }>().result;
    const aaravRow = term2.students.find((s) => s.student._id === aarav)!;
    expect(aaravRow.cells.reduce((n, cell) => n + cell.evidence_count, 0)).toBeGreaterThan(0);
    expectRefused(await call(t, 'GET', url('EYFS-PD'), priya), 400, 'domain');
    expect((await call(t, 'GET', url(), await staff('meera'))).statusCode).toBe(403);
    expect((await call(t, 'GET', url(), await staff('anil'))).statusCode).toBe(404);
    expect((await call(t, 'GET', url(), await parent('rahul'))).statusCode).toBe(403);
    expect((await call(t, 'GET', url(), null)).statusCode).toBe(401);
  });

  it('keeps a cycle with progress cards from being deleted (409)', async () => {
    const response = await call(
      t,
      'DELETE',
      apiPath(apiPaths.assessmentCycle, { id: school.term1._id }),
      await staff('farah'),
    );
    expectRefused(response, 409);
    const still = await t.db
      .select()
      .from(assessmentCycles)
      .where(inArray(assessmentCycles.id, [school.term1._id]));
    expect(still).toHaveLength(1);
  });
});
