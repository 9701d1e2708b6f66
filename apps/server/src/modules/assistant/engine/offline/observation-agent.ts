import { classFramework, suggestCompetencies } from '@cue/contracts';
import type { ClassroomContext } from '../engine.js';
import { readDate } from './calendar-words.js';
import { askWhichChild, noSuchChild, type DraftAnswer } from './draft-answer.js';
import { firstUnclearMention, namedStudents, type Reading } from './reading.js';
import { repliesIn } from './replies.js';
import { fullName } from './roster-matcher.js';
import { unknownNames } from './unknown-names.js';
import { groupWords, observationLeadIns, observationTitles } from './vocabulary.js';
import { matchPhraseAt } from './words.js';

/**
 * The observation agent: "Maya stacked ten blocks by herself today" becomes an observation for
 * Maya in the teacher's own words (only the request around them, "note that", is taken off); a
 * group observation becomes one entry per child with the same note; "the whole class" means
 * every child. The title names the learning area the words point to.
 */

/** The teacher's words without the request around them, starting with a capital. */
export function observationNote(text: string): string {
  let note = text.trim();
  for (const leadIn of observationLeadIns) note = note.replace(leadIn, '');
  note = note.trim();
  return note.charAt(0).toUpperCase() + note.slice(1);
}

export function observationTitle(reading: Reading): string {
  const words = new Set(reading.words.map((w) => w.text));
  let best = { title: 'Observation', hits: 0 };
  for (const row of observationTitles) {
    const hits = row.words.filter((w) => words.has(w)).length;
    if (hits > best.hits) best = { title: row.title, hits };
  }
  return best.title;
}

const meansWholeClass = (reading: Reading) =>
  reading.words.some((_, at) => {
    const meaning = matchPhraseAt(reading.words, at, groupWords)?.meaning;
    return meaning?.kind === 'everyone' && !meaning.inverted;
  });

export function answerObservation(reading: Reading, context: ClassroomContext): DraftAnswer {
  const unclear = firstUnclearMention(reading);
  if (unclear) return askWhichChild(unclear, reading, context, 'observation');
  const replies = repliesIn(context.language);
  const children = namedStudents(reading);
  const wholeClass = children.length === 0 && meansWholeClass(reading);
  // "Aarav built a tower" in a class without Aarav: say so, never "which child?" nor a silent drop.
  const unknown = wholeClass ? [] : unknownNames(reading, context, { anyCapitalised: children.length === 0 });
  if (unknown.length > 0) return noSuchChild(unknown, context, 'observation');
  const about = children.length > 0 ? children : wholeClass ? context.students : [];
  const note = observationNote(reading.text);
  if (about.length === 0 || note.length === 0) {
    return {
      agent: 'observation',
      text: replies.whichChildForObservation(context.students[0]?.firstName ?? 'Maya'),
      toolCalls: [],
    };
  }
  const date = readDate(reading.text, context.today, 'past') ?? context.today;
  const title = observationTitle(reading);
  // Issue 16: competencies the note's words suggest in the class's framework, for the teacher
  // to confirm or remove on the card (none when the class has no framework).
  const framework = classFramework(context.classes.find((c) => c.id === context.classId)?.framework);
  const competencies = framework ? suggestCompetencies(framework, note) : [];
  const entries = about.map((student) => ({
    student_id: student.id,
    date,
    title,
    general_note: note,
    type_of_anecdote: 'general' as const,
    ...(competencies.length > 0 && { competencies }),
  }));
  const who = about.length > 3 ? replies.childrenCount(about.length) : replies.listNames(about.map(fullName));
  return {
    agent: 'observation',
    text: replies.observationsDrafted(entries.length, who, date, title),
    toolCalls: [{ name: 'observation', args: { observation_entries: entries, is_saved: false } }],
  };
}
