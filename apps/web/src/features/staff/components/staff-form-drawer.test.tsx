import { uniformRolePermissions } from '@cue/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StaffFormDrawer } from './staff-form-drawer';

const TEACHER = '65a0000000000000000000a1';
const roles = [
  { _id: TEACHER, name: 'Teacher', permissions: uniformRolePermissions(false), member_count: 2 },
];

describe('StaffFormDrawer (invite)', () => {
  it("shows the server's refusal at the phone field and keeps what was typed", async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    const { calls } = mockFetch({
      'GET /api/school_roles/': () => jsonResponse({ result: roles }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [] }),
      'POST /api/staff_members/': () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'phone: is already on the staff of this school',
            msg: 'phone: is already on the staff of this school',
            field: 'phone',
          },
          400,
        ),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StaffFormDrawer opened member={null} onClose={onClose} />);

    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Nisha');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '90000-00001');
    const role = screen.getByRole('combobox', { name: /Role/ });
    await waitFor(() => expect(role.hasAttribute('disabled')).toBe(false));
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Teacher' }));
    await user.click(screen.getByRole('button', { name: 'Add to staff' }));

    expect(await screen.findByText('phone: is already on the staff of this school')).toBeTruthy();
    const invite = calls.find((call) => call.method === 'POST');
    // Only digits reach the server.
    expect(invite?.body).toMatchObject({ first_name: 'Nisha', phone: '9000000001', role_id: TEACHER });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /First name/ }).value).toBe('Nisha');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for a valid phone and a role before sending anything', async () => {
    const { calls } = mockFetch({
      'GET /api/school_roles/': () => jsonResponse({ result: roles }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffFormDrawer opened member={null} onClose={() => {}} />);
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Nisha');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Add to staff' }));
    expect(await screen.findByText('Enter the 10-digit phone number')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
