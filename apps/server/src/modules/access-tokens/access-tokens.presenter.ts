import type { AccessTokenSummary } from '@cue/contracts';
import type { TempAccessTokenWithNames } from './access-tokens.repository.js';

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** Row -> AccessTokenSummary; never the hash. */
export function presentAccessToken(row: TempAccessTokenWithNames, now: Date): AccessTokenSummary {
  return {
    _id: row.id,
    staff_user_id: row.staffUserId,
    staff_name: fullName(row.staffFirstName, row.staffLastName),
    created_by_name: fullName(row.creatorFirstName, row.creatorLastName),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active',
  };
}
