import type { CueLanguage } from '@cue/contracts';

/**
 * What the story agent writes in the teacher's language (en, ar, he): its replies, the story's
 * title, and the fixed sentences a draft is assembled with. The fixed sentences hold no fact
 * about a child: every fact in a draft is an observation's own words, quoted or carried whole.
 */

export interface StoryReplies {
  weekdays: readonly string[];
  /** "On Monday, Aarav built …": the day, then the observation's note as it was written. */
  dayLine(weekday: string, note: string): string;
  /** The same when the note does not name the child it is about. */
  dayLineFor(weekday: string, firstName: string, note: string): string;
  /** "Early numeracy: “Aarav counted …” (Rain walk, Tuesday)". */
  learningLine(area: string, quotes: readonly { sentence: string; title: string; weekday: string }[]): string;
  /** A question, never a claim: the learning the teacher sees in observations no area word names. */
  learningPrompt(titles: string, count: number): string;
  /** What next, as a question for the teacher to answer. */
  nextPrompt(titles: string): string;
  title(names: string, span: 'day' | 'week' | 'month'): string;
  topicTitle(names: string, topic: string): string;
  drafted(title: string, count: number, from: string, to: string): string;
  noObservations(about: string, from: string, to: string): string;
  aboutTopic(topic: string): string;
  whatAbout(example: string): string;
  switchedOff: string;
  /** Quotation marks of the language. */
  quote(text: string): string;
}

const english: StoryReplies = {
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  dayLine: (weekday, note) => `On ${weekday}, ${note}`,
  dayLineFor: (weekday, firstName, note) => `On ${weekday} (${firstName}): ${note}`,
  learningLine: (area, quotes) =>
    `${area}: ${quotes.map((q) => `“${q.sentence}” (${q.title}, ${q.weekday})`).join(' ')}`,
  learningPrompt: (titles, count) =>
    `What learning ${count === 1 ? 'does' : 'do'} ${titles} show? (a prompt for you to complete)`,
  nextPrompt: (titles) => `What next: how will you build on ${titles}? (a prompt for you to complete)`,
  title: (names, span) => `${names}’s ${span}`,
  topicTitle: (names, topic) => `${names}: ${topic}`,
  drafted: (title, count, from, to) =>
    `Here is a draft learning story, “${title}”, from ${count} ${count === 1 ? 'observation' : 'observations'} (${from} to ${to}). Each paragraph names the observations it comes from: review it, answer the prompts and save.`,
  noObservations: (about, from, to) =>
    `I found no observations of ${about} from ${from} to ${to}, so there is no story to draft yet.`,
  aboutTopic: (topic) => `“${topic}”`,
  whatAbout: (example) =>
    `Who or what should the story be about? For example: “Write a story about ${example}’s week” or “a story about the seed planting”.`,
  switchedOff:
    'Learning stories are switched off for your school, so I can’t draft one. An admin can turn them on in the school settings.',
  quote: (text) => `“${text}”`,
};

const arabic: StoryReplies = {
  weekdays: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  dayLine: (weekday, note) => `يوم ${weekday}: ${note}`,
  dayLineFor: (weekday, firstName, note) => `يوم ${weekday} (${firstName}): ${note}`,
  learningLine: (area, quotes) =>
    `${area}: ${quotes.map((q) => `«${q.sentence}» (${q.title}، ${q.weekday})`).join(' ')}`,
  learningPrompt: (titles) => `ما التعلّم الذي تُظهره ${titles}؟ (سؤال لتكمليه أنت)`,
  nextPrompt: (titles) => `ما الخطوة التالية: كيف ستبنين على ${titles}؟ (سؤال لتكمليه أنت)`,
  title: (names, span) => `${{ day: 'يوم', week: 'أسبوع', month: 'شهر' }[span]} ${names}`,
  topicTitle: (names, topic) => `${names}: ${topic}`,
  drafted: (title, count, from, to) =>
    `هذه مسودة قصة تعلّم، «${title}»، من ${count} ${count === 1 ? 'ملاحظة' : 'ملاحظات'} (من ${from} إلى ${to}). كل فقرة تذكر الملاحظات التي جاءت منها: راجعيها وأجيبي عن الأسئلة واحفظيها.`,
  noObservations: (about, from, to) =>
    `لم أجد ملاحظات عن ${about} من ${from} إلى ${to}، فلا توجد قصة لأكتب مسودتها بعد.`,
  aboutTopic: (topic) => `«${topic}»`,
  whatAbout: (example) =>
    `عمّن أو عمّ تكون القصة؟ مثلًا: «اكتب قصة تعلم عن أسبوع ${example}» أو «قصة عن زراعة البذور».`,
  switchedOff:
    'قصص التعلّم متوقفة في مدرستك، لذا لا يمكنني كتابة مسودة. يمكن للمسؤول تفعيلها من إعدادات المدرسة.',
  quote: (text) => `«${text}»`,
};

const hebrew: StoryReplies = {
  weekdays: ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת'],
  dayLine: (weekday, note) => `ביום ${weekday}: ${note}`,
  dayLineFor: (weekday, firstName, note) => `ביום ${weekday} (${firstName}): ${note}`,
  learningLine: (area, quotes) =>
    `${area}: ${quotes.map((q) => `"${q.sentence}" (${q.title}, ${q.weekday})`).join(' ')}`,
  learningPrompt: (titles) => `איזו למידה מראים ${titles}? (שאלה להשלמה שלכם)`,
  nextPrompt: (titles) => `מה הלאה: איך תמשיכו לבנות על ${titles}? (שאלה להשלמה שלכם)`,
  title: (names, span) => `${{ day: 'היום', week: 'השבוע', month: 'החודש' }[span]} של ${names}`,
  topicTitle: (names, topic) => `${names}: ${topic}`,
  drafted: (title, count, from, to) =>
    `הנה טיוטה של סיפור למידה, "${title}", מתוך ${count} ${count === 1 ? 'תצפית' : 'תצפיות'} (${from} עד ${to}). כל פסקה מציינת את התצפיות שמהן באה: בדקו אותה, ענו על השאלות ושמרו.`,
  noObservations: (about, from, to) =>
    `לא מצאתי תצפיות על ${about} מ-${from} עד ${to}, ולכן אין עדיין סיפור לנסח.`,
  aboutTopic: (topic) => `"${topic}"`,
  whatAbout: (example) =>
    `על מי או על מה הסיפור? לדוגמה: "כתוב סיפור למידה על השבוע של ${example}" או "סיפור על שתילת הזרעים".`,
  switchedOff:
    'סיפורי למידה כבויים בבית הספר שלך, ולכן אין באפשרותי לנסח טיוטה. מנהל יכול להפעיל אותם בהגדרות בית הספר.',
  quote: (text) => `"${text}"`,
};

const byLanguage: Record<CueLanguage, StoryReplies> = { en: english, ar: arabic, he: hebrew };

export const storyRepliesIn = (language: CueLanguage | undefined): StoryReplies =>
  byLanguage[language ?? 'en'];
