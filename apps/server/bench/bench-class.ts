import { eq } from 'drizzle-orm';
import { children, classEnrollments, classStaff, classes, schools, users } from '../src/db/schema/index.js';
import { newObjectId } from '../src/lib/object-id.js';
import type { TestApp } from '../src/test/test-app.js';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A class of `size` children in Sunbeam Nursery taught by Priya, inserted like the demo seed does,
 * so a benchmark measures a full room without 30 API calls of setup.
 */
export async function createBenchClass(
  t: TestApp,
  { name, size, ageRange }: { name: string; size: number; ageRange: string },
): Promise<{ classId: string; childIds: string[] }> {
  const [priya] = await t.db.select().from(users).where(eq(users.phone, '9000000001'));
  const [sunbeam] = await t.db.select().from(schools).where(eq(schools.name, 'Sunbeam Nursery'));
  const classId = newObjectId();
  const childIds = Array.from({ length: size }, () => newObjectId());
  await t.db.transaction(async (tx) => {
    await tx.insert(classes).values({
      id: classId,
      schoolId: sunbeam!.id,
      name,
      ageRange,
      classDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      color: '#228be6',
    });
    await tx
      .insert(children)
      .values(
        childIds.map((id, i) => ({ id, schoolId: sunbeam!.id, firstName: `Child${i}`, lastName: 'Bench' })),
      );
    await tx
      .insert(classEnrollments)
      .values(childIds.map((childId) => ({ schoolId: sunbeam!.id, classId, childId })));
    await tx.insert(classStaff).values({ schoolId: sunbeam!.id, classId, userId: priya!.id });
  });
  return { classId, childIds };
}
