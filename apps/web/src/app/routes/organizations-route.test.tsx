import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-with-providers';
import { OrganizationsRoute } from './organizations-route';

const sunbeam = { _id: 'a'.repeat(24), name: 'Sunbeam Early Years' };
const nursery = { _id: 'b'.repeat(24), name: 'Sunbeam Nursery', is_member: true };
const whitefield = { _id: 'c'.repeat(24), name: 'Sunbeam Whitefield', is_member: false };

// A platform admin's staff session (the calls carry its token).
beforeEach(() =>
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
  }),
);

describe('OrganizationsRoute', () => {
  it('adds a school with its first admin under its organization, then lists it', async () => {
    let schools = [nursery];
    const { calls } = mockFetch({
      'GET /api/super_admin/organizations/': () => jsonResponse({ result: [{ ...sunbeam, schools }] }),
      'POST /api/super_admin/schools/': () => {
        schools = [nursery, whitefield];
        return jsonResponse({
          result: {
            organization: sunbeam,
            school: { _id: whitefield._id, name: whitefield.name },
            admin: { _id: 'd'.repeat(24), first_name: 'Nisha', last_name: 'Rao' },
          },
        });
      },
    });
    renderRoutes(
      [{ path: '/super_admin/organization', element: <OrganizationsRoute /> }],
      '/super_admin/organization',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add a school to Sunbeam Early Years' }));
    const form = screen
      .getByRole('heading', { name: 'Add a school to Sunbeam Early Years' })
      .closest('form')!;
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type(/School name/, 'Sunbeam Whitefield');
    type(/Admin first name/, 'Nisha');
    type(/Admin phone number/, '9123456781');
    fireEvent.click(within(form).getByRole('button', { name: 'Create school' }));

    expect(await screen.findByText('Sunbeam Whitefield')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create school' })).toBeNull());
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({
      organization_id: sunbeam._id,
      school_name: 'Sunbeam Whitefield',
      admin_phone: '9123456781',
    });
  });

  it('shows a refused organization name under the field, keeping what was typed', async () => {
    mockFetch({
      'GET /api/super_admin/organizations/': () => jsonResponse({ result: [] }),
      'POST /api/super_admin/organizations/': () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'name: an organization of this name already exists',
            msg: 'name: an organization of this name already exists',
            field: 'name',
          },
          400,
        ),
    });
    renderRoutes([{ path: '/', element: <OrganizationsRoute /> }], '/');
    const input = screen.getByLabelText('New organization name');
    fireEvent.change(input, { target: { value: 'Maple Kids' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add organization' }));

    expect(await screen.findByText('an organization of this name already exists')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('Maple Kids');
  });
});
