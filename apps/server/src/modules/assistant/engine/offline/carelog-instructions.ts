import type { AssistantAgent, CarelogToolEntry, CueLanguage } from '@cue/contracts';
import { demoClassId, demoClassroom, demoStudentId, type DemoClassKey } from '../demo-classrooms.js';
import type { AwayStatus, ClassroomContext, CueRecordModule } from '../engine.js';
import { demoClassRosters } from '../../../../db/seed/demo-rosters.js';

/**
 * What teachers say about care (meals, naps, nappies…) and posts to the journal, and the cards
 * they would expect back (decision 046). Today is Wednesday 10-06-2026 and it is 4:30 PM, late
 * enough that the day's lunch and naps are in the past.
 */

export const CARE_TODAY = '10-06-2026';
export const CARE_NOW = '04:30 PM';

type Row = CarelogToolEntry extends infer E
  ? E extends CarelogToolEntry
    ? Omit<E, 'student_id' | 'student_name'>
    : never
  : never;

export interface CareInstruction {
  say: string;
  inClass?: DemoClassKey;
  /** The teacher's interface language (English unless said): Cue's reply is in it. */
  language?: CueLanguage;
  /** Children already away, by full name (today's register: excused or leave). */
  away?: Record<string, AwayStatus>;
  /** Children marked absent on today's register, by full name. */
  absent?: string[];
  /** Children marked absent on another day's register (DD-MM-YYYY), by full name. */
  absentOn?: Record<string, string[]>;
  modulesOff?: CueRecordModule[];
  agent: AssistantAgent;
  /** The care log card's rows, by child's full name, in order; none for a plain answer. */
  care?: { date?: string; rows: [string, Row][] };
  journal?: { inClass: DemoClassKey; text: string };
  /** The children offered as chips when a name could mean several (full names). */
  mentioned?: string[];
  textIncludes?: string[];
}

export const careContextFor = (row: CareInstruction): ClassroomContext => ({
  ...demoClassroom(row.inClass ?? 'nurseryA', CARE_TODAY, CARE_NOW, row.language, {
    [CARE_TODAY]: row.away ?? {},
  }),
  ...(row.modulesOff && { modulesOff: row.modulesOff }),
  absent: Object.fromEntries(
    Object.entries({ ...row.absentOn, [CARE_TODAY]: row.absent ?? [] }).map(([date, names]) => [
      date,
      names.map(demoStudentId),
    ]),
  ),
});

export function expectedCareCalls(row: CareInstruction) {
  if (row.care) {
    const careEntries = row.care.rows.map(([name, entry]) => ({
      student_id: demoStudentId(name),
      student_name: name,
      ...entry,
    }));
    return [
      {
        name: 'carelog',
        args: { date: row.care.date ?? CARE_TODAY, care_entries: careEntries, is_saved: false },
      },
    ];
  }
  if (row.journal) {
    return [
      {
        name: 'journal_post',
        args: { class_id: demoClassId(row.journal.inClass), text: row.journal.text, is_saved: false },
      },
    ];
  }
  if (row.mentioned) {
    const students = row.mentioned.map((name) => ({ id: demoStudentId(name), name }));
    return [{ name: 'mentioned_students', args: { students } }];
  }
  return [];
}

/**
 * One row per child of the class in roster order (a group: "everyone had lunch"), without the
 * children in `leftOut`, and with `changed` children's fields replaced.
 */
function everyone(
  entry: Row,
  options: { inClass?: DemoClassKey; leftOut?: string[]; changed?: Record<string, Partial<Row>> } = {},
): [string, Row][] {
  return demoClassRosters[options.inClass ?? 'nurseryA']
    .filter((name) => !options.leftOut?.includes(name))
    .map((name) => [name, { ...entry, ...options.changed?.[name] } as Row]);
}

const lunch = (time: string, amount: 'all' | 'most' | 'some' | 'none' = 'all'): Row => ({
  kind: 'meal',
  time,
  meal: 'lunch',
  amount,
});

export const careInstructions: CareInstruction[] = [
  // ----- naps
  {
    say: 'Aarav Sharma napped from 12:30 to 1:45',
    agent: 'carelog',
    care: { rows: [['Aarav Sharma', { kind: 'nap', time: '12:30', end_time: '13:45' }]] },
  },
  {
    say: 'Kabir slept 1 to 2:15',
    agent: 'carelog',
    care: { rows: [['Kabir Iyer', { kind: 'nap', time: '13:00', end_time: '14:15' }]] },
  },
  {
    say: 'Diya had a nap between 1 and 2',
    agent: 'carelog',
    care: { rows: [['Diya Menon', { kind: 'nap', time: '13:00', end_time: '14:00' }]] },
  },
  {
    say: 'Maya fell asleep at 1:10',
    agent: 'carelog',
    care: { rows: [['Maya Fernandes', { kind: 'nap', time: '13:10', end_time: null }]] },
  },
  {
    say: 'Riya napped 12:45pm - 2pm',
    agent: 'carelog',
    care: { rows: [['Riya Gupta', { kind: 'nap', time: '12:45', end_time: '14:00' }]] },
  },
  {
    say: 'Omar slept from 11:30 to 1',
    agent: 'carelog',
    care: { rows: [['Omar Haddad', { kind: 'nap', time: '11:30', end_time: '13:00' }]] },
  },
  {
    say: 'Kabir napped 12 to 1:30, Diya 1 to 2',
    agent: 'carelog',
    care: {
      rows: [
        ['Kabir Iyer', { kind: 'nap', time: '12:00', end_time: '13:30' }],
        ['Diya Menon', { kind: 'nap', time: '13:00', end_time: '14:00' }],
      ],
    },
  },
  {
    say: 'Leah and Noah napped from 1 to 2:30',
    agent: 'carelog',
    care: {
      rows: [
        ['Leah Cohen', { kind: 'nap', time: '13:00', end_time: '14:30' }],
        ['Noah Thomas', { kind: 'nap', time: '13:00', end_time: '14:30' }],
      ],
    },
  },
  {
    say: 'Aarav Patel slept yesterday from 1 to 3',
    agent: 'carelog',
    care: { date: '09-06-2026', rows: [['Aarav Patel', { kind: 'nap', time: '13:00', end_time: '15:00' }]] },
  },
  {
    // An end alone is not a nap starting now: Cue asks when it started.
    say: 'Diya napped until 2',
    agent: 'carelog',
    textIncludes: ['When did the nap start?'],
  },
  // ----- nappies
  {
    say: "changed Kabir's nappy at 11, wet",
    agent: 'carelog',
    care: { rows: [['Kabir Iyer', { kind: 'nappy', time: '11:00', nappy: 'wet' }]] },
  },
  {
    // The time said for the shared event carries to "one".
    say: 'Kabir had a dirty nappy at 2 and Diya had a wet one',
    agent: 'carelog',
    care: {
      rows: [
        ['Kabir Iyer', { kind: 'nappy', time: '14:00', nappy: 'dirty' }],
        ['Diya Menon', { kind: 'nappy', time: '14:00', nappy: 'wet' }],
      ],
    },
  },
  {
    say: 'Diya had a dry nappy at 10:30',
    agent: 'carelog',
    care: { rows: [['Diya Menon', { kind: 'nappy', time: '10:30', nappy: 'dry' }]] },
  },
  {
    say: 'Changed Maya at 2pm, dirty',
    agent: 'carelog',
    care: { rows: [['Maya Fernandes', { kind: 'nappy', time: '14:00', nappy: 'dirty' }]] },
  },
  {
    say: 'Omar had a wet diaper at 3:15',
    agent: 'carelog',
    care: { rows: [['Omar Haddad', { kind: 'nappy', time: '15:15', nappy: 'wet' }]] },
  },
  {
    say: 'Sara went to the toilet at 2, dry',
    agent: 'carelog',
    care: { rows: [['Sara Ali', { kind: 'nappy', time: '14:00', nappy: 'dry' }]] },
  },
  {
    say: 'Zoya nappy change at 12:10, soiled',
    agent: 'carelog',
    care: { rows: [['Zoya Siddiqui', { kind: 'nappy', time: '12:10', nappy: 'dirty' }]] },
  },
  {
    say: "changed Kabir's nappy at 11",
    agent: 'carelog',
    textIncludes: ['wet, dirty or dry'],
  },
  // ----- temperature and sunscreen
  {
    say: 'Aarav Sharma had a temperature of 38.2 at 2pm',
    agent: 'carelog',
    care: { rows: [['Aarav Sharma', { kind: 'temperature', time: '14:00', temperature_c: 38.2 }]] },
  },
  {
    say: "Riya's temp was 37.5 at 3:30",
    agent: 'carelog',
    care: { rows: [['Riya Gupta', { kind: 'temperature', time: '15:30', temperature_c: 37.5 }]] },
  },
  {
    say: 'Took Ishaan’s temperature at 1:15, 36.9 degrees',
    agent: 'carelog',
    care: { rows: [['Ishaan Khan', { kind: 'temperature', time: '13:15', temperature_c: 36.9 }]] },
  },
  {
    say: 'Kabir had a temperature at 2',
    agent: 'carelog',
    textIncludes: ['What was the temperature'],
  },
  {
    say: 'sunscreen on everyone at 11',
    agent: 'carelog',
    care: { rows: everyone({ kind: 'sunscreen', time: '11:00' }) },
  },
  {
    // Yesterday's register, not today's, says who was not here yesterday.
    say: 'Everyone had lunch yesterday at 12',
    absent: ['Kabir Iyer'],
    absentOn: { '09-06-2026': ['Diya Menon'] },
    agent: 'carelog',
    care: { date: '09-06-2026', rows: everyone(lunch('12:00'), { leftOut: ['Diya Menon'] }) },
  },
  {
    say: 'Put sun cream on the whole class at 2:30 except Kabir',
    agent: 'carelog',
    care: { rows: everyone({ kind: 'sunscreen', time: '14:30' }, { leftOut: ['Kabir Iyer'] }) },
  },
  {
    say: 'Sunscreen on Myra and Arjun at 12',
    agent: 'carelog',
    care: {
      rows: [
        ['Myra Kapoor', { kind: 'sunscreen', time: '12:00' }],
        ['Arjun Nair', { kind: 'sunscreen', time: '12:00' }],
      ],
    },
  },
  // ----- meals: groups with exceptions (half is 'some', decision 046)
  {
    say: 'everyone had lunch at 12, Diya ate only half',
    agent: 'carelog',
    care: { rows: everyone(lunch('12:00'), { changed: { 'Diya Menon': { amount: 'some' } } }) },
  },
  {
    say: 'the whole room had lunch at 12:15 except Kabir who ate nothing',
    agent: 'carelog',
    care: { rows: everyone(lunch('12:15'), { changed: { 'Kabir Iyer': { amount: 'none' } } }) },
  },
  {
    say: 'Everyone ate lunch at 12 but Maya only had a little',
    agent: 'carelog',
    care: { rows: everyone(lunch('12:00'), { changed: { 'Maya Fernandes': { amount: 'some' } } }) },
  },
  {
    say: 'All the children had lunch at 12:30, Omar ate most of it and Leah refused',
    agent: 'carelog',
    care: {
      rows: everyone(lunch('12:30'), {
        changed: { 'Omar Haddad': { amount: 'most' }, 'Leah Cohen': { amount: 'none' } },
      }),
    },
  },
  {
    say: 'everyone had lunch at 12 except Diya and Kabir',
    agent: 'carelog',
    care: { rows: everyone(lunch('12:00'), { leftOut: ['Diya Menon', 'Kabir Iyer'] }) },
  },
  {
    say: 'everyone had lunch at 12:15',
    away: { 'Diya Menon': 'excused', 'Kabir Iyer': 'leave' },
    agent: 'carelog',
    care: { rows: everyone(lunch('12:15'), { leftOut: ['Diya Menon', 'Kabir Iyer'] }) },
  },
  {
    say: 'sunscreen on everyone at 11',
    absent: ['Maya Fernandes'],
    away: { 'Omar Haddad': 'leave' },
    agent: 'carelog',
    care: {
      rows: everyone({ kind: 'sunscreen', time: '11:00' }, { leftOut: ['Maya Fernandes', 'Omar Haddad'] }),
    },
  },
  {
    say: 'Everyone had breakfast at 8:30',
    inClass: 'mapleSprouts',
    agent: 'carelog',
    care: {
      rows: everyone(
        { kind: 'meal', time: '08:30', meal: 'breakfast', amount: 'all' },
        { inClass: 'mapleSprouts' },
      ),
    },
  },
  {
    say: 'Everyone had their afternoon snack at 3, Rudra ate half',
    inClass: 'mapleSprouts',
    agent: 'carelog',
    care: {
      rows: everyone(
        { kind: 'meal', time: '15:00', meal: 'afternoon_snack', amount: 'all' },
        { inClass: 'mapleSprouts', changed: { 'Rudra Hegde': { amount: 'some' } } },
      ),
    },
  },
  {
    say: 'Diya ate most of her lunch at 12:20',
    agent: 'carelog',
    care: { rows: [['Diya Menon', lunch('12:20', 'most')]] },
  },
  {
    say: 'Kabir had a snack at 10',
    agent: 'carelog',
    care: { rows: [['Kabir Iyer', { kind: 'meal', time: '10:00', meal: 'morning_snack', amount: 'all' }]] },
  },
  {
    say: "Riya didn't eat her tea at 4",
    agent: 'carelog',
    care: { rows: [['Riya Gupta', { kind: 'meal', time: '16:00', meal: 'tea', amount: 'none' }]] },
  },
  {
    say: 'Sara finished all her breakfast at 8',
    agent: 'carelog',
    care: { rows: [['Sara Ali', { kind: 'meal', time: '08:00', meal: 'breakfast', amount: 'all' }]] },
  },
  // ----- drinks
  {
    say: 'Aarav Sharma drank a cup of milk at 10',
    agent: 'carelog',
    care: { rows: [['Aarav Sharma', { kind: 'drink', time: '10:00', drink: 'milk' }]] },
  },
  {
    // 6:30 is before the nursery day opens at 7: an early drop-off's breakfast, not 18:30.
    say: 'Riya had breakfast at 6:30',
    agent: 'carelog',
    care: { rows: [['Riya Gupta', { kind: 'meal', time: '06:30', meal: 'breakfast', amount: 'all' }]] },
  },
  {
    say: 'Maya drank 150 ml of water at 11:30',
    agent: 'carelog',
    care: { rows: [['Maya Fernandes', { kind: 'drink', time: '11:30', drink: 'water', amount_ml: 150 }]] },
  },
  {
    say: 'Omar had his bottle at 2, 200ml of formula',
    agent: 'carelog',
    care: { rows: [['Omar Haddad', { kind: 'drink', time: '14:00', drink: 'formula', amount_ml: 200 }]] },
  },
  {
    say: 'everyone had a drink of water at 3',
    inClass: 'mapleSprouts',
    agent: 'carelog',
    care: { rows: everyone({ kind: 'drink', time: '15:00', drink: 'water' }, { inClass: 'mapleSprouts' }) },
  },
  // ----- mood
  {
    say: 'Diya was upset after drop-off at 9',
    agent: 'carelog',
    care: { rows: [['Diya Menon', { kind: 'mood', time: '09:00', mood: 'upset' }]] },
  },
  {
    say: 'Kabir seemed tired at 3',
    agent: 'carelog',
    care: { rows: [['Kabir Iyer', { kind: 'mood', time: '15:00', mood: 'tired' }]] },
  },
  {
    say: 'Leah was happy and settled all morning at 11',
    agent: 'carelog',
    care: { rows: [['Leah Cohen', { kind: 'mood', time: '11:00', mood: 'happy' }]] },
  },
  {
    say: 'Noah was poorly at 2:40',
    agent: 'carelog',
    care: { rows: [['Noah Thomas', { kind: 'mood', time: '14:40', mood: 'unwell' }]] },
  },
  // ----- notes
  {
    say: 'care log note for Maya at 4: she has a new baby brother',
    agent: 'carelog',
    care: { rows: [['Maya Fernandes', { kind: 'note', time: '16:00', note: 'She has a new baby brother' }]] },
  },
  // ----- several events in one sentence
  {
    say: 'Kabir had lunch at 12, then napped 12:30 to 1:45',
    agent: 'carelog',
    care: {
      rows: [
        ['Kabir Iyer', lunch('12:00')],
        ['Kabir Iyer', { kind: 'nap', time: '12:30', end_time: '13:45' }],
      ],
    },
  },
  {
    // One time said for both: the lunch and the water are each at 12.
    say: 'Kabir had lunch and water at 12',
    agent: 'carelog',
    care: {
      rows: [
        ['Kabir Iyer', lunch('12:00')],
        ['Kabir Iyer', { kind: 'drink', time: '12:00', drink: 'water' }],
      ],
    },
  },
  {
    say: 'Diya napped 1 to 2 and Kabir had a wet nappy at 2:30',
    agent: 'carelog',
    care: {
      rows: [
        ['Diya Menon', { kind: 'nap', time: '13:00', end_time: '14:00' }],
        ['Kabir Iyer', { kind: 'nappy', time: '14:30', nappy: 'wet' }],
      ],
    },
  },
  // "The rest" leaves out the children named for themselves.
  {
    say: 'Diya and Kabir napped 1 to 2, the rest napped 1 to 3',
    agent: 'carelog',
    care: {
      rows: [
        ['Diya Menon', { kind: 'nap', time: '13:00', end_time: '14:00' }],
        ['Kabir Iyer', { kind: 'nap', time: '13:00', end_time: '14:00' }],
        ...everyone(
          { kind: 'nap', time: '13:00', end_time: '15:00' },
          { leftOut: ['Diya Menon', 'Kabir Iyer'] },
        ),
      ],
    },
  },
  // A child named again for the same event changes their row, never adds a second one.
  {
    say: 'Diya and Kabir had lunch at 12, Diya ate half',
    agent: 'carelog',
    care: {
      rows: [
        ['Diya Menon', lunch('12:00', 'some')],
        ['Kabir Iyer', lunch('12:00')],
      ],
    },
  },
  {
    say: 'Kabir and Diya napped from 12:30 to 2 but Diya woke at 1:30',
    agent: 'carelog',
    care: {
      rows: [
        ['Kabir Iyer', { kind: 'nap', time: '12:30', end_time: '14:00' }],
        ['Diya Menon', { kind: 'nap', time: '12:30', end_time: '13:30' }],
      ],
    },
  },
  {
    // Diya's lunch is the lunch just said, at its time: not a second lunch at the time now.
    say: 'Kabir had lunch at 12, Diya ate half',
    agent: 'carelog',
    care: {
      rows: [
        ['Kabir Iyer', lunch('12:00', 'all')],
        ['Diya Menon', lunch('12:00', 'some')],
      ],
    },
  },
  {
    // A late lunch stays lunch for Diya (not the afternoon snack its time would suggest).
    say: 'Kabir had lunch at 2:30, Diya ate half',
    agent: 'carelog',
    care: {
      rows: [
        ['Kabir Iyer', lunch('14:30', 'all')],
        ['Diya Menon', lunch('14:30', 'some')],
      ],
    },
  },
  {
    // Another meal named is another event: its own time (now), not breakfast's.
    say: 'Kabir had breakfast at 8, Diya had her morning snack',
    agent: 'carelog',
    care: {
      rows: [
        ['Kabir Iyer', { kind: 'meal', time: '08:00', meal: 'breakfast', amount: 'all' }],
        ['Diya Menon', { kind: 'meal', time: '16:30', meal: 'morning_snack', amount: 'all' }],
      ],
    },
  },
  {
    say: 'Kabir ate half his lunch at 12, Diya too',
    agent: 'carelog',
    care: {
      rows: [
        ['Kabir Iyer', lunch('12:00', 'some')],
        ['Diya Menon', lunch('12:00', 'some')],
      ],
    },
  },
  // "and" before an event of another kind: two events, each at its own time.
  {
    say: 'Kabir had lunch at 12 and a nap from 1 to 2',
    agent: 'carelog',
    care: {
      rows: [
        ['Kabir Iyer', lunch('12:00')],
        ['Kabir Iyer', { kind: 'nap', time: '13:00', end_time: '14:00' }],
      ],
    },
  },
  // ----- what Cue will not record
  // Said not to have happened: never a row as if it had (a meal is a meal of nothing).
  { say: 'Kabir did not nap today', agent: 'carelog', textIncludes: ['says it did not'] },
  { say: 'Kabir refused his nap', agent: 'carelog', textIncludes: ['says it did not'] },
  { say: 'Diya had no sunscreen at 2', agent: 'carelog', textIncludes: ['says it did not'] },
  { say: "Kabir didn't drink his milk at 10", agent: 'carelog', textIncludes: ['says it did not'] },
  {
    say: 'everyone napped from 1 to 3 except Kabir who did not nap',
    agent: 'carelog',
    care: { rows: everyone({ kind: 'nap', time: '13:00', end_time: '15:00' }, { leftOut: ['Kabir Iyer'] }) },
  },
  {
    say: 'Kabir did not eat his lunch at 12',
    agent: 'carelog',
    care: { rows: [['Kabir Iyer', lunch('12:00', 'none')]] },
  },
  {
    say: 'Aarav napped from 12:30 to 1:45',
    agent: 'carelog',
    mentioned: ['Aarav Sharma', 'Aarav Patel'],
    textIncludes: ['Aarav Sharma', 'Aarav Patel'],
  },
  {
    say: 'Kabir napped from 5 to 6',
    agent: 'carelog',
    textIncludes: ['later than now'],
  },
  {
    say: 'Zed had lunch at 12',
    agent: 'carelog',
    textIncludes: ['Zed'],
  },
  {
    say: 'everyone had lunch at 12',
    modulesOff: ['daycare'],
    agent: 'carelog',
    textIncludes: ['care log is switched off'],
  },
  // ----- replies in the teacher's interface language
  {
    say: 'Kabir slept 1 to 2:15',
    language: 'ar',
    agent: 'carelog',
    care: { rows: [['Kabir Iyer', { kind: 'nap', time: '13:00', end_time: '14:15' }]] },
    textIncludes: ['هذا سجل الرعاية ليوم 10-06-2026: قيلولة لـ Kabir Iyer'],
  },
  {
    say: 'everyone had lunch at 12',
    language: 'he',
    modulesOff: ['daycare'],
    agent: 'carelog',
    textIncludes: ['יומן הטיפול כבוי'],
  },
  // ----- read in Arabic and Hebrew
  {
    say: 'نام Kabir من 1 إلى 2:15',
    language: 'ar',
    agent: 'carelog',
    care: { rows: [['Kabir Iyer', { kind: 'nap', time: '13:00', end_time: '14:15' }]] },
  },
  {
    say: 'الجميع تناولوا الغداء الساعة 12 ما عدا Diya',
    language: 'ar',
    agent: 'carelog',
    care: { rows: everyone(lunch('12:00'), { leftOut: ['Diya Menon'] }) },
  },
  {
    say: 'غيرت حفاض Omar الساعة 11، مبلل',
    language: 'ar',
    agent: 'carelog',
    care: { rows: [['Omar Haddad', { kind: 'nappy', time: '11:00', nappy: 'wet' }]] },
  },
  {
    say: 'Maya شربت حليب الساعة 10',
    language: 'ar',
    agent: 'carelog',
    care: { rows: [['Maya Fernandes', { kind: 'drink', time: '10:00', drink: 'milk' }]] },
  },
  {
    say: 'Kabir ישן מ-12:30 עד 1:45',
    language: 'he',
    agent: 'carelog',
    care: { rows: [['Kabir Iyer', { kind: 'nap', time: '12:30', end_time: '13:45' }]] },
  },
  {
    say: 'כולם אכלו ארוחת צהריים בשעה 12, Diya אכלה חצי',
    language: 'he',
    agent: 'carelog',
    care: { rows: everyone(lunch('12:00'), { changed: { 'Diya Menon': { amount: 'some' } } }) },
  },
  {
    say: 'החלפתי חיתול ל-Omar בשעה 11, רטוב',
    language: 'he',
    agent: 'carelog',
    care: { rows: [['Omar Haddad', { kind: 'nappy', time: '11:00', nappy: 'wet' }]] },
  },
  {
    say: 'Leah עייפה בשעה 3',
    language: 'he',
    agent: 'carelog',
    care: { rows: [['Leah Cohen', { kind: 'mood', time: '15:00', mood: 'tired' }]] },
  },
  // ----- journal posts
  {
    say: "post to Nursery A's journal: we planted sunflower seeds today",
    agent: 'journal',
    journal: { inClass: 'nurseryA', text: 'We planted sunflower seeds today' },
  },
  {
    say: 'Post to the Playgroup B journal: the children made paper boats',
    agent: 'journal',
    journal: { inClass: 'playgroupB', text: 'The children made paper boats' },
  },
  {
    say: 'add to our journal that we visited the fire station',
    agent: 'journal',
    journal: { inClass: 'nurseryA', text: 'We visited the fire station' },
  },
  {
    say: "post to Sprouts' journal: we baked bread",
    agent: 'journal',
    textIncludes: ['not one of your classes'],
  },
  {
    say: 'post to the journal: we went on a nature walk',
    modulesOff: ['journal'],
    agent: 'journal',
    textIncludes: ['journal is switched off'],
  },
];
