import type { StoryPart } from '@cue/contracts';
import type { RosterStudent } from '../engine.js';
import type { StoryObservation } from '../story-material.js';
import type { StoryReplies } from './story-replies.js';
import { observationTitles } from './vocabulary.js';
import { splitWords } from './words.js';

/**
 * The offline draft of a learning story, assembled, never invented: the story part is the
 * observations in date order, each note whole after its day; the learning part quotes the note
 * sentences whose words name a learning area (a tag-like cue the note itself holds), and asks a
 * question about the rest; what next is a question for the teacher. Each paragraph lists the
 * observations it comes from.
 */

export interface StoryParagraph {
  part: StoryPart;
  text: string;
  observation_ids: string[];
}

/** Paragraphs of the story part, one per observation, before they are grouped by day. */
const MAX_STORY_LINES = 20;

const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** The note's sentences (a full stop, ! or ? ends one). */
const sentencesOf = (note: string) =>
  note
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** The learning areas an observation's own words point to, with the sentence that says it. */
function learningCues(observation: StoryObservation): { area: string; sentence: string }[] {
  const cues: { area: string; sentence: string }[] = [];
  for (const row of observationTitles) {
    // The title a teacher gave ("Early numeracy") is the clearest cue: the note's first sentence.
    if (row.title.toLowerCase() === observation.title.trim().toLowerCase()) {
      cues.push({ area: row.title, sentence: sentencesOf(observation.note)[0] ?? observation.note });
      continue;
    }
    const sentence = sentencesOf(observation.note).find((s) =>
      splitWords(s).some((word) => row.words.includes(word.text)),
    );
    if (sentence) cues.push({ area: row.title, sentence });
  }
  return cues;
}

/** A note starting with a child's name stays as written; otherwise it follows "On Monday, " in lower case. */
function continueSentence(note: string, roster: readonly RosterStudent[]): string {
  const first = note.split(/\s+/)[0]?.replace(/[^\p{L}]/gu, '') ?? '';
  if (roster.some((child) => child.firstName === first) || /^I\b/.test(note)) return note;
  return note.charAt(0).toLowerCase() + note.slice(1);
}

export function draftParagraphs(
  observations: readonly StoryObservation[],
  roster: readonly RosterStudent[],
  replies: StoryReplies,
): StoryParagraph[] {
  const ordered = [...observations].sort((a, b) => a.date.localeCompare(b.date));
  const byId = new Map(roster.map((child) => [child.id, child]));
  const weekday = (o: StoryObservation) => replies.weekdays[weekdayOf(o.date)]!;

  const lines = ordered.map((observation) => {
    const child = byId.get(observation.studentId);
    const namesChild = child && observation.note.split(/[^\p{L}]+/u).includes(child.firstName);
    const text =
      child && !namesChild
        ? replies.dayLineFor(weekday(observation), child.firstName, observation.note)
        : replies.dayLine(weekday(observation), continueSentence(observation.note, roster));
    return { part: 'story' as const, text, observation_ids: [observation.id], date: observation.date };
  });
  // A whole class's month would outgrow the card: then one paragraph a day.
  const story: StoryParagraph[] =
    lines.length <= MAX_STORY_LINES
      ? lines.map(({ date: _date, ...line }) => line)
      : [...new Set(lines.map((line) => line.date))].map((date) => {
          const ofDay = lines.filter((line) => line.date === date);
          return {
            part: 'story',
            text: ofDay.map((line) => line.text).join(' '),
            observation_ids: ofDay.flatMap((line) => line.observation_ids),
          };
        });

  // A sentence several areas point to is quoted once, under all of them.
  const bySentence = new Map<string, { observation: StoryObservation; sentence: string; areas: string[] }>();
  const withoutCue: StoryObservation[] = [];
  for (const observation of ordered) {
    const cues = learningCues(observation);
    if (cues.length === 0) withoutCue.push(observation);
    for (const cue of cues) {
      const key = `${observation.id}\n${cue.sentence}`;
      const quote = bySentence.get(key) ?? { observation, sentence: cue.sentence, areas: [] };
      quote.areas.push(cue.area);
      bySentence.set(key, quote);
    }
  }
  const byAreas = new Map<string, { observation: StoryObservation; sentence: string }[]>();
  for (const quote of bySentence.values()) {
    const label = quote.areas.join(', ');
    byAreas.set(label, [...(byAreas.get(label) ?? []), quote]);
  }
  const learning: StoryParagraph[] = [...byAreas].map(([areas, quotes]) => ({
    part: 'learning',
    text: replies.learningLine(
      areas,
      quotes.map((q) => ({
        sentence: q.sentence,
        title: q.observation.title,
        weekday: weekday(q.observation),
      })),
    ),
    observation_ids: [...new Set(quotes.map((q) => q.observation.id))],
  }));
  if (withoutCue.length > 0) {
    const titles = new Set(withoutCue.map((o) => o.title));
    learning.push({
      part: 'learning',
      text: replies.learningPrompt(titlesOf(withoutCue, replies), titles.size),
      observation_ids: withoutCue.map((o) => o.id),
    });
  }
  const next: StoryParagraph = {
    part: 'next_steps',
    text: replies.nextPrompt(titlesOf(ordered, replies)),
    observation_ids: ordered.map((o) => o.id),
  };
  return [...story, ...learning, next];
}

/** The observations' titles, once each, quoted: “Seed planting”, “Block tower”. */
function titlesOf(observations: readonly StoryObservation[], replies: StoryReplies): string {
  return [...new Set(observations.map((o) => o.title))].map(replies.quote).join(', ');
}
