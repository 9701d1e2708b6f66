import {
  ageBandOfRange,
  ageBands,
  classFramework,
  type AgeBand,
  type CurriculumFrameworkKey,
} from '@cue/contracts';
import type { ClassroomClass, ClassroomContext } from '../engine.js';
import { unitRequestWords } from './planning-vocabulary.js';
import type { Reading } from './reading.js';

/**
 * What a unit request asks for (issue 16): its theme ("water"), how many school days ("a
 * two-week unit" is 10, "a week" 5, "3 days" 3), the class it is for (a class the teacher names,
 * else the current one) with that class's framework and age band ("for the 4-5s" overrides the
 * band). Both engines read it this way before looking for units to start from.
 */

export interface UnitAsk {
  /** The theme's words as said, lowercased; empty when the request names none. */
  themeWords: string[];
  /** "Water", "Families", "Farm animals". */
  theme: string;
  /** School days; null when the request does not say. */
  durationDays: number | null;
  schoolClass: ClassroomClass;
  framework: CurriculumFrameworkKey | null;
  ageBand: AgeBand | null;
}

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

const amount = (said: string) => numberWords[said] ?? Number(said);

/** School days a request names: weeks are five school days, a fortnight ten. */
export function readDuration(text: string): number | null {
  const lower = text.toLowerCase();
  if (/\bfortnight\b|اسبوعين|שבועיים/.test(lower)) return 10;
  const weeks = /\b(a|an|one|two|three|four|five|six|\d+)[\s-]+weeks?\b/.exec(lower);
  if (weeks) return amount(weeks[1]!) * 5;
  const days =
    /\b(a|one|two|three|four|five|six|seven|eight|nine|ten|\d+)[\s-]+(?:school[\s-]+)?days?\b/.exec(lower);
  if (days) return amount(days[1]!);
  if (/\bweek\b|اسبوع|שבוע/.test(lower)) return 5;
  return null;
}

/** "for the 4-5s", "3 to 4 year olds", "ages 2-3". */
export function readAgeBand(text: string): AgeBand | null {
  const match = /\b([2-5])\s*(?:-|to|–)\s*([3-6])\s*(?:s\b|years?\b|yrs?\b|year olds?\b)?/i.exec(text);
  if (!match || Number(match[2]) !== Number(match[1]) + 1) return null;
  const band = `${match[1]}-${match[2]}`;
  return (ageBands as readonly string[]).includes(band) ? (band as AgeBand) : null;
}

export function readUnitAsk(reading: Reading, context: ClassroomContext): UnitAsk {
  const lower = reading.text.toLowerCase();
  const named = [...context.classes]
    .sort((a, b) => b.name.length - a.name.length)
    .find((c) => lower.includes(c.name.toLowerCase()));
  const current = context.classes.find((c) => c.id === context.classId) ?? {
    id: context.classId,
    name: context.className,
  };
  const schoolClass = named ?? current;
  const classWords = new Set(context.classes.flatMap((c) => c.name.toLowerCase().split(/\s+/)));
  const themeWords = reading.words
    .filter(
      (word) =>
        !word.isPunctuation &&
        !unitRequestWords.has(word.text) &&
        !classWords.has(word.text) &&
        !/^\d+s?$/.test(word.text),
    )
    .map((word) => word.text);
  const theme = themeWords.join(' ');
  return {
    themeWords,
    theme: theme.charAt(0).toUpperCase() + theme.slice(1),
    durationDays: readDuration(reading.text),
    schoolClass,
    framework: classFramework(schoolClass.framework ?? null),
    ageBand: readAgeBand(reading.text) ?? ageBandOfRange(schoolClass.ageRange ?? ''),
  };
}
