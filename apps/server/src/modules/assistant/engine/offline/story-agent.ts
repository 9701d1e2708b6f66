import { isoToStoredDate, type StoryToolArgs } from '@cue/contracts';
import type { ClassroomContext, RosterStudent } from '../engine.js';
import type { StoryObservation } from '../story-material.js';
import { askWhichChild, noSuchChild, type DraftAnswer } from './draft-answer.js';
import { firstUnclearMention, type Reading } from './reading.js';
import { repliesIn } from './replies.js';
import { fullName } from './roster-matcher.js';
import { draftParagraphs } from './story-draft.js';
import { storyRepliesIn } from './story-replies.js';
import { aboutTopic, readStoryAsk, type StoryAsk } from './story-request.js';
import { unknownNames } from './unknown-names.js';

/**
 * The story agent (issue 15, decision 048): "Write a story about Aarav Sharma's week" or "a story
 * about the seed planting" gathers that child's or that topic's observations of the period (and
 * the photos that may go with them) and drafts a learning story card from their own words. No
 * observations: it says so and drafts nothing.
 */

/** What a story is about and from what, once the material is gathered. */
export interface GatheredStory {
  ask: StoryAsk;
  /** The children it is about (empty for the whole class). */
  about: RosterStudent[];
  observations: StoryObservation[];
  mediaIds: string[];
}

export type StoryGathering = { ok: true; story: GatheredStory } | { ok: false; answer: DraftAnswer };

const reply = (text: string): StoryGathering => ({
  ok: false,
  answer: { agent: 'story', text, toolCalls: [] },
});

/** Reads the request and gathers its material: shared by the offline and the LLM engine. */
export async function gatherStory(reading: Reading, context: ClassroomContext): Promise<StoryGathering> {
  const unclear = firstUnclearMention(reading);
  if (unclear) return { ok: false, answer: askWhichChild(unclear, reading, context, 'story') };
  const replies = storyRepliesIn(context.language);
  if (context.modulesOff?.includes('story')) return reply(replies.switchedOff);
  const ask = readStoryAsk(reading, context);
  const { period } = ask;
  const fromTo = [isoToStoredDate(period.from), isoToStoredDate(period.to)] as const;
  if (ask.children.length === 0 && !ask.wholeClass) {
    // "Write a story about Aarav" in a class without Aarav: say so, never a story of someone else.
    const unknown = unknownNames(reading, context, { anyCapitalised: true });
    if (unknown.length > 0) return { ok: false, answer: noSuchChild(unknown, context, 'story') };
    if (ask.topic.length === 0) return reply(replies.whatAbout(context.students[0]?.firstName ?? 'Maya'));
  }
  const source = context.storyMaterial;
  const studentIds = ask.children.map((child) => child.id);
  const gathered = source ? await source.observations({ from: period.from, to: period.to, studentIds }) : [];
  const observations = aboutTopic(gathered, ask.topic);
  if (observations.length === 0) {
    const about =
      ask.children.length > 0
        ? repliesIn(context.language).listNames(ask.children.map(fullName))
        : ask.wholeClass
          ? context.className
          : replies.aboutTopic(ask.topic.join(' '));
    return reply(replies.noObservations(about, ...fromTo));
  }
  const inStory = new Set(observations.map((o) => o.studentId));
  const about = ask.wholeClass
    ? []
    : ask.children.length > 0
      ? ask.children
      : context.students.filter((child) => inStory.has(child.id));
  const mediaIds = source
    ? await source.photos({ from: period.from, to: period.to, studentIds: about.map((c) => c.id) })
    : [];
  return { ok: true, story: { ask, about, observations, mediaIds } };
}

/** The card's title: "Aarav’s week", "Seed planting", "Aarav: Rain walk", "Nursery A’s week". */
export function storyTitle(story: GatheredStory, context: ClassroomContext): string {
  const replies = storyRepliesIn(context.language);
  const names = repliesIn(context.language).listNames(story.about.map((child) => child.firstName));
  const who = story.about.length > 0 ? names : context.className;
  if (story.ask.topic.length === 0) return replies.title(who, story.ask.period.span);
  const titles = [...new Set(story.observations.map((o) => o.title))];
  const topic = titles.length === 1 ? titles[0]! : capitalise(story.ask.topic.join(' '));
  return story.ask.children.length > 0 ? replies.topicTitle(names, topic) : topic;
}

/** The story tool's arguments around the paragraphs of either engine. */
export function storyArgs(
  story: GatheredStory,
  context: ClassroomContext,
  paragraphs: StoryToolArgs['paragraphs'],
): StoryToolArgs {
  return {
    class_id: context.classId,
    title: storyTitle(story, context),
    story_date: story.ask.period.from,
    period: { from: story.ask.period.from, to: story.ask.period.to },
    whole_class: story.about.length === 0,
    students: story.about.map((child) => ({ id: child.id, name: fullName(child) })),
    paragraphs,
    observation_ids: story.observations.map((o) => o.id),
    media_ids: story.mediaIds,
    is_saved: false,
  };
}

export async function answerStory(reading: Reading, context: ClassroomContext): Promise<DraftAnswer> {
  const gathering = await gatherStory(reading, context);
  if (!gathering.ok) return gathering.answer;
  const { story } = gathering;
  const replies = storyRepliesIn(context.language);
  const args = storyArgs(story, context, draftParagraphs(story.observations, context.students, replies));
  return {
    agent: 'story',
    text: replies.drafted(
      args.title,
      story.observations.length,
      isoToStoredDate(story.ask.period.from),
      isoToStoredDate(story.ask.period.to),
    ),
    toolCalls: [{ name: 'story', args }],
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
