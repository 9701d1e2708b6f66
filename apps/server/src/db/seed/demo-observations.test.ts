import { apiPath, apiPaths, type ClassCareDay, type ObservationPage } from '@cue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classesOf, demoLogins } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { schoolDaysBefore } from './demo-observations.js';

describe("demo school: Nursery A's observations of the last school days", () => {
  let t: TestApp;
  const { staff } = demoLogins(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives Aarav Sharma's week and a shared seed planting, and nothing today", async () => {
    const priya = await staff('priya');
    const nurseryA = (await classesOf(t.app, priya))['Nursery A']!._id;
    const entries = [];
    for (let page = 1; ; page++) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPath(apiPaths.fetchAnecdotes, { classId: nurseryA }),
        headers: { ...bearer(priya), pagenumber: String(page) },
        payload: {},
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<{ result: ObservationPage }>().result;
      entries.push(...result.observation_entries);
      if (!result.has_more) break;
    }
    expect(entries.length).toBeGreaterThanOrEqual(25);
    expect(entries.length).toBeLessThanOrEqual(35);

    // Every one is on one of the seven school days before the school's today, never today.
    const careDay = await t.app.inject({
      method: 'GET',
      url: apiPath(apiPaths.careLog, { classId: nurseryA }),
      headers: bearer(priya),
    });
    const today = careDay.json<{ result: ClassCareDay }>().result.today;
    const schoolDays = new Set([1, 2, 3, 4, 5, 6, 7].map((n) => schoolDaysBefore(today, n)));
    expect(entries.filter((entry) => !schoolDays.has(entry.date))).toEqual([]);

    const aarav = entries.filter((entry) => entry.student_name === 'Aarav Sharma');
    expect(aarav.length).toBeGreaterThanOrEqual(4);
    expect(aarav.length).toBeLessThanOrEqual(6);
    const planting = new Set(
      entries.filter((entry) => entry.title === 'Seed planting').map((entry) => entry.student_name),
    );
    expect(planting.size).toBeGreaterThanOrEqual(3);
    // Some children have none: a story about them says so.
    expect(entries.some((entry) => entry.student_name === 'Aarav Patel')).toBe(false);

    // Most carry one or two competencies of the NCF (planning insights' observed data), titled.
    const tagged = entries.filter((entry) => entry.competencies.length > 0);
    expect(tagged.length).toBeGreaterThanOrEqual(entries.length * 0.7);
    expect(tagged.length).toBeLessThan(entries.length);
    expect(entries.every((entry) => entry.competencies.length <= 2)).toBe(true);
    expect(
      tagged.every((entry) => entry.competencies.every((c) => /^C-\d+\.\d+$/.test(c.code) && c.title)),
    ).toBe(true);
    // A note about counting is tagged with the counting competency.
    const counting = entries.find((entry) => entry.general_note.startsWith('Maya counted the children'));
    expect(counting?.competencies.map((c) => c.code)).toContain('C-8.3');
  });

  it('counts school days back over a weekend', () => {
    // Monday 16 November 2026: the school day before it is Friday the 13th.
    expect(schoolDaysBefore('2026-11-16', 1)).toBe('2026-11-13');
    expect(schoolDaysBefore('2026-11-20', 7)).toBe('2026-11-11');
  });
});
