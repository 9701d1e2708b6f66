/**
 * What `apiClient.request` checks an answer with: anything with zod's `safeParse`. Signed-in
 * screens pass the contract's zod schema. The calls the first screen makes (sign-in, the
 * maintenance poll, token renewal) pass a hand check of the same contract type instead, so the
 * sign-in screen never downloads zod (web budget, docs/decisions/007-web-budgets-and-languages.md);
 * each hand check is tested against its contract schema.
 */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * A response schema from a plain check, answering the value as is when it passes. The type is the
 * contract's; the check's agreement with the contract schema is what its test asserts.
 */
export function handCheck<T>(name: string, accepts: (value: unknown) => boolean): ResponseSchema<T> {
  return {
    safeParse: (value) =>
      accepts(value)
        ? { success: true, data: value as T }
        : { success: false, error: new TypeError(`Not a valid ${name} answer`) },
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object whose listed keys all hold strings (other keys are left alone, as zod does). */
export function hasStrings(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  return isRecord(value) && keys.every((key) => typeof value[key] === 'string');
}
