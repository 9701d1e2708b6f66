import type { CueLanguage } from '@cue/contracts';
import { repliesIn } from './replies.js';

/**
 * What the progress comments and evidence agents write in the teacher's language (en, ar, he):
 * their replies, and the fixed sentences a draft is assembled with. The fixed sentences hold no
 * fact about a child: every fact in a draft is an observation's own words, quoted, under the
 * competency the teacher tagged it with. Codes, titles and notes are carried as they are.
 */

export interface ProgressReplies {
  /** "C-3.3 Title: “a sentence of the note” (Block tower, 18 Nov)". */
  evidenceLine(code: string, title: string, quote: string, observationTitle: string, date: string): string;
  /** A published story linked to the domain's observations: said to exist, never summarised. */
  storyLine(title: string, date: string): string;
  /** What next, as a question for the teacher to answer. */
  nextPrompt(firstName: string, titles: string): string;
  /** A competency of a goal the child showed that no observation shows yet: a question. */
  unseenPrompt(code: string, title: string): string;
  /** The domain with no evidence: a question that makes no claim. */
  noEvidence(domainTitle: string, firstName: string): string;
  drafted(
    name: string,
    cycle: string,
    from: string,
    to: string,
    observations: number,
    withEvidence: number,
    domains: number,
  ): string;
  untagged(firstName: string, count: number): string;
  noObservations(name: string, cycle: string, from: string, to: string): string;
  noCycle(className: string): string;
  noFramework(className: string): string;
  whoFor(example: string): string;
  oneChildAtATime: string;
  switchedOff: string;
  /** Evidence questions. */
  whatTarget: string;
  notInFramework(code: string, className: string, framework: string): string;
  heading(className: string, cycle: string, from: string, to: string, target: string): string;
  without(count: number, total: number, names: string): string;
  everyoneHas: string;
  nobodyHas: string;
  withSome(count: number, list: string): string;
  untaggedNote(count: number): string;
  /** "17 Nov" */
  shortDate(iso: string): string;
  quote(text: string): string;
  listNames(names: readonly string[]): string;
}

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayMonth = (iso: string) => ({ day: Number(iso.slice(8, 10)), month: Number(iso.slice(5, 7)) });

const english: ProgressReplies = {
  evidenceLine: (code, title, quote, observationTitle, date) =>
    `${code} ${title}: “${quote}” (${observationTitle}, ${date})`,
  storyLine: (title, date) => `The learning story “${title}” (${date}) tells more of it.`,
  nextPrompt: (firstName, titles) =>
    `What could ${firstName} try next after ${titles}? (a question for you to answer)`,
  unseenPrompt: (code, title) => `No observation yet shows ${code} ${title}: is it a next step?`,
  noEvidence: (domainTitle, firstName) =>
    `No observation yet shows ${domainTitle} for ${firstName} this term; what have you seen?`,
  drafted: (name, cycle, from, to, observations, withEvidence, domains) =>
    `Here are draft progress card comments for ${name}, ${cycle} (${from} to ${to}), from ${observations} ${observations === 1 ? 'observation' : 'observations'}: ${withEvidence} of ${domains} domains have evidence. Each sentence names the observations it comes from; the questions are for you to answer. Review, edit and save them to the progress card.`,
  untagged: (firstName, count) =>
    ` ${count} of ${firstName}’s observations this term ${count === 1 ? 'has' : 'have'} no competency tag, so ${count === 1 ? 'it is' : 'they are'} in no domain: tag ${count === 1 ? 'it' : 'them'} to use ${count === 1 ? 'it' : 'them'}.`,
  noObservations: (name, cycle, from, to) =>
    `I found no observations of ${name} in ${cycle} (${from} to ${to}) with a competency tag, so there is nothing to draft progress card comments from yet.`,
  noCycle: (className) =>
    `${className} has no current assessment cycle, so there is nothing to draft. An assessment coordinator sets the class's terms in Academic setup → Assessment.`,
  noFramework: (className) =>
    `${className} has no curriculum framework, so its progress card has no domains to comment on. Choose one in Academic setup → Curriculum.`,
  whoFor: (example) =>
    `Whose progress card comments should I draft? For example: “draft ${example}’s progress card comments”.`,
  oneChildAtATime: 'I draft progress card comments for one child at a time: which one?',
  switchedOff:
    'The progress card is switched off for your school, so I can’t draft its comments. An admin can turn it on in the school settings.',
  whatTarget:
    'Which competency, curricular goal or domain do you mean? For example: “who has no evidence for CG-3 this term?” or “which children have no observations for C-7.1 this term?”.',
  notInFramework: (code, className, framework) =>
    `${code} is not a competency, goal or domain of ${className}'s framework (${framework}).`,
  heading: (className, cycle, from, to, target) => `${className}, ${cycle} (${from} to ${to}), ${target}:`,
  without: (count, total, names) =>
    `${count} of ${total} ${total === 1 ? 'child has' : 'children have'} no observation tagged with it: ${names}.`,
  everyoneHas: 'Every child has at least one observation tagged with it.',
  nobodyHas: 'No child has an observation tagged with it yet.',
  withSome: (count, list) => `${count} ${count === 1 ? 'has' : 'have'} some (observations): ${list}.`,
  untaggedNote: (count) =>
    `${count} ${count === 1 ? 'observation' : 'observations'} of the term ${count === 1 ? 'has' : 'have'} no competency tag and ${count === 1 ? 'is' : 'are'} not counted.`,
  shortDate: (iso) => `${dayMonth(iso).day} ${englishMonths[dayMonth(iso).month - 1]}`,
  quote: (text) => `“${text}”`,
  listNames: (names) => names.join(', '),
};

const arabic: ProgressReplies = {
  evidenceLine: (code, title, quote, observationTitle, date) =>
    `${code} ${title}: «${quote}» (${observationTitle}، ${date})`,
  storyLine: (title, date) => `قصة التعلّم «${title}» (${date}) تروي المزيد.`,
  nextPrompt: (firstName, titles) => `ماذا يمكن أن يجرّب ${firstName} بعد ${titles}؟ (سؤال لتجيبي عنه)`,
  unseenPrompt: (code, title) => `لا توجد ملاحظة بعد تُظهر ${code} ${title}: هل هي خطوة تالية؟`,
  noEvidence: (domainTitle, firstName) =>
    `لا توجد ملاحظة بعد تُظهر ${domainTitle} لدى ${firstName} في هذا الفصل؛ ماذا رأيتِ؟`,
  drafted: (name, cycle, from, to, observations, withEvidence, domains) =>
    `هذه مسودة تعليقات بطاقة التقدم لـ ${name}، ${cycle} (من ${from} إلى ${to})، من ${observations} ${observations === 1 ? 'ملاحظة' : 'ملاحظات'}: ${withEvidence} من ${domains} مجالات فيها أدلة. كل جملة تذكر الملاحظات التي جاءت منها، والأسئلة لتجيبي عنها. راجعيها وعدّليها واحفظيها في بطاقة التقدم.`,
  untagged: (firstName, count) =>
    ` ${count} من ملاحظات ${firstName} في هذا الفصل بلا وسم كفاية، فليست في أي مجال: أضيفي الوسم لاستخدامها.`,
  noObservations: (name, cycle, from, to) =>
    `لم أجد ملاحظات موسومة بكفاية عن ${name} في ${cycle} (من ${from} إلى ${to})، فلا يوجد بعد ما أكتب منه تعليقات بطاقة التقدم.`,
  noCycle: (className) =>
    `ليس لصف ${className} دورة تقييم حالية، فلا يوجد ما أكتب مسودته. يحدّد منسّق التقييم فصول الصف في الإعداد الأكاديمي ← التقييم.`,
  noFramework: (className) =>
    `ليس لصف ${className} إطار منهجي، فلا مجالات في بطاقة تقدمه. اختاري إطارًا في الإعداد الأكاديمي ← المنهج.`,
  whoFor: (example) => `لمن أكتب تعليقات بطاقة التقدم؟ مثلًا: «اكتب تعليقات بطاقة التقدم لـ ${example}».`,
  oneChildAtATime: 'أكتب تعليقات بطاقة التقدم لطفل واحد في كل مرة: لأيّهم؟',
  switchedOff:
    'بطاقة التقدم متوقفة في مدرستك، لذا لا يمكنني كتابة تعليقاتها. يمكن للمسؤول تفعيلها من إعدادات المدرسة.',
  whatTarget:
    'أي كفاية أو هدف منهجي أو مجال تقصدين؟ مثلًا: «من ليس لديه أدلة على CG-3 هذا الفصل؟» أو «من ليس لديهم ملاحظات على C-7.1».',
  notInFramework: (code, className, framework) =>
    `${code} ليس كفاية أو هدفًا أو مجالًا في إطار صف ${className} (${framework}).`,
  heading: (className, cycle, from, to, target) =>
    `${className}، ${cycle} (من ${from} إلى ${to})، ${target}:`,
  without: (count, total, names) => `${count} من ${total} أطفال بلا ملاحظة موسومة بها: ${names}.`,
  everyoneHas: 'لكل طفل ملاحظة واحدة على الأقل موسومة بها.',
  nobodyHas: 'لا توجد لأي طفل ملاحظة موسومة بها بعد.',
  withSome: (count, list) => `لدى ${count} بعض الملاحظات: ${list}.`,
  untaggedNote: (count) => `ملاحظات الفصل بلا وسم كفاية ولم تُحسب: ${count}.`,
  shortDate: (iso) => `${dayMonth(iso).day}/${dayMonth(iso).month}`,
  quote: (text) => `«${text}»`,
  listNames: (names) => repliesIn('ar').listNames(names),
};

const hebrew: ProgressReplies = {
  evidenceLine: (code, title, quote, observationTitle, date) =>
    `${code} ${title}: "${quote}" (${observationTitle}, ${date})`,
  storyLine: (title, date) => `סיפור הלמידה "${title}" (${date}) מספר עוד.`,
  nextPrompt: (firstName, titles) => `מה ${firstName} יכול לנסות בהמשך אחרי ${titles}? (שאלה שלך לענות עליה)`,
  unseenPrompt: (code, title) => `עדיין אין תצפית שמראה ${code} ${title}: האם זה הצעד הבא?`,
  noEvidence: (domainTitle, firstName) =>
    `עדיין אין תצפית שמראה ${domainTitle} אצל ${firstName} בתקופה הזו; מה ראית?`,
  drafted: (name, cycle, from, to, observations, withEvidence, domains) =>
    `הנה טיוטת הערות לכרטיס ההתקדמות של ${name}, ${cycle} (${from} עד ${to}), מתוך ${observations} ${observations === 1 ? 'תצפית' : 'תצפיות'}: ב-${withEvidence} מתוך ${domains} תחומים יש עדויות. כל משפט מציין את התצפיות שמהן בא, והשאלות הן בשבילך. בדקי, ערכי ושמרי בכרטיס ההתקדמות.`,
  untagged: (firstName, count) =>
    ` ל-${count} מהתצפיות של ${firstName} בתקופה הזו אין תגית מיומנות, ולכן הן לא בשום תחום: תייגי אותן כדי להשתמש בהן.`,
  noObservations: (name, cycle, from, to) =>
    `לא מצאתי תצפיות מתויגות על ${name} ב-${cycle} (${from} עד ${to}), ולכן עדיין אין ממה לנסח הערות לכרטיס ההתקדמות.`,
  noCycle: (className) =>
    `ל-${className} אין מחזור הערכה נוכחי, ולכן אין מה לנסח. רכזת ההערכה קובעת את תקופות הכיתה בהגדרות אקדמיות ← הערכה.`,
  noFramework: (className) =>
    `ל-${className} אין מסגרת תוכנית לימודים, ולכן אין תחומים בכרטיס ההתקדמות. בחרי מסגרת בהגדרות אקדמיות ← תוכנית לימודים.`,
  whoFor: (example) => `למי לנסח הערות לכרטיס ההתקדמות? לדוגמה: "נסחי הערות לכרטיס ההתקדמות של ${example}".`,
  oneChildAtATime: 'אני מנסח הערות לכרטיס ההתקדמות לילד אחד בכל פעם: לאיזה מהם?',
  switchedOff:
    'כרטיס ההתקדמות כבוי בבית הספר שלך, ולכן אין באפשרותי לנסח הערות. מנהל יכול להפעיל אותו בהגדרות בית הספר.',
  whatTarget:
    'לאיזו מיומנות, מטרה או תחום התכוונת? לדוגמה: "למי אין עדויות ל-CG-3 בתקופה הזו?" או "לאילו ילדים אין תצפיות על C-7.1".',
  notInFramework: (code, className, framework) =>
    `${code} אינו מיומנות, מטרה או תחום במסגרת של ${className} (${framework}).`,
  heading: (className, cycle, from, to, target) => `${className}, ${cycle} (${from} עד ${to}), ${target}:`,
  without: (count, total, names) => `ל-${count} מתוך ${total} ילדים אין תצפית מתויגת בה: ${names}.`,
  everyoneHas: 'לכל ילד יש לפחות תצפית אחת מתויגת בה.',
  nobodyHas: 'עדיין לאף ילד אין תצפית מתויגת בה.',
  withSome: (count, list) => `ל-${count} יש תצפיות: ${list}.`,
  untaggedNote: (count) => `תצפיות של התקופה ללא תגית מיומנות, שלא נספרו: ${count}.`,
  shortDate: (iso) => `${dayMonth(iso).day}.${dayMonth(iso).month}`,
  quote: (text) => `"${text}"`,
  listNames: (names) => repliesIn('he').listNames(names),
};

const byLanguage: Record<CueLanguage, ProgressReplies> = { en: english, ar: arabic, he: hebrew };

export const progressRepliesIn = (language: CueLanguage | undefined): ProgressReplies =>
  byLanguage[language ?? 'en'];
