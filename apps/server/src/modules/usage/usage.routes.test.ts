import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USAGE_WEEKS, apiPath, apiPaths, type SchoolUsage } from '@cue/contracts';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mondayOf } from './usage.service.js';

describe('GET school_usage/', () => {
  let t: TestApp;
  const { staff } = demoLogins(() => t.app);
  const get = (token: string | null) =>
    t.app.inject({ method: 'GET', url: apiPaths.schoolUsage, ...(token && { headers: bearer(token) }) });
  const usageOf = async (token: string) => {
    const response = await get(token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: SchoolUsage }>().result;
  };
  const thisWeek = (usage: SchoolUsage, kind: string) =>
    usage.series.find((s) => s.kind === kind)!.counts.at(-1)!;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("counts this week's records per module and lists the most active staff", async () => {
    const farah = await staff('farah');
    const before = await usageOf(farah);
    expect(before.weeks).toHaveLength(USAGE_WEEKS);
    expect(before.series.every((s) => s.counts.length === USAGE_WEEKS)).toBe(true);

    const priya = await staff('priya');
    const nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    const kids = Object.values(await studentsOf(t.app, priya, nurseryA)).slice(0, 2);
    const recorded = await t.app.inject({
      method: 'POST',
      url: apiPath(apiPaths.createAnecdotes, { classId: nurseryA }),
      headers: bearer(priya),
      payload: {
        observation_entries: kids.map((id) => ({ student_id: id, general_note: 'Counted to ten' })),
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);

    const after = await usageOf(farah);
    expect(thisWeek(after, 'observations')).toBe(thisWeek(before, 'observations') + 2);
    expect(after.series.find((s) => s.kind === 'observations')).toMatchObject({
      module: 'anecdote',
      enabled: true,
    });
    expect(after.most_active_staff[0]).toMatchObject({ name: 'Priya Nair' });
    expect(after.most_active_staff[0]!.records).toBeGreaterThanOrEqual(2);
  });

  it("shows Anil only Maple's numbers", async () => {
    const maple = await usageOf(await staff('anil'));
    expect(maple.most_active_staff.map((s) => s.name)).not.toContain('Priya Nair');
    expect(thisWeek(maple, 'observations')).toBe(0);
  });

  it('answers 401 without a token and 403 for a member without admin_portal.usage', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(await staff('priya'))).statusCode).toBe(403);
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });
});
