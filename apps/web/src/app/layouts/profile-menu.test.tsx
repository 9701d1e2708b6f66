import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-with-providers';
import { ProfileMenu } from './profile-menu';

describe('ProfileMenu', () => {
  it('opens the My Profile modal over the current screen', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    mockFetch({});
    const onOpenProfile = vi.fn();
    const { router } = renderRoutes(
      [
        {
          path: '/today',
          element: (
            <ProfileMenu
              firstName="Maya"
              lastName="Rao"
              picture={null}
              switchTo={null}
              onOpenProfile={onOpenProfile}
            />
          ),
        },
      ],
      '/today',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open the profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My Profile' }));

    expect(onOpenProfile).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/today');
  });
});
