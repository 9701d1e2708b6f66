/**
 * The request field a unique index guards, for the indexes a request can collide with when two
 * requests race past the service's own check (two offices inviting the same phone at once): the
 * loser gets the same 400 naming the field as a request that came second, never a 500.
 */
const fieldOfConstraint: Record<string, string> = {
  users_phone_unique: 'phone',
  users_email_unique: 'email',
  staff_memberships_user_school: 'phone',
  school_roles_school_name: 'name',
  school_divisions_school_name: 'name',
  // Two adds of the same upload at once (class-media): the second is told it is already there.
  class_media_media: 'media_ids',
  // Two staff recording the same due dose at once (medication): one dose is kept.
  medication_doses_request_day_time: 'scheduled_time',
};

/**
 * The field of a unique-index violation (SQLSTATE 23505) on one of those indexes, or null.
 * Drizzle wraps the driver's error (DrizzleQueryError.cause), so the cause chain is searched.
 */
export function uniqueViolationField(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && typeof constraint === 'string') return fieldOfConstraint[constraint] ?? null;
    current = cause;
  }
  return null;
}
