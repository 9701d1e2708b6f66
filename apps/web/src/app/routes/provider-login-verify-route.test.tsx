import { messages } from '@cue/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-with-providers';
import { Providers } from '../providers';
import { createQueryClient } from '../query-client';
import { ProviderLoginVerifyRoute } from './provider-login-verify-route';

const routes = [
  { path: '/google_login_verify', element: <ProviderLoginVerifyRoute provider="google" /> },
  { path: '/microsoft_login_verify', element: <ProviderLoginVerifyRoute provider="microsoft" /> },
  { path: '/dashboard', element: <p>Dashboard</p> },
  { path: '/', element: <p>Login options</p> },
];

const staffPair = { access_token: 'staff-access', refresh_token: 'staff-refresh' };
const generic = 'Something went wrong, please try again';

/** This tab started a sign-in with the provider: the login options remembered its state. */
const remember = (provider: 'google' | 'microsoft', state: string) =>
  window.sessionStorage.setItem(`cue.signIn.state.${provider}`, state);

/** The browser's address bar as the provider left it (the memory router has its own copy). */
const arriveAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return path;
};

/** What the person reads: the message in place of the spinner, and the way back. */
async function expectFailure(message: string) {
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(screen.queryByText('Signing you in…')).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to login options' }).getAttribute('href')).toBe('/');
}

// localStorage is emptied after each test, but the store keeps its last snapshot: start clean.
beforeEach(() => {
  sessionStore.clear();
  window.history.replaceState(null, '', '/');
});

describe('the Google and Outlook return', () => {
  it('gives the generic error for a return without a code, calling nothing', async () => {
    const { calls } = mockFetch({});
    remember('microsoft', 'state-1');
    renderRoutes(routes, arriveAt('/microsoft_login_verify?state=state-1'));

    await expectFailure(generic);
    expect(screen.getByRole('heading', { name: 'Outlook sign-in' })).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(sessionStore.get()).toBeNull();
  });

  it('gives the generic error when the person cancelled at the provider (error=access_denied)', async () => {
    const { calls } = mockFetch({});
    remember('google', 'state-1');
    renderRoutes(routes, arriveAt('/google_login_verify?error=access_denied&state=state-1'));

    await expectFailure(generic);
    expect(calls).toHaveLength(0);
    expect(window.location.search).toBe('');
  });

  it.each([
    ['another attempt’s state', 'state-mine'],
    ['no remembered state', null],
  ])('refuses a return with %s without asking the server (login CSRF)', async (_case, remembered) => {
    const { calls } = mockFetch({
      'POST /api/google_login_v2/': () => jsonResponse({ staff_user: staffPair }),
    });
    if (remembered) remember('google', remembered);
    renderRoutes(routes, arriveAt('/google_login_verify?code=attacker-code&state=attacker-state'));

    await expectFailure(generic);
    expect(calls).toHaveLength(0);
    expect(sessionStore.get()).toBeNull();
  });

  it('signs in with Google, saves the tokens and opens the dashboard, the code gone from the address bar', async () => {
    let answer!: (response: Response) => void;
    const { calls } = mockFetch({
      'POST /api/google_login_v2/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    remember('google', 'state-1');
    const { router } = renderRoutes(
      routes,
      arriveAt(
        '/google_login_verify?code=the-code&state=state-1&iss=https%3A%2F%2Faccounts.google.com&scope=email',
      ),
    );

    // While the server trades the code: the loader in the login card, and nothing left to reuse.
    expect(await screen.findByText('Signing you in…')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Google sign-in' })).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/google_login_verify');
    expect(window.sessionStorage.getItem('cue.signIn.state.google')).toBeNull();
    answer(jsonResponse({ staff_user: staffPair }));

    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sessionStore.get()).toMatchObject({ role: 'staff', token: 'staff-access' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      code: 'the-code',
      state: 'state-1',
      iss: 'https://accounts.google.com',
    });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('signs in with Outlook through microsoft_login_verify/ (a parent and staff member: both pairs kept)', async () => {
    const parentPair = { access_token: 'parent-access', refresh_token: 'parent-refresh' };
    const { calls } = mockFetch({
      'POST /api/microsoft_login_verify/': () =>
        jsonResponse({ staff_user: staffPair, parent_user: parentPair }),
    });
    remember('microsoft', 'state-ms');
    renderRoutes(routes, arriveAt('/microsoft_login_verify?code=ms-code&state=state-ms&session_state=x'));

    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ code: 'ms-code', state: 'state-ms' }]);
    expect(sessionStore.get()).toMatchObject({ role: 'both' });
  });

  it("shows 'User Does Not Exist' when the server says 'User Does Not Exist with this Email.'", async () => {
    mockFetch({
      'POST /api/google_login_v2/': () =>
        jsonResponse(
          {
            code: 'USER_NOT_FOUND',
            message: messages.userDoesNotExistWithEmail,
            msg: messages.userDoesNotExistWithEmail,
          },
          404,
        ),
    });
    remember('google', 'state-1');
    renderRoutes(routes, arriveAt('/google_login_verify?code=c&state=state-1'));

    await expectFailure('User Does Not Exist');
    expect(sessionStore.get()).toBeNull();
  });

  it("shows the server's reason for a refused sign-in (the email not verified by the provider)", async () => {
    mockFetch({
      'POST /api/microsoft_login_verify/': () =>
        jsonResponse(
          { code: 'EMAIL_NOT_VERIFIED', message: messages.emailNotVerified, msg: messages.emailNotVerified },
          403,
        ),
    });
    remember('microsoft', 'state-1');
    renderRoutes(routes, arriveAt('/microsoft_login_verify?code=c&state=state-1'));

    await expectFailure(messages.emailNotVerified);
  });

  it("sends the code once, even under React's strict mode (a code works only once)", async () => {
    const { calls } = mockFetch({
      'POST /api/google_login_v2/': () => jsonResponse({ staff_user: staffPair }),
    });
    remember('google', 'state-1');
    const router = createMemoryRouter(routes, {
      initialEntries: [arriveAt('/google_login_verify?code=once&state=state-1')],
    });
    render(
      <StrictMode>
        <Providers queryClient={createQueryClient()} env="test">
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );

    expect(await screen.findByText('Dashboard')).toBeTruthy();
    await waitFor(() => expect(sessionStore.get()).not.toBeNull());
    expect(calls.filter((call) => call.path === '/api/google_login_v2/')).toHaveLength(1);
  });
});
