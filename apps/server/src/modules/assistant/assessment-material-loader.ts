import type { AssessmentCycle, ClassStoriesQuerySchema, Observation, Story, StoryPage } from '@cue/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/session.service.js';
import type { ObservationsService } from '../observations/observations.service.js';
import type {
  AssessmentMaterialLoader,
  EvidenceObservation,
  EvidenceRequest,
  EvidenceStory,
} from './engine/assessment-material.js';

/**
 * Where Cue's progress card comments and evidence questions get their material (issue 17): the
 * class's cycles through the assessment service, its observations through the observations
 * service, the published stories about a child through the stories service, all as the teacher
 * (their checks of school, role, class and module switch apply), never with SQL of the
 * assistant's own. The assessment and stories services are declared here by the calls Cue makes
 * of them, narrow.
 */

/** What Cue reads of AssessmentService. */
export interface AssessmentCyclesReader {
  classCycles(actor: Actor, classId: string): Promise<AssessmentCycle[]>;
}

/** What Cue reads of StoriesService: a class's published stories about a child, and a whole story. */
export interface PublishedStoriesReader {
  classStories(
    actor: Actor,
    classId: string,
    query: z.output<typeof ClassStoriesQuerySchema>,
    pageNumber: string | undefined,
  ): Promise<StoryPage>;
  getStory(actor: Actor, id: string): Promise<Story>;
}

export interface AssessmentMaterialServices {
  assessment?: AssessmentCyclesReader;
  stories?: PublishedStoriesReader;
  observations: Pick<ObservationsService, 'listObservations'>;
}

/**
 * Pages of the observations read at most (20 a page): a term of a large class, bounded all the
 * same. One child's are read with the list's own child filter.
 */
const MAX_OBSERVATION_PAGES = 50;
/** Pages of a child's published stories, and whole stories read, at most. */
const MAX_STORY_PAGES = 3;
const MAX_STORIES = 20;

export function assessmentMaterialLoader(
  services: AssessmentMaterialServices,
  actor: Actor,
  classId: string,
): AssessmentMaterialLoader {
  return {
    async currentCycle() {
      if (!services.assessment) return null;
      let cycles: AssessmentCycle[];
      try {
        cycles = await services.assessment.classCycles(actor, classId);
      } catch (error) {
        // Every assessment module switched off: the class has no cycle to judge in.
        if (error instanceof AppError && error.code === 'FORBIDDEN') return null;
        throw error;
      }
      const current = cycles.find((cycle) => cycle.phase === 'current');
      return current
        ? { id: current._id, name: current.name, from: current.start_date, to: current.end_date }
        : null;
    },

    async observations({ from, to, studentIds }: EvidenceRequest) {
      const wanted = new Set(studentIds);
      const filters = {
        start_date: from,
        end_date: to,
        ...(studentIds.length === 1 && { student_id: studentIds[0] }),
      };
      const found: Observation[] = [];
      for (let page = 1; page <= MAX_OBSERVATION_PAGES; page++) {
        const result = await services.observations.listObservations(actor, classId, filters, String(page));
        found.push(
          ...result.observation_entries.filter((o) => wanted.size === 0 || wanted.has(o.student_id)),
        );
        if (!result.has_more) break;
      }
      // Newest first from the list; evidence reads oldest first.
      return found.reverse().map((o): EvidenceObservation => ({
        id: o._id,
        studentId: o.student_id,
        date: o.date,
        title: o.title,
        note: o.general_note,
        competencies: (o.competencies ?? []).map((c) => c.code),
      }));
    },

    async stories({ from, to, studentId }) {
      if (!services.stories) return [];
      const summaries: StoryPage['stories'] = [];
      for (let page = 1; page <= MAX_STORY_PAGES; page++) {
        const result = await services.stories.classStories(
          actor,
          classId,
          { status: 'published', student_id: studentId },
          String(page),
        );
        summaries.push(...result.stories.filter((s) => from <= s.story_date && s.story_date <= to));
        if (!result.has_more) break;
      }
      const stories: EvidenceStory[] = [];
      for (const summary of summaries.slice(0, MAX_STORIES)) {
        const story = await services.stories.getStory(actor, summary._id);
        stories.push({
          id: story._id,
          date: story.story_date,
          title: story.title,
          observationIds: story.observations.map((o) => o._id),
        });
      }
      return stories.sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}
