/**
 * What a learning story is made from (issue 15, decision 048): the class's observations of a
 * period and the photos that may go with them. The assistant service loads them through the
 * observations and class media services, only when an engine writes a story, and remembers what
 * it handed out: a story card may cite only those observations and photos (validate-tool-call).
 */

/** An observation as a story cites it. `date` is YYYY-MM-DD. */
export interface StoryObservation {
  id: string;
  studentId: string;
  date: string;
  title: string;
  note: string;
}

/** The days and children asked about (YYYY-MM-DD, both days included; no children: the class). */
export interface StoryGatherRequest {
  from: string;
  to: string;
  studentIds: readonly string[];
}

export interface StoryMaterialLoader {
  /** The class's observations of the days, of those children (all children when none), oldest first. */
  observations(request: StoryGatherRequest): Promise<StoryObservation[]>;
  /** Ids of the class's photos of the days tagged with those children that the story may carry. */
  photos(request: StoryGatherRequest): Promise<string[]>;
}

export interface StoryMaterialSource extends StoryMaterialLoader {
  /** Every observation and photo handed out so far: the only ones a story card may cite. */
  readonly gathered: { observationIds: ReadonlySet<string>; mediaIds: ReadonlySet<string> };
}

/** Wraps a loader so what it hands out is remembered for validation. */
export function recordingStoryMaterial(loader: StoryMaterialLoader): StoryMaterialSource {
  const observationIds = new Set<string>();
  const mediaIds = new Set<string>();
  return {
    gathered: { observationIds, mediaIds },
    async observations(request) {
      const found = await loader.observations(request);
      for (const observation of found) observationIds.add(observation.id);
      return found;
    },
    async photos(request) {
      const found = await loader.photos(request);
      for (const id of found) mediaIds.add(id);
      return found;
    },
  };
}
