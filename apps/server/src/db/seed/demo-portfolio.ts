import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import type { DemoDayPeople } from './demo-day.js';

/**
 * Aarav Sharma's portfolio as Priya left it (issue 17, decision 050): his two latest observations
 * and his latest learning story shared with the family, so Rahul's dashboard shows a portfolio on a
 * first `npm start`, and the teacher sees some items shared and some not.
 */
export async function seedDemoPortfolio(tx: Database, people: DemoDayPeople, now: Date): Promise<void> {
  const aarav = people.childId('Aarav Sharma');
  const notes = await tx
    .select({ id: t.observations.id })
    .from(t.observations)
    .where(eq(t.observations.childId, aarav))
    .orderBy(desc(t.observations.observedOn), desc(t.observations.id))
    .limit(2);
  const stories = await tx
    .select({ id: t.stories.id })
    .from(t.stories)
    .innerJoin(t.storyChildren, eq(t.storyChildren.storyId, t.stories.id))
    .where(and(eq(t.storyChildren.childId, aarav), eq(t.stories.status, 'published')))
    .orderBy(desc(t.stories.storyDate))
    .limit(1);
  const items = [
    ...notes.map((note) => ({ itemKind: 'observation' as const, itemId: note.id })),
    ...stories.map((story) => ({ itemKind: 'story' as const, itemId: story.id })),
  ];
  if (items.length === 0) return;
  await tx.insert(t.portfolioShares).values(
    items.map((item) => ({
      ...item,
      schoolId: people.schoolId,
      childId: aarav,
      sharedByUserId: people.priya,
      sharedAt: now,
    })),
  );
}
