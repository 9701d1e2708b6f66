import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { sampleClass, staffProfile } from '../../test/fixtures';
import { adminPermissions, memberPermissions, permissionRoutes } from '../../test/permission-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { StaffTopBar } from './staff-top-bar';

const staffUser = { kind: 'staff' as const, staff: staffProfile, parent: null };
const secondClass = { ...sampleClass, _id: '65a000000000000000000041', class_name: 'Playgroup B' };

function renderTopBar(rolePermissions = memberPermissions()) {
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
  });
  mockFetch({
    ...permissionRoutes(rolePermissions),
    'GET /api/staff_classes/': () => jsonResponse({ result: [sampleClass, secondClass] }),
  });
  return renderWithProviders(<StaffTopBar user={staffUser} switchTo={null} />);
}

describe('staff top bar', () => {
  it('shows the derived tabs, the class switcher and a Member-sized menu', async () => {
    const user = userEvent.setup();
    renderTopBar();

    const tabs = await screen.findByRole('navigation', { name: 'Main sections' });
    expect((await within(tabs).findByRole('link', { name: 'Plan' })).getAttribute('href')).toBe('/planning');
    expect(within(tabs).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe(
      '/housekeeping/attendance',
    );

    // The class name is cut at 25 characters; the choice is remembered.
    await user.click(screen.getByRole('button', { name: /^Switch class/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Playgroup B' }));
    expect(localStorage.getItem('selected_class_id')).toBe(secondClass._id);
    expect(screen.getByRole('button', { name: 'Switch class: Playgroup B' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Open the admin menu' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Dashboard', 'Switch school']);
  });

  it('gives an admin the setup lists and the School section in quick nav', async () => {
    const user = userEvent.setup();
    renderTopBar(adminPermissions({ superAdmin: false }));

    await user.click(await screen.findByRole('button', { name: 'Open the admin menu' }));
    expect(screen.getByRole('menuitem', { name: 'School Setup' }).getAttribute('href')).toBe(
      '/admin/school-setup',
    );
    expect(screen.getByRole('menuitem', { name: 'Switch school' }).getAttribute('href')).toBe('/campuses');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Open quick navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Quick navigation' });
    expect(within(drawer).getByRole('heading', { name: 'School' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Access tokens' }).getAttribute('href')).toBe(
      '/admin/school-setup/access-tokens',
    );
  });

  it('offers My Profile, Settings and Logout in the profile menu', async () => {
    const user = userEvent.setup();
    renderTopBar();

    await user.click(await screen.findByRole('button', { name: 'Open the profile menu' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['My Profile', 'Settings', 'Logout']);
  });
});
