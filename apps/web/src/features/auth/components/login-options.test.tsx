import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LoginOptions } from './login-options';

function renderOptions() {
  const onChoosePhone = vi.fn();
  renderWithProviders(<LoginOptions onChoosePhone={onChoosePhone} />);
  return { onChoosePhone };
}

describe('login options', () => {
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
    ['Google', 'Google sign-in is not configured on this server'],
    ['Outlook', 'Outlook sign-in is not configured on this server'],
  ])('says %s sign-in is not configured when clicked', async (name, message) => {
    mockFetch({ 'GET /api/phone_login_enabling/': () => jsonResponse({ result: true }) });
    const user = userEvent.setup();
    renderOptions();

    await user.click(screen.getByRole('button', { name }));

    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('links Learn More to the public about page', () => {
    mockFetch({ 'GET /api/phone_login_enabling/': () => jsonResponse({ result: true }) });
    renderOptions();

    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/public/about');
  });
});
