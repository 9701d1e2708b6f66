/**
 * The one rule for free text typed by people or written by the model (docs/decisions/019):
 * refused characters, what counts as empty, and lengths in characters (code points). Plain
 * functions with no zod, so a screen may check a field before sending without pulling zod into
 * its bundle (decision 007); `free-text.ts` wraps them as zod schemas for the contracts.
 */

/** Characters that make text look empty: whitespace aside, zero-width and direction marks. */
const invisible = /[\s\u200b-\u200f\u2060\ufeff\u00ad\u180e\u061c]/gu;

/** Why a code point is refused, or null when it is allowed. */
function isRefused(codePoint: number): boolean {
  if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d) return false;
  return (
    codePoint <= 0x1f || // C0 controls, NUL included (PostgreSQL cannot store U+0000)
    (codePoint >= 0x7f && codePoint <= 0x9f) || // DEL and the C1 controls
    (codePoint >= 0xd800 && codePoint <= 0xdfff) || // a lone surrogate: half of a character
    // Bidi embeddings, overrides and isolates reorder what a reader sees ("Trojan Source");
    // Arabic and Hebrew need none of them. LRM, RLM and ALM stay allowed.
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  );
}

const codePointName = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first refused character of `text`, as 'U+0000', or null. */
export function refusedCharacter(text: string): string | null {
  // for..of walks code points; a lone surrogate arrives as its own half.
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (isRefused(codePoint)) return codePointName(codePoint);
  }
  return null;
}

/** True when nothing would be left after removing whitespace and invisible characters. */
export function looksEmpty(text: string): boolean {
  return text.replace(invisible, '') === '';
}

/** Characters (code points) in `text`, counting no further than `stopAfter`. */
export function characterCount(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  // A text of n UTF-16 units holds at least n/2 characters: huge texts are refused uncounted.
  if (text.length / 2 > stopAfter) return Math.ceil(text.length / 2);
  let count = 0;
  for (const _ of text) {
    if (++count > stopAfter) break;
  }
  return count;
}

export interface FreeTextRule {
  /** The most characters (code points) the field holds. */
  max: number;
  /** Whether empty (after removing whitespace and invisible characters) is refused. */
  required: boolean;
  /** The message for an empty required field, when the spec words it (default 'must not be empty'). */
  emptyMessage?: string;
}

/** What is wrong with `text` under `rule`, in plain words (without the field name), or null. */
export function freeTextProblem(text: string, rule: FreeTextRule): string | null {
  if (characterCount(text, rule.max) > rule.max) return `must be at most ${rule.max} characters`;
  const refused = refusedCharacter(text);
  if (refused) return `contains a character that is not allowed (${refused})`;
  if (rule.required && looksEmpty(text)) return rule.emptyMessage ?? 'must not be empty';
  return null;
}
