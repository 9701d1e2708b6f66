import type { ToolAttendanceStatus } from '@cue/contracts';
import type { AwayStatus, ClassroomContext, RosterStudent } from '../engine.js';
import { readDate } from './calendar-words.js';
import { askWhichChild, helpAnswer, noSuchChild, type DraftAnswer } from './draft-answer.js';
import { firstUnclearMention, type Reading } from './reading.js';
import { fullName } from './roster-matcher.js';
import { repliesIn } from './replies.js';
import { unknownNames } from './unknown-names.js';
import { groupWords, oppositeStatus, statusWords } from './vocabulary.js';
import { endsSentence, matchPhraseAt } from './words.js';

/**
 * The attendance agent: turns "everyone's here except Diya and Kabir" or "Diya absent, Kabir
 * sick, rest present" into a register. It walks the words once: children and groups wait for
 * the next status word; a sentence that ends without one gives them the last status said (or,
 * for the exceptions of a group, the opposite of the group's). A child named on their own always
 * wins over a group. Only children the words cover get a row, so saving never clears a mark the
 * teacher did not mention; "take attendance" alone gives the whole class, unmarked. A group never
 * overwrites a child the school already knows is away that day (approved leave or excusal, or
 * so marked): they keep their mark and the reply says so ("Noor stays on leave"); a child named
 * on their own still gets what the teacher said.
 */

interface Waiting {
  ids: string[];
  isException: boolean;
}

interface Register {
  byChild: Map<string, ToolAttendanceStatus>;
  everyone?: ToolAttendanceStatus;
  rest?: ToolAttendanceStatus;
  onlyStatus?: ToolAttendanceStatus;
  /** A status was said ("Zorro is absent"), so an empty register is not "take attendance". */
  hasStatusWord: boolean;
}

function readRegister(reading: Reading): Register {
  const register: Register = { byChild: new Map(), hasStatusWord: false };
  let waiting: Waiting[] = [];
  let group: { kind: 'everyone' | 'rest'; inverted: boolean } | undefined;
  let groupStatus: ToolAttendanceStatus | undefined;
  let lastStatus: ToolAttendanceStatus | undefined;
  let isExcepting = false;
  let isOnly = false;

  const mark = (ids: string[], status: ToolAttendanceStatus) =>
    ids.forEach((id) => register.byChild.set(id, status));
  const settleGroup = (status: ToolAttendanceStatus) => {
    if (!group) return;
    const groupGets = group.inverted ? oppositeStatus(status) : status;
    register[group.kind === 'everyone' ? 'everyone' : 'rest'] = groupGets;
    groupStatus = groupGets;
    group = undefined;
  };
  const applyStatus = (status: ToolAttendanceStatus) => {
    register.hasStatusWord = true;
    if (group) {
      // "Everyone except Diya is present": the status is the group's; its exceptions differ.
      settleGroup(status);
      for (const w of waiting) mark(w.ids, w.isException ? oppositeStatus(groupStatus!) : status);
    } else for (const w of waiting) mark(w.ids, status);
    if (isOnly && waiting.length > 0) register.onlyStatus = status;
    waiting = [];
    lastStatus = status;
  };
  const endSentence = () => {
    for (const w of waiting) {
      const status = w.isException && groupStatus ? oppositeStatus(groupStatus) : (lastStatus ?? 'NA');
      mark(w.ids, status);
    }
    if (group) settleGroup(lastStatus ?? 'NA');
    waiting = [];
    lastStatus = undefined;
    isExcepting = false;
  };

  const { words } = reading;
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    if (endsSentence(word)) {
      endSentence();
      continue;
    }
    const mention = reading.mentionAt.get(at);
    if (mention) {
      waiting.push({ ids: mention.candidates.map((s) => s.id), isException: isExcepting });
      at = mention.end - 1;
      continue;
    }
    const groupWord = matchPhraseAt(words, at, groupWords);
    const status = matchPhraseAt(words, at, statusWords);
    // The longer phrase wins: "no one" is a group, "not here" a status.
    if (groupWord && (!status || groupWord.length >= status.length)) {
      const meaning = groupWord.meaning;
      if (meaning.kind === 'except') isExcepting = true;
      else if (meaning.kind === 'only') isOnly = true;
      else group = { kind: meaning.kind, inverted: meaning.kind === 'everyone' && meaning.inverted };
      at += groupWord.length - 1;
    } else if (status) {
      applyStatus(status.meaning);
      at += status.length - 1;
    }
  }
  endSentence();
  return register;
}

const statusOrder: readonly ToolAttendanceStatus[] = [
  'present',
  'absent',
  'excused',
  'leave',
  'unassigned',
  'NA',
];

const awayStatuses: readonly AwayStatus[] = ['leave', 'excused'];

/** A child as the reply names them: the first name, or the full name when another child shares it. */
function nameInClass(student: RosterStudent, context: ClassroomContext): string {
  const shared = context.students.some((s) => s.id !== student.id && s.firstName === student.firstName);
  return shared ? fullName(student) : student.firstName;
}

export function answerAttendance(reading: Reading, context: ClassroomContext): DraftAnswer {
  const unclear = firstUnclearMention(reading);
  if (unclear) return askWhichChild(unclear, reading, context, 'attendance');
  // "Everyone except Aarav" in a class without Aarav must not become "everyone present".
  const unknown = unknownNames(reading, context);
  if (unknown.length > 0) return noSuchChild(unknown, context, 'attendance');

  const register = readRegister(reading);
  const wholeClass = register.everyone ?? register.rest;
  const someoneNamed = register.byChild.size > 0;
  // "Take attendance" with no child or group: the whole register, unmarked, to fill in on the card.
  const fill =
    wholeClass ??
    (register.onlyStatus
      ? oppositeStatus(register.onlyStatus)
      : someoneNamed || register.hasStatusWord
        ? undefined
        : 'NA');
  const date = readDate(reading.text, context.today, 'past') ?? context.today;
  // A group fills only children the school does not already know are away that day.
  const awayThatDay = context.away[date] ?? {};
  const kept: { student: RosterStudent; status: AwayStatus }[] = [];
  const rows = context.students.flatMap((student) => {
    const said = register.byChild.get(student.id);
    const away = awayThatDay[student.id];
    if (said === undefined && fill !== undefined && away !== undefined) {
      if (away !== fill) kept.push({ student, status: away });
      return [{ student_id: student.id, attendance_status: away }];
    }
    const status = said ?? fill;
    return status ? [{ student_id: student.id, attendance_status: status }] : [];
  });
  if (rows.length === 0) return helpAnswer(context, 'couldNotTellChildren');

  const replies = repliesIn(context.language);
  const counts = statusOrder
    .map((status) => [status, rows.filter((r) => r.attendance_status === status).length] as const)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => replies.count(status, n));
  const keptSentences = awayStatuses.flatMap((status) => {
    const names = kept.filter((k) => k.status === status).map((k) => nameInClass(k.student, context));
    return names.length > 0 ? [replies.keptAway(status, names)] : [];
  });
  return {
    agent: 'attendance',
    text: replies.register(context.className, date, counts, keptSentences),
    toolCalls: [{ name: 'attendance', args: { date, student_attendance_list: rows, is_saved: false } }],
  };
}
