import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/language';
import { loadCatalog } from '../../../locales/catalogs';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { browserNavigation } from '../browser-navigation';
import { LoginOptions } from './login-options';

const phoneEnabled = { 'GET /api/phone_login_enabling/': () => jsonResponse({ result: true }) };

function renderOptions() {
  const onChoosePhone = vi.fn();
  renderWithProviders(<LoginOptions onChoosePhone={onChoosePhone} />);
  return { onChoosePhone };
}

describe('login options', () => {
  afterEach(() => changeLanguage('en'));

  it('offers Phone Number when the server enables it', async () => {
    mockFetch({ 'GET /api/phone_login_enabling/': () => jsonResponse({ result: true }) });
    const user = userEvent.setup();
    const { onChoosePhone } = renderOptions();

    await user.click(await screen.findByRole('button', { name: 'Phone Number' }));

    expect(onChoosePhone).toHaveBeenCalledTimes(1);
  });

  it('hides Phone Number when the server disables it', async () => {
    mockFetch({ 'GET /api/phone_login_enabling/': () => jsonResponse({ result: false }) });
    renderOptions();

    // Wait until the answer is in: the options stop being busy.
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Phone Number' })).toBeNull();
  });

  it('still offers Phone Number when the check fails', async () => {
    mockFetch({
      'GET /api/phone_login_enabling/': () => jsonResponse({ code: 'INTERNAL', message: 'x', msg: 'x' }, 500),
    });
    renderOptions();

    expect(await screen.findByRole('button', { name: 'Phone Number' })).toBeTruthy();
  });

  it.each([
    ['Google', 'google', '/api/google_login/', 'https://accounts.google.com/o/oauth2/v2/auth'],
    [
      'Outlook',
      'microsoft',
      '/api/microsoft_login/',
      'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    ],
  ] as const)(
    '%s leaves for the provider page, its state remembered for the return',
    async (name, provider, path, page) => {
      const url = `${page}?client_id=cue&state=state-${provider}&code_challenge=xyz`;
      let answer!: (response: Response) => void;
      const { calls } = mockFetch({
        ...phoneEnabled,
        [`GET ${path}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
      const user = userEvent.setup();
      renderOptions();

      await user.click(screen.getByRole('button', { name }));

      // While the server answers: the chosen button spins and neither provider can be clicked again.
      const google = screen.getByRole('button', { name: 'Google' });
      const outlook = screen.getByRole('button', { name: 'Outlook' });
      expect(google.hasAttribute('disabled') && outlook.hasAttribute('disabled')).toBe(true);
      expect(screen.getByRole('button', { name }).getAttribute('data-loading')).toBe('true');
      answer(jsonResponse({ result: url }));

      await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
      expect(window.sessionStorage.getItem(`cue.signIn.state.${provider}`)).toBe(`state-${provider}`);
      const start = calls.find((call) => call.path === path);
      expect(start?.headers['frontend-origin']).toBe(window.location.origin);
      expect(start?.headers.Authorization).toBeUndefined();
      // On its way to the provider: still busy, nothing is started twice.
      expect(google.hasAttribute('disabled') && outlook.hasAttribute('disabled')).toBe(true);
    },
  );

  it.each([
    ['Google', '/api/google_login/', 'Google sign-in is not configured on this server'],
    ['Outlook', '/api/microsoft_login/', 'Outlook sign-in is not configured on this server'],
  ])(
    'says %s sign-in is not configured when the server has no settings for it',
    async (name, path, message) => {
      mockFetch({
        ...phoneEnabled,
        [`GET ${path}`]: () => jsonResponse({ code: 'SIGN_IN_NOT_CONFIGURED', message, msg: message }, 404),
      });
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
      const user = userEvent.setup();
      renderOptions();

      await user.click(screen.getByRole('button', { name }));

      expect(await screen.findByText(message)).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
      // The person can choose again (another way in, or the same once it is set up).
      expect(screen.getByRole('button', { name: 'Google' }).hasAttribute('disabled')).toBe(false);
      expect(screen.getByRole('button', { name: 'Outlook' }).hasAttribute('disabled')).toBe(false);
    },
  );

  it("shows the not-configured message in the person's language", async () => {
    const message = 'Google sign-in is not configured on this server';
    mockFetch({
      ...phoneEnabled,
      'GET /api/google_login/': () =>
        jsonResponse({ code: 'SIGN_IN_NOT_CONFIGURED', message, msg: message }, 404),
    });
    await changeLanguage('ar');
    const user = userEvent.setup();
    renderOptions();

    await user.click(screen.getByRole('button', { name: 'Google' }));

    expect(await screen.findByText((await loadCatalog.ar()).serverMessages.googleNotConfigured)).toBeTruthy();
  });

  it('refuses an answer that is not a provider page with a state, and leaves for nowhere', async () => {
    mockFetch({
      ...phoneEnabled,
      'GET /api/google_login/': () => jsonResponse({ result: 'javascript:alert(1)//?state=x' }),
    });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderOptions();

    await user.click(screen.getByRole('button', { name: 'Google' }));

    expect(await screen.findByText('Something went wrong, please try again')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('cue.signIn.state.google')).toBeNull();
  });

  it('links Learn More to the public about page', () => {
    mockFetch({ 'GET /api/phone_login_enabling/': () => jsonResponse({ result: true }) });
    renderOptions();

    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/public/about');
  });
});
