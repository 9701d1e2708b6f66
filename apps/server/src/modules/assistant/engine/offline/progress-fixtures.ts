import type { CueLanguage } from '@cue/contracts';
import { createHash } from 'node:crypto';
import { demoObservationCompetencies, demoObservations } from '../../../../db/seed/demo-observations.js';
import {
  recordingAssessmentMaterial,
  type AssessmentCycleInfo,
  type EvidenceObservation,
  type EvidenceStory,
} from '../assessment-material.js';
import { demoClassId, demoClassroom, demoStudentId } from '../demo-classrooms.js';
import type { ClassroomContext, CueRecordModule } from '../engine.js';
import { demoObservationId, demoStoryObservations, STORY_NOW, STORY_TODAY } from './story-instructions.js';

/**
 * The demo school's evidence as Cue's progress comments and evidence questions read it (issue
 * 17), for the engines' tests: Nursery A's observations of the seed (db/seed/demo-observations.ts)
 * with the competency tags the seed gives them, a current Term 2 holding them all, one older
 * observation of Aarav Sharma in the past Term 1 (never this term's evidence), and a published
 * story about Aarav linked to two of his observations. Today is Friday 20-11-2026, as the story
 * tests have it.
 */

const stableId = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 24);

export const term1: AssessmentCycleInfo = {
  id: stableId('cycle:term1'),
  name: 'Term 1',
  from: '2026-06-01',
  to: '2026-08-31',
};
export const term2: AssessmentCycleInfo = {
  id: stableId('cycle:term2'),
  name: 'Term 2',
  from: '2026-09-01',
  to: '2026-12-18',
};

/** Aarav Sharma's singing in Term 1, tagged with a literacy competency. */
export const term1Observation: EvidenceObservation = {
  id: stableId('observation:term1'),
  studentId: demoStudentId('Aarav Sharma'),
  date: '2026-08-20',
  title: 'Alphabet song',
  note: 'Aarav sang the alphabet song from A to Z without help.',
  competencies: ['C-9.1'],
};

/** The demo observations with their seeded competency tags, and the Term 1 one. */
export const evidenceObservations: EvidenceObservation[] = [
  term1Observation,
  ...demoStoryObservations.map((observation, index) => ({
    ...observation,
    competencies: demoObservationCompetencies(demoObservations[index]!, index),
  })),
];

/** A published story about Aarav Sharma's block tower and rain walk, and one from Term 1. */
export const aaravStory: EvidenceStory = {
  id: stableId('story:aarav-week'),
  date: '2026-11-18',
  title: 'Aarav’s tower and puddles',
  observationIds: [
    demoObservationId('Aarav Sharma', 'Block tower', 2),
    demoObservationId('Aarav Sharma', 'Rain walk', 3),
  ],
};
const term1Story: EvidenceStory = {
  id: stableId('story:aarav-term1'),
  date: '2026-08-21',
  title: 'Singing the alphabet',
  observationIds: [term1Observation.id],
};
const storiesAbout: Record<string, EvidenceStory[]> = {
  [demoStudentId('Aarav Sharma')]: [term1Story, aaravStory],
};

/** The material as the assistant service would give it, over the fixtures. */
export function demoAssessmentMaterial(cycle: AssessmentCycleInfo | null = term2) {
  const within = (date: string, from: string, to: string) => from <= date && date <= to;
  return recordingAssessmentMaterial({
    currentCycle: async () => cycle,
    observations: async ({ from, to, studentIds }) =>
      evidenceObservations
        .filter(
          (o) => within(o.date, from, to) && (studentIds.length === 0 || studentIds.includes(o.studentId)),
        )
        .sort((a, b) => a.date.localeCompare(b.date)),
    stories: async ({ from, to, studentId }) =>
      (storiesAbout[studentId] ?? []).filter((story) => within(story.date, from, to)),
  });
}

export interface ProgressClassroomOptions {
  language?: CueLanguage;
  modulesOff?: CueRecordModule[];
  /** null: the class has no current cycle. */
  cycle?: AssessmentCycleInfo | null;
}

/** Nursery A (NCF Foundational Stage) on Friday 20-11-2026 with its Term 2 evidence. */
export function progressClassroom(options: ProgressClassroomOptions = {}): ClassroomContext {
  const context = demoClassroom('nurseryA', STORY_TODAY, STORY_NOW, options.language);
  return {
    ...context,
    classes: context.classes.map((c) => ({
      ...c,
      framework: c.id === demoClassId('butterflies') ? 'eyfs_2024' : 'ncf_fs_2022',
      ageRange: '3-4 years',
    })),
    ...(options.modulesOff && { modulesOff: options.modulesOff }),
    assessmentMaterial: demoAssessmentMaterial(options.cycle === undefined ? term2 : options.cycle),
  };
}
