import type { CueLanguage } from '@cue/contracts';
import { repliesIn } from './replies.js';

/**
 * What the unit and lesson analysis agents write in the teacher's language (en, ar, he). Codes,
 * titles and the teacher's own evaluations are carried as they are.
 */

export type LessonPeriodLabel = 'today' | 'yesterday' | 'this week' | 'last week';

export interface PlanningReplies {
  unitWhatAbout: string;
  unitDrafted(days: number, theme: string, className: string, band: string, source: string): string;
  unitAdaptedFrom(title: string): string;
  unitBuiltFrom(framework: string, theme: string): string;
  unitNoFramework(className: string, framework: string): string;
  periodLabel: Record<LessonPeriodLabel, string>;
  weekdays: readonly string[];
  heading(className: string, label: string, days: string): string;
  daysRange(from: string, to: string): string;
  nothingYet: string;
  noPlan: string;
  counts(planned: number, done: number, moved: number, skipped: number, open: number): string;
  done(list: string): string;
  moved(list: string): string;
  skipped(list: string): string;
  andMore(list: string, more: number): string;
  notes(list: string): string;
  taughtObserved(list: string): string;
  observedTimes(n: number): string;
  taughtUnseen(list: string): string;
  observations(n: number): string;
  noChildObserved: string;
  notObservedYet(names: string): string;
  next(idea: string): string;
  replan(title: string, others: number): string;
  watchFor(competency: string): string;
  observeFirst(names: string): string;
  keepGoing: string;
  quote(text: string): string;
  listNames(names: readonly string[]): string;
}

const english: PlanningReplies = {
  unitWhatAbout:
    'What should the unit be about? For example: "make a two-week unit on water for Playgroup B".',
  unitDrafted: (days, theme, className, band, source) =>
    `Here is a ${days}-day unit on ${theme} for ${className} (ages ${band}), ${source}. Review it and save it to your organization's library.`,
  unitAdaptedFrom: (title) => `adapted from the library's “${title}”`,
  unitBuiltFrom: (framework, theme) =>
    `built from the ${framework} competencies (no library unit on ${theme} fitted)`,
  unitNoFramework: (className, framework) =>
    ` ${className} has no curriculum framework yet, so I used the ${framework}.`,
  periodLabel: { today: 'today', yesterday: 'yesterday', 'this week': 'this week', 'last week': 'last week' },
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  heading: (className, label, days) => `${className}, ${label} (${days}):`,
  daysRange: (from, to) => `${from} to ${to}`,
  nothingYet:
    'nothing was planned or observed yet. Plan the activities in Weekly planning and mark them done as you go; I can then tell you how it went.',
  noPlan: 'No activities were planned for these days.',
  counts: (planned, done, moved, skipped, open) =>
    `${planned} ${planned === 1 ? 'activity' : 'activities'} planned: ${done} done, ${moved} moved, ${skipped} skipped, ${open} not marked yet.`,
  done: (list) => `Done: ${list}.`,
  moved: (list) => `Moved: ${list}.`,
  skipped: (list) => `Skipped: ${list}.`,
  andMore: (list, more) => `${list} and ${more} more`,
  notes: (list) => `Your notes: ${list}.`,
  taughtObserved: (list) => `Taught and observed: ${list}.`,
  observedTimes: (n) => `${n} ${n === 1 ? 'observation' : 'observations'}`,
  taughtUnseen: (list) => `Taught, not observed yet: ${list}.`,
  observations: (n) => `${n} ${n === 1 ? 'observation' : 'observations'} recorded.`,
  noChildObserved: 'No child has an observation for these days.',
  notObservedYet: (names) => `No observation yet for: ${names}.`,
  next: (idea) => `Next: ${idea}`,
  replan: (title, others) =>
    `re-plan ${title}${others > 0 ? ` and ${others} ${others === 1 ? 'other' : 'others'}` : ''} next week.`,
  watchFor: (competency) => `watch for ${competency} and record what you see.`,
  observeFirst: (names) => `observe ${names} first.`,
  keepGoing: 'keep going: everything planned was done and observed.',
  quote: (text) => `“${text}”`,
  listNames: (names) => names.join(', '),
};

const arabic: PlanningReplies = {
  unitWhatAbout: 'عن أي موضوع تكون الوحدة؟ مثلًا: "اعملي وحدة لمدة أسبوعين عن الماء لصف Playgroup B".',
  unitDrafted: (days, theme, className, band, source) =>
    `هذه وحدة لمدة ${days} أيام دراسية عن ${theme} لصف ${className} (الأعمار ${band})، ${source}. راجعيها واحفظيها في مكتبة مؤسستك.`,
  unitAdaptedFrom: (title) => `مقتبسة من وحدة المكتبة «${title}»`,
  unitBuiltFrom: (framework, theme) =>
    `مبنية من كفايات ${framework} (لا توجد في المكتبة وحدة مناسبة عن ${theme})`,
  unitNoFramework: (className, framework) => ` ليس لصف ${className} إطار منهجي بعد، فاستخدمت ${framework}.`,
  periodLabel: {
    today: 'اليوم',
    yesterday: 'أمس',
    'this week': 'هذا الأسبوع',
    'last week': 'الأسبوع الماضي',
  },
  weekdays: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  heading: (className, label, days) => `${className}، ${label} (${days}):`,
  daysRange: (from, to) => `${from} إلى ${to}`,
  nothingYet:
    'لم يُخطَّط أو يُلاحَظ شيء بعد. خطّطي الأنشطة في التخطيط الأسبوعي وعلّميها منجزة أولًا بأول، ثم أخبرك كيف سار الأمر.',
  noPlan: 'لم تُخطَّط أنشطة لهذه الأيام.',
  counts: (planned, done, moved, skipped, open) =>
    `الأنشطة المخطّطة: ${planned} — أُنجز ${done}، ونُقل ${moved}، وأُلغي ${skipped}، ولم يُعلَّم ${open} بعد.`,
  done: (list) => `أُنجز: ${list}.`,
  moved: (list) => `نُقل: ${list}.`,
  skipped: (list) => `أُلغي: ${list}.`,
  andMore: (list, more) => `${list} و${more} غيرها`,
  notes: (list) => `ملاحظاتك: ${list}.`,
  taughtObserved: (list) => `دُرّس ولوحظ: ${list}.`,
  observedTimes: (n) => `ملاحظات: ${n}`,
  taughtUnseen: (list) => `دُرّس ولم يُلاحَظ بعد: ${list}.`,
  observations: (n) => `الملاحظات المسجّلة: ${n}.`,
  noChildObserved: 'لا توجد ملاحظة لأي طفل في هذه الأيام.',
  notObservedYet: (names) => `لا ملاحظة بعد لـ: ${names}.`,
  next: (idea) => `التالي: ${idea}`,
  replan: (title, others) => `أعيدي تخطيط ${title}${others > 0 ? ` و${others} غيره` : ''} الأسبوع القادم.`,
  watchFor: (competency) => `راقبي ${competency} وسجّلي ما ترينه.`,
  observeFirst: (names) => `لاحظي ${names} أولًا.`,
  keepGoing: 'واصلي: كل ما خُطّط له أُنجز ولوحظ.',
  quote: (text) => `«${text}»`,
  listNames: (names) => repliesIn('ar').listNames(names),
};

const hebrew: PlanningReplies = {
  unitWhatAbout: 'על מה תהיה היחידה? למשל: "תכיני יחידה של שבועיים על מים ל-Playgroup B".',
  unitDrafted: (days, theme, className, band, source) =>
    `הנה יחידה של ${days} ימי לימודים על ${theme} עבור ${className} (גילאי ${band}), ${source}. עברי עליה ושמרי אותה בספריית הארגון.`,
  unitAdaptedFrom: (title) => `מותאמת מהיחידה „${title}” שבספרייה`,
  unitBuiltFrom: (framework, theme) => `בנויה ממיומנויות ${framework} (אין בספרייה יחידה מתאימה על ${theme})`,
  unitNoFramework: (className, framework) =>
    ` ל-${className} אין עדיין מסגרת תוכנית לימודים, לכן השתמשתי ב-${framework}.`,
  periodLabel: { today: 'היום', yesterday: 'אתמול', 'this week': 'השבוע', 'last week': 'שבוע שעבר' },
  weekdays: ['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳'],
  heading: (className, label, days) => `${className}, ${label} (${days}):`,
  daysRange: (from, to) => `${from} עד ${to}`,
  nothingYet:
    'עדיין לא תוכנן ולא נצפה דבר. תכנני את הפעילויות בתכנון השבועי וסמני אותן כבוצעו תוך כדי; אז אוכל לספר לך איך הלך.',
  noPlan: 'לא תוכננו פעילויות לימים אלה.',
  counts: (planned, done, moved, skipped, open) =>
    `פעילויות מתוכננות: ${planned} — בוצעו ${done}, הועברו ${moved}, דולגו ${skipped}, טרם סומנו ${open}.`,
  done: (list) => `בוצעו: ${list}.`,
  moved: (list) => `הועברו: ${list}.`,
  skipped: (list) => `דולגו: ${list}.`,
  andMore: (list, more) => `${list} ועוד ${more}`,
  notes: (list) => `ההערות שלך: ${list}.`,
  taughtObserved: (list) => `נלמד ונצפה: ${list}.`,
  observedTimes: (n) => `תצפיות: ${n}`,
  taughtUnseen: (list) => `נלמד, טרם נצפה: ${list}.`,
  observations: (n) => `תצפיות שנרשמו: ${n}.`,
  noChildObserved: 'אין תצפית על אף ילד בימים אלה.',
  notObservedYet: (names) => `עדיין אין תצפית על: ${names}.`,
  next: (idea) => `הבא: ${idea}`,
  replan: (title, others) => `לתכנן מחדש את ${title}${others > 0 ? ` ועוד ${others}` : ''} בשבוע הבא.`,
  watchFor: (competency) => `לשים לב ל-${competency} ולתעד את מה שרואים.`,
  observeFirst: (names) => `לצפות קודם ב-${names}.`,
  keepGoing: 'להמשיך כך: כל מה שתוכנן בוצע ונצפה.',
  quote: (text) => `„${text}”`,
  listNames: (names) => repliesIn('he').listNames(names),
};

const byLanguage: Record<CueLanguage, PlanningReplies> = { en: english, ar: arabic, he: hebrew };

export const planningRepliesIn = (language: CueLanguage | undefined): PlanningReplies =>
  byLanguage[language ?? 'en'];
