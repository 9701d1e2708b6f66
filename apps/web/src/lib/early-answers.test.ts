import { LoginedUserDetailsResponseSchema, apiPaths } from '@cue/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { parentProfile, staffProfile } from '../test/fixtures';
import { ApiError } from './api-error';
import { askEarly, readEarlyOrRequest } from './early-answers';
import { sessionStore } from './session-store';

/*
 * The user's details are asked for by the entry script at start-up and read by the shell once its
 * code has downloaded: one request, never another person's answer, never a stale one.
 */

const path = apiPaths.loginedUserDetails;
const staffAnswer = { result: { logined_as: 'staff', user_detials: staffProfile } };
const read = () => readEarlyOrRequest(path, LoginedUserDetailsResponseSchema);

describe('early answers', () => {
  it('reads the answer asked for at start-up without a second request, and asks again on the next read', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    const { calls } = mockFetch({ [`GET ${path}`]: () => jsonResponse(staffAnswer) });

    askEarly(path);
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toEqual([path]));
    expect((await read()).result.user_detials.first_name).toBe(staffProfile.first_name);
    expect(calls).toHaveLength(1);

    // A refetch (the shell's query refreshing) goes to the server.
    await read();
    expect(calls).toHaveLength(2);
  });

  it('never gives one person the details asked for with another sign-in', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    const { calls } = mockFetch({
      [`GET ${path}`]: (call) =>
        jsonResponse(
          call.headers.Authorization === 'Bearer parent-access'
            ? { result: { logined_as: 'parent', user_detials: parentProfile } }
            : staffAnswer,
        ),
    });
    askEarly(path);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    sessionStore.clear();
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });

    expect((await read()).result.logined_as).toBe('parent');
    expect(calls.map((call) => call.headers.Authorization)).toEqual([
      'Bearer staff-access',
      'Bearer parent-access',
    ]);
  });

  it('checks the early answer against the contract', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    mockFetch({ [`GET ${path}`]: () => jsonResponse({ result: { logined_as: 'staff' } }) });
    askEarly(path);

    await expect(read()).rejects.toBeInstanceOf(ApiError);
  });
});
