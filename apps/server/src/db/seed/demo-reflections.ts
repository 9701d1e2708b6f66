import { and, eq, gte, lte } from 'drizzle-orm';
import { addDaysToIsoDate, weekStartOf } from '@cue/contracts';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import type { DemoDayPeople } from './demo-day.js';

const ZONE = 'Asia/Kolkata';
/** The demo classes meet Monday to Friday. */
const DEMO_CLASS_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/**
 * Priya's reflections on Nursery A (issue 17, decision 050): on last week, and on the project
 * running now (demo-planning.ts seeds it first, in the same transaction). Only Priya and the
 * school's coordinators (Farah, Sam) read them.
 */
export async function seedDemoReflections(tx: Database, people: DemoDayPeople, now: Date): Promise<void> {
  const { schoolId, nurseryA, priya, childId } = people;
  const today = schoolToday(ZONE, now);
  const lastWeek = weekStartOf(addDaysToIsoDate(today, -7), DEMO_CLASS_DAYS);
  const [project] = await tx
    .select({
      id: t.classProjects.id,
      title: t.classProjects.title,
      startDate: t.classProjects.startDate,
      endDate: t.classProjects.endDate,
    })
    .from(t.classProjects)
    .where(
      and(
        eq(t.classProjects.classId, nurseryA),
        lte(t.classProjects.startDate, today),
        gte(t.classProjects.endDate, today),
      ),
    )
    .limit(1);
  const weekId = newObjectId(now);
  const rows: (typeof t.reflections.$inferInsert & { id: string })[] = [
    {
      id: weekId,
      schoolId,
      classId: nurseryA,
      authorUserId: priya,
      kind: 'week',
      weekStart: lastWeek,
      periodStart: lastWeek,
      periodEnd: addDaysToIsoDate(lastWeek, 6),
      whatWorked:
        'The floating and sinking trays kept the whole group busy for longer than planned. Children predicted before testing and argued kindly about the sponge.',
      whatToChange:
        'Circle time ran long on Wednesday and the youngest lost interest. Keep it to ten minutes and move the song to the start.',
      nextSteps: 'Add a rain gauge to the garden and let two children read it each morning.',
      competencies: ['C-7.2', 'C-9.3'],
      createdAt: now,
      updatedAt: now,
    },
  ];
  if (project) {
    rows.push({
      id: newObjectId(now),
      schoolId,
      classId: nurseryA,
      authorUserId: priya,
      kind: 'project',
      projectId: project.id,
      projectTitle: project.title,
      periodStart: project.startDate,
      periodEnd: project.endDate,
      whatWorked: 'Puddle walks brought new words every day: splash, ripple, soak.',
      whatToChange: 'Fewer worksheets; the children learned more from pouring and measuring.',
      nextSteps: 'Finish with a water day for families, with the children explaining their experiments.',
      competencies: ['C-9.7', 'C-7.2'],
      createdAt: now,
      updatedAt: now,
    });
  }
  await tx.insert(t.reflections).values(rows);
  await tx.insert(t.reflectionChildren).values([
    { reflectionId: weekId, childId: childId('Vihaan Reddy') },
    { reflectionId: weekId, childId: childId('Sara Ali') },
  ]);
}
