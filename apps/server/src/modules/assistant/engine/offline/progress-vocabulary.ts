/**
 * The words that ask Cue for progress card comments or about gaps in the evidence of a term
 * (issue 17), in English, Arabic and Hebrew. [words, weight, only at the start of a sentence].
 * "Progress card" and "HPC" are strong: no other card speaks of them. An evidence question needs
 * its "no evidence" / "no observations" words, so "Diya has no snack today" stays what it was.
 */

export const progressCommentsIntentCues: readonly (readonly [string, number, boolean])[] = [
  ['progress card', 10, false],
  ['progress cards', 10, false],
  ['progress card comments', 12, false],
  ['progress comments', 10, false],
  ['progress report comments', 10, false],
  ['report card comments', 10, false],
  ['holistic progress card', 12, false],
  ['hpc', 10, false],
  ['hpc comments', 12, false],
  ['term comments', 8, false],
  // Arabic: "progress card", "progress comments"; Hebrew: "progress card", "progress comments".
  ['بطاقة التقدم', 10, false],
  ['بطاقة تقدم', 10, false],
  ['تعليقات التقدم', 10, false],
  ['تعليقات بطاقة التقدم', 12, false],
  ['כרטיס התקדמות', 10, false],
  ['כרטיס ההתקדמות', 10, false],
  ['הערות התקדמות', 10, false],
  ['הערות לכרטיס ההתקדמות', 12, false],
];

export const evidenceGapsIntentCues: readonly (readonly [string, number, boolean])[] = [
  ['no evidence', 12, false],
  ['no observations', 12, false],
  ['no observation', 12, false],
  ['not any observations', 12, false],
  ['without evidence', 12, false],
  ['without observations', 12, false],
  ['without any observations', 12, false],
  ['without any evidence', 12, false],
  ['evidence gaps', 12, false],
  ['gaps in the evidence', 12, false],
  ['gaps in evidence', 12, false],
  ['has evidence for', 10, false],
  ['have evidence for', 10, false],
  // Arabic: "there is no evidence", "has no evidence", "without evidence", "no observations".
  ['لا يوجد دليل', 12, false],
  ['لا توجد ادلة', 12, false],
  ['ليس لديه دليل', 12, false],
  ['ليس لديه ادلة', 12, false],
  ['ليس لديها ادلة', 12, false],
  ['ليس لديهم ادلة', 12, false],
  ['بدون ادلة', 12, false],
  ['لا توجد ملاحظات', 12, false],
  ['ليس لديه ملاحظات', 12, false],
  ['ليس لديهم ملاحظات', 12, false],
  ['بدون ملاحظات', 12, false],
  // Hebrew: "no evidence", "no observations", "without observations".
  ['אין עדויות', 12, false],
  ['אין ראיות', 12, false],
  ['אין תצפיות', 12, false],
  ['ללא תצפיות', 12, false],
  ['ללא עדויות', 12, false],
  ['בלי תצפיות', 12, false],
];

/**
 * Framework domains by the words teachers use for them in Arabic and Hebrew (the frameworks' own
 * titles are English): a word of the question that is one of these names the domain.
 */
export const domainWordsArHe: Readonly<Record<string, readonly string[]>> = {
  'NCF-PHY': ['الجسدي', 'الجسدية', 'البدني', 'البدنية', 'גופנית', 'גופני', 'פיזית'],
  'NCF-SEE': ['الاجتماعي', 'الاجتماعية', 'العاطفي', 'רגשית', 'חברתית', 'רגשי'],
  'NCF-COG': ['المعرفي', 'المعرفية', 'الادراكي', 'קוגניטיבית', 'קוגניטיבי', 'חשיבה'],
  'NCF-LIT': ['اللغة', 'اللغوي', 'القراءة', 'الكتابة', 'שפה', 'אוריינות', 'קריאה'],
  'NCF-AES': ['الجمالي', 'الفني', 'الفنون', 'אסתטית', 'אמנות', 'תרבותית'],
  'NCF-PLH': ['عادات التعلم', 'הרגלי למידה'],
};
