/**
 * The words that ask Cue to plan a unit or to look back at lessons (issue 16). [words, weight,
 * only at the start of a sentence]. "Unit" itself is strong: no other card speaks of units. A
 * look back ("how did this week go?") counts only where a sentence starts, so "Maya asked how
 * did the tower fall" stays an observation.
 */
export const unitIntentCues: readonly (readonly [string, number, boolean])[] = [
  ['unit', 7, false],
  ['units', 7, false],
  ['unit on', 9, false],
  ['unit about', 9, false],
  ['unit of work', 9, false],
  ['plan a week on', 9, false],
  ['plan a week about', 9, false],
  ['plan a week of', 9, false],
  ['plan two weeks on', 9, false],
  ['plan two weeks about', 9, false],
  ['plan a fortnight on', 9, false],
  ['plan some days on', 9, false],
  ['theme plan', 8, false],
  ['topic plan', 8, false],
  // Arabic "a unit (of learning)", Hebrew "a unit (of learning)".
  ['وحدة', 7, false],
  ['יחידה', 7, false],
  ['יחידת', 7, false],
];

export const lessonAnalysisIntentCues: readonly (readonly [string, number, boolean])[] = [
  ['lesson analysis', 10, false],
  ['analyse', 8, false],
  ['analyze', 8, false],
  ['analysis', 8, false],
  ['how did this week go', 10, true],
  ['how did the week go', 10, true],
  ['how did last week go', 10, true],
  ['how did today go', 10, true],
  ['how did yesterday go', 10, true],
  ['how did the lesson go', 10, true],
  ['how did the lessons go', 10, true],
  ['how did today', 8, true],
  ['how did yesterday', 8, true],
  ['how did this week', 8, true],
  ['how did last week', 8, true],
  ['how was this week', 8, true],
  ['how was the week', 8, true],
  ['how was today', 8, true],
  ['how were the lessons', 8, true],
  ['review the week', 8, true],
  ['review this week', 8, true],
  ['review today', 8, true],
  ['what did we teach', 8, true],
  ['what got done', 8, true],
  // Arabic "analysis", "analyse" (m./f.), "how was the week"; Hebrew "analysis", "analyse"
  // (m./f.), "how was the week".
  ['تحليل', 8, false],
  ['حلل', 8, false],
  ['حللي', 8, false],
  ['كيف كان الاسبوع', 10, true],
  ['ניתוח', 8, false],
  ['נתח', 8, false],
  ['נתחי', 8, false],
  ['איך היה השבוע', 10, true],
];

/** Words of a unit request that say nothing about its theme. */
export const unitRequestWords = new Set(
  `a an the about of on for from in into to with and or please can could you would make plan create
  build draft write put together new some me us our my this that these next unit units work theme
  topic week weeks fortnight day days long two three four five six seven eight nine ten one
  lasting it its class children kids group year years olds old yr yrs s
  وحدة عن حول ل على في من اعمل اعملي خطط خططي اسبوع اسبوعين ايام
  יחידה יחידת על בנושא ל של את תכין תכיני תכנן תכנני שבוע שבועיים ימים`.split(/\s+/),
);
