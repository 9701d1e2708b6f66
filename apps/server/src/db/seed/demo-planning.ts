import { and, asc, ilike, isNull } from 'drizzle-orm';
import { DEFAULT_DAY_BLOCKS, addDaysToIsoDate, type BalanceTargets, type DayBlock } from '@cue/contracts';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import type { DemoDayPeople } from './demo-day.js';

const ZONE = 'Asia/Kolkata';

/**
 * Sunbeam's day (decision 049): the standard morning with the same block ids as
 * DEFAULT_DAY_BLOCKS (so week plans made before the school saved its day stay in their rows),
 * with the school's own labels.
 */
const sunbeamDay: DayBlock[] = DEFAULT_DAY_BLOCKS.map((block) => ({
  ...block,
  label:
    block.kind === 'outdoor'
      ? 'Garden play'
      : block.kind === 'circle_time'
        ? 'Good-morning circle'
        : block.label,
}));

/** The two-year-olds' shorter morning, with a rest after snack. */
const toddlerDay = (): Omit<DayBlock, 'id'>[] => [
  { kind: 'arrival', label: 'Hello and settling in', start: '09:00', minutes: 20 },
  { kind: 'circle_time', label: 'Song circle', start: '09:20', minutes: 10 },
  { kind: 'free_play', label: 'Free play', start: '09:30', minutes: 40 },
  { kind: 'snack', label: 'Snack', start: '10:10', minutes: 20 },
  { kind: 'rest', label: 'Quiet rest', start: '10:30', minutes: 30 },
  { kind: 'outdoor', label: 'Sand and water outside', start: '11:00', minutes: 40 },
  { kind: 'story', label: 'Picture book', start: '11:40', minutes: 10 },
  { kind: 'departure', label: 'Goodbye song', start: '11:50', minutes: 10 },
];

/** The targets Sunbeam set: the school day is a little short of outdoor time and music. */
const sunbeamTargets: BalanceTargets = { outdoor: 60, free_play: 40, story: 15, music_movement: 15 };

/**
 * The demo school's planning (issue 16): its day, the two-year-olds' day and balance targets;
 * and Nursery A's projects — one running now (on the global 'Water' unit when the library holds
 * it, else a project of its own) and the next one. Runs once, inside the demo seed's transaction.
 */
export async function seedDemoPlanning(tx: Database, people: DemoDayPeople, now: Date): Promise<void> {
  const { schoolId, nurseryA, priya } = people;
  const today = schoolToday(ZONE, now);
  await tx.insert(t.daySchedules).values([
    {
      id: newObjectId(now),
      schoolId,
      scope: 'school',
      blocks: sunbeamDay,
      createdAt: now,
      updatedAt: now,
    },
    {
      id: newObjectId(now),
      schoolId,
      scope: 'age_band',
      ageBand: '2-3',
      blocks: toddlerDay().map((block) => ({ ...block, id: newObjectId(now) })),
      createdAt: now,
      updatedAt: now,
    },
  ]);
  await tx.insert(t.planningSettings).values({ schoolId, balanceTargets: sunbeamTargets, updatedAt: now });

  // Global units are seeded at server start; on a first start they may come after this seed.
  const [water] = await tx
    .select({ id: t.units.id, title: t.units.title })
    .from(t.units)
    .where(and(isNull(t.units.organizationId), isNull(t.units.deletedAt), ilike(t.units.theme, 'water')))
    .orderBy(asc(t.units.title))
    .limit(1);
  await tx.insert(t.classProjects).values([
    {
      id: newObjectId(now),
      schoolId,
      classId: nurseryA,
      unitId: water?.id ?? null,
      title: water?.title ?? 'Water all around us',
      startDate: addDaysToIsoDate(today, -7),
      endDate: addDaysToIsoDate(today, 6),
      notes: 'Puddle walks, floating and sinking, and a rain gauge in the garden.',
      createdBy: priya,
      createdAt: now,
      updatedAt: now,
    },
    {
      id: newObjectId(now),
      schoolId,
      classId: nurseryA,
      unitId: null,
      title: 'Little gardeners',
      startDate: addDaysToIsoDate(today, 7),
      endDate: addDaysToIsoDate(today, 20),
      notes: 'Planting beans, watching them grow, and a seed diary by the window.',
      createdBy: priya,
      createdAt: now,
      updatedAt: now,
    },
  ]);
}
