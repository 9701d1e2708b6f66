import type { Observation, PlanItem, Unit, UnitLibrary, UnitList, UnitListQuery } from '@cue/contracts';
import type { Actor } from '../auth/session.service.js';
import type { ObservationsService } from '../observations/observations.service.js';
import type {
  LessonMaterialLoader,
  UnitCandidateQuery,
  UnitMaterialLoader,
} from './engine/planning-material.js';

/**
 * Where Cue's units and lesson analyses get their material (issue 16): the unit library, the
 * class's week plans and observations, read through their services as the teacher (their checks
 * of school, role, class and module switch apply), never with SQL of the assistant's own.
 *
 * The units and week plans services are declared here by the calls Cue makes of them, narrow.
 */

/** What Cue reads of UnitsService. */
export interface UnitsLibrary {
  searchUnits(
    actor: Actor,
    search: UnitListQuery & { library: UnitLibrary; page?: number },
  ): Promise<UnitList>;
  getUnit(actor: Actor, id: string): Promise<Unit>;
}

/** What Cue reads of WeekPlansService. */
export interface WeekPlansReader {
  itemsInRange(actor: Actor, classId: string, from: string, to: string): Promise<PlanItem[]>;
}

export interface PlanningMaterialServices {
  units?: Pick<UnitsLibrary, 'searchUnits' | 'getUnit'>;
  weekPlans?: Pick<WeekPlansReader, 'itemsInRange'>;
  observations: Pick<ObservationsService, 'listObservations'>;
}

/** Library rows read per theme word and library at most, and whole units fetched at most. */
const ROWS_PER_SEARCH = 12;
const MAX_UNITS_FETCHED = 8;
/**
 * Theme words searched at most, each cut to a length the library's `q` takes: a long command
 * makes a few searches, and one long word does not fail it.
 */
const MAX_THEME_WORDS = 3;
const MAX_THEME_WORD_LENGTH = 40;
/** Pages of a list read at most: enough for a month of a class, bounded all the same. */
const MAX_PAGES = 20;

export function unitMaterialLoader(services: PlanningMaterialServices, actor: Actor): UnitMaterialLoader {
  return {
    async candidateUnits({ framework, themeWords }: UnitCandidateQuery) {
      const { units } = services;
      if (!units) return [];
      // By theme word in both libraries (the organization's own first), each unit once.
      const words = [
        ...new Set(themeWords.map((word) => word.trim().slice(0, MAX_THEME_WORD_LENGTH)).filter(Boolean)),
      ].slice(0, MAX_THEME_WORDS);
      const ids: string[] = [];
      for (const library of ['organization', 'global'] as const) {
        for (const word of words) {
          const list = await units.searchUnits(actor, {
            library,
            q: word,
            ...(framework && { framework }),
          });
          for (const row of list.units.slice(0, ROWS_PER_SEARCH))
            if (!ids.includes(row._id)) ids.push(row._id);
        }
      }
      const found: Unit[] = [];
      for (const id of ids.slice(0, MAX_UNITS_FETCHED)) found.push(await units.getUnit(actor, id));
      return found;
    },
  };
}

export function lessonMaterialLoader(
  services: PlanningMaterialServices,
  actor: Actor,
  classId: string,
): LessonMaterialLoader {
  return {
    async planItems(from, to) {
      return services.weekPlans ? services.weekPlans.itemsInRange(actor, classId, from, to) : [];
    },
    async observations(from, to) {
      const found: Observation[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const result = await services.observations.listObservations(
          actor,
          classId,
          { start_date: from, end_date: to },
          String(page),
        );
        found.push(...result.observation_entries);
        if (!result.has_more) break;
      }
      return found.map((o) => ({
        id: o._id,
        studentId: o.student_id,
        date: o.date,
        competencies: (o.competencies ?? []).map((c) => c.code),
      }));
    },
  };
}
