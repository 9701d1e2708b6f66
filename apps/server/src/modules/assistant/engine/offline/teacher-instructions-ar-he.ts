import type { TeacherInstruction } from './teacher-instructions.js';

/**
 * What Arabic- and Hebrew-speaking teachers type or say, with the exact tool calls expected (same
 * rules as teacher-instructions.ts: today is Wednesday 10-06-2026). Children's names are written
 * in the roster's Latin letters, as the demo school spells them.
 */

const present = 'present';
const absent = 'absent';
const excused = 'excused';
const leave = 'leave';
const YESTERDAY = '09-06-2026';
const TOMORROW = '11-06-2026';

const arabicRows: TeacherInstruction[] = [
  { say: 'الجميع حاضرون', agent: 'attendance', calls: [{ attendance: { everyoneElse: present } }] },
  {
    say: 'كل الأطفال موجودين اليوم',
    agent: 'attendance',
    calls: [{ attendance: { everyoneElse: present } }],
  },
  {
    say: 'الجميع حاضرون ما عدا Diya و Kabir',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': absent, 'Kabir Iyer': absent }, everyoneElse: present } }],
  },
  {
    say: 'الكل حاضر إلا Maya',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Maya Fernandes': absent }, everyoneElse: present } }],
  },
  {
    say: 'الجميع حاضرون باستثناء Omar',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Omar Haddad': absent }, everyoneElse: present } }],
  },
  { say: 'Diya غائبة', agent: 'attendance', calls: [{ attendance: { marks: { 'Diya Menon': absent } } }] },
  {
    say: 'Kabir لم يحضر اليوم',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Kabir Iyer': absent } } }],
  },
  { say: 'Sara متأخرة', agent: 'attendance', calls: [{ attendance: { marks: { 'Sara Ali': present } } }] },
  {
    say: 'Zoya مريضة',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Zoya Siddiqui': excused } } }],
  },
  {
    say: 'Ishaan معذور',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Ishaan Khan': excused } } }],
  },
  { say: 'Leah في إجازة', agent: 'attendance', calls: [{ attendance: { marks: { 'Leah Cohen': leave } } }] },
  { say: 'Noah مسافر', agent: 'attendance', calls: [{ attendance: { marks: { 'Noah Thomas': leave } } }] },
  {
    say: 'Diya غائبة، Kabir مريض، والباقي حاضرون',
    agent: 'attendance',
    calls: [
      { attendance: { marks: { 'Diya Menon': absent, 'Kabir Iyer': excused }, everyoneElse: present } },
    ],
  },
  {
    say: 'Maya كانت غائبة أمس',
    agent: 'attendance',
    calls: [{ attendance: { date: YESTERDAY, marks: { 'Maya Fernandes': absent } } }],
  },
  { say: 'لا أحد غائب اليوم', agent: 'attendance', calls: [{ attendance: { everyoneElse: present } }] },
  {
    say: 'سجل الحضور',
    agent: 'attendance',
    calls: [{ attendance: { everyoneElse: 'NA' } }],
  },
  {
    say: 'Maya بنت برجًا عاليًا من المكعبات',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Maya Fernandes'],
          title: 'Construction play',
          note: 'Maya بنت برجًا عاليًا من المكعبات',
        },
      },
    ],
  },
  {
    say: 'ملاحظة: Arjun رسم شجرة بنفسه',
    agent: 'observation',
    calls: [
      {
        observation: { children: ['Arjun Nair'], title: 'Art and creativity', note: 'Arjun رسم شجرة بنفسه' },
      },
    ],
  },
  {
    // A nap is the care log's (decision 046); at 10:30 AM, 1 to 2 has not happened yet.
    say: 'Riya نامت من الساعة 1 إلى 2',
    agent: 'carelog',
    calls: [],
    textIncludes: ['الوقت 13:00 لم يأتِ بعد (الآن 10:30)'],
  },
  {
    say: 'Omar غنى أغنية مع أصدقائه أمس',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Omar Haddad'],
          date: YESTERDAY,
          title: 'Music and movement',
          note: 'Omar غنى أغنية مع أصدقائه أمس',
        },
      },
    ],
  },
  // Announcements: the message keeps the teacher's words; the title is in the teacher's language.
  {
    say: 'أرسل إعلانًا للعائلات: غدًا رحلة إلى الحديقة',
    agent: 'announcement',
    calls: [{ announcement: { title: 'رحلة', summary: 'غدًا رحلة إلى الحديقة.' } }],
    textIncludes: ['هذا الإعلان "رحلة" لـ الجميع، ليُرسل الآن'],
  },
  {
    say: 'اكتب إعلانًا لصف Nursery A: الرجاء إرسال قبعة للشمس، احفظه كمسودة',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'الرجاء إرسال قبعة للشمس',
          summary: 'الرجاء إرسال قبعة للشمس.',
          classes: ['nurseryA'],
          draft: true,
        },
      },
    ],
    textIncludes: ['ليُحفظ كمسودة'],
  },
  {
    say: 'أخبر الأهالي أن المدرسة مغلقة يوم الجمعة',
    agent: 'announcement',
    calls: [{ announcement: { title: 'المدرسة مغلقة', summary: 'المدرسة مغلقة يوم الجمعة.' } }],
  },
  {
    say: 'إعلان لصفي: اجتماع أولياء الأمور يوم الأحد، أرسله غدًا الساعة 8 صباحًا',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'اجتماع أولياء الأمور',
          summary: 'اجتماع أولياء الأمور يوم الأحد.',
          classes: ['nurseryA'],
          scheduled: true,
          date: TOMORROW,
          time: '08:00 AM',
        },
      },
    ],
    textIncludes: ['مجدول ليوم 11-06-2026 الساعة 08:00 AM'],
  },
  {
    say: 'إعلان لصف Playgroup B و Nursery A: الرسوم مستحقة قبل يوم 15',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'تذكير بالرسوم',
          summary: 'الرسوم مستحقة قبل يوم 15.',
          classes: ['nurseryA', 'playgroupB'],
        },
      },
    ],
  },
  {
    say: 'الجميع حاضرون ما عدا Aarav',
    inClass: 'playgroupB',
    agent: 'attendance',
    calls: [],
    textIncludes: ['لا يوجد Aarav في Playgroup B'],
  },
  {
    say: 'مرحبا',
    agent: 'supervisor',
    calls: [],
    textIncludes: ['أنا Cue'],
  },
];
export const arabicInstructions = arabicRows.map((row) => ({ ...row, language: 'ar' as const }));

const hebrewRows: TeacherInstruction[] = [
  { say: 'כולם נוכחים', agent: 'attendance', calls: [{ attendance: { everyoneElse: present } }] },
  { say: 'כל הכיתה כאן היום', agent: 'attendance', calls: [{ attendance: { everyoneElse: present } }] },
  {
    say: 'כולם כאן חוץ מ-Diya ו-Kabir',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Diya Menon': absent, 'Kabir Iyer': absent }, everyoneElse: present } }],
  },
  {
    say: 'כולם נוכחים מלבד Maya',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Maya Fernandes': absent }, everyoneElse: present } }],
  },
  {
    say: 'כולם הגיעו חוץ מ Omar',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Omar Haddad': absent }, everyoneElse: present } }],
  },
  { say: 'Diya נעדרת', agent: 'attendance', calls: [{ attendance: { marks: { 'Diya Menon': absent } } }] },
  {
    say: 'Kabir לא הגיע היום',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Kabir Iyer': absent } } }],
  },
  { say: 'Sara איחרה', agent: 'attendance', calls: [{ attendance: { marks: { 'Sara Ali': present } } }] },
  { say: 'Zoya חולה', agent: 'attendance', calls: [{ attendance: { marks: { 'Zoya Siddiqui': excused } } }] },
  {
    say: 'Ishaan אצל הרופא',
    agent: 'attendance',
    calls: [{ attendance: { marks: { 'Ishaan Khan': excused } } }],
  },
  { say: 'Leah בחופשה', agent: 'attendance', calls: [{ attendance: { marks: { 'Leah Cohen': leave } } }] },
  {
    say: 'Diya נעדרת, Kabir חולה, כל השאר נוכחים',
    agent: 'attendance',
    calls: [
      { attendance: { marks: { 'Diya Menon': absent, 'Kabir Iyer': excused }, everyoneElse: present } },
    ],
  },
  {
    say: 'Maya לא הגיעה אתמול',
    agent: 'attendance',
    calls: [{ attendance: { date: YESTERDAY, marks: { 'Maya Fernandes': absent } } }],
  },
  { say: 'אף אחד לא חסר היום', agent: 'attendance', calls: [{ attendance: { everyoneElse: present } }] },
  { say: 'רשימת נוכחות', agent: 'attendance', calls: [{ attendance: { everyoneElse: 'NA' } }] },
  {
    say: 'Maya בנתה מגדל גבוה מקוביות',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Maya Fernandes'],
          title: 'Construction play',
          note: 'Maya בנתה מגדל גבוה מקוביות',
        },
      },
    ],
  },
  {
    say: 'תצפית: Arjun צייר עץ לבד',
    agent: 'observation',
    calls: [
      { observation: { children: ['Arjun Nair'], title: 'Art and creativity', note: 'Arjun צייר עץ לבד' } },
    ],
  },
  {
    // A nap is the care log's (decision 046); at 10:30 AM, 1 to 2 has not happened yet.
    say: 'Riya ישנה מ-1 עד 2',
    agent: 'carelog',
    calls: [],
    textIncludes: ['השעה 13:00 עוד לא הגיעה (עכשיו 10:30)'],
  },
  {
    say: 'Omar שר שיר עם החברים אתמול',
    agent: 'observation',
    calls: [
      {
        observation: {
          children: ['Omar Haddad'],
          date: YESTERDAY,
          title: 'Music and movement',
          note: 'Omar שר שיר עם החברים אתמול',
        },
      },
    ],
  },
  // Announcements
  {
    say: 'הודעה להורים: מחר טיול לגן',
    agent: 'announcement',
    calls: [{ announcement: { title: 'טיול', summary: 'מחר טיול לגן.' } }],
    textIncludes: ['הנה ההודעה "טיול" עבור כולם, לשליחה עכשיו'],
  },
  {
    say: 'כתבי הודעה לכיתה Nursery A: נא להביא כובע, שמרי כטיוטה',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'נא להביא כובע',
          summary: 'נא להביא כובע.',
          classes: ['nurseryA'],
          draft: true,
        },
      },
    ],
    textIncludes: ['לשמירה כטיוטה'],
  },
  {
    say: 'תגידי להורים שהגן סגור ביום שישי',
    agent: 'announcement',
    calls: [{ announcement: { title: 'הגן סגור', summary: 'הגן סגור ביום שישי.' } }],
  },
  {
    say: 'הודעה לכיתה שלי: אסיפת הורים ביום ראשון, שלחי מחר ב-8 בבוקר',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'אסיפת הורים',
          summary: 'אסיפת הורים ביום ראשון.',
          classes: ['nurseryA'],
          scheduled: true,
          date: TOMORROW,
          time: '08:00 AM',
        },
      },
    ],
    textIncludes: ['מתוזמנת ל-11-06-2026 בשעה 08:00 AM'],
  },
  {
    say: 'תזכורת להורים: תשלום עד ה-15, תזמני למחר',
    agent: 'announcement',
    calls: [
      {
        announcement: {
          title: 'תזכורת תשלום',
          summary: 'תשלום עד ה-15.',
          scheduled: true,
          date: TOMORROW,
          time: '08:00 AM',
        },
      },
    ],
  },
  {
    say: 'כולם כאן חוץ מ-Aarav',
    inClass: 'playgroupB',
    agent: 'attendance',
    calls: [],
    textIncludes: ['אין Aarav ב-Playgroup B'],
  },
  { say: 'שלום', agent: 'supervisor', calls: [], textIncludes: ['אני Cue'] },
];
export const hebrewInstructions = hebrewRows.map((row) => ({ ...row, language: 'he' as const }));
