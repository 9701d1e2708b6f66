import type { ToolAttendanceStatus } from '@cue/contracts';
import { lessonAnalysisIntentCues, unitIntentCues } from './planning-vocabulary.js';
import { evidenceGapsIntentCues, progressCommentsIntentCues } from './progress-vocabulary.js';
import { storyIntentCues } from './story-vocabulary.js';
import {
  rtlAnnouncementCues,
  rtlEveryoneWords,
  rtlExceptWords,
  rtlIntentCues,
  rtlLearningWords,
  rtlNobodyWords,
  rtlObservationLeadIns,
  rtlOnlyWords,
  rtlRestWords,
  rtlStatusWords,
} from './vocabulary-ar-he.js';
import { careIntentCues } from './carelog-vocabulary.js';
import { compilePhrases, type Phrase } from './words.js';

/**
 * The offline engine's rules, as data. Every word a teacher might use for a status, a group of
 * children, an exception or an intent lives in one of these tables; the code only walks them.
 * To teach the engine a new word, add a row.
 */

/**
 * Statuses in everyday words. Sick or at the doctor's is 'excused' (away for a reason the school
 * accepts); holidays and planned time off are 'leave'; away with no reason given is 'absent'.
 */
export const statusWords = compilePhrases<ToolAttendanceStatus>(
  (
    [
      ['present', 'present'],
      ['here', 'present'],
      ['in today', 'present'],
      ['in school', 'present'],
      ['in class', 'present'],
      ['came', 'present'],
      ['come', 'present'],
      ['came in', 'present'],
      ['came late', 'present'],
      ['late', 'present'],
      ['arrived', 'present'],
      ['attended', 'present'],
      ['turned up', 'present'],
      ['showed up', 'present'],
      ['made it', 'present'],
      ['absent', 'absent'],
      ['absentees', 'absent'],
      ['not here', 'absent'],
      ['not present', 'absent'],
      ["isn't here", 'absent'],
      ["aren't here", 'absent'],
      ["wasn't here", 'absent'],
      ["weren't here", 'absent'],
      ["didn't come", 'absent'],
      ['did not come', 'absent'],
      ["didn't turn up", 'absent'],
      ["hasn't come", 'absent'],
      ["haven't come", 'absent'],
      ['not coming', 'absent'],
      ['not in', 'absent'],
      ['missing', 'absent'],
      ['away', 'absent'],
      ['off', 'absent'],
      ['no show', 'absent'],
      ['stayed home', 'absent'],
      ['stayed at home', 'absent'],
      ['at home', 'absent'],
      ['sick', 'excused'],
      ['off sick', 'excused'],
      ['ill', 'excused'],
      ['unwell', 'excused'],
      ['fever', 'excused'],
      ['a fever', 'excused'],
      ['a cold', 'excused'],
      ['excused', 'excused'],
      ['at the doctor', 'excused'],
      ["doctor's appointment", 'excused'],
      ['appointment', 'excused'],
      ['on leave', 'leave'],
      ['leave', 'leave'],
      ['holiday', 'leave'],
      ['on holiday', 'leave'],
      ['vacation', 'leave'],
      ['on vacation', 'leave'],
      ['travelling', 'leave'],
      ['traveling', 'leave'],
      ['out of town', 'leave'],
      ['day off', 'leave'],
      ['unassigned', 'unassigned'],
      ['not marked', 'NA'],
      ['unmarked', 'NA'],
      ...rtlStatusWords,
    ] as const
  ).map(([words, meaning]): Phrase<ToolAttendanceStatus> => ({ words, meaning })),
);

/** The status children get when they are the exception to a group ("everyone here except Diya"). */
export const oppositeStatus = (status: ToolAttendanceStatus): ToolAttendanceStatus =>
  status === 'present' ? 'absent' : 'present';

export type GroupMeaning =
  /** The whole class. `inverted` for "nobody came" (everyone did the opposite). */
  | { kind: 'everyone'; inverted: boolean }
  /** Everyone not named separately. */
  | { kind: 'rest' }
  | { kind: 'except' }
  | { kind: 'only' };

export const groupWords = compilePhrases<GroupMeaning>([
  ...[
    'everyone',
    'everybody',
    'all',
    'all students',
    'all the students',
    'all children',
    'all the children',
    'all kids',
    'all the kids',
    'the whole class',
    'whole class',
    'the entire class',
    'entire class',
    'full class',
    'all of them',
    ...rtlEveryoneWords,
  ].map((words) => ({ words, meaning: { kind: 'everyone', inverted: false } as const })),
  ...['nobody', 'no one', 'noone', 'none of them', 'none of the children', ...rtlNobodyWords].map(
    (words) => ({
      words,
      meaning: { kind: 'everyone', inverted: true } as const,
    }),
  ),
  ...[
    'everyone else',
    'everybody else',
    'all else',
    'the rest',
    'rest',
    'rest of the class',
    'rest of them',
    'all the rest',
    'the others',
    'others',
    'all others',
    'all the others',
    'the remaining',
    'remaining',
    'remaining children',
    ...rtlRestWords,
  ].map((words) => ({ words, meaning: { kind: 'rest' } as const })),
  ...[
    'except',
    'except for',
    'but',
    'apart from',
    'other than',
    'besides',
    'excluding',
    'minus',
    'save for',
    ...rtlExceptWords,
  ].map((words) => ({ words, meaning: { kind: 'except' } as const })),
  // Not 'just': "Diya just arrived" is about Diya, not the rest.
  ...['only', ...rtlOnlyWords].map((words) => ({ words, meaning: { kind: 'only' } as const })),
]);

/** What the supervisor can route to: an agent's tool, a roster look-up, or the help text. */
export type Intent =
  | 'attendance'
  | 'observation'
  | 'announcement'
  | 'carelog'
  | 'journal'
  | 'story'
  | 'unit'
  | 'lesson_analysis'
  | 'progress_comments'
  | 'evidence_gaps'
  | 'lookup'
  | 'help';

/**
 * Words that point to an intent, and how strongly. Status words also count for attendance.
 * Questions and requests for help count only where a sentence starts: "who is sick" inside
 * "everyone came except Diya who is sick" is not a look-up, nor is "without help" a cry for it.
 */
export const intentCues = compilePhrases<{ intent: Intent; weight: number; onlyAtStart: boolean }>(
  (
    [
      ['attendance', 'attendance', 4],
      ['register', 'attendance', 4],
      ['roll call', 'attendance', 4],
      ['take the roll', 'attendance', 4],
      ['mark', 'attendance', 1],
      ['observation', 'observation', 4],
      ['observations', 'observation', 4],
      ['anecdote', 'observation', 4],
      ['observed', 'observation', 3],
      ['noticed', 'observation', 3],
      ['note that', 'observation', 3],
      ['make a note', 'observation', 3],
      ['add a note', 'observation', 3],
      ['record that', 'observation', 3],
      ['write that', 'observation', 3],
      ['announce', 'announcement', 5],
      ['announcement', 'announcement', 5],
      ['notice', 'announcement', 4],
      ['circular', 'announcement', 5],
      ['newsletter', 'announcement', 4],
      ['parents', 'announcement', 3],
      ['families', 'announcement', 3],
      ['remind', 'announcement', 2],
      ['reminder', 'announcement', 2],
      ['who is', 'lookup', 4],
      ['who are', 'lookup', 4],
      ["who's", 'lookup', 4],
      // "Who was absent?" asks about saved records, not for a new register.
      ['who was', 'lookup', 4],
      ['who were', 'lookup', 4],
      ['show me', 'lookup', 4],
      ['find', 'lookup', 3],
      ['look up', 'lookup', 4],
      ['tell me about', 'lookup', 4],
      ['list', 'lookup', 3],
      ['which children', 'lookup', 3],
      ['how many children', 'lookup', 4],
      ['help', 'help', 3],
      ['what can you do', 'help', 6],
      ['how do i', 'help', 4],
      ...rtlIntentCues,
      ...rtlAnnouncementCues,
      ...careIntentCues,
    ] as const
  )
    .map(([words, intent, weight]) => ({
      words,
      meaning: { intent: intent as Intent, weight, onlyAtStart: intent === 'lookup' || intent === 'help' },
    }))
    .concat(
      storyIntentCues.map(([words, weight, onlyAtStart]) => ({
        words,
        meaning: { intent: 'story' as Intent, weight, onlyAtStart },
      })),
    )
    .concat(
      unitIntentCues.map(([words, weight, onlyAtStart]) => ({
        words,
        meaning: { intent: 'unit' as Intent, weight, onlyAtStart },
      })),
    )
    .concat(
      lessonAnalysisIntentCues.map(([words, weight, onlyAtStart]) => ({
        words,
        meaning: { intent: 'lesson_analysis' as Intent, weight, onlyAtStart },
      })),
    )
    .concat(
      progressCommentsIntentCues.map(([words, weight, onlyAtStart]) => ({
        words,
        meaning: { intent: 'progress_comments' as Intent, weight, onlyAtStart },
      })),
    )
    .concat(
      evidenceGapsIntentCues.map(([words, weight, onlyAtStart]) => ({
        words,
        meaning: { intent: 'evidence_gaps' as Intent, weight, onlyAtStart },
      })),
    ),
);

/** A status word adds this much to attendance (once): "Diya is sick" is about the register. */
export const STATUS_CUE_WEIGHT = 3;
/** Naming children with no other cue is an observation ("Maya stacked ten blocks"). */
export const NAMED_CHILD_OBSERVATION_WEIGHT = 2;
/** Each word of a learning area (observationTitles) adds this, up to OBSERVATION_WORDS_MAX times. */
export const OBSERVATION_WORD_WEIGHT = 1;
export const OBSERVATION_WORDS_MAX = 2;
/** A quick prompt chip the teacher picked leans the choice its way. */
export const REQUESTED_TOOL_WEIGHT = 3;
/** On a tie, the more specific intent wins. */
export const intentPriority: readonly Intent[] = [
  'evidence_gaps',
  'progress_comments',
  'lesson_analysis',
  'unit',
  'story',
  'journal',
  'announcement',
  'attendance',
  // "Maya was happy painting" ties care log and observation: what a child did wins.
  'observation',
  'carelog',
  'lookup',
  'help',
];

/**
 * Observation titles from the teacher's words: the row with the most of its words in the note
 * names the learning area (on a tie, the earlier row). No row matches: 'Observation' (spec
 * section 5 default).
 */
const englishObservationTitles: readonly { title: string; words: readonly string[] }[] = [
  {
    title: 'Construction play',
    words: ['block', 'blocks', 'tower', 'lego', 'built', 'build', 'building', 'stacked'],
  },
  {
    title: 'Early numeracy',
    words: ['counted', 'count', 'counting', 'numbers', 'number', 'shapes', 'sorted', 'puzzle'],
  },
  {
    title: 'Art and creativity',
    words: [
      'painted',
      'painting',
      'drew',
      'drawing',
      'coloured',
      'colored',
      'colouring',
      'clay',
      'craft',
      'crayons',
    ],
  },
  {
    title: 'Early literacy',
    words: ['read', 'book', 'books', 'story', 'letters', 'letter', 'wrote', 'writing', 'alphabet'],
  },
  {
    title: 'Music and movement',
    words: ['sang', 'song', 'songs', 'singing', 'danced', 'dance', 'dancing', 'music', 'rhyme'],
  },
  {
    title: 'Physical development',
    words: [
      'ran',
      'running',
      'jumped',
      'jumping',
      'climbed',
      'climbing',
      'ball',
      'hopped',
      'balanced',
      'cycle',
      'tricycle',
    ],
  },
  {
    title: 'Social skills',
    words: [
      'shared',
      'sharing',
      'helped',
      'helping',
      'turns',
      'together',
      'friend',
      'friends',
      'comforted',
      'kind',
    ],
  },
  {
    title: 'Language and communication',
    words: [
      'said',
      'talked',
      'spoke',
      'told',
      'asked',
      'words',
      'sentence',
      'sentences',
      'explained',
      'named',
    ],
  },
  {
    title: 'Emotional development',
    words: [
      'cried',
      'crying',
      'upset',
      'angry',
      'calm',
      'calmed',
      'sad',
      'happy',
      'excited',
      'scared',
      'shy',
    ],
  },
  {
    title: 'Self-care',
    words: ['ate', 'lunch', 'snack', 'toilet', 'potty', 'washed', 'dressed', 'shoes', 'tidied', 'napped'],
  },
  { title: 'Independence', words: ['herself', 'himself', 'independently', 'alone', 'own'] },
];

export const observationTitles = englishObservationTitles.map((row) => ({
  title: row.title,
  words: [...row.words, ...(rtlLearningWords[row.title] ?? [])],
}));

/** Words of the teacher's request that are not the observation itself, stripped from its start. */
export const observationLeadIns: readonly RegExp[] = [
  ...rtlObservationLeadIns,
  /^\s*(?:please\s+)?(?:can you\s+)?(?:add|write|make|create|record|log|save|jot down)\s+(?:an?\s+)?(?:new\s+)?(?:observation|note|anecdote)s?(?:\s+(?:for|about|on)\s+[^:,\-–]+?)?\s*[:,\-–]\s*/i,
  /^\s*(?:please\s+)?(?:observation|note|anecdote)s?(?:\s+(?:for|about|on)\s+[^:,\-–]+?)?\s*[:,\-–]\s*/i,
  /^\s*(?:please\s+)?(?:note|record|log|write down|write)\s+(?:down\s+)?(?:that\s+)?/i,
  /^\s*(?:i\s+)?(?:observed|noticed|saw)\s+(?:that\s+)?/i,
];

/**
 * Announcement titles from the teacher's words: the first row whose pattern matches. No row
 * matches: the first words of the message.
 */
export const announcementTitles: readonly { title: string; pattern: RegExp }[] = [
  { title: 'Sports Day', pattern: /\bsports? day\b/i },
  { title: 'Annual Day', pattern: /\bannual day\b/i },
  { title: 'Parent-Teacher Meeting', pattern: /\b(?:ptm|parent[- ]teacher meeting)\b/i },
  { title: 'Field Trip', pattern: /\b(?:field trip|trip|excursion|outing)\b/i },
  { title: 'Picnic', pattern: /\bpicnic\b/i },
  { title: 'School Closed', pattern: /\b(?:closed|shut)\b/i },
  { title: 'Holiday', pattern: /\bholidays?\b/i },
  {
    title: 'Early Dismissal',
    pattern: /\b(?:early (?:dismissal|closing|pick-?up)|pick(?: them)? up early)\b/i,
  },
  { title: 'Fee Reminder', pattern: /\bfees?\b/i },
  { title: 'Uniform Reminder', pattern: /\buniforms?\b/i },
  { title: 'Photo Day', pattern: /\bphoto(?:graph)?s?\b/i },
  { title: 'Health Check-up', pattern: /\b(?:health check|check-?up|vaccination|dentist)\b/i },
  { title: 'Birthday Celebration', pattern: /\bbirthday\b/i },
  { title: 'Festival Celebration', pattern: /\b(?:diwali|holi|eid|christmas|onam|pongal|navratri)\b/i },
  { title: 'Weather Update', pattern: /\b(?:rain|storm|heat ?wave|weather)\b/i },
];

/** Where the message of an announcement starts: the text after the first pattern that matches. */
export const announcementMessageStarts: readonly { pattern: RegExp; prefix?: string }[] = [
  // A colon that is not inside a time ("8:30").
  { pattern: /(?<!\d):(?!\d)\s*([\s\S]+)$/ },
  { pattern: /\b(?:announce|tell|inform|notify|let)\b[^.:]*?\b(?:that|know)\s+(?:that\s+)?([\s\S]+)$/i },
  // "Tell (Nursery A) parents the school is closed …" without "that".
  {
    pattern:
      /\b(?:tell|inform|notify|message|let)\s+(?:all\s+)?(?:the\s+)?(?:[\w' ]{0,40}?\s)?(?:parents|families|everyone)(?:\s+know)?\s+(?!that\b)([\s\S]+)$/i,
  },
  {
    pattern: /\bremind\b[^.:]*?\b(?:parents|families|everyone)\s+(?:to|that|about)\s+([\s\S]+)$/i,
    prefix: 'Reminder: ',
  },
  { pattern: /\b(?:about|regarding)\s+([\s\S]+)$/i },
  {
    pattern:
      /\b(?:announce|announcement|notice|circular|reminder)\b\s*(?:to\s+(?:all\s+)?(?:the\s+)?(?:parents|families))?\s+(?:saying\s+)?([\s\S]+)$/i,
  },
];

/** Delivery words: keep as a draft, or send now (scheduling is read with the calendar words). */
export const draftCue =
  /\b(?:as (?:a )?draft|save (?:it )?as draft|draft it|keep it as (?:a )?draft|(?:don't|do not) send(?: it)? yet|draft (?:an? )?(?:announcement|notice|message))\b/i;
export const draftClause =
  /[,;.]?\s*(?:and\s+)?(?:(?:save|keep)\s+(?:it\s+)?as\s+(?:a\s+)?draft|as\s+a\s+draft|draft it|(?:don't|do not)\s+send(?:\s+it)?\s+yet)\b[.!]?/gi;
export const sendNowClause =
  /[,;.]?\s*(?:and\s+)?(?:send|post|publish)\s+(?:it\s+|this\s+)?(?:now|right away|immediately|straight away)\b[.!]?/gi;
/** "schedule …", or "send/post/publish it …" followed by when: a scheduled announcement. */
export const scheduleCue = /\bschedul(?:e|ed|ing)\b/i;

/** Audience words: the teacher's own class. */
export const ownClassAudience =
  /\b(?:my|our|this) class(?:'s)?\b|\bclass parents\b|\bparents of (?:my|our|this) class\b/i;
/** Nouns that make a class name's first word mean the class ("Butterflies parents"). */
export const audienceNouns = ['class', 'parents', 'families', 'children', 'kids'];
