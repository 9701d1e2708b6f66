import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, apiPaths, type Child, type SchoolClass } from '@cue/contracts';
import { children, classEnrollments, classes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, staffToken } from '../../test/sign-in.js';

describe("a child enrolled in two schools' classes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows each school's staff only their own school's class", async () => {
    const [sprouts] = await t.db.select().from(classes).where(eq(classes.name, 'Sprouts'));
    const [aarav] = await t.db.select().from(children).where(eq(children.lastName, 'Patel'));
    await t.db
      .insert(classEnrollments)
      .values({ schoolId: sprouts!.schoolId, classId: sprouts!.id, childId: aarav!.id });

    const farah = await staffToken(t.app, '9000000002');
    const farahClasses = (
      await t.app.inject({ method: 'GET', url: apiPaths.staffClasses, headers: bearer(farah) })
    ).json<{ result: SchoolClass[] }>().result;
    const nurseryA = farahClasses.find((c) => c.class_name === 'Nursery A')!;
    const roster = (
      await t.app.inject({
        method: 'GET',
        url: apiPath(apiPaths.classStudents, { classId: nurseryA._id }),
        headers: bearer(farah),
      })
    ).json<{ result: Child[] }>().result;
    const child = roster.find((c) => c._id === aarav!.id)!;
    expect(child.student_class.map((c) => c.class_name)).toEqual(['Nursery A']);
    expect(JSON.stringify(roster)).not.toContain('Maple Kids');
  });
});
