import type { CarelogToolEntry, CueLanguage } from '@cue/contracts';
import { repliesIn } from './replies.js';

/**
 * What the care log and journal agents say, in the teacher's interface language (decision 046).
 * The instructions themselves are read in English for now.
 */

type Kind = CarelogToolEntry['kind'];
type MealName = Extract<CarelogToolEntry, { kind: 'meal' }>['meal'];

interface CareReplies {
  kindLabels: Record<Exclude<Kind, 'meal'>, string>;
  mealLabels: Record<MealName, string>;
  switchedOff: string;
  whichChildren: string;
  whatHappened: string;
  nappyState: string;
  temperatureValue: string;
  /** The instruction says an event did not happen ("Kabir didn't nap"). */
  didNotHappen: string;
  /** A nap's end was said ("woke at 1:30") but not its start. */
  napStart: string;
  later(time: string, now: string): string;
  /** "lunch for 20 children": `who` is the names, or a count of children. */
  part(label: string, who: string): string;
  drafted(date: string, parts: string): string;
  journalSwitchedOff: string;
  notYourClass(said: string): string;
  whatToSay: string;
  journalDrafted(className: string): string;
}

const english: CareReplies = {
  kindLabels: {
    drink: 'drink',
    nap: 'nap',
    nappy: 'nappy change',
    mood: 'mood',
    temperature: 'temperature',
    sunscreen: 'sunscreen',
    note: 'note',
  },
  mealLabels: {
    breakfast: 'breakfast',
    morning_snack: 'morning snack',
    lunch: 'lunch',
    afternoon_snack: 'afternoon snack',
    tea: 'tea',
  },
  switchedOff:
    'The care log is switched off for your school, so I cannot record this. An admin can switch it on in the school settings.',
  whichChildren:
    'Which children is this for? For example: "Diya napped from 12:30 to 1:45" or "everyone had lunch".',
  whatHappened:
    'What should I record: a meal, drink, nap, nappy change, mood, temperature, sunscreen or a note?',
  nappyState: 'Was the nappy wet, dirty or dry?',
  temperatureValue: 'What was the temperature, in °C?',
  napStart: 'When did the nap start? For example: "Diya napped from 12:30 to 1:30".',
  didNotHappen:
    'The care log records what happened, and this says it did not. To keep it, tell me as a note, for example: "note for Kabir: did not nap today".',
  later: (time, now) =>
    `${time} is later than now (${now}), so I cannot record it yet. Tell me again once it has happened.`,
  part: (label, who) => `${label} for ${who}`,
  drafted: (date, parts) => `Here is the care log for ${date}: ${parts}. Check the rows, then press Save.`,
  journalSwitchedOff:
    'The journal is switched off for your school, so I cannot post this. An admin can switch it on in the school settings.',
  notYourClass: (said) => `You cannot post to ${said}'s journal: it is not one of your classes.`,
  whatToSay:
    'What should the post say? For example: "post to the journal: we planted sunflower seeds today".',
  journalDrafted: (className) =>
    `Here is a post for ${className}'s journal; every family of the class will read it. Check it, then press Share.`,
};

const arabic: CareReplies = {
  kindLabels: {
    drink: 'شراب',
    nap: 'قيلولة',
    nappy: 'تغيير حفاض',
    mood: 'مزاج',
    temperature: 'حرارة',
    sunscreen: 'واقي شمس',
    note: 'ملاحظة',
  },
  mealLabels: {
    breakfast: 'فطور',
    morning_snack: 'وجبة خفيفة صباحية',
    lunch: 'غداء',
    afternoon_snack: 'وجبة خفيفة بعد الظهر',
    tea: 'عشاء خفيف',
  },
  switchedOff:
    'سجل الرعاية مُوقف في مدرستك، لذلك لا أستطيع تسجيل هذا. يمكن للمسؤول تشغيله من إعدادات المدرسة.',
  whichChildren: 'لأي الأطفال هذا؟ مثلًا: "نامت Diya من 12:30 حتى 1:45" أو "الجميع تناولوا الغداء".',
  whatHappened: 'ماذا أسجل: وجبة، شراب، قيلولة، تغيير حفاض، مزاج، حرارة، واقي شمس أم ملاحظة؟',
  nappyState: 'هل كان الحفاض مبللًا أم متسخًا أم جافًا؟',
  temperatureValue: 'كم كانت درجة الحرارة بالدرجات المئوية؟',
  napStart: 'متى بدأت القيلولة؟ مثلًا: "نامت Diya من 12:30 حتى 1:30".',
  didNotHappen:
    'سجل الرعاية يسجل ما حدث، وهذا يقول إنه لم يحدث. لحفظه أخبرني به كملاحظة، مثلًا: "ملاحظة لـ Kabir: لم ينم اليوم".',
  later: (time, now) => `الوقت ${time} لم يأتِ بعد (الآن ${now})، فلا أستطيع تسجيله. أخبرني بعد حدوثه.`,
  part: (label, who) => `${label} لـ ${who}`,
  drafted: (date, parts) => `هذا سجل الرعاية ليوم ${date}: ${parts}. راجع الصفوف ثم اضغط حفظ.`,
  journalSwitchedOff:
    'اليوميات مُوقفة في مدرستك، لذلك لا أستطيع نشر هذا. يمكن للمسؤول تشغيلها من إعدادات المدرسة.',
  notYourClass: (said) => `لا يمكنك النشر في يوميات ${said}: ليس من صفوفك.`,
  whatToSay: 'ماذا يقول المنشور؟ مثلًا: "انشر في اليوميات: زرعنا بذور عباد الشمس اليوم".',
  journalDrafted: (className) =>
    `هذا منشور ليوميات ${className}؛ ستقرؤه كل عائلات الصف. راجعه ثم اضغط مشاركة.`,
};

const hebrew: CareReplies = {
  kindLabels: {
    drink: 'שתייה',
    nap: 'שינה',
    nappy: 'החלפת חיתול',
    mood: 'מצב רוח',
    temperature: 'חום',
    sunscreen: 'קרם הגנה',
    note: 'הערה',
  },
  mealLabels: {
    breakfast: 'ארוחת בוקר',
    morning_snack: 'ארוחת עשר',
    lunch: 'ארוחת צהריים',
    afternoon_snack: 'ארוחת ארבע',
    tea: 'ארוחת ערב קלה',
  },
  switchedOff:
    'יומן הטיפול כבוי בבית הספר שלך, ולכן אין באפשרותי לרשום זאת. מנהל יכול להפעיל אותו בהגדרות בית הספר.',
  whichChildren: 'לאילו ילדים זה? לדוגמה: "Diya ישנה מ-12:30 עד 1:45" או "כולם אכלו ארוחת צהריים".',
  whatHappened: 'מה לרשום: ארוחה, שתייה, שינה, החלפת חיתול, מצב רוח, חום, קרם הגנה או הערה?',
  nappyState: 'האם החיתול היה רטוב, מלוכלך או יבש?',
  temperatureValue: 'מה היה החום, במעלות צלזיוס?',
  napStart: 'מתי התחילה השינה? לדוגמה: "Diya ישנה מ-12:30 עד 1:30".',
  didNotHappen:
    'יומן הטיפול רושם מה שקרה, וכאן נאמר שזה לא קרה. כדי לשמור זאת, ספרו לי כהערה, לדוגמה: "הערה עבור Kabir: לא ישן היום".',
  later: (time, now) =>
    `השעה ${time} עוד לא הגיעה (עכשיו ${now}), ולכן אין באפשרותי לרשום זאת. ספרו לי אחרי שזה קרה.`,
  part: (label, who) => `${label} עבור ${who}`,
  drafted: (date, parts) => `הנה יומן הטיפול ל-${date}: ${parts}. בדקו את השורות ולחצו שמירה.`,
  journalSwitchedOff:
    'היומן כבוי בבית הספר שלך, ולכן אין באפשרותי לפרסם זאת. מנהל יכול להפעיל אותו בהגדרות בית הספר.',
  notYourClass: (said) => `אין באפשרותך לפרסם ביומן של ${said}: זו לא אחת הכיתות שלך.`,
  whatToSay: 'מה הפוסט יגיד? לדוגמה: "פרסם ביומן: שתלנו היום זרעי חמנייה".',
  journalDrafted: (className) =>
    `הנה פוסט ליומן של ${className}; כל משפחות הכיתה יקראו אותו. בדקו אותו ולחצו שיתוף.`,
};

const byLanguage: Record<CueLanguage, CareReplies> = { en: english, ar: arabic, he: hebrew };

export function careRepliesIn(language: CueLanguage | undefined) {
  const replies = byLanguage[language ?? 'en'];
  const common = repliesIn(language);
  return {
    ...replies,
    missing: {
      kind: replies.whatHappened,
      nappy: replies.nappyState,
      temperature: replies.temperatureValue,
      napStart: replies.napStart,
    },
    /** "lunch for 20 children; nap for Kabir Iyer": the card's rows by what they record. */
    draftedCard(entries: readonly CarelogToolEntry[], date: string) {
      const byLabel = new Map<string, Set<string>>();
      for (const entry of entries) {
        const label = entry.kind === 'meal' ? replies.mealLabels[entry.meal] : replies.kindLabels[entry.kind];
        if (!byLabel.has(label)) byLabel.set(label, new Set());
        byLabel.get(label)!.add(entry.student_name);
      }
      const parts = [...byLabel].map(([label, names]) =>
        replies.part(label, names.size > 3 ? common.childrenCount(names.size) : common.listNames([...names])),
      );
      return replies.drafted(date, parts.join('; '));
    },
  };
}
