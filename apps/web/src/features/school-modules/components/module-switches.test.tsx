import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { seededSchoolPermissions } from '../../../test/permission-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ModuleSwitches } from './module-switches';

const settings = (permissions = seededSchoolPermissions()) => ({
  result: {
    school_id: '65a0000000000000000000a1',
    school_name: 'Sunbeam Nursery',
    editor_direction: 'l2r',
    menu_profile: 'full',
    school_permissions: permissions,
  },
});

describe('ModuleSwitches', () => {
  it('switches a module off at once, and shows a refusal at the switch it names', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    const sent: unknown[] = [];
    mockFetch({
      'GET /api/school_settings/': () => jsonResponse(settings()),
      'POST /api/school_settings/': (call) => {
        sent.push(call.body);
        const body = call.body as { school_permissions: Record<string, { enabled: boolean }> };
        if (body.school_permissions.school_permissions) {
          return jsonResponse(
            {
              code: 'VALIDATION_ERROR',
              message: 'turning this off would lock this page; only a platform admin may',
              msg: 'turning this off would lock this page; only a platform admin may',
              field: 'school_permissions.school_permissions',
            },
            400,
          );
        }
        return jsonResponse(settings({ ...seededSchoolPermissions(), attendance: { enabled: false } }));
      },
    });
    renderWithProviders(<ModuleSwitches />);

    const checked = (name: RegExp) => screen.getByRole<HTMLInputElement>('switch', { name }).checked;
    const attendance = await screen.findByRole('switch', { name: /^Attendance/ });
    expect(checked(/^Attendance/)).toBe(true);
    await userEvent.click(attendance);
    await waitFor(() => expect(checked(/^Attendance/)).toBe(false));
    expect(sent).toEqual([{ school_permissions: { attendance: { enabled: false } } }]);

    const page = screen.getByRole('switch', { name: /^Module settings/ });
    await userEvent.click(page);
    expect((await screen.findByText(/would lock this page/)).textContent).toContain('only a platform admin');
    // The switch stays as the server has it.
    expect(checked(/^Module settings/)).toBe(true);
  });
});
