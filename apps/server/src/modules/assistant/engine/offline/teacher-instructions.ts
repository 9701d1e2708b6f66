import type { AssistantAgent, CueLanguage, ToolAttendanceStatus } from '@cue/contracts';
import { demoClassId, demoClassroom, demoStudentId, type DemoClassKey } from '../demo-classrooms.js';
import type { ClassroomContext } from '../engine.js';

/**
 * What teachers type or say, and the tool calls a teacher would expect back: the engine's tests
 * assert every row exactly, and the benchmark times the whole table. Today is Wednesday
 * 10-06-2026, 10:30 AM, so "Monday" is 08-06-2026 and "next Monday" 15-06-2026.
 */

export const TODAY = '10-06-2026';
export const NOW = '10:30 AM';

type Marks = Record<string, ToolAttendanceStatus>;

export type ExpectedCall =
  /** `marks` by full name; `everyoneElse` fills the rest of the class in roster order. */
  | { attendance: { date?: string; marks?: Marks; everyoneElse?: ToolAttendanceStatus } }
  | { observation: { children: string[] | 'whole class'; date?: string; title: string; note: string } }
  | {
      announcement: {
        title: string;
        summary: string;
        classes?: DemoClassKey[];
        date?: string;
        time?: string;
        scheduled?: boolean;
        draft?: boolean;
      };
    }
  | { mentioned: string[] | 'whole class' };

export interface TeacherInstruction {
  say: string;
  inClass?: DemoClassKey;
  /** The teacher's interface language (English unless said). */
  language?: CueLanguage;
  requestedTools?: string[];
  agent: AssistantAgent;
  calls: ExpectedCall[];
  /** Words the text answer must contain (the question about two Aaravs names both). */
  textIncludes?: string[];
}

export const contextFor = (instruction: TeacherInstruction): ClassroomContext =>
  demoClassroom(instruction.inClass ?? 'nurseryA', TODAY, NOW, instruction.language);

/** The exact tool calls (name and args) a row expects, in the roster's order. */
export function expectedToolCalls(instruction: TeacherInstruction) {
  const context = contextFor(instruction);
  const nameOf = new Map(context.students.map((s) => [s.id, `${s.firstName} ${s.lastName}`]));
  const childrenOf = (names: string[] | 'whole class') =>
    names === 'whole class' ? context.students.map((s) => s.id) : names.map(demoStudentId);
  return instruction.calls.map((call) => {
    if ('attendance' in call) {
      const { date = TODAY, marks = {}, everyoneElse } = call.attendance;
      const byId = new Map(Object.entries(marks).map(([name, status]) => [demoStudentId(name), status]));
      const rows = context.students.flatMap((s) => {
        const status = byId.get(s.id) ?? everyoneElse;
        return status ? [{ student_id: s.id, attendance_status: status }] : [];
      });
      return { name: 'attendance', args: { date, student_attendance_list: rows, is_saved: false } };
    }
    if ('observation' in call) {
      const { children, date = TODAY, title, note } = call.observation;
      const entries = childrenOf(children).map((id) => ({
        student_id: id,
        date,
        title,
        general_note: note,
        type_of_anecdote: 'general',
      }));
      return { name: 'observation', args: { observation_entries: entries, is_saved: false } };
    }
    if ('announcement' in call) {
      const a = call.announcement;
      const classes = (a.classes ?? []).map(demoClassId);
      return {
        name: 'announcement',
        args: {
          announcements: [
            {
              title: a.title,
              summary: a.summary,
              share_with: classes.length > 0 ? 'Classes' : 'Everyone',
              date: a.date ?? TODAY,
              time: a.time ?? NOW,
              schedule_later: a.scheduled ?? false,
              classes_ids: classes,
              save_as_draft: a.draft ?? false,
            },
          ],
        },
      };
    }
    const ids = childrenOf(call.mentioned);
    return {
      name: 'mentioned_students',
      args: { students: ids.map((id) => ({ id, name: nameOf.get(id) })) },
    };
  });
}

const present = 'present';
const absent = 'absent';
const excused = 'excused';
const leave = 'leave';

export const teacherInstructions: TeacherInstruction[] = [
  // ----- attendance: everyone … except …
  {
    say: 'mark everyone present except Diya and Kabir',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': absent, 'Kabir Iyer': absent }, everyoneElse: present } }],
  },
  {
    say: "Everyone's here except Diya and Kabir",
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': absent, 'Kabir Iyer': absent }, everyoneElse: present } }],
  },
  {
    say: 'All present today',
    agent: 'attendance',
    calls: [{ attendance: { everyoneElse: present } }],
  },
  {
    say: 'The whole class is here',
    agent: 'attendance',
    calls: [{ attendance: { everyoneElse: present } }],
  },
  {
    say: 'Everyone except Maya came today',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Maya Fernandes': absent }, everyoneElse: present } }],
  },
  {
    say: 'everybody is present apart from Omar',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Omar Haddad': absent }, everyoneElse: present } }],
  },
  {
    say: 'All present but Diya absent and Kabir on leave',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': absent, 'Kabir Iyer': leave }, everyoneElse: present } }],
  },
  {
    say: 'Everyone came except Diya who is sick and Kabir who is on holiday',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': excused, 'Kabir Iyer': leave }, everyoneElse: present } }],
  },
  {
    say: 'Mark all absent except Maya',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Maya Fernandes': present }, everyoneElse: absent } }],
  },
  {
    say: 'Everyone except the two Aaravs is present',
    agent: 'attendance',
    calls: [
      { attendance: { marks: { 'Aarav Sharma': absent, 'Aarav Patel': absent }, everyoneElse: present } },
    ],
  },
  {
    say: 'Nobody is absent today',
    agent: 'attendance',
    calls: [{ attendance: { everyoneElse: present } }],
  },
  {
    say: 'No one came today, it was a holiday',
    agent: 'attendance',
    calls: [{ attendance: { everyoneElse: absent } }],
  },
  // ----- attendance: the rest, only
  {
    say: 'Diya absent, Kabir sick, rest present',
    agent: 'attendance',
    calls: [
      { attendance: { marks: { 'Diya Menon': absent, 'Kabir Iyer': excused }, everyoneElse: present } },
    ],
  },
  {
    say: 'Kabir is absent and everyone else is here',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Kabir Iyer': absent }, everyoneElse: present } }],
  },
  {
    say: 'Riya and Vihaan are off today, the others came',
    agent: 'attendance',
    calls: [
      { attendance: { marks: { 'Riya Gupta': absent, 'Vihaan Reddy': absent }, everyoneElse: present } },
    ],
  },
  {
    say: 'Only Diya and Kabir came today',
    agent: 'attendance',
    calls: [
      { attendance: { marks: { 'Diya Menon': present, 'Kabir Iyer': present }, everyoneElse: absent } },
    ],
  },
  {
    say: 'Only Maya is absent',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Maya Fernandes': absent }, everyoneElse: present } }],
  },
  // ----- attendance: named children, everyday status words
  {
    say: 'Diya and Kabir are absent',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': absent, 'Kabir Iyer': absent } } }],
  },
  {
    say: 'Mark Diya present',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': present } } }],
  },
  {
    say: 'mark present Zoya and Arjun',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Zoya Siddiqui': present, 'Arjun Nair': present } } }],
  },
  {
    say: 'Diya is not here today',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': absent } } }],
  },
  {
    say: "Kabir didn't come",
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Kabir Iyer': absent } } }],
  },
  {
    say: 'Ishaan came late',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Ishaan Khan': present } } }],
  },
  {
    say: 'Sara is sick',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Sara Ali': excused } } }],
  },
  {
    say: 'Diya has a fever',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': excused } } }],
  },
  {
    say: 'Myra is unwell',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Myra Kapoor': excused } } }],
  },
  {
    say: 'Aditi is excused today, she has a doctor’s appointment',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Aditi Rao': excused } } }],
  },
  {
    say: 'Leah is on leave',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Leah Cohen': leave } } }],
  },
  {
    say: 'Noah is on holiday with his family',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Noah Thomas': leave } } }],
  },
  {
    say: 'Saanvi is travelling this week',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Saanvi Bose': leave } } }],
  },
  {
    say: 'Krish stayed home',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Krish Malhotra': absent } } }],
  },
  {
    say: 'Diya is absent today and Kabir too',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': absent, 'Kabir Iyer': absent } } }],
  },
  {
    say: 'Diya, Kabir and Maya were off sick',
    agent: 'attendance',
    calls: [
      { attendance: { marks: { 'Diya Menon': excused, 'Kabir Iyer': excused, 'Maya Fernandes': excused } } },
    ],
  },
  {
    say: 'Mark Aarav Sharma absent',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Aarav Sharma': absent } } }],
  },
  {
    say: 'Aarav P is on leave',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Aarav Patel': leave } } }],
  },
  {
    say: 'Take attendance',
    agent: 'attendance',
    calls: [{ attendance: { everyoneElse: 'NA' } }],
  },
  {
    say: 'Mark Tara and Dev present, Yusuf is absent',
    inClass: 'playgroupB',
    agent: 'attendance',
    calls: [
      { attendance: { marks: { 'Tara Singh': present, 'Dev Mehta': present, 'Yusuf Qureshi': absent } } },
    ],
  },
  {
    say: "Everyone's here except Ethan",
    inClass: 'playgroupB',
    agent: 'attendance',
    calls: [{ attendance: { marks: { "Ethan D'Souza": absent }, everyoneElse: present } }],
  },
  {
    say: 'All present except Aisha',
    inClass: 'mapleSprouts',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Aisha Khan': absent }, everyoneElse: present } }],
  },
  // ----- attendance: dates relative to Wednesday 10-06-2026
  {
    say: 'Kabir was absent yesterday',
    agent: 'attendance',
    calls: [{ attendance: { date: '09-06-2026', marks: { 'Kabir Iyer': absent } } }],
  },
  {
    say: 'Mark Ishaan absent on Monday',
    agent: 'attendance',
    calls: [{ attendance: { date: '08-06-2026', marks: { 'Ishaan Khan': absent } } }],
  },
  {
    say: 'Everyone was present last Friday',
    agent: 'attendance',
    calls: [{ attendance: { date: '05-06-2026', everyoneElse: present } }],
  },
  {
    say: 'Attendance for last Wednesday: all present except Riya',
    agent: 'attendance',
    calls: [{ attendance: { date: '03-06-2026', marks: { 'Riya Gupta': absent }, everyoneElse: present } }],
  },
  {
    say: 'Diya is on leave tomorrow',
    agent: 'attendance',
    calls: [{ attendance: { date: '11-06-2026', marks: { 'Diya Menon': leave } } }],
  },
  {
    say: 'Omar was absent on 5 June',
    agent: 'attendance',
    calls: [{ attendance: { date: '05-06-2026', marks: { 'Omar Haddad': absent } } }],
  },
  {
    say: 'Mark Leah absent on 02-06-2026',
    agent: 'attendance',
    calls: [{ attendance: { date: '02-06-2026', marks: { 'Leah Cohen': absent } } }],
  },
  {
    say: 'Zoya was sick the day before yesterday',
    agent: 'attendance',
    calls: [{ attendance: { date: '08-06-2026', marks: { 'Zoya Siddiqui': excused } } }],
  },
  {
    say: 'Arjun was absent 3 days ago',
    agent: 'attendance',
    calls: [{ attendance: { date: '07-06-2026', marks: { 'Arjun Nair': absent } } }],
  },
  // ----- names: misspellings and short names
  {
    say: 'Kabeer was absent yesterday',
    agent: 'attendance',
    calls: [{ attendance: { date: '09-06-2026', marks: { 'Kabir Iyer': absent } } }],
  },
  {
    say: 'Dyia is absent',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': absent } } }],
  },
  {
    say: 'mark Rey and Ish absent',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Reyansh Joshi': absent, 'Ishaan Khan': absent } } }],
  },
  {
    say: 'Vihan is sick',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Vihaan Reddy': excused } } }],
  },
  {
    say: 'Ananaya and Saanvee are absent',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Ananya Das': absent, 'Saanvi Bose': absent } } }],
  },
  {
    say: 'Krishh is present',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Krish Malhotra': present } } }],
  },
  {
    say: 'Mark Fernandes absent',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Maya Fernandes': absent } } }],
  },
  // ----- shared first names: ask, never guess
  {
    say: "Everyone's here except Aarav",
    agent: 'attendance',
    calls: [{ mentioned: ['Aarav Sharma', 'Aarav Patel'] }],
    textIncludes: ['Aarav Sharma', 'Aarav Patel', 'Which one'],
  },
  {
    say: 'Aarav is absent',
    agent: 'attendance',
    calls: [{ mentioned: ['Aarav Sharma', 'Aarav Patel'] }],
    textIncludes: ['Aarav Sharma', 'Aarav Patel'],
  },
  {
    say: 'Arav was sick yesterday',
    agent: 'attendance',
    calls: [{ mentioned: ['Aarav Sharma', 'Aarav Patel'] }],
    textIncludes: ['Which one'],
  },
  {
    say: 'Aarav built a sandcastle today',
    agent: 'observation',
    calls: [{ mentioned: ['Aarav Sharma', 'Aarav Patel'] }],
    textIncludes: ['Aarav Sharma', 'Aarav Patel'],
  },
  // ----- observations
  {
    say: 'Maya stacked ten blocks by herself today',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Maya Fernandes'],
          title: 'Construction play',
          note: 'Maya stacked ten blocks by herself today',
        },
      },
    ],
  },
  {
    say: 'Add an observation for Maya and Diya: they built a tall tower together',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Maya Fernandes', 'Diya Menon'],
          title: 'Construction play',
          note: 'They built a tall tower together',
        },
      },
    ],
  },
  {
    say: 'Note that Kabir shared his crayons with Omar',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Kabir Iyer', 'Omar Haddad'],
          title: 'Art and creativity',
          note: 'Kabir shared his crayons with Omar',
        },
      },
    ],
  },
  {
    say: 'Riya counted to twenty without help',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Riya Gupta'],
          title: 'Early numeracy',
          note: 'Riya counted to twenty without help',
        },
      },
    ],
  },
  {
    say: 'Ishaan painted a rainbow yesterday',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Ishaan Khan'],
          date: '09-06-2026',
          title: 'Art and creativity',
          note: 'Ishaan painted a rainbow yesterday',
        },
      },
    ],
  },
  {
    say: 'Observation: Leah sang the whole rhyme on Monday',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Leah Cohen'],
          date: '08-06-2026',
          title: 'Music and movement',
          note: 'Leah sang the whole rhyme on Monday',
        },
      },
    ],
  },
  {
    say: 'Noah climbed to the top of the jungle gym',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Noah Thomas'],
          title: 'Physical development',
          note: 'Noah climbed to the top of the jungle gym',
        },
      },
    ],
  },
  {
    say: 'Sara told the class a story about her cat',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Sara Ali'],
          title: 'Early literacy',
          note: 'Sara told the class a story about her cat',
        },
      },
    ],
  },
  {
    say: 'Zoya cried at drop-off but calmed down quickly',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Zoya Siddiqui'],
          title: 'Emotional development',
          note: 'Zoya cried at drop-off but calmed down quickly',
        },
      },
    ],
  },
  {
    say: 'Arjun put on his shoes by himself',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Arjun Nair'],
          title: 'Self-care',
          note: 'Arjun put on his shoes by himself',
        },
      },
    ],
  },
  {
    say: 'Record that Myra and Aditi helped tidy the reading corner',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Myra Kapoor', 'Aditi Rao'],
          title: 'Social skills',
          note: 'Myra and Aditi helped tidy the reading corner',
        },
      },
    ],
  },
  {
    say: 'Omar went home early with a stomach ache',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Omar Haddad'],
          title: 'Observation',
          note: 'Omar went home early with a stomach ache',
        },
      },
    ],
  },
  {
    say: 'The whole class enjoyed painting with leaves',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: 'whole class',
          title: 'Art and creativity',
          note: 'The whole class enjoyed painting with leaves',
        },
      },
    ],
  },
  {
    say: 'Vihan drew a picture of his family',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Vihaan Reddy'],
          title: 'Art and creativity',
          note: 'Vihan drew a picture of his family',
        },
      },
    ],
  },
  {
    say: 'Aarav Patel danced to the music in circle time',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Aarav Patel'],
          title: 'Music and movement',
          note: 'Aarav Patel danced to the music in circle time',
        },
      },
    ],
  },
  {
    say: 'Tara and Nila played with the ball together',
    inClass: 'playgroupB',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Tara Singh', 'Nila Pillai'],
          title: 'Physical development',
          note: 'Tara and Nila played with the ball together',
        },
      },
    ],
  },
  {
    say: 'Meher named all the colours in the book',
    inClass: 'mapleSprouts',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Meher Gill'],
          title: 'Early literacy',
          note: 'Meher named all the colours in the book',
        },
      },
    ],
  },
  {
    say: 'Write an observation: the children planted seeds',
    agent: 'observation',
    calls: [],
    textIncludes: ['Which child'],
  },
  {
    say: 'observation about Maya, she washed her hands before lunch without being asked',
    requestedTools: ['observation'],
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Maya Fernandes'],
          title: 'Self-care',
          note: 'She washed her hands before lunch without being asked',
        },
      },
    ],
  },
  // ----- announcements
  {
    say: 'Tell parents that school is closed tomorrow for Diwali',
    agent: 'announcement',
    calls: [{ announcement: { title: 'School Closed', summary: 'School is closed tomorrow for Diwali.' } }],
  },
  {
    say: 'Tell parents the school is closed on Friday',
    agent: 'announcement',
    calls: [{ announcement: { title: 'School Closed', summary: 'The school is closed on Friday.' } }],
  },
  {
    say: 'Tell parents that school is closed tomorrow for Diwali, send it at 5 pm',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'School Closed',
          summary: 'School is closed tomorrow for Diwali.',
          scheduled: true,
          time: '05:00 PM',
        },
      },
    ],
  },
  {
    say: 'Schedule an announcement for next Monday at 8 am: Sports day is on Friday, please send children in white',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'Sports Day',
          summary: 'Sports day is on Friday, please send children in white.',
          scheduled: true,
          date: '15-06-2026',
          time: '08:00 AM',
        },
      },
    ],
  },
  {
    say: 'Announce that the annual day rehearsal is on Saturday. Schedule it for tomorrow at 9:30 am',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'Annual Day',
          summary: 'The annual day rehearsal is on Saturday.',
          scheduled: true,
          date: '11-06-2026',
          time: '09:30 AM',
        },
      },
    ],
  },
  {
    say: 'let parents know that PTM is next Monday at 3 pm, save as draft',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'Parent-Teacher Meeting',
          summary: 'PTM is next Monday at 3 pm.',
          draft: true,
        },
      },
    ],
  },
  {
    say: 'Draft an announcement for Nursery A parents about the field trip on 5 December',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'Field Trip',
          summary: 'The field trip on 5 December.',
          classes: ['nurseryA'],
          draft: true,
        },
      },
    ],
  },
  {
    say: 'Tell Nursery A parents the picnic is on Friday, send it now',
    agent: 'announcement',
    calls: [
      { announcement: { title: 'Picnic', summary: 'The picnic is on Friday.', classes: ['nurseryA'] } },
    ],
  },
  {
    say: 'Announcement for Playgroup B and Nursery A: fees are due by the 15th',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'Fee Reminder',
          summary: 'Fees are due by the 15th.',
          classes: ['nurseryA', 'playgroupB'],
        },
      },
    ],
  },
  {
    say: 'Tell my class parents that we are making paper boats tomorrow',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'We Are Making Paper Boats',
          summary: 'We are making paper boats tomorrow.',
          classes: ['nurseryA'],
        },
      },
    ],
  },
  {
    say: 'Remind parents to send water bottles tomorrow',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'Send Water Bottles Tomorrow',
          summary: 'Reminder: send water bottles tomorrow.',
        },
      },
    ],
  },
  {
    say: 'Post a notice to all parents: photo day is on 20 June. Send it on Friday at 4 pm',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'Photo Day',
          summary: 'Photo day is on 20 June.',
          scheduled: true,
          date: '12-06-2026',
          time: '04:00 PM',
        },
      },
    ],
  },
  {
    say: 'Create an announcement titled "Rainy Day Kit": please pack a raincoat and spare socks',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'Rainy Day Kit',
          summary: 'Please pack a raincoat and spare socks.',
        },
      },
    ],
  },
  {
    say: 'Inform parents that Butterflies parents should pick up early on Friday',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'Early Dismissal',
          summary: 'Butterflies parents should pick up early on Friday.',
          classes: ['butterflies'],
        },
      },
    ],
  },
  {
    say: 'Tell parents the Maple picnic is on Friday',
    inClass: 'mapleSprouts',
    agent: 'announcement',
    calls: [{ announcement: { title: 'Picnic', summary: 'The Maple picnic is on Friday.' } }],
  },
  // ----- look-ups
  {
    say: 'Who is Aarav?',
    agent: 'supervisor',
    calls: [{ mentioned: ['Aarav Sharma', 'Aarav Patel'] }],
    textIncludes: ['Aarav Sharma', 'Aarav Patel'],
  },
  {
    say: 'Show me Diya',
    agent: 'supervisor',
    calls: [{ mentioned: ['Diya Menon'] }],
  },
  {
    say: 'who is kabeer',
    agent: 'supervisor',
    calls: [{ mentioned: ['Kabir Iyer'] }],
  },
  {
    say: 'show me all the children',
    agent: 'supervisor',
    calls: [{ mentioned: 'whole class' }],
  },
  {
    say: 'List the students in my class',
    inClass: 'mapleSprouts',
    agent: 'supervisor',
    calls: [{ mentioned: 'whole class' }],
  },
  {
    say: 'Find Anaya',
    inClass: 'playgroupB',
    agent: 'supervisor',
    calls: [{ mentioned: ['Anaya Sharma'] }],
  },
  // ----- anything else: what Cue can do
  {
    say: 'hello',
    agent: 'supervisor',
    calls: [],
    textIncludes: ['attendance', 'observations', 'announcements'],
  },
  { say: 'What can you do?', agent: 'supervisor', calls: [], textIncludes: ['Who is'] },
  { say: "what's the weather like in Bangalore", agent: 'supervisor', calls: [] },
  { say: 'Write me a poem about the sea', agent: 'supervisor', calls: [] },
  {
    say: 'who was absent on monday',
    agent: 'supervisor',
    calls: [],
    textIncludes: ["can't read saved records"],
  },
  {
    // A name the class does not have is said back; nothing is proposed.
    say: 'Zorro is absent',
    agent: 'attendance',
    calls: [],
    textIncludes: ['There is no Zorro in Nursery A'],
  },
  // ----- names the class does not have (issue 10): said back, never dropped
  {
    say: 'everyone is here except Aarav',
    inClass: 'playgroupB',
    agent: 'attendance',
    calls: [],
    textIncludes: ['There is no Aarav in Playgroup B', "I haven't changed anything"],
  },
  {
    say: 'everyone is here except aarav',
    inClass: 'playgroupB',
    agent: 'attendance',
    calls: [],
    textIncludes: ['There is no Aarav in Playgroup B'],
  },
  {
    say: 'All present except Diya and Zorro',
    agent: 'attendance',
    calls: [],
    textIncludes: ['There is no Zorro in Nursery A'],
  },
  {
    say: 'Zorro built a tall tower with blocks',
    agent: 'observation',
    calls: [],
    textIncludes: ['There is no Zorro in Nursery A'],
  },
];
