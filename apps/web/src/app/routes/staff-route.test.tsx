import type { StaffMember } from '@cue/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { staffProfile } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { StaffRoute } from './staff-route';

const member = (id: string, first_name: string, extra: Partial<StaffMember> = {}): StaffMember => ({
  _id: id,
  first_name,
  last_name: 'Test',
  phone: '9000000009',
  email: null,
  admin: false,
  role: { _id: '65a0000000000000000000a1', name: 'Teacher' },
  classes: [{ _id: '65a0000000000000000000c1', class_name: 'Nursery A' }],
  status: 'active',
  deactivated_at: null,
  has_signed_in: true,
  ...extra,
});
const PRIYA = '65a000000000000000000011';

describe('StaffRoute', () => {
  it('deactivates another member after a confirmation, never offers it on your own row', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    let deactivated = false;
    const { calls } = mockFetch({
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      'GET /api/staff_members/': () =>
        jsonResponse({
          result: [
            member(staffProfile._id.$oid, 'Asha', { admin: true }),
            member(PRIYA, 'Priya', deactivated ? { status: 'deactivated' } : {}),
          ],
        }),
      [`POST /api/staff_members/${PRIYA}/deactivate`]: () => {
        deactivated = true;
        return jsonResponse({ result: member(PRIYA, 'Priya', { status: 'deactivated' }) });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffRoute />);

    // Table and phone cards are both in the document (CSS picks one): look at the table.
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Edit: Asha Test' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Deactivate: Asha Test' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Import staff' }).getAttribute('href')).toBe(
      '/admin/school-setup/staff/import',
    );

    await user.click(within(table).getByRole('button', { name: 'Deactivate: Priya Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Priya Test?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Priya Test was deactivated')).toBeTruthy();
    expect(await within(table).findByRole('button', { name: 'Reactivate: Priya Test' })).toBeTruthy();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      'GET /api/staff_members/': () =>
        fail
          ? jsonResponse({ code: 'FORBIDDEN', message: 'Forbidden', msg: 'Forbidden' }, 403)
          : jsonResponse({ result: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffRoute />);
    expect(await screen.findByText('The staff list could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No staff yet. Invite the first member.')).toBeTruthy();
  });
});
