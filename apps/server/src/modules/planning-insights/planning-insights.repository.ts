import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { observationCompetencies, observations, weekPlanItems } from '../../db/schema/index.js';
import type { CountedItem, CountedObservation } from './insights-count.js';

/** The window of a class that planning insights count, inclusive. */
export interface InsightsWindow {
  classId: string;
  from: string;
  to: string;
}

/** The rows planning insights count; the counting itself is insights-count.ts. */
export class PlanningInsightsRepository extends Repository<PlanningInsightsRepository> {
  protected bind(db: Database) {
    return new PlanningInsightsRepository(db);
  }

  /** reads weekly planning's table (week_plan_items): every activity of the class dated in the window. */
  async items({ classId, from, to }: InsightsWindow): Promise<CountedItem[]> {
    return this.db
      .select({ competencies: weekPlanItems.competencies, status: weekPlanItems.status })
      .from(weekPlanItems)
      .where(
        and(eq(weekPlanItems.classId, classId), gte(weekPlanItems.date, from), lte(weekPlanItems.date, to)),
      );
  }

  /**
   * reads observations' competency tags (observation_competencies): every observation of the
   * class in the window (deleted ones are gone from the table) with its tags.
   */
  async observations({ classId, from, to }: InsightsWindow): Promise<CountedObservation[]> {
    return this.db
      .select({
        id: observations.id,
        childId: observations.childId,
        codes: sql<
          string[]
        >`coalesce(array_agg(${observationCompetencies.code}) filter (where ${observationCompetencies.code} is not null), '{}')`,
      })
      .from(observations)
      .leftJoin(observationCompetencies, eq(observationCompetencies.observationId, observations.id))
      .where(
        and(
          eq(observations.classId, classId),
          gte(observations.observedOn, from),
          lte(observations.observedOn, to),
        ),
      )
      .groupBy(observations.id, observations.childId);
  }
}
