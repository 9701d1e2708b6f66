import { messages, type LinkedSignIn } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/language';
import { sessionStore } from '../../../lib/session-store';
import { loadCatalog } from '../../../locales/catalogs';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SignInMethods } from './sign-in-methods';

const LIST = 'GET /api/linked_sign_ins/';

const google: LinkedSignIn = {
  _id: '65a0000000000000000000a1',
  provider: 'google',
  email: 'asha.rao@gmail.com',
  linked_at: '2026-11-20T09:15:00.000Z',
  last_used_at: '2026-11-22T08:00:00.000Z',
};
const outlook: LinkedSignIn = {
  _id: '65a0000000000000000000a2',
  provider: 'microsoft',
  email: 'asha@sunrise-school.example',
  linked_at: '2026-10-03T12:00:00.000Z',
  last_used_at: null,
};

const answer = (phone: boolean, linked: LinkedSignIn[]) => () => jsonResponse({ result: { phone, linked } });

/** The list item of one way in, found by what it says. */
const methodItem = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

beforeEach(() => {
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
  });
});

afterEach(() => changeLanguage('en'));

describe('sign-in methods in the account settings', () => {
  it('lists the phone and each linked account with its provider, email and the day it was linked', async () => {
    const { calls } = mockFetch({ [LIST]: answer(true, [google, outlook]) });
    renderWithProviders(<SignInMethods />);

    const section = screen.getByRole('region', { name: 'Sign-in methods' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Phone numberA code sent to your phone by text message',
      expect.stringContaining('Googleasha.rao@gmail.com'),
      expect.stringContaining('Outlookasha@sunrise-school.example'),
    ]);
    expect(within(methodItem('asha.rao@gmail.com')).getByText(/Linked on .*20-11-2026/)).toBeTruthy();
    expect(
      within(methodItem('asha@sunrise-school.example')).getByText(/Linked on .*03-10-2026/),
    ).toBeTruthy();
    // The phone is a way in, not an account to unlink.
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(calls.find((call) => call.path === '/api/linked_sign_ins/')?.headers.Authorization).toBe(
      'Bearer staff-access',
    );
  });

  it('unlinks an account only once confirmed, then shows the list without it', async () => {
    let linked = [google, outlook];
    const { calls } = mockFetch({
      [LIST]: () => jsonResponse({ result: { phone: true, linked } }),
      [`DELETE /api/linked_sign_ins/${outlook._id}`]: () => {
        linked = [google];
        return jsonResponse({ result: true });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SignInMethods />);

    const outlookItem = await waitFor(() => methodItem('asha@sunrise-school.example'));
    await user.click(within(outlookItem).getByRole('button', { name: 'Unlink' }));

    expect(
      within(outlookItem).getByText(
        'Unlink this Outlook account? You will no longer be able to sign in with it.',
      ),
    ).toBeTruthy();
    const deletes = (list: RecordedCall[]) => list.filter((call) => call.method === 'DELETE');
    expect(deletes(calls)).toHaveLength(0);

    await user.click(within(outlookItem).getByRole('button', { name: 'Yes, unlink' }));

    expect(await screen.findByText('Outlook account unlinked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('asha@sunrise-school.example')).toBeNull());
    expect(screen.getByText('asha.rao@gmail.com')).toBeTruthy();
    expect(deletes(calls)).toHaveLength(1);
    expect(deletes(calls)[0]?.headers.Authorization).toBe('Bearer staff-access');
  });

  it('keeps the account when the confirmation is cancelled, and gives the focus back to Unlink', async () => {
    const { calls } = mockFetch({ [LIST]: answer(true, [google]) });
    const user = userEvent.setup();
    renderWithProviders(<SignInMethods />);

    const item = await waitFor(() => methodItem('asha.rao@gmail.com'));
    const unlink = within(item).getByRole('button', { name: 'Unlink' });
    await user.click(unlink);
    expect(unlink.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));

    expect(within(item).queryByText(/Unlink this Google account/)).toBeNull();
    expect(document.activeElement).toBe(unlink);
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('cannot unlink the last way in, and says why', async () => {
    mockFetch({ [LIST]: answer(false, [google]) });
    renderWithProviders(<SignInMethods />);

    const item = await waitFor(() => methodItem('asha.rao@gmail.com'));
    const unlink = within(item).getByRole('button', { name: 'Unlink' });
    expect(unlink.hasAttribute('disabled')).toBe(true);
    expect(
      within(item).getByText('This is your only way to sign in, so it cannot be unlinked.'),
    ).toBeTruthy();
    // A screen reader hears the reason with the button.
    expect(screen.getByRole('button', { description: /only way to sign in/ })).toBe(unlink);
  });

  it('still lets the last linked account go while the phone signs the person in', async () => {
    mockFetch({ [LIST]: answer(true, [google]) });
    renderWithProviders(<SignInMethods />);

    const item = await waitFor(() => methodItem('asha.rao@gmail.com'));
    expect(within(item).getByRole('button', { name: 'Unlink' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(/only way to sign in/)).toBeNull();
  });

  it('explains how an account gets linked when none is', async () => {
    mockFetch({ [LIST]: answer(true, []) });
    renderWithProviders(<SignInMethods />);

    expect(
      await screen.findByText(
        'No Google or Outlook account is linked yet. Sign in once with Google or Outlook, using the email your school has for you, and that account is linked here.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Phone number')).toBeTruthy();
  });

  it("shows the server's refusal in the person's language when it is the last way in after all", async () => {
    mockFetch({
      [LIST]: answer(true, [google]),
      [`DELETE /api/linked_sign_ins/${google._id}`]: () =>
        jsonResponse(
          { code: 'LAST_WAY_TO_SIGN_IN', message: messages.lastWayToSignIn, msg: messages.lastWayToSignIn },
          409,
        ),
    });
    await changeLanguage('ar');
    const arabic = (await loadCatalog.ar()).account.signInMethods;
    const user = userEvent.setup();
    renderWithProviders(<SignInMethods />);

    const item = await waitFor(() => methodItem('asha.rao@gmail.com'));
    await user.click(within(item).getByRole('button', { name: arabic.unlink }));
    await user.click(within(item).getByRole('button', { name: arabic.confirm }));

    expect(await screen.findByText((await loadCatalog.ar()).serverMessages.lastWayToSignIn)).toBeTruthy();
    expect(screen.getByText('asha.rao@gmail.com')).toBeTruthy();
  });

  it('says the methods could not be loaded, and tries again', async () => {
    let fail = true;
    mockFetch({
      [LIST]: () =>
        fail
          ? jsonResponse({ code: 'INTERNAL', message: messages.internal, msg: messages.internal }, 500)
          : answer(true, [google])(),
    });
    const user = userEvent.setup();
    renderWithProviders(<SignInMethods />);

    expect(await screen.findByText('Sign-in methods could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('asha.rao@gmail.com')).toBeTruthy();
  });
});
