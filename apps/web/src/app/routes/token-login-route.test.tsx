import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-with-providers';
import { TokenLoginRoute, tokenFromHash } from './token-login-route';

const routes = [
  { path: '/public/token-login', element: <TokenLoginRoute /> },
  { path: '/dashboard', element: <p>Dashboard</p> },
  { path: '/', element: <p>Login</p> },
];

// localStorage is emptied after each test, but the store keeps its last snapshot: start clean.
beforeEach(() => sessionStore.clear());

describe('TokenLoginRoute', () => {
  it('reads the token from the hash', () => {
    expect(tokenFromHash('#token=abc')).toBe('abc');
    expect(tokenFromHash('#other=1')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });

  it('signs in as the staff member in temporary-token mode, then opens the dashboard', async () => {
    const exp = Math.floor(Date.now() / 1000) + 1800;
    const expiresAt = new Date(exp * 1000).toISOString();
    const { calls } = mockFetch({
      'POST /api/access_token_login/': () =>
        jsonResponse({
          staff_user: { access_token: fakeJwt(exp, 'a'), refresh_token: fakeJwt(exp, 'r') },
          is_temp_token: true,
          expires_at: expiresAt,
        }),
    });
    renderRoutes(routes, '/public/token-login#token=secret-token');

    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'secret-token' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(sessionStore.get()).toMatchObject({
      role: 'staff',
      isTempToken: true,
      tempTokenExpiresAt: exp * 1000,
    });
    expect(window.localStorage.getItem('isTempToken')).toBe('true');
    expect(window.localStorage.getItem('tempTokenExpiresAt')).toBe(expiresAt);
  });

  it('explains a refused token', async () => {
    mockFetch({
      'POST /api/access_token_login/': () => jsonResponse({ code: 'UNAUTHORIZED', message: 'no' }, 401),
    });
    renderRoutes(routes, '/public/token-login#token=old');
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it('explains a link without a token, calling nothing', () => {
    const { calls } = mockFetch({});
    renderRoutes(routes, '/public/token-login');
    expect(screen.getByRole('alert').textContent).toMatch(/no token/);
    expect(calls).toHaveLength(0);
  });
});
