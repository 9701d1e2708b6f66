import { messages } from '@cue/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OfflineBar } from '../components/offline-bar';
import { MaintenanceScreen } from '../features/maintenance/components/maintenance-screen';
import i18n from '../lib/i18n';
import { firstScreenEnglish, loadSignedInEnglish } from '../locales/catalogs';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderRoutes, renderWithProviders } from '../test/render-with-providers';
import { discoverSignedInRoutes, routes } from './router';

/*
 * The first download has only the English of firstScreenAreas (locales/catalogs.ts); the rest comes
 * with the signed-in app. Every screen someone can see before signing in must find all its strings
 * there: a key from another area would show as the key itself.
 */

const missingKeys: string[] = [];

beforeAll(() => {
  i18n.removeResourceBundle('en', 'translation');
  i18n.addResourceBundle('en', 'translation', firstScreenEnglish);
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => missingKeys.push(key);
});

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

afterAll(async () => {
  i18n.options.saveMissing = false;
  i18n.options.missingKeyHandler = false;
  i18n.addResourceBundle('en', 'translation', await loadSignedInEnglish(), true, false);
});

const renderApp = (path: string) =>
  renderRoutes(routes, path, { patchRoutesOnNavigation: discoverSignedInRoutes });

describe('the screens before signing in read only the bundled English', () => {
  it('the login options and the phone form', async () => {
    mockFetch({ 'GET /api/phone_login_enabling/': () => jsonResponse({ result: true }) });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Phone Number' }));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });

  it.each([
    ['/public/privacy', 'Privacy Policy'],
    ['/public/terms', 'Terms of Service'],
    ['/public/about', 'About Cue'],
    ['/public/no-such-page', 'Page not found'],
  ])('the public page %s', async (path, heading) => {
    mockFetch({});
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it('the mobile app page and a token link without a token', async () => {
    mockFetch({});
    renderApp('/public/mobile-app');
    expect(await screen.findAllByRole('link')).not.toHaveLength(0);
    renderApp('/public/token-login');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('the Google and Outlook returns', async () => {
    mockFetch({ 'POST /api/google_login_v2/': () => new Promise<Response>(() => {}) });
    renderApp('/auth/microsoft_login_verify?code=abc');
    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login options' })).toBeTruthy();
    window.sessionStorage.setItem('cue.signIn.state.google', 'state-1');
    renderApp('/google_login_verify?code=abc&state=state-1');
    expect(await screen.findByText('Signing you in…')).toBeTruthy();
  });

  it('the maintenance screen and the offline bar', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(
      <>
        <MaintenanceScreen
          maintenance={{ status: true, start_time: '2025-03-05T09:00:00', end_time: '2025-03-05T17:30:00' }}
        />
        <OfflineBar />
      </>,
    );
    expect(screen.getByRole('heading', { name: messages.maintenanceTitle })).toBeTruthy();
    expect(screen.getByText(messages.offline)).toBeTruthy();
  });
});
