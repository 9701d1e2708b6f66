import { PhoneLoginEnablingResponseSchema } from '@cue/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../test/fetch-mock';
import { fakeJwt } from '../test/fake-jwt';
import { createApiClient } from './api-client';
import { createSessionStore, storageKeys } from './session-store';
import { renewalFor } from './token-renewal';

const NOW = 1_750_000_000; // seconds
const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
const schema = PhoneLoginEnablingResponseSchema;

const freshAccess = (marker = 'access') => fakeJwt(NOW + 50 * MINUTE, marker);
const freshRefresh = (marker = 'refresh') => fakeJwt(NOW + 20 * DAY, marker);

/** A client whose clock reads NOW, over a fetch that answers renewals with new tokens. */
function setup(options: { renewalStatus?: number } = {}) {
  const calls: RecordedCall[] = [];
  const issued = {
    access: fakeJwt(NOW + 60 * MINUTE, 'new-access'),
    refresh: fakeJwt(NOW + 30 * DAY, 'new-refresh'),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = { ...(init?.headers as Record<string, string>) };
    const path = String(input);
    calls.push({ path, method: init?.method ?? 'GET', headers, body: undefined });
    if (path === '/api/access_token_active/' || path === '/api/renew_refresh_token/') {
      if (options.renewalStatus) {
        return jsonResponse(
          { code: 'NOT_AUTHENTICATED', message: 'Please log in to continue', msg: '' },
          options.renewalStatus,
        );
      }
      const bearer = headers.Authorization?.replace('Bearer ', '') ?? '';
      const kind = markerOf(bearer).includes('parent') ? 'parent' : 'staff';
      return path === '/api/access_token_active/'
        ? jsonResponse({ result: { access_token: `${issued.access}-${kind}` } })
        : jsonResponse({
            result: {
              access_token: `${issued.access}-${kind}`,
              refresh_token: `${issued.refresh}-${kind}`,
              rotated: true,
            },
          });
    }
    return jsonResponse({ result: true });
  });
  const store = createSessionStore(window.localStorage);
  const onSessionEnded = vi.fn(() => store.clear());
  const client = createApiClient({
    store,
    fetch: fetchMock,
    now: () => NOW * 1000,
    sleep: async () => {},
    onSessionEnded,
  });
  return { client, store, calls, issued, onSessionEnded };
}

/** The `marker` claim fakeJwt put in a token: tells the fake server whose refresh token it got. */
function markerOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { marker: string }).marker;
}

const bearerOf = (call: RecordedCall | undefined) => call?.headers.Authorization;

describe('renewal decisions', () => {
  it('renews nothing while both tokens have time left', () => {
    expect(renewalFor({ access_token: freshAccess(), refresh_token: freshRefresh() }, NOW)).toBe('none');
  });

  it('renews the access token when it is expired or about to expire', () => {
    const refresh = freshRefresh();
    expect(renewalFor({ access_token: fakeJwt(NOW - 1), refresh_token: refresh }, NOW)).toBe('access');
    expect(renewalFor({ access_token: fakeJwt(NOW + 2 * MINUTE), refresh_token: refresh }, NOW)).toBe(
      'access',
    );
  });

  it('renews the refresh token when 5 days or fewer remain', () => {
    const access = freshAccess();
    expect(renewalFor({ access_token: access, refresh_token: fakeJwt(NOW + 5 * DAY) }, NOW)).toBe('refresh');
    expect(renewalFor({ access_token: access, refresh_token: fakeJwt(NOW + 5 * DAY + MINUTE) }, NOW)).toBe(
      'none',
    );
  });
});

describe('renewal before an authenticated call', () => {
  it('sends the stored access token as is while it is fresh', async () => {
    const { client, store, calls } = setup();
    const access = freshAccess();
    store.saveLoginResult({ staff_user: { access_token: access, refresh_token: freshRefresh() } });

    await client.request('/api/staff_classes/', { schema });

    expect(calls.map((call) => call.path)).toEqual(['/api/staff_classes/']);
    expect(bearerOf(calls[0])).toBe(`Bearer ${access}`);
  });

  it('gets a new access token with the refresh token as bearer, stores it and uses it', async () => {
    const { client, store, calls, issued } = setup();
    const refresh = freshRefresh();
    store.saveLoginResult({ staff_user: { access_token: fakeJwt(NOW + MINUTE), refresh_token: refresh } });

    await client.request('/api/staff_classes/', { schema });

    expect(calls.map((call) => call.path)).toEqual(['/api/access_token_active/', '/api/staff_classes/']);
    expect(bearerOf(calls[0])).toBe(`Bearer ${refresh}`);
    expect(bearerOf(calls[1])).toBe(`Bearer ${issued.access}-staff`);
    expect(localStorage.getItem(storageKeys.token)).toBe(`${issued.access}-staff`);
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe(refresh);
  });

  it('renews the refresh token when it is near its end and stores the new pair', async () => {
    const { client, store, calls, issued } = setup();
    store.saveLoginResult({
      parent_user: { access_token: freshAccess('parent'), refresh_token: fakeJwt(NOW + 4 * DAY, 'parent') },
    });

    await client.request('/api/logined_user_details', { schema });

    expect(calls.map((call) => call.path)).toEqual([
      '/api/renew_refresh_token/',
      '/api/logined_user_details',
    ]);
    expect(localStorage.getItem(storageKeys.token)).toBe(`${issued.access}-parent`);
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe(`${issued.refresh}-parent`);
  });

  it('renews both kinds together for a dual-role user', async () => {
    const { client, store, calls, issued } = setup();
    store.saveLoginResult({
      staff_user: { access_token: fakeJwt(NOW + MINUTE, 'staff'), refresh_token: freshRefresh('staff') },
      parent_user: { access_token: freshAccess('parent'), refresh_token: freshRefresh('parent') },
    });

    await client.request('/api/staff_classes/', { schema });

    const renewals = calls.filter((call) => call.path === '/api/access_token_active/');
    expect(renewals).toHaveLength(2);
    const additional = JSON.parse(localStorage.getItem(storageKeys.additionalTokens)!) as Record<
      string,
      string
    >;
    expect(additional.staffToken).toBe(`${issued.access}-staff`);
    expect(additional.parentToken).toBe(`${issued.access}-parent`);
    expect(localStorage.getItem(storageKeys.token)).toBe(`${issued.access}-staff`);
  });

  it('renews once for calls made at the same time', async () => {
    const { client, store, calls } = setup();
    store.saveLoginResult({ staff_user: { access_token: fakeJwt(NOW - 1), refresh_token: freshRefresh() } });

    await Promise.all([client.request('/api/a', { schema }), client.request('/api/b', { schema })]);

    expect(calls.filter((call) => call.path === '/api/access_token_active/')).toHaveLength(1);
  });

  it('logs out when the renewal fails: tokens and role gone, the call never sent', async () => {
    const { client, store, calls, onSessionEnded } = setup({ renewalStatus: 401 });
    store.saveLoginResult({ staff_user: { access_token: fakeJwt(NOW - 1), refresh_token: freshRefresh() } });

    await expect(client.request('/api/staff_classes/', { schema })).rejects.toMatchObject({
      code: 'SESSION_ENDED',
    });

    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(store.get()).toBeNull();
    for (const key of Object.values(storageKeys)) expect(localStorage.getItem(key)).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/access_token_active/']);
  });
});
