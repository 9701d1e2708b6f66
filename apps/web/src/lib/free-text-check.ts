import { freeTextProblem, looksEmpty } from '@cue/contracts';

/**
 * The contracts' free-text rule (docs/decisions/019-input-rules.md), checked before sending so a
 * form says what is wrong at once: `emptyMessage` (the form's own words) for a required field
 * that is empty once whitespace and invisible characters are removed, the rule's words for any
 * other refusal (e.g. 'contains a character that is not allowed (U+0000)'), null when the text
 * may be sent. Plain functions, no zod (decision 007); the server checks again.
 */
export function freeTextError(text: string, max: number, emptyMessage?: string): string | null {
  if (emptyMessage !== undefined && looksEmpty(text)) return emptyMessage;
  return freeTextProblem(text, { max, required: false });
}
