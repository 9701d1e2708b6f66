import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render-with-providers';
import { AccountSettingsModal } from './account-settings-modal';

describe('the settings modal', () => {
  it('shows the sign-in methods in the Account tab, below the profile', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    mockFetch({
      'GET /api/linked_sign_ins/': () =>
        jsonResponse({
          result: {
            phone: true,
            linked: [
              {
                _id: '65a0000000000000000000a1',
                provider: 'google',
                email: 'asha.rao@gmail.com',
                linked_at: '2026-11-20T09:15:00.000Z',
                last_used_at: null,
              },
            ],
          },
        }),
    });
    renderWithProviders(
      <AccountSettingsModal
        opened
        onClose={() => {}}
        profile={{
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'asha@example.com',
          phone: '9000000001',
          picture: null,
          role: 'member',
          childName: null,
        }}
      />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    const panel = within(dialog).getByRole('tabpanel', { name: 'Account' });
    expect(within(panel).getByText('Asha Rao')).toBeTruthy();
    const methods = within(panel).getByRole('region', { name: 'Sign-in methods' });
    expect(await within(methods).findByText('asha.rao@gmail.com')).toBeTruthy();
    expect(within(methods).getByRole('button', { name: 'Unlink' })).toBeTruthy();
  });
});
