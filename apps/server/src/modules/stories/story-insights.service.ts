import { addDaysToIsoDate, type StoryInsights, type StoryInsightsQuery } from '@cue/contracts';
import { badInput, forbidden } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { mondayOf } from '../usage/usage.service.js';
import { mayWriteStories } from './stories.policy.js';
import type { StoryInsightsRepository } from './story-insights.repository.js';

export interface StoryInsightsServiceDeps {
  repository: StoryInsightsRepository;
  schools: SchoolsService;
  clock: Clock;
}

/**
 * Story insights of a class or one child (decision 048): published stories per school-local week
 * (Monday to Sunday, as the usage page counts them), each child's count and latest story with the
 * equity list (no story in the last `days` days), every live tag's count (0 is never used) and
 * the authors.
 */
export class StoryInsightsService {
  constructor(private readonly deps: StoryInsightsServiceDeps) {}

  async insights(actor: Actor, classId: string, query: StoryInsightsQuery): Promise<StoryInsights> {
    const { repository, schools, clock } = this.deps;
    const { access, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(access.schoolId, 'story');
    if (!mayWriteStories(access)) throw forbidden();
    const childId = query.student_id;
    if (childId && !roster.some((child) => child.id === childId)) {
      throw badInput('student_id', 'is not a student of this class');
    }
    const today = schoolToday(await schools.schoolTimeZone(access.schoolId), clock.now());
    const thisWeek = mondayOf(today);
    const weeks = Array.from({ length: query.weeks }, (_, i) =>
      addDaysToIsoDate(thisWeek, 7 * (i - query.weeks + 1)),
    );
    const scope = { classId, childId, from: weeks[0]!, to: today };
    const [days, children, tags, authors] = await Promise.all([
      repository.perDay(scope),
      repository.perChild(scope),
      repository.perTag(access.schoolId, scope),
      repository.perAuthor(scope),
    ]);
    const perWeek = new Map<string, number>();
    for (const { day, n } of days) perWeek.set(mondayOf(day), (perWeek.get(mondayOf(day)) ?? 0) + n);
    const byChild = new Map(children.map((row) => [row.childId, row]));
    // A story dated on or after this day is "in the last `days` days" (today counts as one).
    const equitySince = addDaysToIsoDate(today, 1 - query.days);
    return {
      class_id: classId,
      student_id: childId ?? null,
      days: query.days,
      weeks: weeks.map((week) => ({ week_start: week, stories: perWeek.get(week) ?? 0 })),
      children: roster
        .filter((child) => !childId || child.id === childId)
        .map((child) => {
          const last = byChild.get(child.id)?.last ?? null;
          return {
            _id: child.id,
            first_name: child.firstName,
            last_name: child.lastName,
            stories: byChild.get(child.id)?.n ?? 0,
            last_story_date: last,
            without_story: last === null || last < equitySince,
          };
        }),
      tags: tags.map((tag) => ({ _id: tag.id, name: tag.name, set_name: tag.setName, stories: tag.n })),
      authors: authors.map((author) => ({
        _id: author.id,
        name: `${author.firstName} ${author.lastName}`.trim(),
        stories: author.n,
      })),
    };
  }
}
