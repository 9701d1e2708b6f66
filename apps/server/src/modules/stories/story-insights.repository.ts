import { and, asc, count, eq, gte, isNull, lte, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  stories,
  storyChildren,
  storyTagLinks,
  storyTagSets,
  storyTags,
  users,
} from '../../db/schema/index.js';

/** The published stories insights count: one class, optionally about one child. */
export interface InsightsScope {
  classId: string;
  childId?: string | undefined;
  /** The chart's window of story dates, inclusive. */
  from: string;
  to: string;
}

const aboutChild = (childId: string | undefined): SQL | undefined =>
  childId
    ? sql`exists (select 1 from ${storyChildren} where ${storyChildren.storyId} = ${stories.id} and ${storyChildren.childId} = ${childId})`
    : undefined;

/** Published stories of the scope dated in its window. */
const published = (scope: InsightsScope) =>
  and(
    eq(stories.classId, scope.classId),
    eq(stories.status, 'published'),
    gte(stories.storyDate, scope.from),
    lte(stories.storyDate, scope.to),
    aboutChild(scope.childId),
  );

/** The counts behind story insights (decision 048), each one grouped query. */
export class StoryInsightsRepository extends Repository<StoryInsightsRepository> {
  protected bind(db: Database) {
    return new StoryInsightsRepository(db);
  }

  /** Published stories per story date in the window. */
  async perDay(scope: InsightsScope): Promise<{ day: string; n: number }[]> {
    return this.db
      .select({ day: stories.storyDate, n: count() })
      .from(stories)
      .where(published(scope))
      .groupBy(stories.storyDate);
  }

  /** Per child: stories in the window, and the date of their latest published story in the class. */
  async perChild(scope: InsightsScope): Promise<{ childId: string; n: number; last: string | null }[]> {
    return this.db
      .select({
        childId: storyChildren.childId,
        n: sql<number>`count(*) filter (where ${stories.storyDate} >= ${scope.from} and ${stories.storyDate} <= ${scope.to})`.mapWith(
          Number,
        ),
        last: max(stories.storyDate),
      })
      .from(storyChildren)
      .innerJoin(stories, eq(stories.id, storyChildren.storyId))
      .where(and(eq(stories.classId, scope.classId), eq(stories.status, 'published')))
      .groupBy(storyChildren.childId);
  }

  /** Every live tag of the school (by set, in order) with its stories in the window. */
  async perTag(
    schoolId: string,
    scope: InsightsScope,
  ): Promise<{ id: string; name: string; setName: string; n: number }[]> {
    const counts = this.db
      .select({ tagId: storyTagLinks.tagId, n: count().as('n') })
      .from(storyTagLinks)
      .innerJoin(stories, eq(stories.id, storyTagLinks.storyId))
      .where(published(scope))
      .groupBy(storyTagLinks.tagId)
      .as('counts');
    return this.db
      .select({
        id: storyTags.id,
        name: storyTags.name,
        setName: storyTagSets.name,
        n: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
      })
      .from(storyTags)
      .innerJoin(storyTagSets, eq(storyTagSets.id, storyTags.setId))
      .leftJoin(counts, eq(counts.tagId, storyTags.id))
      .where(
        and(eq(storyTags.schoolId, schoolId), isNull(storyTags.archivedAt), isNull(storyTagSets.archivedAt)),
      )
      .orderBy(asc(storyTagSets.createdAt), asc(storyTagSets.id), asc(storyTags.position));
  }

  /** Authors of the window's stories, most stories first. */
  async perAuthor(
    scope: InsightsScope,
  ): Promise<{ id: string; firstName: string; lastName: string; n: number }[]> {
    return this.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, n: count() })
      .from(stories)
      .innerJoin(users, eq(users.id, stories.authorUserId))
      .where(published(scope))
      .groupBy(users.id, users.firstName, users.lastName)
      .orderBy(sql`count(*) desc`, asc(users.firstName));
  }
}
