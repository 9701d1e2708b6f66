import type { AssistantAgent, CueLanguage, StoryToolArgs } from '@cue/contracts';
import { createHash } from 'node:crypto';
import { datedDemoObservations, demoObservations } from '../../../../db/seed/demo-observations.js';
import { demoClassId, demoClassroom, demoStudentId } from '../demo-classrooms.js';
import type { ClassroomContext, CueRecordModule } from '../engine.js';
import { recordingStoryMaterial, type StoryObservation } from '../story-material.js';

/**
 * What teachers ask of Cue's learning stories (issue 15), over the demo school's observations
 * (db/seed/demo-observations.ts), and what the card should hold: the children, the days, and the
 * observations it draws on. Today is Friday 20-11-2026 at 3:30 PM; the observations fall on the
 * seven school days before it (Wednesday 11th to Thursday 19th).
 */

export const STORY_TODAY = '20-11-2026';
const STORY_TODAY_ISO = '2026-11-20';
export const STORY_NOW = '03:30 PM';

const stableId = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 24);

/** The demo observations as the class's records: stable ids, the seed's days for this today. */
export const demoStoryObservations: StoryObservation[] = datedDemoObservations(STORY_TODAY_ISO).map(
  (observation, index) => ({
    id: stableId(`observation:${index}`),
    studentId: demoStudentId(observation.child),
    date: observation.date,
    title: observation.title,
    note: observation.note,
  }),
);

/** Two class photos: Aarav Sharma at the seed pots on Thursday, the rain walk on Tuesday. */
const demoPhotos = [
  { id: stableId('photo:seed-pots'), date: '2026-11-19', children: ['Aarav Sharma'] },
  { id: stableId('photo:rain-walk'), date: '2026-11-17', children: ['Sara Ali', 'Zoya Siddiqui'] },
].map((photo) => ({ ...photo, studentIds: photo.children.map(demoStudentId) }));

/** The id of a demo observation: the child's, with that title, that many school days ago. */
export function demoObservationId(child: string, title: string, schoolDaysAgo: number): string {
  const index = demoObservations.findIndex(
    (o) => o.child === child && o.title === title && o.schoolDaysAgo === schoolDaysAgo,
  );
  if (index < 0) throw new Error(`No demo observation ${child} ${title} ${schoolDaysAgo}`);
  return demoStoryObservations[index]!.id;
}

/** The material as the assistant service would give it, read from the demo observations. */
export function demoStoryMaterial() {
  const within = (date: string, from: string, to: string) => from <= date && date <= to;
  return recordingStoryMaterial({
    observations: async ({ from, to, studentIds }) =>
      demoStoryObservations
        .filter(
          (o) => within(o.date, from, to) && (studentIds.length === 0 || studentIds.includes(o.studentId)),
        )
        .sort((a, b) => a.date.localeCompare(b.date)),
    photos: async ({ from, to, studentIds }) =>
      demoPhotos
        .filter(
          (p) =>
            within(p.date, from, to) &&
            (studentIds.length === 0 || p.studentIds.some((id) => studentIds.includes(id))),
        )
        .map((p) => p.id),
  });
}

export const demoPhotoId = (key: 'seed-pots' | 'rain-walk') => stableId(`photo:${key}`);

type ObservationRef = readonly [child: string, title: string, schoolDaysAgo: number];

export interface StoryInstruction {
  say: string;
  language?: CueLanguage;
  modulesOff?: CueRecordModule[];
  agent: AssistantAgent;
  /** The card: who it is about (full names, or the whole class), the days, its observations in order. */
  story?: {
    children: string[] | 'whole class';
    from: string;
    to: string;
    observations: ObservationRef[];
    photos?: ('seed-pots' | 'rain-walk')[];
    title?: string;
  };
  /** The children offered as chips when a name could mean several (full names). */
  mentioned?: string[];
  textIncludes?: string[];
  /** Only the agent is checked (a request that is not a story). */
  onlyAgent?: boolean;
}

export const storyContextFor = (row: StoryInstruction): ClassroomContext => ({
  ...demoClassroom('nurseryA', STORY_TODAY, STORY_NOW, row.language),
  ...(row.modulesOff && { modulesOff: row.modulesOff }),
  storyMaterial: demoStoryMaterial(),
});

/** What the card must say about whom, when and from what (its paragraphs are checked apart). */
export function expectedStoryFields(row: StoryInstruction): Partial<StoryToolArgs> | undefined {
  if (!row.story) return undefined;
  const { children, from, to, observations, photos = [] } = row.story;
  return {
    class_id: demoClassId('nurseryA'),
    story_date: from,
    period: { from, to },
    whole_class: children === 'whole class',
    students: children === 'whole class' ? [] : children.map((name) => ({ id: demoStudentId(name), name })),
    observation_ids: observations.map((ref) => demoObservationId(...ref)),
    media_ids: photos.map(demoPhotoId),
    ...(row.story.title && { title: row.story.title }),
  };
}

const aaravS = 'Aarav Sharma';

export const storyInstructions: StoryInstruction[] = [
  // ----- one child, periods
  {
    say: "Write a story about Aarav Sharma's week",
    agent: 'story',
    story: {
      children: [aaravS],
      from: '2026-11-14',
      to: '2026-11-20',
      observations: [
        [aaravS, 'Early mark making', 4],
        [aaravS, 'Rain walk', 3],
        [aaravS, 'Block tower', 2],
        [aaravS, 'Seed planting', 1],
      ],
      photos: ['seed-pots'],
      title: 'Aarav’s week',
    },
    textIncludes: ['4 observations'],
  },
  {
    say: 'Write a learning story about Aarav Sharma this week',
    agent: 'story',
    story: {
      children: [aaravS],
      from: '2026-11-16',
      to: '2026-11-20',
      observations: [
        [aaravS, 'Early mark making', 4],
        [aaravS, 'Rain walk', 3],
        [aaravS, 'Block tower', 2],
        [aaravS, 'Seed planting', 1],
      ],
      photos: ['seed-pots'],
    },
  },
  {
    say: 'write a story about aarav sharma last week',
    agent: 'story',
    story: {
      children: [aaravS],
      from: '2026-11-09',
      to: '2026-11-15',
      observations: [[aaravS, 'Seed planting', 6]],
    },
  },
  {
    say: 'Learning story for Aarav Sharma this month',
    agent: 'story',
    story: {
      children: [aaravS],
      from: '2026-11-01',
      to: '2026-11-20',
      observations: [
        [aaravS, 'Seed planting', 6],
        [aaravS, 'Early mark making', 4],
        [aaravS, 'Rain walk', 3],
        [aaravS, 'Block tower', 2],
        [aaravS, 'Seed planting', 1],
      ],
      photos: ['seed-pots'],
      title: 'Aarav’s month',
    },
  },
  {
    say: "Write a story about Aarav Sharma's day yesterday",
    agent: 'story',
    story: {
      children: [aaravS],
      from: '2026-11-19',
      to: '2026-11-19',
      observations: [[aaravS, 'Seed planting', 1]],
      photos: ['seed-pots'],
      title: 'Aarav’s day',
    },
  },
  {
    say: 'Write a story about Aarav Sharma since Wednesday',
    agent: 'story',
    story: {
      children: [aaravS],
      from: '2026-11-18',
      to: '2026-11-20',
      observations: [
        [aaravS, 'Block tower', 2],
        [aaravS, 'Seed planting', 1],
      ],
      photos: ['seed-pots'],
    },
  },
  {
    say: 'Write a story about Aarav Sharma today',
    agent: 'story',
    textIncludes: ['I found no observations of Aarav Sharma from 20-11-2026 to 20-11-2026'],
  },
  // ----- several children, the whole class
  {
    say: 'Write a story about Diya and Kabir this month',
    agent: 'story',
    story: {
      children: ['Diya Menon', 'Kabir Iyer'],
      from: '2026-11-01',
      to: '2026-11-20',
      observations: [
        ['Diya Menon', 'Role play', 7],
        ['Diya Menon', 'Seed planting', 6],
        ['Kabir Iyer', 'Seed planting', 6],
        ['Diya Menon', 'Seed planting', 3],
        ['Kabir Iyer', 'Seed planting', 2],
        ['Kabir Iyer', 'Social skills', 1],
      ],
      title: 'Diya and Kabir’s month',
    },
  },
  {
    say: 'Write a learning story about the whole class yesterday',
    agent: 'story',
    story: {
      children: 'whole class',
      from: '2026-11-19',
      to: '2026-11-19',
      observations: [
        [aaravS, 'Seed planting', 1],
        ['Myra Kapoor', 'Early literacy', 1],
        ['Kabir Iyer', 'Social skills', 1],
        ['Ishaan Khan', 'Creative arts', 1],
      ],
      photos: ['seed-pots'],
      title: 'Nursery A’s day',
    },
  },
  // ----- topics
  {
    say: 'Story about the seed planting',
    agent: 'story',
    story: {
      children: [aaravS, 'Diya Menon', 'Kabir Iyer', 'Maya Fernandes'],
      from: '2026-11-14',
      to: '2026-11-20',
      observations: [
        ['Maya Fernandes', 'Seed planting', 4],
        ['Diya Menon', 'Seed planting', 3],
        ['Kabir Iyer', 'Seed planting', 2],
        [aaravS, 'Seed planting', 1],
      ],
      photos: ['seed-pots'],
      title: 'Seed planting',
    },
  },
  {
    say: 'Write a learning story about the seed planting this month',
    agent: 'story',
    story: {
      children: [aaravS, 'Diya Menon', 'Kabir Iyer', 'Maya Fernandes'],
      from: '2026-11-01',
      to: '2026-11-20',
      observations: [
        [aaravS, 'Seed planting', 6],
        ['Diya Menon', 'Seed planting', 6],
        ['Kabir Iyer', 'Seed planting', 6],
        ['Maya Fernandes', 'Seed planting', 6],
        ['Maya Fernandes', 'Seed planting', 4],
        ['Diya Menon', 'Seed planting', 3],
        ['Kabir Iyer', 'Seed planting', 2],
        [aaravS, 'Seed planting', 1],
      ],
      photos: ['seed-pots'],
    },
  },
  {
    say: 'A story about the block tower',
    agent: 'story',
    story: {
      children: [aaravS, 'Vihaan Reddy'],
      from: '2026-11-14',
      to: '2026-11-20',
      observations: [
        [aaravS, 'Block tower', 2],
        ['Vihaan Reddy', 'Block tower', 2],
      ],
      photos: ['seed-pots'],
      title: 'Block tower',
    },
  },
  {
    say: 'story about the block tower last week',
    agent: 'story',
    story: {
      children: ['Riya Gupta', 'Ishaan Khan'],
      from: '2026-11-09',
      to: '2026-11-15',
      observations: [
        ['Ishaan Khan', 'Block tower', 5],
        ['Riya Gupta', 'Block tower', 5],
      ],
    },
  },
  {
    say: 'Write a story about the rain walk',
    agent: 'story',
    story: {
      children: [aaravS, 'Ishaan Khan', 'Sara Ali', 'Zoya Siddiqui', 'Omar Haddad', 'Leah Cohen'],
      from: '2026-11-14',
      to: '2026-11-20',
      observations: [
        [aaravS, 'Rain walk', 3],
        ['Sara Ali', 'Rain walk', 3],
        ['Zoya Siddiqui', 'Rain walk', 3],
        ['Omar Haddad', 'Rain walk', 3],
        ['Leah Cohen', 'Rain walk', 3],
        ['Ishaan Khan', 'Creative arts', 1],
      ],
      photos: ['seed-pots', 'rain-walk'],
    },
  },
  {
    say: "Write a story about Aarav Sharma's rain walk",
    agent: 'story',
    story: {
      children: [aaravS],
      from: '2026-11-14',
      to: '2026-11-20',
      observations: [[aaravS, 'Rain walk', 3]],
      photos: ['seed-pots'],
      title: 'Aarav: Rain walk',
    },
  },
  {
    say: 'Write a story about the volcano',
    agent: 'story',
    textIncludes: ['I found no observations of “volcano”'],
  },
  // ----- asking, refusing
  {
    say: "Write a story about Aarav's week",
    agent: 'story',
    mentioned: ['Aarav Sharma', 'Aarav Patel'],
  },
  {
    say: "Write a story about Aarav Patel's week",
    agent: 'story',
    textIncludes: ['I found no observations of Aarav Patel'],
  },
  { say: "Write a story about Sophia's week", agent: 'story', textIncludes: ['Sophia'] },
  { say: 'Write a story', agent: 'story', textIncludes: ['Who or what should the story be about?'] },
  {
    say: 'Write a story about Maya Fernandes this week',
    modulesOff: ['story'],
    agent: 'story',
    textIncludes: ['Learning stories are switched off'],
  },
  { say: 'Sara told the class a story about her cat', agent: 'observation', onlyAgent: true },
  // ----- Arabic and Hebrew
  {
    say: 'اكتب قصة تعلم عن Maya Fernandes هذا الأسبوع',
    language: 'ar',
    agent: 'story',
    story: {
      children: ['Maya Fernandes'],
      from: '2026-11-16',
      to: '2026-11-20',
      observations: [['Maya Fernandes', 'Seed planting', 4]],
      title: 'أسبوع Maya',
    },
    textIncludes: ['مسودة قصة تعلّم'],
  },
  {
    say: 'اكتب قصة عن Kabir Iyer الأسبوع الماضي',
    language: 'ar',
    agent: 'story',
    story: {
      children: ['Kabir Iyer'],
      from: '2026-11-09',
      to: '2026-11-15',
      observations: [['Kabir Iyer', 'Seed planting', 6]],
    },
  },
  {
    say: 'כתוב סיפור למידה על Diya Menon השבוע',
    language: 'he',
    agent: 'story',
    story: {
      children: ['Diya Menon'],
      from: '2026-11-16',
      to: '2026-11-20',
      observations: [['Diya Menon', 'Seed planting', 3]],
      title: 'השבוע של Diya',
    },
    textIncludes: ['טיוטה של סיפור למידה'],
  },
  {
    say: 'כתבי סיפור על Zoya Siddiqui אתמול',
    language: 'he',
    agent: 'story',
    textIncludes: ['לא מצאתי תצפיות'],
  },
];
