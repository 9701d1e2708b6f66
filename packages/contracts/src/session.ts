import { z } from 'zod';
import { ACCESS_TOKEN_RENEW_MARGIN_SECONDS, REFRESH_THRESHOLD_DAYS } from './limits.js';

/** What the browser keeps (spec section 3 "Stored tokens"). */
export const StoredTokensSchema = z.object({
  token: z.string().nullable(),
  refresh_token: z.string().nullable(),
  additional_tokens: z.object({
    staffToken: z.string().nullable(),
    staffRefreshToken: z.string().nullable(),
    parentToken: z.string().nullable(),
    parentRefreshToken: z.string().nullable(),
  }),
});
export type StoredTokens = z.infer<typeof StoredTokensSchema>;

export type Role = 'staff' | 'parent' | 'both';

/** Access tokens are regenerated when expired or within 5 minutes of expiry. */
export function accessTokenNeedsRenewal(expiresAtSeconds: number, nowSeconds: number): boolean {
  return expiresAtSeconds - nowSeconds <= ACCESS_TOKEN_RENEW_MARGIN_SECONDS;
}

/** Refresh tokens are renewed when 5 days or fewer remain. */
export function refreshTokenNeedsRenewal(expiresAtSeconds: number, nowSeconds: number): boolean {
  return expiresAtSeconds - nowSeconds <= REFRESH_THRESHOLD_DAYS * 24 * 60 * 60;
}

/** Reads the `exp` claim of a JWT without verifying it (the server verifies). */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as {
      exp?: unknown;
    };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}
