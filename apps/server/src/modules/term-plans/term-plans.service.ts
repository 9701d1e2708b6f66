import {
  classYear,
  addDaysToIsoDate,
  classFramework,
  unknownCompetencies,
  unknownCompetenciesMessage,
  weekStartOf,
  type TermPlan,
  type TermPlanQuerySchema,
  type TermShiftInputSchema,
  type TermShiftResult,
  type YearPlan,
  type YearPlanInputSchema,
} from '@cue/contracts';
import type { z } from 'zod';
import { AppError, badInput } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { monthOf, weekEndOf, yearMonths } from './term-calendar.js';
import type { TermPlansEvents } from './term-plans.events.js';
import { presentYearPlan } from './term-plans.presenter.js';
import type { TermPlansRepository } from './term-plans.repository.js';

export interface TermPlansServiceDeps {
  repository: TermPlansRepository;
  /** The term plan lays the class's projects over its weeks, as the projects module answers them. */
  projects: Pick<ProjectsService, 'projectsInRange'>;
  schools: SchoolsService;
  events: TermPlansEvents;
  clock: Clock;
}

const PAST_YEAR_END = 'would move plans past the end of the academic year';

/**
 * Long- and mid-term planning (issue 16, decision 049; module `term_planning`): the class's year
 * of monthly themes, its term as weeks with the projects laid over them, and the holiday shift
 * that moves everything from a week on. Staff who see the class read and write it.
 */
export class TermPlansService {
  constructor(private readonly deps: TermPlansServiceDeps) {}

  /** The class (staff who see it), the module switch, its year and the school's today. */
  private async context(actor: Actor, classId: string) {
    const { schools, repository, clock } = this.deps;
    const { access, schoolClass } = await schools.classForStaff(actor, classId);
    await schools.requireModule(access.schoolId, 'term_planning');
    const year = classYear(schoolClass.academicYear, await repository.schoolAcademicYear(access.schoolId));
    const today = schoolToday(await schools.schoolTimeZone(access.schoolId), clock.now());
    return { access, schoolClass, year, today };
  }

  /**
   * The class's theme for a month ('YYYY-MM') as the weekly plan shows it: null when there is
   * none or when the school has term planning switched off (the week is still answered, without
   * a theme, rather than refused). Staff who see the class.
   */
  async yearThemeOf(actor: Actor, classId: string, month: string): Promise<string | null> {
    const { schools, repository } = this.deps;
    const { access } = await schools.classForStaff(actor, classId);
    try {
      await schools.requireModule(access.schoolId, 'term_planning');
    } catch (error) {
      if (error instanceof AppError && error.code === 'FORBIDDEN') return null;
      throw error;
    }
    return repository.yearTheme(classId, month);
  }

  /** year_plan/{classId}: every month of the academic year (none: the 12 from this month). */
  async yearPlan(actor: Actor, classId: string): Promise<YearPlan> {
    const { year, today } = await this.context(actor, classId);
    return this.readYear(classId, year, today);
  }

  private async readYear(classId: string, year: ReturnType<typeof classYear>, today: string) {
    const { repository } = this.deps;
    const [themes, starts] = await Promise.all([
      repository.yearThemes(classId),
      repository.projectStartsPerMonth(classId),
    ]);
    return presentYearPlan(classId, year.text, yearMonths(year.range, today), themes, starts);
  }

  /** PUT year_plan/{classId}: the months given replace theirs; an empty month is deleted. */
  async saveYearPlan(
    actor: Actor,
    classId: string,
    input: z.output<typeof YearPlanInputSchema>,
  ): Promise<YearPlan> {
    const { access, schoolClass, year, today } = await this.context(actor, classId);
    const months = new Set(yearMonths(year.range, today));
    const framework = classFramework(schoolClass.classCurriculum);
    const seen = new Set<string>();
    input.months.forEach((entry, index) => {
      if (!months.has(entry.month)) {
        throw badInput(`months.${index}.month`, 'is not a month of the class’s academic year');
      }
      if (seen.has(entry.month)) throw badInput(`months.${index}.month`, 'is given twice');
      seen.add(entry.month);
      const unknown = unknownCompetencies(framework, entry.competencies);
      if (unknown.length > 0)
        throw badInput(`months.${index}.competencies`, unknownCompetenciesMessage(unknown));
    });
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      for (const entry of input.months) {
        const competencies = [...new Set(entry.competencies)];
        if (entry.theme === '' && competencies.length === 0 && entry.notes.trim() === '') {
          await tx.deleteYearTheme(classId, entry.month);
        } else {
          await tx.upsertYearTheme({
            schoolId: access.schoolId,
            classId,
            month: entry.month,
            theme: entry.theme,
            competencies,
            notes: entry.notes,
            updatedBy: access.userId,
            updatedAt: now,
          });
        }
      }
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'year_plan_update',
        entity: 'term_plan',
        entityId: classId,
        details: { class_id: classId, months: input.months.map((entry) => entry.month) },
      });
    });
    this.deps.events.yearPlanChanged(access.schoolId, classId);
    return this.readYear(classId, year, today);
  }

  /** term_plan/{classId}: weeks from the week of `from` (default this week), with projects and counts. */
  async termPlan(
    actor: Actor,
    classId: string,
    query: z.output<typeof TermPlanQuerySchema>,
  ): Promise<TermPlan> {
    const { schoolClass, today } = await this.context(actor, classId);
    const { repository } = this.deps;
    const first = weekStartOf(query.from ?? today, schoolClass.classDays);
    const starts = Array.from({ length: query.weeks }, (_, i) => addDaysToIsoDate(first, 7 * i));
    const last = starts.at(-1)!;
    const [themes, projects, counts] = await Promise.all([
      repository.yearThemes(classId),
      this.deps.projects.projectsInRange(actor, classId, first, weekEndOf(last)),
      repository.weekCounts(classId, first, last),
    ]);
    const themeOf = new Map(themes.map((row) => [row.month, row.theme]));
    const countOf = new Map(counts.map((row) => [row.weekStart, row]));
    return {
      class_id: classId,
      weeks: starts.map((weekStart) => {
        const end = weekEndOf(weekStart);
        return {
          week_start: weekStart,
          // The week's theme is that of the month its first day falls in.
          theme: themeOf.get(monthOf(weekStart)) || null,
          projects: projects.filter((p) => p.start_date <= end && p.end_date >= weekStart).map((p) => p._id),
          planned: countOf.get(weekStart)?.planned ?? 0,
          done: countOf.get(weekStart)?.done ?? 0,
        };
      }),
      projects,
    };
  }

  /**
   * term_plan/{classId}/shift: after an unplanned holiday, everything from `from_week` on moves by
   * whole weeks in one transaction — projects starting then or later move, a project running
   * across the week ends later, weekly plans (with their activities) move. Refused with nothing
   * written when anything would end after the academic year.
   */
  async shift(
    actor: Actor,
    classId: string,
    input: z.output<typeof TermShiftInputSchema>,
  ): Promise<TermShiftResult> {
    const { access, schoolClass, year } = await this.context(actor, classId);
    if (weekStartOf(input.from_week, schoolClass.classDays) !== input.from_week) {
      throw badInput('from_week', 'must be the first day of a week');
    }
    const days = input.weeks * 7;
    const yearEnd = year.range?.end ?? null;
    const pastEnd = (date: string | null) => yearEnd !== null && date !== null && date > yearEnd;
    const now = this.deps.clock.now();
    const moved = await this.deps.repository.transaction(async (tx) => {
      const starting = await tx.projectsStartingFrom(classId, input.from_week);
      const across = await tx.projectsAcross(classId, input.from_week);
      const plans = await tx.weekPlansFrom(classId, input.from_week);
      const after = (date: string) => addDaysToIsoDate(date, days);
      if (
        [...starting, ...across].some((p) => pastEnd(after(p.endDate))) ||
        plans.some((plan) => pastEnd(after(plan.weekStart)) || pastEnd(plan.lastDate && after(plan.lastDate)))
      ) {
        throw badInput('weeks', PAST_YEAR_END);
      }
      for (const p of starting) await tx.moveProject(p.id, after(p.startDate), after(p.endDate), now);
      for (const p of across) await tx.moveProject(p.id, p.startDate, after(p.endDate), now);
      // Latest first (weekPlansFrom's order): a plan only ever moves onto a week already vacated.
      for (const plan of plans) await tx.moveWeekPlan(plan.id, after(plan.weekStart), days, now);
      const result: TermShiftResult = {
        projects_moved: starting.length,
        projects_extended: across.length,
        weeks_moved: plans.length,
        items_moved: plans.reduce((sum, plan) => sum + plan.items, 0),
      };
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'term_plan_shift',
        entity: 'term_plan',
        entityId: classId,
        details: { class_id: classId, from_week: input.from_week, weeks: input.weeks, ...result },
      });
      return {
        result,
        projectIds: [...starting, ...across].map((p) => p.id),
        weekPlanIds: plans.map((plan) => plan.id),
      };
    });
    this.deps.events.shifted(access.schoolId, classId, moved.projectIds, moved.weekPlanIds);
    return moved.result;
  }
}
