import { describe, expect, it } from 'vitest';
import { accessTokenNeedsRenewal, readTokenExpiry, refreshTokenNeedsRenewal } from './session.js';

const DAY = 86_400;

describe('token renewal rules', () => {
  it('renews an access token when expired or within 5 minutes of expiry', () => {
    expect(accessTokenNeedsRenewal(1000 + 301, 1000)).toBe(false);
    expect(accessTokenNeedsRenewal(1000 + 300, 1000)).toBe(true);
    expect(accessTokenNeedsRenewal(900, 1000)).toBe(true);
  });

  it('renews a refresh token when 5 days or fewer remain', () => {
    expect(refreshTokenNeedsRenewal(5 * DAY + 1, 0)).toBe(false);
    expect(refreshTokenNeedsRenewal(5 * DAY, 0)).toBe(true);
  });

  it('reads the expiry of a JWT, and null for anything else', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 1_800_000_000, sub: 'x' })).toString('base64url');
    expect(readTokenExpiry(`eyJhbGciOiJIUzI1NiJ9.${payload}.sig`)).toBe(1_800_000_000);
    expect(readTokenExpiry('garbage')).toBeNull();
    expect(readTokenExpiry('a.%%%.c')).toBeNull();
  });
});
