import { type SchoolRole } from '@cue/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { adminPermissions, memberPermissions, permissionRoutes } from '../../test/permission-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { RolesRoute } from './roles-route';

const TEACHER = '65a0000000000000000000a1';
const teacher: SchoolRole = {
  _id: TEACHER,
  name: 'Teacher',
  permissions: memberPermissions(),
  member_count: 2,
};

describe('RolesRoute', () => {
  it('previews the navigation of the switches being edited, and saves the whole set', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    const { calls } = mockFetch({
      ...permissionRoutes(adminPermissions({ superAdmin: false })),
      'GET /api/school_roles/': () => jsonResponse({ result: [teacher] }),
      [`POST /api/school_roles/${TEACHER}`]: (call) =>
        jsonResponse({ result: { ...teacher, ...(call.body as object) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RolesRoute />);

    await user.click(await screen.findByRole('button', { name: /Teacher/ }));
    const panel = await screen.findByRole('region', { name: 'View as Teacher' });
    expect(within(panel).queryByText(/School Setup/)).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Manage staff' }));
    // The avatar menu gains School Setup with the staff page, before anything is saved.
    expect(await within(panel).findByText('School Setup')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // A school admin cannot touch platform switches.
    expect(
      screen.getByRole<HTMLInputElement>('switch', {
        name: "Manage the platform's organizations and schools",
      }).disabled,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText("Role saved. Its members' apps update now.")).toBeTruthy();
    const save = calls.find((call) => call.method === 'POST');
    expect(save?.body).toMatchObject({
      name: 'Teacher',
      permissions: { admin_portal: { staff: true, roles: false } },
    });
  });

  it("shows the server's lock-out refusal at the switch it names, keeping the edits", async () => {
    const office: SchoolRole = {
      _id: TEACHER,
      name: 'Administrator',
      permissions: adminPermissions({ superAdmin: false }),
      member_count: 1,
    };
    const message =
      'permissions.admin_portal.roles: this would leave the school with no active staff member who can manage roles';
    mockFetch({
      ...permissionRoutes(adminPermissions({ superAdmin: false })),
      'GET /api/school_roles/': () => jsonResponse({ result: [office] }),
      [`POST /api/school_roles/${TEACHER}`]: () =>
        jsonResponse(
          { code: 'VALIDATION_ERROR', message, msg: message, field: 'permissions.admin_portal.roles' },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<RolesRoute />);
    await user.click(await screen.findByRole('button', { name: /Administrator/ }));
    const roles = screen.getByRole<HTMLInputElement>('switch', { name: 'Manage roles and permissions' });
    await user.click(roles);
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(roles.checked).toBe(false);
  });
});
