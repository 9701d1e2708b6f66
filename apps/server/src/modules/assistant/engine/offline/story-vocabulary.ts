/**
 * The words that ask Cue for a learning story (issue 15), in English, Arabic and Hebrew, and the
 * words of such a request that say nothing about its topic. "Story about" counts only where a
 * sentence starts: "Sara told the class a story about her cat" is an observation.
 */

/** [words, weight, only at the start of a sentence]. */
export const storyIntentCues: readonly (readonly [string, number, boolean])[] = [
  ['learning story', 8, false],
  ['learning stories', 8, false],
  ['write a story', 8, false],
  ['write up a story', 8, false],
  ['draft a story', 8, false],
  ['make a story', 8, false],
  ['create a story', 8, false],
  ['story about', 7, true],
  ['a story about', 7, true],
  ['story of', 7, true],
  ['a story of', 7, true],
  // Arabic: "learning story", "write a story", "a story about".
  ['قصة تعلم', 8, false],
  ['اكتب قصة', 8, false],
  ['اكتبي قصة', 8, false],
  ['قصة عن', 7, true],
  // Hebrew: "learning story", "write a story" (m./f.), "a story about".
  ['סיפור למידה', 8, false],
  ['כתוב סיפור', 8, false],
  ['כתבי סיפור', 8, false],
  ['סיפור על', 7, true],
];

/**
 * Words of a story request that are not its topic: the request itself, the period, fillers.
 * Whatever else is left ("the seed planting", "rain walk") is matched against the observations.
 */
export const storyRequestWords = new Set(
  `a an the about of on for from in into to with and or please can could you write wrote draft make
  create up story stories learning me us our my this that these last week weeks month today yesterday
  since day days past it its their his her class whole everyone everybody all children kids group
  monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri
  قصة قصص تعلم عن اكتب اكتبي هذا هذه الاسبوع الماضي اليوم امس الامس الشهر منذ ل من في على و
  סיפור סיפורים למידה על כתוב כתבי השבוע שבוע שעבר היום אתמול החודש מאז של את ב ל ו`.split(/\s+/),
);
