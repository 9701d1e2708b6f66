import type { ClassroomContext, RosterStudent } from '../engine.js';
import type { StoryObservation } from '../story-material.js';
import { namedStudents, type Reading } from './reading.js';
import { readStoryPeriod, type StoryPeriod } from './story-period.js';
import { storyRequestWords } from './story-vocabulary.js';
import { groupWords } from './vocabulary.js';
import { matchPhraseAt, splitWords } from './words.js';

/**
 * What a story request asks for: the children it names (or the whole class), the days, and its
 * topic, the words left once the request, the period and the names are taken out ("the seed
 * planting"). Both engines read it this way before gathering the material.
 */

export interface StoryAsk {
  children: RosterStudent[];
  wholeClass: boolean;
  /** The topic's words as said, lowercased; empty when the story is about children, not a topic. */
  topic: string[];
  period: StoryPeriod;
}

const meansWholeClass = (reading: Reading) =>
  reading.words.some((_, at) => {
    const meaning = matchPhraseAt(reading.words, at, groupWords)?.meaning;
    return meaning?.kind === 'everyone' && !meaning.inverted;
  });

export function readStoryAsk(reading: Reading, context: ClassroomContext): StoryAsk {
  const named = new Set(reading.mentions.flatMap((m) => range(m.start, m.end)));
  const classWords = new Set(context.classes.flatMap((c) => c.name.toLowerCase().split(/\s+/)));
  const topic = reading.words
    .filter(
      (word, at) =>
        !word.isPunctuation &&
        !named.has(at) &&
        !storyRequestWords.has(word.text) &&
        !classWords.has(word.text) &&
        !/^\d+$/.test(word.text),
    )
    .map((word) => word.text);
  const children = namedStudents(reading);
  return {
    children,
    wholeClass: children.length === 0 && meansWholeClass(reading),
    topic,
    period: readStoryPeriod(reading.text, context.today),
  };
}

/** "planting", "planted" and "plants" are one word to a topic. */
export function stem(word: string): string {
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

const stemsOf = (observation: StoryObservation) =>
  new Set(splitWords(`${observation.title} ${observation.note}`).map((word) => stem(word.text)));

/**
 * The observations about the topic: those holding every topic word that any of them holds (a
 * filler word the teacher added matches nothing and is ignored). A topic none of them mentions
 * finds nothing; no topic keeps them all.
 */
export function aboutTopic(observations: readonly StoryObservation[], topic: readonly string[]) {
  if (topic.length === 0) return [...observations];
  const stems = observations.map(stemsOf);
  const known = topic.map(stem).filter((word) => stems.some((words) => words.has(word)));
  if (known.length === 0) return [];
  return observations.filter((_, index) => known.every((word) => stems[index]!.has(word)));
}

const range = (start: number, end: number) => Array.from({ length: end - start }, (_, i) => start + i);
