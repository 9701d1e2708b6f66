import type { CueLanguage, ToolAttendanceStatus } from '@cue/contracts';
import type { AwayStatus } from '../engine.js';

/**
 * What the offline engine says, in the teacher's interface language (en, ar, he). Cards stay in
 * the records' own terms; only these sentences change. Where Cue cannot do something in a
 * language (look-ups are read in English only), the reply says so plainly.
 */

export interface HelpExamples {
  example: string;
  other: string;
}

export interface Replies {
  /** "Diya, Kabir and Maya". */
  listNames(names: readonly string[]): string;
  help(examples: HelpExamples): string[];
  helpPreface: string;
  couldNotTellChildren: string;
  cannotLookUp: string;
  /** The preface of help when an instruction in this language asked for what Cue reads only in English. */
  onlyEnglish: string;
  /** A child the teacher named is not on this class's roster: nothing is proposed. */
  noSuchChild(names: readonly string[], className: string): string;
  statusLabel: Record<ToolAttendanceStatus, string>;
  /** "3 present" / "حاضر: 3". */
  count(status: ToolAttendanceStatus, n: number): string;
  /** The register card's reply; `kept` are keptAway sentences, said before the instruction to save. */
  register(className: string, date: string, counts: readonly string[], kept: readonly string[]): string;
  /** Children a group left as the school already had them: "Noor stays on leave." */
  keptAway(status: AwayStatus, names: readonly string[]): string;
  whichChildForObservation(example: string): string;
  observationsDrafted(count: number, who: string, date: string, title: string): string;
  childrenCount(count: number): string;
  /** The announcement card's reply: `how` is keptAsDraft, sentNow or scheduledFor(…). */
  announcementDrafted(title: string, audience: string, how: string): string;
  everyone: string;
  keptAsDraft: string;
  sentNow: string;
  scheduledFor(date: string, time: string): string;
  whatShouldAnnouncementSay: string;
  whichOne(count: number, said: string, className: string, names: string): string;
}

const join = (and: string) => (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;

/** Sentences said in the middle of a reply, each followed by a space. */
const thenSpace = (sentences: readonly string[]) => sentences.map((s) => `${s} `).join('');

const english: Replies = {
  listNames: join('and'),
  help: ({ example, other }) => [
    `• mark attendance: "Everyone's here except ${example} and ${other}", "${other} is on leave tomorrow"`,
    `• record observations: "${example} stacked ten blocks all by themselves today"`,
    '• write announcements for parents: "Tell parents the school is closed on Friday, send it tomorrow at 8 am"',
    `• keep the care log: "${example} napped from 12:30 to 1:45", "everyone had lunch, ${other} ate only half"`,
    '• post to the journal: "Post to the journal: we planted sunflower seeds today"',
    `• find children: "Who is ${other}?"`,
    'Nothing is saved until you review it and press Save.',
  ],
  helpPreface: "I'm Cue, your classroom assistant. I work on this class's records, and I can:",
  couldNotTellChildren: "I couldn't tell which children you meant. I can:",
  cannotLookUp:
    "I can only look up children of this class by name, and I can't read saved records yet. I can:",
  onlyEnglish: "I can't do that yet. I can:",
  noSuchChild: (names, className) =>
    `There is no ${join('or')(names)} in ${className}. I haven't changed anything: check the name and say it again.`,
  statusLabel: {
    present: 'present',
    absent: 'absent',
    excused: 'excused',
    leave: 'on leave',
    unassigned: 'unassigned',
    NA: 'not marked',
  },
  count: (status, n) => `${n} ${english.statusLabel[status]}`,
  register: (className, date, counts, kept) =>
    `Here is the ${className} register for ${date}: ${counts.join(', ')}. ${thenSpace(kept)}Check it, then press Mark Complete to save.`,
  keptAway: (status, names) =>
    `${join('and')(names)} ${names.length === 1 ? 'stays' : 'stay'} ${english.statusLabel[status]}.`,
  whichChildForObservation: (example) =>
    `Which child is this about? Name them, for example "${example} built a tall tower with blocks today".`,
  observationsDrafted: (count, who, date, title) =>
    `I've drafted ${count === 1 ? 'an observation' : `${count} observations`} for ${who} (${date}, "${title}"). Review, then press Save Observation.`,
  childrenCount: (count) => `${count} children`,
  announcementDrafted: (title, audience, how) =>
    `Here is the announcement "${title}" for ${audience}, ${how}. Review it, then save.`,
  everyone: 'everyone',
  keptAsDraft: 'to keep as a draft',
  sentNow: 'to send now',
  scheduledFor: (date, time) => `scheduled for ${date} at ${time}`,
  whatShouldAnnouncementSay:
    'What should the announcement say? For example: "Tell parents the school is closed on Friday for Diwali."',
  whichOne: (count, said, className, names) =>
    `There are ${count === 2 ? 'two' : String(count)} children in ${className} who could be "${said}": ${names}. Which one did you mean? Say the full name and I'll do the rest.`,
};

const arabic: Replies = {
  listNames: join('و'),
  help: ({ example, other }) => [
    `• تسجيل الحضور: "الجميع حاضرون ما عدا ${example} و ${other}"، "${other} في إجازة"`,
    `• تسجيل الملاحظات: "${example} بنى برجًا من المكعبات اليوم"`,
    '• كتابة إعلانات للعائلات: "أرسل إعلانًا للعائلات: غدًا رحلة إلى الحديقة، احفظه كمسودة"',
    `• سجل الرعاية: "نام ${example} من 12:30 إلى 1:45"، "الجميع تناولوا الغداء ما عدا ${other}"`,
    'لا يُحفظ شيء حتى تراجعه وتضغط حفظ.',
  ],
  helpPreface: 'أنا Cue، مساعدك في الصف. أعمل على سجلات هذا الصف، وأستطيع:',
  couldNotTellChildren: 'لم أعرف أي الأطفال تقصد. أستطيع:',
  cannotLookUp: 'أبحث عن أطفال هذا الصف بالاسم فقط، ولا أستطيع قراءة السجلات المحفوظة بعد. أستطيع:',
  onlyEnglish: 'لا أستطيع فعل ذلك بعد. أستطيع:',
  noSuchChild: (names, className) =>
    `لا يوجد ${join('أو')(names)} في ${className}. لم أغيّر شيئًا: تحقق من الاسم وأعد المحاولة.`,
  statusLabel: {
    present: 'حاضر',
    absent: 'غائب',
    excused: 'غياب بعذر',
    leave: 'في إجازة',
    unassigned: 'غير معيّن',
    NA: 'غير مسجّل',
  },
  count: (status, n) => `${arabic.statusLabel[status]}: ${n}`,
  register: (className, date, counts, kept) =>
    `هذا سجل حضور ${className} ليوم ${date}: ${counts.join('، ')}. ${thenSpace(kept)}راجعه ثم اضغط "وضع علامة مكتمل" للحفظ.`,
  keptAway: (status, names) => `أبقيت علامة ${join('و')(names)} كما هي: ${arabic.statusLabel[status]}.`,
  whichChildForObservation: (example) =>
    `عن أي طفل هذه الملاحظة؟ اذكر اسمه، مثلًا "${example} بنى برجًا من المكعبات اليوم".`,
  observationsDrafted: (count, who, date, title) =>
    `كتبت مسودة ${count === 1 ? 'ملاحظة' : `${count} ملاحظات`} لـ ${who} (${date}، "${title}"). راجعها ثم اضغط حفظ الملاحظة.`,
  childrenCount: (count) => `${count} أطفال`,
  announcementDrafted: (title, audience, how) =>
    `هذا الإعلان "${title}" لـ ${audience}، ${how}. راجعه ثم احفظه.`,
  everyone: 'الجميع',
  keptAsDraft: 'ليُحفظ كمسودة',
  sentNow: 'ليُرسل الآن',
  scheduledFor: (date, time) => `مجدول ليوم ${date} الساعة ${time}`,
  whatShouldAnnouncementSay: 'ماذا يقول الإعلان؟ مثلًا: "أرسل إعلانًا للعائلات: المدرسة مغلقة يوم الجمعة."',
  whichOne: (count, said, className, names) =>
    `في ${className} ${count} أطفال قد يكون أحدهم "${said}": ${names}. من تقصد؟ قل الاسم الكامل.`,
};

const hebrew: Replies = {
  listNames: join('ו'),
  help: ({ example, other }) => [
    `• רישום נוכחות: "כולם כאן חוץ מ-${example} ו-${other}", "${other} בחופשה"`,
    `• רישום תצפיות: "${example} בנה מגדל מקוביות היום"`,
    '• כתיבת הודעות להורים: "הודעה להורים: מחר טיול לגן, שמרי כטיוטה"',
    `• יומן טיפול: "${example} ישן מ-12:30 עד 1:45", "כולם אכלו ארוחת צהריים חוץ מ-${other}"`,
    'שום דבר לא נשמר עד שתבדקו ותלחצו שמירה.',
  ],
  helpPreface: 'אני Cue, העוזר שלך בכיתה. אני עובד על הרשומות של הכיתה הזו, ואני יכול:',
  couldNotTellChildren: 'לא הבנתי לאילו ילדים התכוונת. אני יכול:',
  cannotLookUp: 'אני מחפש ילדים של הכיתה הזו רק לפי שם, ועדיין לא קורא רשומות שמורות. אני יכול:',
  onlyEnglish: 'את זה אני עדיין לא יכול לעשות. אני יכול:',
  noSuchChild: (names, className) =>
    `אין ${join('או')(names)} ב-${className}. לא שיניתי כלום: בדקו את השם ונסו שוב.`,
  statusLabel: {
    present: 'נוכח',
    absent: 'נעדר',
    excused: 'נעדר באישור',
    leave: 'בחופשה',
    unassigned: 'לא משויך',
    NA: 'לא סומן',
  },
  count: (status, n) => `${hebrew.statusLabel[status]}: ${n}`,
  register: (className, date, counts, kept) =>
    `הנה רשימת הנוכחות של ${className} ל-${date}: ${counts.join(', ')}. ${thenSpace(kept)}בדקו ולחצו "סימון כהושלם" כדי לשמור.`,
  keptAway: (status, names) =>
    `השארתי את הסימון של ${join('ו')(names)} כפי שהוא: ${hebrew.statusLabel[status]}.`,
  whichChildForObservation: (example) =>
    `על איזה ילד מדובר? ציינו שם, למשל "${example} בנה מגדל מקוביות היום".`,
  observationsDrafted: (count, who, date, title) =>
    `הכנתי טיוטה של ${count === 1 ? 'תצפית' : `${count} תצפיות`} עבור ${who} (${date}, "${title}"). בדקו ולחצו שמירת תצפית.`,
  childrenCount: (count) => `${count} ילדים`,
  announcementDrafted: (title, audience, how) =>
    `הנה ההודעה "${title}" עבור ${audience}, ${how}. בדקו ושמרו.`,
  everyone: 'כולם',
  keptAsDraft: 'לשמירה כטיוטה',
  sentNow: 'לשליחה עכשיו',
  scheduledFor: (date, time) => `מתוזמנת ל-${date} בשעה ${time}`,
  whatShouldAnnouncementSay: 'מה לכתוב בהודעה? למשל: "הודעה להורים: הגן סגור ביום שישי."',
  whichOne: (count, said, className, names) =>
    `ב-${className} יש ${count} ילדים שיכולים להיות "${said}": ${names}. למי התכוונת? אמרו את השם המלא.`,
};

const replies: Record<CueLanguage, Replies> = { en: english, ar: arabic, he: hebrew };

export const repliesIn = (language: CueLanguage | undefined): Replies => replies[language ?? 'en'];

/** True when the teacher wrote in Arabic or Hebrew script (look-ups are read in English only). */
export const writtenInRtlScript = (text: string) => /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text);
