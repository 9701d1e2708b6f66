import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  apiPath,
  apiPaths,
  type ClassFramework,
  type CompetencySuggestion,
  type CurriculumFrameworkTree,
  type CurriculumOverview,
  type SchoolOutcome,
} from '@cue/contracts';
import { auditLog, classes, curriculumOutcomes } from '../../db/schema/index.js';
import { classesOf, demoLogins } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Payload = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Curriculum frameworks (issue 16): every route, its happy path and its refusals. */
describe('curriculum routes', () => {
  let t: TestApp;
  let nurseryA: string;
  let playgroupB: string;
  let mapleClass: string;
  const { staff, parent, forget } = demoLogins(() => t.app);
  const send = (method: Method, url: string, token: string | null, payload?: Payload) =>
    t.app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });
  const outcome = (extra: Payload = {}): Payload => ({
    framework: 'ncf_fs_2022',
    competency_code: 'C-8.3',
    age_band: '4-5',
    text: 'Counts the children at circle time up to 20',
    ...extra,
  });
  const addOutcome = async (token: string, extra: Payload = {}): Promise<SchoolOutcome> => {
    const response = await send('POST', apiPaths.curriculumOutcomes, token, outcome(extra));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: SchoolOutcome }>().result;
  };
  const outcomeRows = async () => (await t.db.select({ n: count() }).from(curriculumOutcomes))[0]!.n;
  const tree = async (token: string, key: string) => {
    const response = await send('GET', apiPath(apiPaths.curriculumFramework, { key }), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: CurriculumFrameworkTree }>().result;
  };
  const competencyOf = (framework: CurriculumFrameworkTree, code: string) =>
    framework.domains
      .flatMap((domain) => domain.goals)
      .flatMap((goal) => goal.competencies)
      .find((competency) => competency.code === code)!;

  beforeAll(async () => {
    t = await createTestApp();
    const farah = await staff('farah');
    const sunbeam = await classesOf(t.app, farah);
    nurseryA = sunbeam['Nursery A']!._id;
    playgroupB = sunbeam['Playgroup B']!._id;
    mapleClass = Object.values(await classesOf(t.app, await staff('anil')))[0]!._id;
  });
  beforeEach(() => forget());
  afterAll(() => t.close());

  describe('GET curriculum_frameworks', () => {
    it('lists both frameworks with their source and counts, and the classes the staff member sees', async () => {
      const response = await send('GET', apiPaths.curriculumFrameworks, await staff('priya'));
      expect(response.statusCode).toBe(200);
      const overview = response.json<{ result: CurriculumOverview }>().result;
      expect(overview.frameworks.map((f) => f.key)).toEqual(['ncf_fs_2022', 'eyfs_2024']);
      const eyfs = overview.frameworks.find((f) => f.key === 'eyfs_2024')!;
      expect(eyfs.source).toMatch(/Department for Education|gov\.uk/i);
      expect(eyfs.goals).toBe(17);
      // Priya teaches Nursery A and Playgroup B: she sees those, with Sunbeam's NCF.
      expect(overview.classes.map((c) => c.class_name).sort()).toEqual(['Nursery A', 'Playgroup B']);
      expect(overview.classes.every((c) => c.framework === 'ncf_fs_2022')).toBe(true);
      expect(overview.classes.map((c) => c.class_id)).not.toContain(mapleClass);
    });

    it('answers 401 without a token and 403 to a parent', async () => {
      expect((await send('GET', apiPaths.curriculumFrameworks, null)).statusCode).toBe(401);
      expect((await send('GET', apiPaths.curriculumFrameworks, await parent('rahul'))).statusCode).toBe(403);
    });
  });

  describe('GET curriculum_frameworks/{key}', () => {
    it("answers the tree with the school's own outcomes merged, never another school's", async () => {
      const mine = await addOutcome(await staff('farah'), { text: 'Counts steps on the slide' });
      await addOutcome(await staff('anil'), { text: 'Maple counts conkers' });
      const sunbeam = await tree(await staff('priya'), 'ncf_fs_2022');
      expect(sunbeam.source).toBeTruthy();
      const outcomes = competencyOf(sunbeam, 'C-8.3').outcomes;
      const own = outcomes.filter((o) => o.school);
      expect(own.map((o) => o.text)).toContain('Counts steps on the slide');
      expect(own.map((o) => o.text)).not.toContain('Maple counts conkers');
      expect(own.find((o) => o._id === mine._id)?.code).toBe(mine.code);
      // The EYFS tree has none of the NCF outcome.
      const eyfs = await tree(await staff('priya'), 'eyfs_2024');
      expect(JSON.stringify(eyfs)).not.toContain('Counts steps on the slide');
    });

    it('answers 401, 403 to a parent and 400 naming the key for an unknown framework', async () => {
      const url = apiPath(apiPaths.curriculumFramework, { key: 'ncf_fs_2022' });
      expect((await send('GET', url, null)).statusCode).toBe(401);
      expect((await send('GET', url, await parent('rahul'))).statusCode).toBe(403);
      const bad = await send(
        'GET',
        apiPath(apiPaths.curriculumFramework, { key: 'montessori' }),
        await staff('priya'),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ field?: string }>().field).toBe('key');
    });
  });

  describe('PUT class_curriculum/{classId}', () => {
    const url = () => apiPath(apiPaths.classCurriculum, { classId: playgroupB });

    it("sets a class's framework (and none), audited, shown in the overview", async () => {
      const farah = await staff('farah');
      const set = await send('PUT', url(), farah, { framework: 'eyfs_2024' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json<{ result: ClassFramework }>().result).toMatchObject({
        class_id: playgroupB,
        class_name: 'Playgroup B',
        framework: 'eyfs_2024',
      });
      const overview = (await send('GET', apiPaths.curriculumFrameworks, farah)).json<{
        result: CurriculumOverview;
      }>().result;
      expect(overview.classes.find((c) => c.class_id === playgroupB)?.framework).toBe('eyfs_2024');
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'set_class_curriculum'));
      expect(audits.some((a) => a.entityId === playgroupB)).toBe(true);
      const none = await send('PUT', url(), farah, { framework: null });
      expect(none.json<{ result: ClassFramework }>().result.framework).toBeNull();
      const [row] = await t.db.select().from(classes).where(eq(classes.id, playgroupB));
      expect(row!.classCurriculum).toBeNull();
      await send('PUT', url(), farah, { framework: 'ncf_fs_2022' });
    });

    it('answers 401, 403 to a parent and to staff without the curriculum switch, 404 for another school, 400 naming the field', async () => {
      const body = { framework: 'eyfs_2024' };
      expect((await send('PUT', url(), null, body)).statusCode).toBe(401);
      expect((await send('PUT', url(), await parent('rahul'), body)).statusCode).toBe(403);
      expect((await send('PUT', url(), await staff('priya'), body)).statusCode).toBe(403);
      const foreign = apiPath(apiPaths.classCurriculum, { classId: mapleClass });
      expect((await send('PUT', foreign, await staff('farah'), body)).statusCode).toBe(404);
      const bad = await send('PUT', url(), await staff('farah'), { framework: 'Play-based' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ field?: string }>().field).toBe('framework');
      const [row] = await t.db.select().from(classes).where(eq(classes.id, playgroupB));
      expect(row!.classCurriculum).toBe('ncf_fs_2022');
    });
  });

  describe('school outcomes', () => {
    it("numbers a school's outcomes SCHOOL-<n> per framework, edits and archives them, audited", async () => {
      const farah = await staff('farah');
      const first = await addOutcome(farah, { text: 'Counts beads on a string' });
      const second = await addOutcome(farah, { text: 'Counts back from 10 at rocket time' });
      const n = (code: string) => Number(code.replace('SCHOOL-', ''));
      expect(first.code).toMatch(/^SCHOOL-\d+$/);
      expect(n(second.code)).toBe(n(first.code) + 1);
      const eyfs = await addOutcome(farah, {
        framework: 'eyfs_2024',
        competency_code: 'EYFS-M-N-1',
        text: 'Says one more than a number to 10',
      });
      expect(eyfs.code).toBe('SCHOOL-1');

      const patched = await send('PATCH', apiPath(apiPaths.curriculumOutcome, { id: first._id }), farah, {
        text: 'Counts beads up to 20',
        age_band: '5-6',
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json<{ result: SchoolOutcome }>().result).toMatchObject({
        text: 'Counts beads up to 20',
        age_band: '5-6',
        code: first.code,
      });

      const removed = await send('DELETE', apiPath(apiPaths.curriculumOutcome, { id: second._id }), farah);
      expect(removed.statusCode).toBe(200);
      expect(removed.json<{ output: { id: string } }>().output.id).toBe(second._id);
      const [row] = await t.db.select().from(curriculumOutcomes).where(eq(curriculumOutcomes.id, second._id));
      expect(row!.archivedAt).not.toBeNull();
      const outcomes = competencyOf(await tree(farah, 'ncf_fs_2022'), 'C-8.3').outcomes;
      expect(outcomes.map((o) => o.text)).toContain('Counts beads up to 20');
      expect(outcomes.map((o) => o.text)).not.toContain('Counts back from 10 at rocket time');
      // An archived outcome's code is never reused.
      const third = await addOutcome(farah, { text: 'Counts the cups at snack' });
      expect(n(third.code)).toBe(n(second.code) + 1);
      const actions = (await t.db.select().from(auditLog)).map((a) => a.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'create_curriculum_outcome',
          'update_curriculum_outcome',
          'delete_curriculum_outcome',
        ]),
      );
    });

    it('refuses: 401, 403 parent, 403 staff without the curriculum switch, writing nothing', async () => {
      const before = await outcomeRows();
      const farahOutcome = await addOutcome(await staff('farah'));
      const after = before + 1;
      const one = apiPath(apiPaths.curriculumOutcome, { id: farahOutcome._id });
      for (const [method, url, body] of [
        ['POST', apiPaths.curriculumOutcomes, outcome()],
        ['PATCH', one, { text: 'Changed' }],
        ['DELETE', one, undefined],
      ] as const) {
        expect((await send(method, url, null, body)).statusCode, method).toBe(401);
        expect((await send(method, url, await parent('rahul'), body)).statusCode, method).toBe(403);
        expect((await send(method, url, await staff('priya'), body)).statusCode, method).toBe(403);
        // Another school's outcome: 404 (POST names no outcome).
        if (method !== 'POST')
          expect((await send(method, url, await staff('anil'), body)).statusCode).toBe(404);
      }
      expect(await outcomeRows()).toBe(after);
      const [row] = await t.db
        .select()
        .from(curriculumOutcomes)
        .where(eq(curriculumOutcomes.id, farahOutcome._id));
      expect(row!.text).toBe(farahOutcome.text);
      expect(row!.archivedAt).toBeNull();
    });

    it('answers 400 naming the field, writing nothing', async () => {
      const farah = await staff('farah');
      const before = await outcomeRows();
      const cases: [Payload, string][] = [
        [outcome({ competency_code: 'EYFS-M-N-1' }), 'competency_code'],
        [outcome({ competency_code: 'C-99.9' }), 'competency_code'],
        [outcome({ text: '   ' }), 'text'],
        [outcome({ age_band: '6-7' }), 'age_band'],
      ];
      for (const [body, field] of cases) {
        const response = await send('POST', apiPaths.curriculumOutcomes, farah, body);
        expect(response.statusCode, field).toBe(400);
        expect(response.json<{ field?: string }>().field).toBe(field);
      }
      const unknownCode = await send(
        'POST',
        apiPaths.curriculumOutcomes,
        farah,
        outcome({ competency_code: 'C-99.9' }),
      );
      expect(unknownCode.json<{ message?: string }>().message).toContain('C-99.9');
      const existing = await addOutcome(farah);
      const patch = await send('PATCH', apiPath(apiPaths.curriculumOutcome, { id: existing._id }), farah, {
        age_band: 'toddlers',
      });
      expect(patch.statusCode).toBe(400);
      expect(patch.json<{ field?: string }>().field).toBe('age_band');
      expect(await outcomeRows()).toBe(before + 1);
    });
  });

  describe('POST curriculum_suggest/{classId}', () => {
    const url = (classId: string) => apiPath(apiPaths.competencySuggest, { classId });

    it("suggests competencies of the class's framework for a note, with their goal and domain", async () => {
      const response = await send('POST', url(nurseryA), await staff('priya'), {
        text: 'Aarav counted the blocks and told me how many there were.',
      });
      expect(response.statusCode, response.body).toBe(200);
      const suggestion = response.json<{ result: CompetencySuggestion }>().result;
      expect(suggestion.framework).toBe('ncf_fs_2022');
      expect(suggestion.competencies.map((c) => c.code)).toContain('C-8.3');
      expect(suggestion.competencies.length).toBeLessThanOrEqual(3);
      expect(suggestion.competencies[0]!.title).toBeTruthy();
      expect(suggestion.competencies[0]!.domain).toBeTruthy();
    });

    it('answers framework null and no suggestions for a class without a framework', async () => {
      const farah = await staff('farah');
      await send('PUT', apiPath(apiPaths.classCurriculum, { classId: playgroupB }), farah, {
        framework: null,
      });
      const response = await send('POST', url(playgroupB), farah, { text: 'Counted to ten.' });
      expect(response.json<{ result: CompetencySuggestion }>().result).toEqual({
        framework: null,
        competencies: [],
      });
      await send('PUT', apiPath(apiPaths.classCurriculum, { classId: playgroupB }), farah, {
        framework: 'ncf_fs_2022',
      });
    });

    it("answers 401, 403 to a parent, 404 for another school's class, 400 naming the text", async () => {
      const body = { text: 'Counted to ten.' };
      expect((await send('POST', url(nurseryA), null, body)).statusCode).toBe(401);
      expect((await send('POST', url(nurseryA), await parent('rahul'), body)).statusCode).toBe(403);
      expect((await send('POST', url(mapleClass), await staff('priya'), body)).statusCode).toBe(404);
      const bad = await send('POST', url(nurseryA), await staff('priya'), { text: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ field?: string }>().field).toBe('text');
    });
  });
});
