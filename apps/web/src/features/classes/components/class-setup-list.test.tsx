import type { SetupClass } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ClassSetupList } from './class-setup-list';

const CLASS_ID = '65a0000000000000000000c1';
const nurseryA: SetupClass = {
  _id: CLASS_ID,
  class_name: 'Nursery A',
  academic_year: '01-06-2026 - 31-03-2027',
  age_range: '3-4 years',
  classes_days: ['Monday', 'Tuesday'],
  curriculam: null,
  class_curriculum: null,
  start_time: '09:00 AM',
  end_time: '12:30 PM',
  school_info: { _id: '65a0000000000000000000e1', name: 'Sunbeam Nursery' },
  color: '#f59f00',
  division: { _id: '65a0000000000000000000d1', name: 'Pre-primary' },
  archived: false,
  staff: [{ _id: '65a0000000000000000000f1', first_name: 'Priya', last_name: 'Nair' }],
  children_count: 12,
};

describe('ClassSetupList', () => {
  it("lists a class's details, and a refused edit shows the server's reason at the field, keeping what was typed", async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    const { calls } = mockFetch({
      'GET /api/fetch_classes_users/': () => jsonResponse({ result: [nurseryA] }),
      'GET /api/class_staff_choices/': () =>
        jsonResponse({ result: [{ ...nurseryA.staff[0], admin: false }] }),
      'GET /api/school_divisions/': () =>
        jsonResponse({ result: [{ _id: nurseryA.division!._id, name: 'Pre-primary', class_count: 1 }] }),
      [`POST /api/classes/${CLASS_ID}`]: () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'end_time: must be after start_time',
            msg: 'end_time: must be after start_time',
            field: 'end_time',
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClassSetupList />);

    expect(await screen.findByText('Nursery A')).toBeTruthy();
    expect(screen.getByText('Pre-primary · 3–4 years')).toBeTruthy();
    expect(screen.getByText('Teachers: Priya Nair')).toBeTruthy();
    expect(screen.getByText('12 children')).toBeTruthy();
    expect(screen.getByText(/^Mon, Tue/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/fetch_classes_users/')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit class' });
    const name = within(drawer).getByRole('textbox', { name: /Class name/ });
    await user.clear(name);
    await user.type(name, 'Nursery A (mornings)');
    // The class's framework is picked from the two frameworks or none, never typed.
    const framework = within(drawer).getByLabelText('Class curriculum', { selector: 'input' });
    expect((framework as HTMLInputElement).value).toBe('None');
    await user.click(framework);
    await user.click(await screen.findByRole('option', { name: 'EYFS 2024' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save class' }));

    expect(await within(drawer).findByText('end_time: must be after start_time')).toBeTruthy();
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Ends at').getAttribute('aria-invalid')).toBe('true'),
    );
    expect((name as HTMLInputElement).value).toBe('Nursery A (mornings)');
    const save = calls.find((c) => c.method === 'POST');
    expect(save?.body).toMatchObject({
      class_name: 'Nursery A (mornings)',
      start_time: '09:00 AM',
      end_time: '12:30 PM',
      academic_year: '01-06-2026 - 31-03-2027',
      division_id: nurseryA.division!._id,
      class_curriculum: 'eyfs_2024',
    });
  }, 20_000);
});
