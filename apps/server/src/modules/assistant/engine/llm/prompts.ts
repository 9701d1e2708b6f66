import type { AssistantMode } from '@cue/contracts';
import type { ClassroomContext, CueRecordModule } from '../engine.js';
import { rosterName } from './privacy.js';
import type { RoutedAgent } from './tools.js';
import { ROUTE_TOOL_NAME } from './tools.js';

/**
 * The system prompts: one classroom block (class, today, a two-week calendar, the roster as ids
 * with first names and initials, the classes the teacher may address) shared by the supervisor
 * and the agents, plus each one's rules. 'reasoning' mode adds a checklist; 'fast' keeps it short.
 *
 * Laid out for prompt caching (issue 18): model servers reuse the longest unchanged start of a
 * prompt, so what is the same for a class all day comes first (who Cue is, the classroom block,
 * then the role's rules, then the tools, which chat templates place after the system message), and
 * the time of day, the one thing that changes every minute, travels in the teacher's message.
 * On a school's own small server that is the difference between seconds and a minute per answer.
 */

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Days either side of today listed with their weekdays, so "Monday" or "next Friday" need no arithmetic. */
const CALENDAR_DAYS_EACH_SIDE = 7;

const pad = (n: number) => String(n).padStart(2, '0');

function parseStoredDate(stored: string): Date | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(stored);
  return match ? new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]))) : undefined;
}

const formatStored = (date: Date) =>
  `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;

function calendarLines(today: string): string[] {
  const start = parseStoredDate(today);
  if (!start) return [];
  const lines: string[] = [];
  for (let offset = -CALENDAR_DAYS_EACH_SIDE; offset <= CALENDAR_DAYS_EACH_SIDE; offset++) {
    const day = new Date(start.getTime() + offset * 86_400_000);
    const label =
      offset === 0 ? ' (today)' : offset === -1 ? ' (yesterday)' : offset === 1 ? ' (tomorrow)' : '';
    lines.push(`${weekdayNames[day.getUTCDay()]} ${formatStored(day)}${label}`);
  }
  return lines;
}

const awayWords = { excused: 'excused', leave: 'on leave' } as const;

/** "10-06-2026: <id> on leave, <id> excused", one line per day with children already away. */
function awayLines(context: ClassroomContext): string[] {
  return Object.entries(context.away)
    .filter(([, byChild]) => Object.keys(byChild).length > 0)
    .sort(([a], [b]) => (parseStoredDate(a)?.getTime() ?? 0) - (parseStoredDate(b)?.getTime() ?? 0))
    .map(
      ([date, byChild]) =>
        `- ${date}: ${Object.entries(byChild)
          .map(([id, status]) => `${id} ${awayWords[status]}`)
          .join(', ')}`,
    );
}

/** One line per register day with children marked absent, earliest first. */
function absentLines(context: ClassroomContext): string[] {
  return Object.entries(context.absent ?? {})
    .filter(([, ids]) => ids.length > 0)
    .sort(([a], [b]) => (parseStoredDate(a)?.getTime() ?? 0) - (parseStoredDate(b)?.getTime() ?? 0))
    .map(([date, ids]) => `- ${date}: ${ids.join(', ')}`);
}

/** "Noor H. (away today: on leave)": the roster line says what the school already knows. */
function rosterLine(context: ClassroomContext, student: ClassroomContext['students'][number]): string {
  const away = context.away[context.today]?.[student.id];
  return `- ${student.id}: ${rosterName(student)}${away ? ` (away today: ${awayWords[away]})` : ''}`;
}

/** The interface languages by name, for the model. */
const languageNames = { en: 'English', ar: 'Arabic', he: 'Hebrew' } as const;

export function classroomBlock(context: ClassroomContext): string {
  const weekday = parseStoredDate(context.today);
  const away = awayLines(context);
  const absent = absentLines(context);
  return [
    `Class: ${context.className} (class id ${context.classId}).`,
    `Today at the school (its own time zone) is ${weekday ? `${weekdayNames[weekday.getUTCDay()]} ` : ''}${context.today}; the time now comes with the teacher's message. Dates are DD-MM-YYYY, times hh:mm AM/PM. Use this today, never another.`,
    `Write every reply to the teacher in ${languageNames[context.language]}; keep children's names, ids and tool arguments as they are. If a child the teacher names is not on the roster below, say so by name and propose nothing for them.`,
    `Calendar:\n${calendarLines(context.today).join('\n')}`,
    `Children of ${context.className} (roster id: first name and family-name initial):`,
    ...context.students.map((s) => rosterLine(context, s)),
    ...(away.length > 0
      ? [
          'Children the school already knows are away (an approved request, or so marked on the register), by day (roster id and status):',
          ...away,
        ]
      : []),
    'Classes the teacher may send announcements and journal posts to (class id: name):',
    ...context.classes.map((c) => `- ${c.id}: ${c.name}`),
    ...(absent.length > 0
      ? [
          'Children marked absent on the register, by day (roster ids; the care log\'s "everyone" on that day leaves them out):',
          ...absent,
        ]
      : []),
    ...(context.modulesOff ?? []).map((module) => switchedOffLines[module]),
    'In the teacher’s message, a child the app recognised is written [student:<roster id>]. Use that id for the child. When your text or a note speaks of a child, write the token [student:<roster id>] instead of a name; the app shows the name.',
  ].join('\n');
}

/** Decision 046: a switched-off module is said plainly, never drafted. */
const switchedOffLines: Record<CueRecordModule, string> = {
  daycare:
    'The care log is switched off for this school: if asked to record care, say so plainly and prepare nothing.',
  journal:
    'The journal is switched off for this school: if asked to post to a journal, say so plainly and prepare nothing.',
  story:
    'Learning stories are switched off for this school: if asked to write a story, say so plainly and prepare nothing.',
  hpc: 'The progress card is switched off for this school: if asked for progress card comments, say so plainly and prepare nothing.',
};

/** The first line of every prompt, supervisor's and agents' alike, so their shared start is longest. */
const WHO_CUE_IS = 'You are Cue, the classroom assistant of an early-years school, talking with a teacher.';

const supervisorRules = [
  'Decide what the teacher wants:',
  `- marking attendance (who is here, absent, sick, on leave): call ${ROUTE_TOOL_NAME} with agent "attendance";`,
  `- recording an observation of what a child or the class did, said or learnt: call ${ROUTE_TOOL_NAME} with agent "observation";`,
  `- writing an announcement or message to parents: call ${ROUTE_TOOL_NAME} with agent "announcement";`,
  `- recording care (meals and how much was eaten, drinks, naps, nappy changes, mood, temperature, sunscreen, a care note): call ${ROUTE_TOOL_NAME} with agent "carelog";`,
  `- posting to a class's journal ("post to Nursery A's journal: …"): call ${ROUTE_TOOL_NAME} with agent "journal";`,
  `- writing a learning story from observations ("write a story about Aarav's week", "a story about the seed planting"): call ${ROUTE_TOOL_NAME} with agent "story";`,
  `- planning a unit of work on a theme ("make a two-week unit on water for Playgroup B", "plan a week on transport"): call ${ROUTE_TOOL_NAME} with agent "unit";`,
  `- looking back at how planned lessons went ("how did this week go?", "analyse today's lesson"): call ${ROUTE_TOOL_NAME} with agent "lesson_analysis";`,
  `- drafting a child's progress card (HPC) comments for the term ("draft Aarav's progress card comments"): call ${ROUTE_TOOL_NAME} with agent "progress_comments";`,
  `- asking which children have no evidence (observations) this term for a competency, curricular goal or domain ("who has no evidence for CG-3 this term?"): call ${ROUTE_TOOL_NAME} with agent "evidence_gaps";`,
  '- asking who a child is or which children are in the class: answer in one sentence and call mentioned_students with those children;',
  '- anything else: answer briefly in plain text with what you can do (attendance, observations, announcements, the care log, journal posts, learning stories, units, lesson analyses, progress card comments, evidence gaps, finding children), with an example.',
  'Never say that something was saved: the teacher reviews and saves every card.',
];

const agentRules: Record<RoutedAgent, string[]> = {
  attendance: [
    'You prepare a draft attendance register. Call the attendance tool once.',
    'One row per child the teacher spoke about. "Everyone", "all" or "the whole class" means every child of the roster; "everyone except X" gives X the other status.',
    'Statuses: here, came, present → present; absent, away, not here, off → absent; sick or away with an accepted reason → excused; on leave, holiday, vacation → leave.',
    'date is the register day: today unless the teacher names another day. is_saved is false.',
    'A child listed as already away on the register day keeps that status when the teacher speaks of a group ("everyone", "all", "the rest"): give them that status, not the group’s, and say so in your sentence. A child the teacher names gets what the teacher says.',
  ],
  observation: [
    'You prepare draft observations (anecdotes). Call the observation tool once.',
    'One entry per child; a group observation repeats the note for each child. "The whole class" means every child of the roster.',
    'general_note keeps the teacher’s own words, the text after "Teacher:" (with the [student:<id>] tokens as they are). title is a short learning-area title such as "Construction play" or "Early literacy"; "Observation" if unsure. type_of_anecdote is "general". date is today unless the teacher says when. is_saved is false.',
  ],
  announcement: [
    'You prepare a draft announcement to parents. Call the announcement tool once.',
    'title: a short headline. summary: the message to parents in full, friendly sentences. share_with is "Everyone" unless the teacher names classes: then "Classes" with their ids in classes_ids.',
    'Send now: today’s date and the time now, schedule_later false. A later day or time: that date and time, schedule_later true. "Draft" or "don’t send yet": save_as_draft true.',
  ],
  carelog: [
    'You prepare draft care log entries. Call the carelog tool once.',
    'One row per child and event. "Everyone", "the whole room" means every child of the roster except those listed as away today; a child the teacher singles out ("Diya ate only half", "except Kabir who ate nothing") gets their own amount, and "except Kabir" with nothing more leaves Kabir out.',
    'Amounts: all, most, some (half or a little), none. time is HH:MM on a 24-hour clock; a time said without am/pm is within the nursery day (7:00 to 19:00): "at 11" is 11:00, "1 to 2:15" is 13:00 to 14:15. A nap has time (fell asleep) and end_time (woke up). Never a time later than now today. date is today unless the teacher names another day. is_saved is false.',
  ],
  story: [
    'You write a draft learning story from the observations listed below, for the teacher to review. Call the story tool once.',
    'Write warm, plain prose paragraphs: part "story" tells what happened, in date order; part "learning" says what it shows about the children’s learning; part "next_steps" suggests what the teacher might offer next. Each paragraph’s observation_ids lists the ids of the observations it draws on (a general sentence lists none).',
    'Use only what the observations say: invent no event, words, feeling or skill they do not show. Speak of a child only with the [student:<roster id>] token.',
    'Copy class_id, story_date, period, whole_class, students and observation_ids as given below; media_ids may hold the photo ids listed, none other. title is short. is_saved is false.',
  ],
  unit: [
    'You write a draft unit of work for the teacher to review and save into the organization’s unit library. Call the unit tool once.',
    'Use the class, framework, age band and days given below. Start from the library units listed when one fits the theme (keep what suits the age; every activity at most the minutes given); otherwise write a short unit around the theme: circle time, a story, art, outdoor exploration and free play.',
    'competencies, every activity’s competencies and every assessment’s competency_code are codes from the framework’s list below, none other. title and theme name the theme. resource_ids is empty. is_saved is false.',
  ],
  lesson_analysis: [
    'You look back with the teacher at how the planned lessons of the days below went. Answer in plain text, in at most eight short lines; call no tool.',
    'Say how many activities were planned, done, moved and skipped; quote the teacher’s own evaluations briefly; say which competencies were taught and whether observations show them; name the children with no observation (as [student:<roster id>] tokens); end with one or two suggestions for next week.',
    'Use only the figures below: invent no activity, observation or child.',
  ],
  progress_comments: [
    'You draft progress card comments for the child and the assessment cycle below, for the teacher to review and save into the child’s progress card. Call the progress_comments tool once.',
    'For every domain listed below write strengths (what the child’s observations show, in warm plain sentences) and next steps (what the child might try next). Each sentence’s observation_ids lists the ids of the observations it draws on, story_ids the stories; a question to the teacher lists none.',
    'Use only what the observations below say, under the competencies they are tagged with: invent no event, words, feeling or skill. A domain with no evidence gets one sentence that makes no claim, a question such as “No observation yet shows … this term; what have you seen?”, and no next steps. Speak of a child only with the [student:<roster id>] token.',
    'Copy class_id, cycle, student, framework and each domain’s code and title as given below. is_saved is false.',
  ],
  evidence_gaps: [
    'You tell the teacher which children of the class have no observation tagged with the competency, goal or domain below in the current assessment cycle, and which have some. Answer in plain text, in at most six short lines; call no tool.',
    'Name every child of both lists as a [student:<roster id>] token, with the count for those who have some; say the cycle and its dates. Use only the figures below: invent no child or observation.',
  ],
  journal: [
    'You prepare a draft post to a class journal that every family of the class reads. Call the journal_post tool once.',
    'class_id is the class the teacher names, from the classes listed above; the current class when she names none. A class not listed: say she cannot post there, and call no tool. text keeps the teacher’s own words (after "Teacher:"). is_saved is false.',
  ],
};

const sharedAgentRules = [
  'If a name could be more than one child of the roster, do not guess: ask which child in one sentence and call mentioned_students with the children it could be, instead of the other tool.',
  'Use only roster ids. Add at most one short sentence of text; never say that something was saved.',
];

const reasoningChecklist = [
  'Before answering, think it through: find each child the teacher means in the roster (nicknames and misspellings included), work out the exact date from the calendar, and check every field against the tool’s description.',
];

export function supervisorPrompt(context: ClassroomContext, mode: AssistantMode): string {
  return [
    WHO_CUE_IS,
    classroomBlock(context),
    ...supervisorRules,
    ...(mode === 'reasoning' ? reasoningChecklist : []),
  ].join('\n');
}

export function agentPrompt(
  agent: RoutedAgent,
  context: ClassroomContext,
  mode: AssistantMode,
  /** What the agent works from beyond the classroom (a story's gathered observations). */
  material: readonly string[] = [],
): string {
  return [
    WHO_CUE_IS,
    classroomBlock(context),
    ...agentRules[agent],
    ...sharedAgentRules,
    ...(mode === 'reasoning' ? reasoningChecklist : []),
    ...material,
  ].join('\n');
}

/**
 * The teacher's message as the model reads it: the time now first (the only part of a request that
 * changes by the minute, kept out of the cached system prompt), then her words, labelled so a
 * model copying "the teacher's own words" into a note copies only hers.
 */
export function teacherMessage(context: ClassroomContext, instruction: string): string {
  return `Time now at the school: ${context.time}.\nTeacher: ${instruction}`;
}
