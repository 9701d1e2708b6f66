import type { AssistantToolName, CueLanguage } from '@cue/contracts';

/**
 * What the LLM engine itself says when an answer goes wrong, in the teacher's interface language
 * (en, ar, he), as the offline engine's replies are: a failure of the model server, a card left
 * out, a card that was never made. The model writes the rest of the answer in that language
 * already (prompts.ts asks it to). Each note is short and says that nothing was saved.
 */
export interface LlmNotes {
  /** The model never started answering within the idle timeout (a cold prompt, a stuck server). */
  neverStarted(seconds: number): string;
  /** The model went silent mid-answer. */
  stalled(seconds: number): string;
  /** The whole answer took longer than the total timeout. */
  tooSlow(seconds: number): string;
  /** The request failed: connection refused, an HTTP error. */
  unreachable: string;
  /** Neither words nor a card. */
  nothingUnderstood: string;
  /** An agent that prepares a card answered in words only. */
  noCardMade(card: string): string;
  /** The model wrote more calls of a tool than the answer keeps. */
  keptFirst(card: string): string;
  /** The model called a tool that does not exist (its name already cut short). */
  unknownTool(name: string): string;
  /** The call's JSON did not parse: cut off at the length limit, or garbled. */
  garbled(card: string): string;
  /** The call failed the schema or the roster; `reason` is the validator's (English) sentence. */
  leftOut(card: string, reason: string): string;
  cards: Record<AssistantToolName, string>;
}

const english: LlmNotes = {
  neverStarted: (s) =>
    `Cue’s language model didn’t start answering within ${s} s, so no card was made. Nothing was saved — please try again.`,
  stalled: (s) =>
    `Cue’s language model stopped answering (nothing for ${s} s), so this answer is incomplete and no card was made. Nothing was saved — please try again.`,
  tooSlow: (s) =>
    `Cue’s language model took longer than ${s} s, so this answer is incomplete and no card was made. Nothing was saved — please try again.`,
  unreachable:
    'Cue couldn’t get an answer from its language model just now, so no card was made. Nothing was saved — please try again in a moment.',
  nothingUnderstood:
    'I’m not sure what to do with that. I can mark attendance, record observations, write announcements for parents, keep the care log, post to the journal and find children of this class — try saying it another way.',
  noCardMade: (card) =>
    `No card was made for the ${card}, so there is nothing to review or save — try saying it another way.`,
  keptFirst: (card) => `I kept the first ${card} and left out the model’s others.`,
  unknownTool: (name) => `I left out part of the answer: the model asked for an unknown tool '${name}'.`,
  garbled: (card) =>
    `I couldn’t make the ${card}: the model’s answer was cut off or garbled. Nothing was saved — please ask again.`,
  leftOut: (card, reason) => `I left out the ${card}: ${reason} Nothing was saved — please ask again.`,
  cards: {
    attendance: 'attendance register',
    observation: 'observation',
    announcement: 'announcement',
    mentioned_students: 'list of children',
    carelog: 'care log',
    journal_post: 'journal post',
    story: 'learning story',
    unit: 'unit',
    progress_comments: 'progress card comments',
  },
};

const arabic: LlmNotes = {
  neverStarted: (s) =>
    `لم يبدأ نموذج Cue اللغوي بالإجابة خلال ${s} ث، فلم تُنشأ أي بطاقة. لم يُحفظ شيء — يُرجى المحاولة مرة أخرى.`,
  stalled: (s) =>
    `توقف نموذج Cue اللغوي عن الإجابة (لا شيء منذ ${s} ث)، فهذه الإجابة ناقصة ولم تُنشأ أي بطاقة. لم يُحفظ شيء — يُرجى المحاولة مرة أخرى.`,
  tooSlow: (s) =>
    `استغرق نموذج Cue اللغوي أكثر من ${s} ث، فهذه الإجابة ناقصة ولم تُنشأ أي بطاقة. لم يُحفظ شيء — يُرجى المحاولة مرة أخرى.`,
  unreachable:
    'تعذّر على Cue الحصول على إجابة من نموذجه اللغوي الآن، فلم تُنشأ أي بطاقة. لم يُحفظ شيء — يُرجى المحاولة بعد قليل.',
  nothingUnderstood:
    'لست متأكدًا مما يجب فعله بهذا. أستطيع تسجيل الحضور، وتدوين الملاحظات، وكتابة إعلانات للأهالي، وتحديث سجل الرعاية، والنشر في اليوميات، والعثور على أطفال هذا الصف — جرّب صياغتها بطريقة أخرى.',
  noCardMade: (card) => `لم تُنشأ بطاقة ${card}، فلا شيء للمراجعة أو الحفظ — جرّب صياغتها بطريقة أخرى.`,
  keptFirst: (card) => `أبقيتُ النسخة الأولى من ${card} وتركتُ ما كرّره النموذج.`,
  unknownTool: (name) => `تركتُ جزءًا من الإجابة: طلب النموذج أداة غير معروفة '${name}'.`,
  garbled: (card) =>
    `تعذّر عليّ إعداد ${card}: إجابة النموذج مقطوعة أو مشوّهة. لم يُحفظ شيء — يُرجى الطلب مرة أخرى.`,
  leftOut: (card) => `تركتُ ${card}: لم تطابق البيانات سجلات هذا الصف. لم يُحفظ شيء — يُرجى الطلب مرة أخرى.`,
  cards: {
    attendance: 'سجل الحضور',
    observation: 'الملاحظة',
    announcement: 'الإعلان',
    mentioned_students: 'قائمة الأطفال',
    carelog: 'سجل الرعاية',
    journal_post: 'منشور اليوميات',
    story: 'قصة التعلّم',
    unit: 'الوحدة',
    progress_comments: 'تعليقات بطاقة التقدّم',
  },
};

const hebrew: LlmNotes = {
  neverStarted: (s) =>
    `מודל השפה של Cue לא התחיל לענות בתוך ${s} שניות, ולכן לא נוצר כרטיס. שום דבר לא נשמר — נסו שוב.`,
  stalled: (s) =>
    `מודל השפה של Cue הפסיק לענות (שום דבר במשך ${s} שניות), ולכן התשובה חלקית ולא נוצר כרטיס. שום דבר לא נשמר — נסו שוב.`,
  tooSlow: (s) =>
    `מודל השפה של Cue לקח יותר מ-${s} שניות, ולכן התשובה חלקית ולא נוצר כרטיס. שום דבר לא נשמר — נסו שוב.`,
  unreachable:
    'Cue לא הצליח לקבל תשובה ממודל השפה שלו כרגע, ולכן לא נוצר כרטיס. שום דבר לא נשמר — נסו שוב בעוד רגע.',
  nothingUnderstood:
    'אני לא בטוח מה לעשות עם זה. אני יכול לסמן נוכחות, לתעד תצפיות, לכתוב הודעות להורים, לנהל את יומן הטיפול, לפרסם ביומן ולמצוא ילדים בכיתה הזו — נסו לנסח זאת אחרת.',
  noCardMade: (card) => `לא נוצר כרטיס עבור ${card}, ולכן אין מה לבדוק או לשמור — נסו לנסח זאת אחרת.`,
  keptFirst: (card) => `שמרתי את הגרסה הראשונה של ${card} והשמטתי את החזרות של המודל.`,
  unknownTool: (name) => `השמטתי חלק מהתשובה: המודל ביקש כלי לא מוכר '${name}'.`,
  garbled: (card) => `לא הצלחתי להכין את ${card}: תשובת המודל נקטעה או השתבשה. שום דבר לא נשמר — בקשו שוב.`,
  leftOut: (card) => `השמטתי את ${card}: הנתונים לא תאמו לכיתה הזו. שום דבר לא נשמר — בקשו שוב.`,
  cards: {
    attendance: 'יומן הנוכחות',
    observation: 'התצפית',
    announcement: 'ההודעה',
    mentioned_students: 'רשימת הילדים',
    carelog: 'יומן הטיפול',
    journal_post: 'הפוסט ביומן',
    story: 'סיפור הלמידה',
    unit: 'היחידה',
    progress_comments: 'הערות כרטיס ההתקדמות',
  },
};

const notes: Record<CueLanguage, LlmNotes> = { en: english, ar: arabic, he: hebrew };

export const llmNotesIn = (language: CueLanguage | undefined): LlmNotes => notes[language ?? 'en'];
