import {
  addDaysToIsoDate,
  countWords,
  storyDocFromText,
  storyDocText,
  storyTagStarterSets,
} from '@cue/contracts';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolInstant, schoolToday } from '../../lib/school-time.js';
import type { DemoDayPeople } from './demo-day.js';

const ZONE = 'Asia/Kolkata';

/** The starter sets the demo school begins with (decision 048). */
const demoSetKeys = ['ncf_foundational', 'dispositions'] as const;

interface DemoStory {
  daysAgo: number;
  title: string;
  children: string[];
  story: string;
  learning: string;
  nextSteps: string;
  tags: string[];
}

/** Written as Priya would: what happened, what it shows, what next. About some children, not all. */
const demoStories: DemoStory[] = [
  {
    daysAgo: 9,
    title: 'The seed detectives',
    children: ['Aarav Sharma', 'Diya Menon'],
    story:
      'Aarav and Diya found the bean seeds we planted last week had split open. Aarav fetched the magnifying glass and Diya counted the roots out loud: "One, two, three — this one has a tail!"\nThey drew what they saw and asked to check again after lunch.',
    learning:
      'Both children were taking an interest and persisting: they came back to the seeds three times. Diya is counting with one-to-one correspondence, and Aarav is using new words like "root" and "shoot".',
    nextSteps:
      'We will keep a seed diary by the window so they can draw the changes each morning, and measure the shoots with cubes.',
    tags: ['Cognitive development', 'Taking an interest', 'Persisting with difficulty'],
  },
  {
    daysAgo: 5,
    title: 'Kabir builds a bridge for everyone',
    children: ['Kabir Iyer'],
    story:
      'Kabir spent the morning building a bridge from long blocks between two chairs. When it fell, he said "Too wobbly" and tried putting a block underneath in the middle.\nWhen it held, he invited friends to drive their cars across.',
    learning:
      'Kabir solved a problem by trying again and changing one thing at a time. Inviting his friends shows him taking responsibility for a shared game.',
    nextSteps:
      'Offer pictures of real bridges and planks of different lengths to test which span is strongest.',
    tags: ['Physical development', 'Persisting with difficulty', 'Taking responsibility'],
  },
  {
    daysAgo: 2,
    title: 'Our rain song',
    children: ['Maya Fernandes', 'Riya Gupta', 'Aarav Sharma'],
    story:
      'During the afternoon shower Maya began tapping the window in time with the rain. Riya joined with a shaker and Aarav made up words: "Drip drop, never stop."\nBy home time the three of them had a song with a chorus.',
    learning:
      'The children expressed an idea together through rhythm and rhyme, and listened to each other to keep the beat.',
    nextSteps: 'Record the rain song and add instruments from the music corner for the children to choose.',
    tags: [
      'Aesthetic and cultural development',
      'Language and literacy development',
      'Expressing an idea or a feeling',
    ],
  },
];

/**
 * The demo school's story tag sets (NCF Foundational Stage domains and learning dispositions) and
 * three published stories in Nursery A about some of its children, so the library and insights
 * have something to show (and children without a story, for the equity list).
 */
export async function seedDemoStories(tx: Database, people: DemoDayPeople, now: Date): Promise<void> {
  const today = schoolToday(ZONE, now);
  const at = (daysAgo: number, time: string) => schoolInstant(addDaysToIsoDate(today, -daysAgo), time, ZONE);
  const { schoolId, priya, childId } = people;
  const tagIds = new Map<string, string>();
  for (const [index, key] of demoSetKeys.entries()) {
    const starter = storyTagStarterSets.find((set) => set.key === key)!;
    const createdAt = at(30, `0${index + 8}:00 AM`);
    const setId = newObjectId(createdAt);
    await tx.insert(t.storyTagSets).values({
      id: setId,
      schoolId,
      name: starter.name,
      description: starter.description,
      createdAt,
    });
    const tags = starter.tags.map((name, position) => ({
      id: newObjectId(createdAt),
      schoolId,
      setId,
      name,
      position,
      createdAt,
    }));
    await tx.insert(t.storyTags).values(tags);
    for (const tag of tags) tagIds.set(tag.name, tag.id);
  }

  for (const demo of demoStories) {
    const publishedAt = at(demo.daysAgo, '04:00 PM');
    const id = newObjectId(publishedAt);
    const parts = [demo.story, demo.learning, demo.nextSteps].map(storyDocFromText);
    const plainText = parts.map(storyDocText).join('\n');
    await tx.insert(t.stories).values({
      id,
      schoolId,
      classId: people.nurseryA,
      kind: 'teacher',
      status: 'published',
      title: demo.title,
      storyDate: addDaysToIsoDate(today, -demo.daysAgo),
      story: parts[0]!,
      learning: parts[1]!,
      nextSteps: parts[2]!,
      plainText,
      wordCount: countWords(plainText),
      authorUserId: priya,
      authorKind: 'staff',
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
    await tx
      .insert(t.storyChildren)
      .values(demo.children.map((name) => ({ storyId: id, childId: childId(name), schoolId })));
    await tx
      .insert(t.storyTagLinks)
      .values(demo.tags.map((name) => ({ storyId: id, tagId: tagIds.get(name)!, schoolId })));
  }
}
