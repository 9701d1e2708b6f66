/**
 * A foreign-key refusal from PostgreSQL (23503, or 23001 for a reference declared ON DELETE
 * RESTRICT), directly or wrapped by Drizzle: the referencing table
 * (the last one the message names: '... on table "users" violates ... on table "refresh_sessions"'),
 * or null for any other error.
 */
export function foreignKeyRefusal(error: unknown): string | null {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  ) {
    if (e.code === '23503' || e.code === '23001')
      return /.*on table "([^"]+)"/.exec(e.message ?? '')?.[1] ?? 'another record';
  }
  return null;
}
