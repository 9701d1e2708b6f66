import type { AgeBand, CurriculumFrameworkKey, PlanItem, Unit } from '@cue/contracts';

/**
 * What Cue plans and reflects from (issue 16): the unit library's units (global and the
 * organization's) for a unit request, and a class's planned activities and observations of some
 * days for a lesson analysis. Narrow interfaces like story-material.ts: the assistant service
 * loads them through the units, week plans and observations services as the teacher, only when
 * an engine needs them.
 */

/** What a unit request is about, for finding units to start from. */
export interface UnitCandidateQuery {
  framework: CurriculumFrameworkKey | null;
  age_band: AgeBand | null;
  /** The theme's words as said, lowercased ("water", "families"). */
  themeWords: readonly string[];
  /** Competency codes the theme suggests in the class's framework. */
  competencies: readonly string[];
}

export interface UnitMaterialLoader {
  /** Units of the libraries the teacher sees that may fit the request (whole units, with activities). */
  candidateUnits(query: UnitCandidateQuery): Promise<Unit[]>;
}

/** An observation as a lesson analysis counts it. `date` is YYYY-MM-DD. */
export interface LessonObservation {
  id: string;
  studentId: string;
  date: string;
  competencies: readonly string[];
}

export interface LessonMaterialLoader {
  /** The class's planned activities of the days (YYYY-MM-DD, both included), by day. */
  planItems(from: string, to: string): Promise<PlanItem[]>;
  /** The class's observations of the days. */
  observations(from: string, to: string): Promise<LessonObservation[]>;
}
