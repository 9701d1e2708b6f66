import { addDaysToIsoDate, apiPath, apiPaths, type ChatUnread, type ChildCareDay } from '@cue/contracts';
import type { ClassCareDay, Incident, MedicationRequest } from '@cue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classesOf, demoLogins, studentsOf } from '../../test/demo.js';
import { bearer } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('demo school: earlier days of school life', () => {
  let t: TestApp;
  const { staff, parent } = demoLogins(() => t.app);
  const get = async <T>(url: string, token: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: T }>().result;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows yesterday's care log, a medicine, an incident and read messages; today is still empty", async () => {
    const [priya, rahul] = [await staff('priya'), await parent('rahul')];
    const classes = await classesOf(t.app, priya);
    const nurseryA = classes['Nursery A']!._id;
    const kids = await studentsOf(t.app, priya, nurseryA);
    const anaya = (await studentsOf(t.app, priya, classes['Playgroup B']!._id))['Anaya Sharma']!;

    const today = await get<ClassCareDay>(apiPath(apiPaths.careLog, { classId: nurseryA }), priya);
    expect(today.children.flatMap((child) => child.entries)).toEqual([]);
    const yesterday = addDaysToIsoDate(today.today, -1);
    const before = await get<ClassCareDay>(
      `${apiPath(apiPaths.careLog, { classId: nurseryA })}?date=${yesterday}`,
      priya,
    );
    const lunchOf = (name: string) =>
      before.children.find((child) => child.name === name)!.entries.find((entry) => entry.kind === 'meal');
    expect(lunchOf('Aarav Sharma')).toMatchObject({ meal: 'lunch', amount: 'all' });
    expect(lunchOf('Diya Menon')).toMatchObject({ meal: 'lunch', amount: 'some' });

    // Rahul's "Care today" is empty, with yesterday one tap away.
    const aaravDay = await get<ChildCareDay>(
      apiPath(apiPaths.childCareLog, { studentId: kids['Aarav Sharma']! }),
      rahul,
    );
    expect(aaravDay).toMatchObject({ entries: [], previous_date: yesterday });

    const medicines = await get<MedicationRequest[]>(
      apiPath(apiPaths.childMedication, { studentId: anaya }),
      rahul,
    );
    expect(medicines).toHaveLength(1);
    expect(medicines[0]).toMatchObject({
      acknowledged_by: { name: 'Priya Nair' },
      doses: [{ given_on: yesterday }],
    });

    const incidents = await get<Incident[]>(
      apiPath(apiPaths.childIncidents, { studentId: kids['Aarav Sharma']! }),
      rahul,
    );
    expect(incidents.map((incident) => incident.acknowledged_by?.name)).toEqual(['Rahul Sharma']);

    // The chat exchange is read by everyone in it: nothing unread today.
    for (const token of [rahul, priya, await staff('meera')]) {
      expect((await get<ChatUnread>(apiPaths.chatUnread, token)).total_unread).toBe(0);
    }
  });
});
