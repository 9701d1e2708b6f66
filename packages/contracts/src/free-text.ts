import { z } from 'zod';
import { freeTextProblem, type FreeTextRule } from './free-text-rule.js';
import { TOKEN_MAX_LENGTH } from './limits.js';

/**
 * Maximum lengths of free-text fields, in characters (code points). One table, so the web forms,
 * the server and the decision record (docs/decisions/019-input-rules.md) agree.
 */
export const freeTextLimits = {
  /** Names and titles: observation and announcement titles, a person's name. */
  title: 200,
  /** Notes, summaries, descriptions: an observation, an announcement, a bug report. */
  longText: 10_000,
  /** Why a child will be away. */
  reason: 1000,
  /** What a teacher types or says to Cue. */
  chatInput: 4000,
  /** A Cue command (spoken, so shorter than a chat message). */
  command: 2000,
  /** Ids, tokens and other machine strings a client sends back. */
  token: TOKEN_MAX_LENGTH,
  /** Addresses and links. */
  url: 2000,
} as const;

export interface FreeTextOptions extends Partial<FreeTextRule> {
  max: number;
  /** Trim surrounding whitespace before storing (only where the field already did). */
  trim?: boolean;
}

/**
 * A zod string under the free-text rule (free-text-rule.ts): refused characters, empty text and
 * over-long text are a 400 naming the field in plain words. Accepted text is kept exactly as sent
 * (trimmed only with `trim`). The JSON schema shows the limit as `maxLength`, which JSON Schema
 * also counts in code points.
 */
export function freeText(options: FreeTextOptions) {
  const rule: FreeTextRule = {
    max: options.max,
    required: options.required ?? false,
    ...(options.emptyMessage !== undefined && { emptyMessage: options.emptyMessage }),
  };
  const base = options.trim ? z.string().trim() : z.string();
  return base
    .superRefine((text, ctx) => {
      const problem = freeTextProblem(text, rule);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .meta({ maxLength: options.max, ...(rule.required && { minLength: 1 }) });
}
