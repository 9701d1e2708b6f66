import { eq } from 'drizzle-orm';
import type { ActivityBlock, PlanItemStatus } from '@cue/contracts';
import { classProjects, users, weekPlanItems, weekPlans } from '../db/schema/index.js';
import { newObjectId } from '../lib/object-id.js';
import { demoPhones } from './demo.js';
import type { TestApp } from './test-app.js';

/*
 * Test setup for planning tables other modules own (projects, weekly plans): rows inserted with
 * Drizzle, since those modules' services are being built alongside.
 */

export async function demoUserId(t: TestApp, person: keyof typeof demoPhones): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, demoPhones[person]));
  return row!.id;
}

export async function insertProject(
  t: TestApp,
  row: {
    schoolId: string;
    classId: string;
    createdBy: string;
    title: string;
    startDate: string;
    endDate: string;
  },
): Promise<string> {
  const id = newObjectId();
  await t.db.insert(classProjects).values({ id, ...row });
  return id;
}

const activity = (competencies: string[]): ActivityBlock =>
  ({
    id: newObjectId(),
    type: 'circle_time',
    title: 'Activity',
    minutes: 20,
    description: '',
    materials: [],
    grouping: 'whole_class',
    lead: 'adult_led',
    setting: 'indoor',
    competencies,
  }) as unknown as ActivityBlock;

export interface SeedItem {
  date: string;
  competencies?: string[];
  status?: PlanItemStatus;
  movedTo?: string | null;
}

/** A week plan of the class with its items; returns the plan's id. */
export async function insertWeekPlan(
  t: TestApp,
  plan: { schoolId: string; classId: string; createdBy: string; weekStart: string },
  items: SeedItem[],
): Promise<string> {
  const id = newObjectId();
  await t.db
    .insert(weekPlans)
    .values({ id, schoolId: plan.schoolId, classId: plan.classId, weekStart: plan.weekStart });
  if (items.length > 0) {
    await t.db.insert(weekPlanItems).values(
      items.map((item, position) => ({
        weekPlanId: id,
        schoolId: plan.schoolId,
        classId: plan.classId,
        date: item.date,
        blockId: newObjectId(),
        position,
        activity: activity(item.competencies ?? []),
        competencies: item.competencies ?? [],
        status: item.status ?? 'planned',
        movedTo: item.movedTo ?? null,
        createdBy: plan.createdBy,
      })),
    );
  }
  return id;
}
