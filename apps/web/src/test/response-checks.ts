import { expect } from 'vitest';
import type { z } from 'zod';
import type { ResponseSchema } from '../lib/response-schema';

/**
 * A hand check (lib/response-schema.ts) must accept exactly what its contract schema accepts, and
 * answer the same data for an answer without extra fields.
 */
export function expectSameVerdicts(
  handCheck: ResponseSchema<unknown>,
  contractSchema: z.ZodType,
  answers: { valid: unknown[]; invalid: unknown[] },
): void {
  for (const answer of answers.valid) {
    const expected = contractSchema.safeParse(answer);
    expect(expected.success, `the contract accepts ${JSON.stringify(answer)}`).toBe(true);
    expect(handCheck.safeParse(answer), JSON.stringify(answer)).toEqual({
      success: true,
      data: expected.data,
    });
  }
  for (const answer of answers.invalid) {
    expect(contractSchema.safeParse(answer).success, `the contract refuses ${JSON.stringify(answer)}`).toBe(
      false,
    );
    expect(handCheck.safeParse(answer).success, JSON.stringify(answer)).toBe(false);
  }
}

/** Answers that are not even objects: every check refuses them. */
export const notObjects = [null, undefined, 'text', 42, true, []];
