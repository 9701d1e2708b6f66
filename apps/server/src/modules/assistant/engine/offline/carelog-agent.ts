import type { CarelogToolEntry, CareKind } from '@cue/contracts';
import type { ClassroomContext, RosterStudent } from '../engine.js';
import { readDate } from './calendar-words.js';
import { mealAt, readDetails, type SaidDetails } from './care-details.js';
import { careTimeOfDay, isLaterThanNow } from './care-times.js';
import { CARE_FUTURE_SLACK_MINUTES, careExceptWords } from './carelog-vocabulary.js';
import { careRepliesIn } from './carelog-replies.js';
import { rtlClauseBreaks } from './carelog-vocabulary-ar-he.js';
import { askWhichChild, noSuchChild, type DraftAnswer } from './draft-answer.js';
import { firstUnclearMention, type Reading } from './reading.js';
import { fullName } from './roster-matcher.js';
import { unknownNames } from './unknown-names.js';
import { groupWords } from './vocabulary.js';
import { compilePhrases, matchPhraseAt, type Word } from './words.js';

/**
 * The care log agent (decision 046): "everyone had lunch, Diya ate only half" becomes a care log
 * card with a lunch row for every child here today (children the school knows are away are left
 * out) and Diya's row at 'some'. The instruction is cut into clauses; a clause naming children or
 * a group starts an event, a clause naming children after a group event ("Diya ate only half",
 * "except Kabir who ate nothing") changes or removes their rows, and a clause with only details
 * (", wet") completes the event before it.
 */

interface Clause {
  from: number;
  to: number;
  except: boolean;
  /** Joined to the clause before by "and" ("lunch and water at 12"): one time said is both's. */
  joined?: boolean;
}

interface CareEvent {
  /** Undefined until a clause names the children ("Lunch at 12 for everyone"). */
  children?: RosterStudent[] | 'group';
  said: SaidDetails;
  /** A group's exceptions: removed (undefined) or with their own details. */
  exceptions: Map<string, SaidDetails | undefined>;
  /** "The rest": the group without the children the instruction names for themselves. */
  rest?: boolean;
}

const roomWords = compilePhrases(
  ['whole room', 'the room', 'the children', 'the kids', 'whole group', 'the group', 'the babies'].map(
    (words) => ({ words, meaning: true }),
  ),
);
const exceptPhrases = compilePhrases(careExceptWords.map((words) => ({ words, meaning: true })));
/** Words that start a new clause, as a comma does. */
const clauseBreaks = new Set(['but', 'then', 'while', 'also', ...rtlClauseBreaks]);

const isBreak = (reading: Reading, word: Word) =>
  word.isPunctuation &&
  word.text !== ':' &&
  // "12:30" and "38.2" are one time or number, not two clauses.
  !/\d/.test(reading.text.charAt(word.end));

function clausesOf(reading: Reading): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  let except = false;
  let joined = false;
  const close = (end: number) => {
    if (end > start) clauses.push({ from: start, to: end, except, joined });
    joined = false;
  };
  reading.words.forEach((word, at) => {
    if (at < start) return;
    const exceptPhrase = matchPhraseAt(reading.words, at, exceptPhrases);
    if (exceptPhrase || (word.text === 'not' && at === start)) {
      close(at);
      start = at + (exceptPhrase?.length ?? 1);
      except = true;
    } else if (isBreak(reading, word) || clauseBreaks.has(word.text)) {
      close(at);
      start = at + 1;
      except = false;
    } else if (word.text === 'and' && start < at && !reading.mentionAt.has(at + 1)) {
      // "Kabir had lunch at 12 and a nap from 1 to 2": a second event of its own kind (and time).
      const next = reading.words.findIndex(
        (w, i) => i > at && (isBreak(reading, w) || clauseBreaks.has(w.text) || w.text === 'and'),
      );
      const before = readDetails(textOf(reading, start, at)).kind;
      const after = kindOf(readDetails(textOf(reading, at + 1, next < 0 ? reading.words.length : next)));
      if (before && after && after !== before) {
        close(at);
        start = at + 1;
        except = false;
        joined = true;
      }
    } else if (word.text === 'and' && reading.mentionAt.has(at + 1) && start < at) {
      // "Aarav napped 1 to 2 and Diya had a wet nappy", "Omar ate most and Leah refused": a
      // second child with her own event; "Myra and Arjun at 12" stays one clause.
      const next = reading.words.findIndex(
        (w, i) => i > at && (isBreak(reading, w) || clauseBreaks.has(w.text)),
      );
      const after = readDetails(textOf(reading, at + 1, next < 0 ? reading.words.length : next));
      if (readDetails(textOf(reading, start, at)).kind && saysWhat(after)) {
        close(at);
        start = at + 1;
        except = false;
      }
    }
  });
  close(reading.words.length);
  return clauses;
}

/** After "and", a drink named alone is a drink of its own ("lunch and water at 12"). */
const kindOf = (said: SaidDetails): CareKind | undefined => said.kind ?? (said.drink ? 'drink' : undefined);

const textOf = (reading: Reading, from: number, to: number) =>
  from >= to ? '' : reading.text.slice(reading.words[from]!.start, reading.words[to - 1]!.end);

const childrenIn = (reading: Reading, from: number, to: number) => {
  const seen = new Set<string>();
  return reading.mentions
    .filter((m) => m.start >= from && m.start < to)
    .flatMap((m) => m.candidates)
    .filter((s) => !seen.has(s.id) && seen.add(s.id));
};

function namesGroup(reading: Reading, from: number, to: number): false | 'everyone' | 'rest' {
  for (let at = from; at < to; at++) {
    const group = matchPhraseAt(reading.words, at, groupWords)?.meaning;
    if (group?.kind === 'rest') return 'rest';
    if (group && group.kind === 'everyone' && !group.inverted) return 'everyone';
    if (matchPhraseAt(reading.words, at, roomWords)) return 'everyone';
  }
  return false;
}

/** Details said later fill what the event had not said yet. */
const fill = (said: SaidDetails, more: SaidDetails): SaidDetails => {
  const merged: SaidDetails = { ...said };
  for (const [key, value] of Object.entries(more) as [keyof SaidDetails, never][])
    if (merged[key] === undefined && value !== undefined) merged[key] = value;
  return merged;
};

const timesOf = ({ time, endTime }: SaidDetails) => ({ time, endTime });

/** "lunch and water at 12", "lunch at 12 and water": one single time said is both events'. */
function shareTime(first: SaidDetails, second: SaidDetails) {
  if (first.endTime || second.endTime) return;
  first.time ??= second.time;
  second.time ??= first.time;
}

const saysSomething = (said: SaidDetails) => Object.values(said).some((v) => v !== undefined);
/** Says more than when: a kind, an amount, a state. */
const saysWhat = ({ time: _time, endTime: _endTime, ...what }: SaidDetails) => saysSomething(what);

/** "except Kabir who ate nothing": the names right after "except", then what is said of them. */
function readException(reading: Reading, clause: Clause) {
  let at = clause.from;
  while (
    at < clause.to &&
    (reading.mentionAt.has(at) || ['and', 'or', ','].includes(reading.words[at]!.text))
  )
    at = reading.mentionAt.get(at)?.end ?? at + 1;
  const children = childrenIn(reading, clause.from, at);
  const rest = textOf(reading, at, clause.to);
  // "everyone except Diya had lunch": what follows the names is the group's, not Diya's.
  const aboutThem = /^(who|which|that|as|she|he|they)\b/i.test(rest) || at === clause.from;
  return { children, said: readDetails(rest), aboutThem };
}

function eventsOf(reading: Reading): CareEvent[] {
  const events: CareEvent[] = [];
  for (const clause of clausesOf(reading)) {
    const last = events.at(-1);
    if (clause.except && last) {
      const exception = readException(reading, clause);
      if (!exception.aboutThem) last.said = fill(last.said, exception.said);
      for (const child of exception.children)
        last.exceptions.set(
          child.id,
          // "except Kabir who didn't nap": no row for Kabir.
          exception.aboutThem && saysSomething(exception.said) && !exception.said.negated
            ? exception.said
            : undefined,
        );
      continue;
    }
    const read = readDetails(textOf(reading, clause.from, clause.to));
    const said = clause.joined ? { ...read, kind: kindOf(read) } : read;
    const named = childrenIn(reading, clause.from, clause.to);
    const group = named.length === 0 && namesGroup(reading, clause.from, clause.to);
    const sameKind = !said.kind || said.kind === last?.said.kind;
    const alreadyIn =
      Array.isArray(last?.children) &&
      named.every((child) => (last.children as RosterStudent[]).includes(child));
    if (named.length > 0 && (last?.children === 'group' || alreadyIn) && sameKind) {
      // "everyone had lunch, Diya ate only half"; "Diya and Kabir napped 1 to 2, but Diya woke
      // at 1:30": a change to their row of that event, never a second row.
      for (const child of named)
        last!.exceptions.set(child.id, saysSomething(said) && !said.negated ? said : undefined);
    } else if (named.length > 0 || group) {
      if (last && !last.children && !last.said.kind) {
        last.children = group ? 'group' : named;
        last.rest = group === 'rest';
        last.said = fill(last.said, said);
      } else {
        // "Aarav napped 12 to 1, Diya 1 to 2": Diya's nap.
        const kind = said.kind ?? (last?.children !== undefined ? last.said.kind : undefined);
        // "Kabir ate half his lunch at 12, Diya too": what the last event said, for Diya.
        const same = !saysSomething(said) && last?.children !== undefined;
        // "a dirty nappy at 2 and Diya had a wet one", "lunch at 12, Diya ate half": the same
        // event (no kind said, or the same kind and meal), at its time unless one is said.
        const sameEvent =
          !said.kind || (said.kind === last?.said.kind && (!said.meal || said.meal === last.said.meal));
        const when = sameEvent && !said.time && !said.endTime && last ? timesOf(last.said) : {};
        // ...and the meal just said: a late lunch stays lunch, whatever its time suggests.
        const meal = sameEvent && said.kind === 'meal' && !said.meal ? { meal: last?.said.meal } : {};
        events.push({
          children: group ? 'group' : named,
          said: same ? { ...last.said, negated: undefined } : { ...said, ...when, ...meal, kind },
          exceptions: new Map(),
          rest: group === 'rest',
        });
      }
    } else if (last && (!said.kind || !last.said.kind)) {
      last.said = fill(last.said, said);
    } else if (last && said.kind) {
      // "Aarav had lunch, then napped 12:30 to 1:45": the same children's next event.
      if (clause.joined) shareTime(last.said, said);
      events.push({ children: last.children, said, exceptions: new Map() });
    } else {
      events.push({ said, exceptions: new Map() });
    }
  }
  return events;
}

type Problem = { missing: 'kind' | 'nappy' | 'temperature' | 'napStart' };

function entryFor(
  kind: CareKind,
  said: SaidDetails,
  child: RosterStudent,
  now: string,
  note: string,
): CarelogToolEntry | Problem {
  const time = said.time ?? now;
  const base = { student_id: child.id, student_name: fullName(child), time };
  switch (kind) {
    case 'meal':
      return {
        ...base,
        kind,
        meal: said.meal ?? mealAt(time, note.toLowerCase()),
        amount: said.amount ?? 'all',
      };
    case 'drink':
      return {
        ...base,
        kind,
        drink: said.drink ?? 'water',
        ...(said.amountMl !== undefined && { amount_ml: said.amountMl }),
      };
    case 'nap':
      // "Diya woke at 1:30" alone: when she fell asleep is not now.
      if (said.endTime && !said.time) return { missing: 'napStart' };
      return { ...base, kind, end_time: said.endTime ?? null };
    case 'nappy':
      return said.nappy ? { ...base, kind, nappy: said.nappy } : { missing: 'nappy' };
    case 'mood':
      return said.mood ? { ...base, kind, mood: said.mood } : { missing: 'kind' };
    case 'temperature':
      return said.temperatureC !== undefined
        ? { ...base, kind, temperature_c: said.temperatureC }
        : { missing: 'temperature' };
    case 'sunscreen':
      return { ...base, kind };
    case 'note':
      return { ...base, kind, note };
  }
}

/**
 * The children of a group: the class, without those the school knows are away that day, nor
 * those that day's register marks absent.
 */
const presentChildren = (context: ClassroomContext, date: string) =>
  context.students.filter((s) => !context.away[date]?.[s.id] && !context.absent?.[date]?.includes(s.id));

/** A care note's words: what follows the colon, or the whole instruction. */
const noteText = (text: string) => {
  const after = text.includes(':') ? text.slice(text.indexOf(':') + 1) : text;
  const trimmed = after.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

export function answerCareLog(reading: Reading, context: ClassroomContext): DraftAnswer {
  const replies = careRepliesIn(context.language);
  const unclear = firstUnclearMention(reading);
  if (unclear) return askWhichChild(unclear, reading, context, 'carelog');
  if (context.modulesOff?.includes('daycare'))
    return { agent: 'carelog', text: replies.switchedOff, toolCalls: [] };
  const events = eventsOf(reading);
  const anyone = events.some((e) => e.children !== undefined);
  const unknown = anyone ? [] : unknownNames(reading, context, { anyCapitalised: true });
  if (unknown.length > 0) return noSuchChild(unknown, context, 'carelog');

  const date = readDate(reading.text, context.today, 'past') ?? context.today;
  const now = careTimeOfDay(context.time);
  const note = noteText(reading.text);
  const entries: CarelogToolEntry[] = [];
  // "Diya ate half, the rest had all their lunch": the rest are the children not named.
  const namedAlone = new Set(
    events.flatMap((event) => (Array.isArray(event.children) ? event.children.map((child) => child.id) : [])),
  );
  for (const event of events) {
    const kind = event.said.kind ?? (/\bnote\b/i.test(reading.text) ? 'note' : undefined);
    if (!event.children) return { agent: 'carelog', text: replies.whichChildren, toolCalls: [] };
    if (!kind) return { agent: 'carelog', text: replies.whatHappened, toolCalls: [] };
    const children =
      event.children !== 'group'
        ? event.children
        : presentChildren(context, date).filter((child) => !event.rest || !namedAlone.has(child.id));
    for (const child of children) {
      if (event.exceptions.has(child.id) && !event.exceptions.get(child.id)) continue;
      const own = event.exceptions.get(child.id);
      const said = own ? fill(own, event.said) : event.said;
      // "Kabir didn't nap": nothing happened to record (a meal said so is a meal of nothing).
      if (said.negated) return { agent: 'carelog', text: replies.didNotHappen, toolCalls: [] };
      const entry = entryFor(kind, said, child, now, note);
      if ('missing' in entry)
        return { agent: 'carelog', text: replies.missing[entry.missing], toolCalls: [] };
      entries.push(entry);
    }
  }
  if (entries.length === 0) return { agent: 'carelog', text: replies.whichChildren, toolCalls: [] };
  if (date === context.today) {
    const later = entries
      .flatMap((e) => [e.time, ...(e.kind === 'nap' && e.end_time ? [e.end_time] : [])])
      .find((time) => isLaterThanNow(time, now, CARE_FUTURE_SLACK_MINUTES));
    if (later) return { agent: 'carelog', text: replies.later(later, now), toolCalls: [] };
  }
  return {
    agent: 'carelog',
    text: replies.draftedCard(entries, date),
    toolCalls: [{ name: 'carelog', args: { date, care_entries: entries, is_saved: false } }],
  };
}
