import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { sessionStore } from '../../../lib/session-store';
import { DeleteAccountSection } from './delete-account-section';

const DELETE = 'DELETE /api/delete_user_profile/';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const inThirtyDays = () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

function signIn() {
  sessionStore.saveLoginResult({
    staff_user: { access_token: fakeJwt(inAnHour(), 'access'), refresh_token: fakeJwt(inThirtyDays()) },
  });
}

async function openConfirmBox(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<DeleteAccountSection />);
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.getByLabelText('Type CONFIRM to delete your account');
}

describe('DeleteAccountSection', () => {
  it('deletes with CONFIRM in any case and Enter, then logs out', async () => {
    signIn();
    const { calls } = mockFetch({ [DELETE]: () => jsonResponse({ result: true }) });
    const user = userEvent.setup();
    const input = await openConfirmBox(user);
    await user.type(input, 'cOnFiRm{Enter}');

    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toMatch(/^Bearer /);
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
  });

  it('deletes with CONFIRM and the tick button', async () => {
    signIn();
    const { calls } = mockFetch({ [DELETE]: () => jsonResponse({ result: true }) });
    const user = userEvent.setup();
    const input = await openConfirmBox(user);
    await user.type(input, 'CONFIRM');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['another word and Enter', 'delete it{Enter}'],
    ['Escape, even after CONFIRM', 'CONFIRM{Escape}'],
  ])('cancels on %s without calling the server', async (_case, keys) => {
    signIn();
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    const input = await openConfirmBox(user);
    await user.type(input, keys);

    expect(screen.queryByLabelText('Type CONFIRM to delete your account')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(sessionStore.get()).not.toBeNull();
  });

  it('cancels with the cross button and with the tick after another word', async () => {
    signIn();
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    await openConfirmBox(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Type CONFIRM to delete your account')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.type(screen.getByLabelText('Type CONFIRM to delete your account'), 'CONFIRMED');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.queryByLabelText('Type CONFIRM to delete your account')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('reports a failed deletion but logs out locally anyway', async () => {
    signIn();
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [DELETE]: () => jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500) });
    const user = userEvent.setup();
    const input = await openConfirmBox(user);
    await user.type(input, 'confirm{Enter}');

    expect(
      await screen.findByText(
        'Your account could not be deleted on the server; you have been logged out on this device',
      ),
    ).toBeTruthy();
    expect(sessionStore.get()).toBeNull();
    expect(report).toHaveBeenCalled();
  });
});
