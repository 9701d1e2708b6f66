/**
 * What Cue's progress card comments and evidence questions are made from (issue 17): the class's
 * current assessment cycle, the observations of its days with their competency tags, and the
 * published learning stories about a child. The assistant service loads them through the
 * assessment, observations and stories services as the teacher, only when an engine needs them,
 * and remembers what it handed out: a progress comments card may cite only those records, and
 * only the child's own (validate-tool-call).
 */

/** An assessment cycle (a term) of the class. Dates are YYYY-MM-DD, both included. */
export interface AssessmentCycleInfo {
  id: string;
  name: string;
  from: string;
  to: string;
}

/** An observation as evidence: its own words and the competency codes the teacher tagged. */
export interface EvidenceObservation {
  id: string;
  studentId: string;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  note: string;
  competencies: readonly string[];
}

/** A published learning story about the child, with the observations it links to. */
export interface EvidenceStory {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  observationIds: readonly string[];
}

/** The days and children asked about (no children: the whole class). */
export interface EvidenceRequest {
  from: string;
  to: string;
  studentIds: readonly string[];
}

export interface AssessmentMaterialLoader {
  /** The class's cycle running on the school's today; null when there is none. */
  currentCycle(): Promise<AssessmentCycleInfo | null>;
  /** The class's observations of the days, of those children (all when none), oldest first. */
  observations(request: EvidenceRequest): Promise<EvidenceObservation[]>;
  /** Published stories of the class about the child dated within the days, oldest first. */
  stories(request: { from: string; to: string; studentId: string }): Promise<EvidenceStory[]>;
}

export interface AssessmentMaterialSource extends AssessmentMaterialLoader {
  /**
   * What was handed out so far: the cycle, and each observation and story with the child it is
   * about (a story by the child it was asked for). Only these may be cited, each for its child.
   */
  readonly gathered: {
    cycle: AssessmentCycleInfo | null;
    observations: ReadonlyMap<string, string>;
    stories: ReadonlyMap<string, string>;
  };
}

/** Wraps a loader so what it hands out is remembered for validation. */
export function recordingAssessmentMaterial(loader: AssessmentMaterialLoader): AssessmentMaterialSource {
  const observations = new Map<string, string>();
  const stories = new Map<string, string>();
  const gathered = { cycle: null as AssessmentCycleInfo | null, observations, stories };
  return {
    gathered,
    async currentCycle() {
      const cycle = await loader.currentCycle();
      gathered.cycle = cycle;
      return cycle;
    },
    async observations(request) {
      const found = await loader.observations(request);
      for (const observation of found) observations.set(observation.id, observation.studentId);
      return found;
    },
    async stories(request) {
      const found = await loader.stories(request);
      for (const story of found) stories.set(story.id, request.studentId);
      return found;
    },
  };
}
