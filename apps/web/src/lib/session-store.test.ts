import { StoredTokensSchema } from '@cue/contracts';
import { describe, expect, it, vi } from 'vitest';
import { activeKind, createSessionStore, storageKeys } from './session-store';

const staffPair = { access_token: 'staff-access', refresh_token: 'staff-refresh' };
const parentPair = { access_token: 'parent-access', refresh_token: 'parent-refresh' };

const stored = () => ({
  token: localStorage.getItem('token'),
  refresh_token: localStorage.getItem('refresh_token'),
  role: localStorage.getItem('role'),
  additional_tokens: JSON.parse(localStorage.getItem('additional_tokens') ?? 'null') as unknown,
});

describe('stored tokens after login', () => {
  it('staff only: the staff pair is the active pair and the role is staff', () => {
    createSessionStore(localStorage).saveLoginResult({ staff_user: staffPair });

    expect(stored()).toEqual({
      token: 'staff-access',
      refresh_token: 'staff-refresh',
      role: 'staff',
      additional_tokens: {
        staffToken: 'staff-access',
        staffRefreshToken: 'staff-refresh',
        parentToken: null,
        parentRefreshToken: null,
      },
    });
  });

  it('parent only: the parent pair is the active pair and the role is parent', () => {
    createSessionStore(localStorage).saveLoginResult({ parent_user: parentPair });

    expect(stored()).toEqual({
      token: 'parent-access',
      refresh_token: 'parent-refresh',
      role: 'parent',
      additional_tokens: {
        staffToken: null,
        staffRefreshToken: null,
        parentToken: 'parent-access',
        parentRefreshToken: 'parent-refresh',
      },
    });
  });

  it("both: role 'both', the staff pair active, both pairs in additional_tokens", () => {
    createSessionStore(localStorage).saveLoginResult({ staff_user: staffPair, parent_user: parentPair });

    expect(stored()).toEqual({
      token: 'staff-access',
      refresh_token: 'staff-refresh',
      role: 'both',
      additional_tokens: {
        staffToken: 'staff-access',
        staffRefreshToken: 'staff-refresh',
        parentToken: 'parent-access',
        parentRefreshToken: 'parent-refresh',
      },
    });
  });

  it('stores nothing for a login result without any pair', () => {
    expect(createSessionStore(localStorage).saveLoginResult({})).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('session store', () => {
  it('reads back what a previous page load stored', () => {
    createSessionStore(localStorage).saveLoginResult({ staff_user: staffPair, parent_user: parentPair });

    const session = createSessionStore(localStorage).get();

    expect(session).toMatchObject({ role: 'both', token: 'staff-access', refreshToken: 'staff-refresh' });
    expect(session && activeKind(session)).toBe('staff');
  });

  it('tells subscribers about login and logout, and logout clears every key', () => {
    const store = createSessionStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);

    store.saveLoginResult({ parent_user: parentPair });
    store.clear();

    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toBeNull();
    for (const key of Object.values(storageKeys)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('a renewed inactive pair only changes additional_tokens', () => {
    const store = createSessionStore(localStorage);
    store.saveLoginResult({ staff_user: staffPair, parent_user: parentPair });

    store.updatePair('parent', { access_token: 'parent-access-2', refresh_token: 'parent-refresh-2' });

    expect(stored()).toMatchObject({
      token: 'staff-access',
      refresh_token: 'staff-refresh',
      additional_tokens: { parentToken: 'parent-access-2', parentRefreshToken: 'parent-refresh-2' },
    });
  });

  it('treats a stored token without a known role as logged out', () => {
    localStorage.setItem('token', 'x');
    localStorage.setItem('refresh_token', 'y');
    localStorage.setItem('role', 'admin');

    expect(createSessionStore(localStorage).get()).toBeNull();
  });
});

describe('stored additional_tokens', () => {
  const noTokens = { staffToken: null, staffRefreshToken: null, parentToken: null, parentRefreshToken: null };
  const readBack = (raw: string) => {
    localStorage.setItem('token', 'staff-access');
    localStorage.setItem('refresh_token', 'staff-refresh');
    localStorage.setItem('role', 'staff');
    localStorage.setItem('additional_tokens', raw);
    return createSessionStore(localStorage).get()?.additionalTokens;
  };

  it('reads what StoredTokensSchema accepts, and nothing it refuses (checked by hand: no zod at sign-in)', () => {
    const schema = StoredTokensSchema.shape.additional_tokens;
    const samples: unknown[] = [
      { ...noTokens, staffToken: 'staff-access', staffRefreshToken: 'staff-refresh' },
      noTokens,
      { ...noTokens, parentToken: 7 },
      { staffToken: 'staff-access', staffRefreshToken: 'staff-refresh' },
      ['staff-access'],
      null,
      'tokens',
    ];
    for (const sample of samples) {
      const parsed = schema.safeParse(sample);
      expect(readBack(JSON.stringify(sample)), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : noTokens,
      );
    }
    expect(readBack('{not json')).toEqual(noTokens);
  });
});
