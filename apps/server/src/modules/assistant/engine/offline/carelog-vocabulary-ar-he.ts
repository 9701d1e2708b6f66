import type { CareKind, CareMood, MealAmount, MealName, NappyState } from '@cue/contracts';

/**
 * The care log's words in Arabic and Hebrew (decision 046), merged into the English tables of
 * carelog-vocabulary.ts. Arabic is written plain (every alef as ا), as the reader compares it.
 */

export const rtlCareKindWords: readonly (readonly [string, CareKind])[] = [
  ['قيلولة', 'nap'],
  ['نام', 'nap'],
  ['نامت', 'nap'],
  ['ناموا', 'nap'],
  ['غفا', 'nap'],
  ['غفت', 'nap'],
  ['ישן', 'nap'],
  ['ישנה', 'nap'],
  ['ישנו', 'nap'],
  ['נרדם', 'nap'],
  ['נרדמה', 'nap'],
  ['حفاض', 'nappy'],
  ['الحفاض', 'nappy'],
  ['حفاضه', 'nappy'],
  ['حفاضها', 'nappy'],
  ['غيرت', 'nappy'],
  ['חיתול', 'nappy'],
  ['החיתול', 'nappy'],
  ['החלפתי', 'nappy'],
  ['واقي الشمس', 'sunscreen'],
  ['واقي شمس', 'sunscreen'],
  ['קרם הגנה', 'sunscreen'],
  ['حرارة', 'temperature'],
  ['الحرارة', 'temperature'],
  ['טמפרטורה', 'temperature'],
  ['חום', 'temperature'],
  ['شرب', 'drink'],
  ['شربت', 'drink'],
  ['شربوا', 'drink'],
  ['שתה', 'drink'],
  ['שתתה', 'drink'],
  ['שתו', 'drink'],
  ['غداء', 'meal'],
  ['الغداء', 'meal'],
  ['فطور', 'meal'],
  ['الفطور', 'meal'],
  ['اكل', 'meal'],
  ['اكلت', 'meal'],
  ['اكلوا', 'meal'],
  ['تناول', 'meal'],
  ['تناولت', 'meal'],
  ['تناولوا', 'meal'],
  ['ארוחת צהריים', 'meal'],
  ['ארוחת בוקר', 'meal'],
  ['אכל', 'meal'],
  ['אכלה', 'meal'],
  ['אכלו', 'meal'],
];

export const rtlMealWords: readonly (readonly [string, MealName])[] = [
  ['غداء', 'lunch'],
  ['الغداء', 'lunch'],
  ['فطور', 'breakfast'],
  ['الفطور', 'breakfast'],
  ['ארוחת צהריים', 'lunch'],
  ['ארוחת בוקר', 'breakfast'],
];

export const rtlAmountWords: readonly (readonly [string, MealAmount])[] = [
  ['لم ياكل', 'none'],
  ['لم تاكل', 'none'],
  ['لا شيء', 'none'],
  ['معظم', 'most'],
  ['نصف', 'some'],
  ['قليلا', 'some'],
  ['לא אכל', 'none'],
  ['לא אכלה', 'none'],
  ['כלום', 'none'],
  ['רוב', 'most'],
  ['חצי', 'some'],
  ['קצת', 'some'],
];

export const rtlNappyWords: readonly (readonly [string, NappyState])[] = [
  ['مبلل', 'wet'],
  ['مبللا', 'wet'],
  ['متسخ', 'dirty'],
  ['متسخا', 'dirty'],
  ['جاف', 'dry'],
  ['جافا', 'dry'],
  ['רטוב', 'wet'],
  ['מלוכלך', 'dirty'],
  ['יבש', 'dry'],
];

export const rtlMoodWords: readonly (readonly [string, CareMood])[] = [
  ['سعيد', 'happy'],
  ['سعيدة', 'happy'],
  ['متعب', 'tired'],
  ['متعبة', 'tired'],
  ['منزعج', 'upset'],
  ['منزعجة', 'upset'],
  ['حزين', 'upset'],
  ['حزينة', 'upset'],
  ['بكى', 'upset'],
  ['بكت', 'upset'],
  ['שמח', 'happy'],
  ['שמחה', 'happy'],
  ['עייף', 'tired'],
  ['עייפה', 'tired'],
  ['עצוב', 'upset'],
  ['עצובה', 'upset'],
  ['בכה', 'upset'],
  ['בכתה', 'upset'],
];

/** What was drunk, by the word said, as the care log stores it (in English, like the form's). */
export const rtlDrinkWords: readonly (readonly [string, string])[] = [
  ['حليب', 'milk'],
  ['ماء', 'water'],
  ['عصير', 'juice'],
  ['חלב', 'milk'],
  ['מים', 'water'],
  ['מיץ', 'juice'],
];

/** "then", "but": a new clause, as in English. */
export const rtlClauseBreaks = ['ثم', 'لكن', 'אבל', 'ואז'];
