import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChildAttendancePanel } from './child-attendance-panel';

const AARAV = {
  _id: '65a000000000000000000011',
  first_name: 'Aarav',
  last_name: 'Sharma',
  student_profile_picture: null,
};
const CLASS_ID = '65a0000000000000000000c1';
const school = { _id: '65a0000000000000000000a1', name: 'Sunbeam Nursery' };

const week = {
  student_id: AARAV._id,
  first_name: 'Aarav',
  last_name: 'Sharma',
  period: 'week',
  start_date: '2026-11-16',
  end_date: '2026-11-22',
  counts: { present: 3, absent: 1, excused: 0, leave: 0, unassigned: 0 },
  days: [
    { date: '2026-11-16', class_id: CLASS_ID, attendance_status: 'present' },
    { date: '2026-11-17', class_id: CLASS_ID, attendance_status: 'absent' },
    { date: '2026-11-18', class_id: CLASS_ID, attendance_status: 'present' },
    { date: '2026-11-19', class_id: CLASS_ID, attendance_status: 'present' },
  ],
};

describe('ChildAttendancePanel', () => {
  it("shows the child's week and sends a leave request for a range of days with a reason", async () => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
    const requests: unknown[] = [];
    const { calls } = mockFetch({
      [`GET /api/student_weekly_attendance/${AARAV._id}`]: () => jsonResponse({ result: week }),
      'GET /api/parent_children/': () =>
        jsonResponse({
          result: [
            {
              ...AARAV,
              student_class: [{ class_id: CLASS_ID, class_name: 'Nursery A', school_details: school }],
            },
          ],
        }),
      [`POST /api/fetch_child_excusal/${CLASS_ID}`]: () => jsonResponse({ result: [] }),
      [`POST /api/create_child_excusal/${CLASS_ID}`]: (call) => {
        requests.push(call.body);
        return jsonResponse({
          result: {
            _id: '65a0000000000000000000e1',
            class_id: CLASS_ID,
            student_id: AARAV._id,
            student_name: 'Aarav Sharma',
            kind: 'leave',
            start_date: '2030-01-06',
            end_date: '2030-01-08',
            reason: 'Family wedding',
            status: 'pending',
            requested_by_name: 'Rahul Sharma',
            created_at: '2026-11-20T09:00:00.000Z',
            decided_by_name: null,
            decided_at: null,
          },
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChildAttendancePanel child={AARAV} />);

    expect(await screen.findByText('Present on 75% of the marked days')).toBeTruthy();
    expect(screen.getByText('Present: 3')).toBeTruthy();
    expect(screen.getByText('16-11-2026 to 22-11-2026')).toBeTruthy();
    expect(await screen.findByText('No requests yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ask for leave or an excusal' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please give a reason')).toBeTruthy();
    expect(requests).toHaveLength(0);

    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    await user.clear(from);
    await user.type(from, '2030-01-06');
    await user.clear(to);
    await user.type(to, '2030-01-08');
    await user.type(screen.getByLabelText(/^Reason/), 'Family wedding');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      student_id: AARAV._id,
      kind: 'leave',
      start_date: '2030-01-06',
      end_date: '2030-01-08',
      reason: 'Family wedding',
    });
    expect(await screen.findByText('Request sent to the school')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/create_child_excusal/'))!.headers.Authorization).toBe(
      'Bearer parent-access',
    );
  });
});
