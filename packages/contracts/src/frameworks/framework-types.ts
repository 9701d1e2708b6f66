/**
 * The shape of a curriculum framework shipped as data (issue 16, decision 049): a tree of
 * domain → curricular goal → competency (→ learning outcomes by age band), each with a code that
 * is unique within the framework. Observations, units, weekly plans and planning insights all tag
 * by competency code, so they speak the same competencies.
 */

/** Age bands of the early years, in years (a class's `age_range` maps to one, see curriculum.ts). */
export const ageBands = ['2-3', '3-4', '4-5', '5-6'] as const;
export type AgeBand = (typeof ageBands)[number];

export interface FrameworkOutcome {
  /** Unique within the framework, e.g. 'C-7.1/4-5/1' or a school's own 'SUN-1'. */
  code: string;
  age_band: AgeBand;
  text: string;
}

export interface FrameworkCompetency {
  /** Unique within the framework, e.g. 'C-7.1' (NCF) or 'EYFS-M-N-1' (EYFS). */
  code: string;
  /** The competency in the framework's own words (shortened only where it is very long). */
  title: string;
  /**
   * Lower-case words and short phrases a teacher's note uses when it shows this competency: the
   * offline engine suggests the competency when a note contains them (suggestCompetencies).
   */
  keywords: readonly string[];
  /** Learning outcomes by age band, where the framework states them. */
  outcomes: readonly FrameworkOutcome[];
}

export interface FrameworkGoal {
  /** e.g. 'CG-7' (NCF) or 'EYFS-M-N' (an EYFS early learning goal). */
  code: string;
  title: string;
  competencies: readonly FrameworkCompetency[];
}

export interface FrameworkDomain {
  /** e.g. 'NCF-COG' or 'EYFS-M'. */
  code: string;
  title: string;
  goals: readonly FrameworkGoal[];
}

export interface CurriculumFrameworkData {
  key: string;
  /** Full name, e.g. 'National Curriculum Framework for Foundational Stage 2022'. */
  name: string;
  /** Short label for pickers, e.g. 'NCF Foundational Stage'. */
  short_name: string;
  /** Where the content comes from: publisher, year, and the document's address. */
  source: string;
  age_bands: readonly AgeBand[];
  domains: readonly FrameworkDomain[];
}
