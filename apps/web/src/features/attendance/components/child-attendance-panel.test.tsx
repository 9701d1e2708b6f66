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
  // The excused Friday is not an absence: 3 of 4, not 3 of 5.
  counts: { present: 3, absent: 1, excused: 1, leave: 0, unassigned: 0 },
  attendance_percent: 75,
  days: [
    { date: '2026-11-16', class_id: CLASS_ID, attendance_status: 'present' },
    { date: '2026-11-17', class_id: CLASS_ID, attendance_status: 'absent' },
    { date: '2026-11-18', class_id: CLASS_ID, attendance_status: 'present' },
    { date: '2026-11-19', class_id: CLASS_ID, attendance_status: 'present' },
    { date: '2026-11-20', class_id: CLASS_ID, attendance_status: 'excused' },
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

    expect(await screen.findByText('Attendance: 75%')).toBeTruthy();
    expect(screen.getByText('Excused and leave days are not counted as absences.')).toBeTruthy();
    expect(screen.getByText('Present: 3')).toBeTruthy();
    expect(screen.getByText('16-11-2026 to 22-11-2026')).toBeTruthy();
    expect(await screen.findByText('No requests yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ask for leave or an excusal' }));
    // Each kind says what it means where it is chosen.
    expect(screen.getByText(/Planned time away asked for ahead/)).toBeTruthy();
    expect(screen.getByText(/Away for a reason the school accepts/)).toBeTruthy();
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

  it('shows "—", not "0%", when no day was present or absent', async () => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
    const leaveWeek = {
      ...week,
      counts: { present: 0, absent: 0, excused: 0, leave: 2, unassigned: 0 },
      attendance_percent: null,
      days: week.days.slice(0, 2).map((day) => ({ ...day, attendance_status: 'leave' })),
    };
    mockFetch({
      [`GET /api/student_weekly_attendance/${AARAV._id}`]: () => jsonResponse({ result: leaveWeek }),
      'GET /api/parent_children/': () => jsonResponse({ result: [] }),
    });
    renderWithProviders(<ChildAttendancePanel child={AARAV} />);
    expect(await screen.findByText('Attendance: —')).toBeTruthy();
    expect(screen.queryByText(/0%/)).toBeNull();
  });

  it('withdraws a waiting request after asking, and offers no withdraw on a decided one', async () => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
    const request = (id: string, status: string, start: string) => ({
      _id: id,
      class_id: CLASS_ID,
      student_id: AARAV._id,
      student_name: 'Aarav Sharma',
      kind: 'leave',
      start_date: start,
      end_date: start,
      reason: 'Trip',
      status,
      requested_by_name: 'Rahul Sharma',
      created_at: '2026-11-20T09:00:00.000Z',
      decided_by_name: status === 'pending' ? null : 'Priya Nair',
      decided_at: status === 'pending' ? null : '2026-11-21T09:00:00.000Z',
    });
    let list = [
      request('65a0000000000000000000e1', 'pending', '2030-01-06'),
      request('65a0000000000000000000e2', 'approved', '2030-02-03'),
    ];
    const withdrawn: string[] = [];
    mockFetch({
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
      [`POST /api/fetch_child_excusal/${CLASS_ID}`]: () => jsonResponse({ result: list }),
      'POST /api/withdraw_child_excusal/65a0000000000000000000e1': (call) => {
        withdrawn.push(call.path);
        list = [{ ...list[0]!, status: 'withdrawn' }, list[1]!];
        return jsonResponse({ result: list[0] });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChildAttendancePanel child={AARAV} />);

    const withdraw = await screen.findByRole('button', { name: 'Withdraw the request for 06-01-2030' });
    // Only the waiting request can be withdrawn.
    expect(screen.getAllByRole('button', { name: /^Withdraw the request/ })).toHaveLength(1);
    await user.click(withdraw);
    expect(await screen.findByText(/The school will no longer see it as waiting/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(withdrawn).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw the request for 06-01-2030' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(withdrawn).toHaveLength(1));
    expect(await screen.findByText('Request withdrawn')).toBeTruthy();
    expect(await screen.findByText('Withdrawn')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Withdraw the request/ })).toBeNull());
  });
});
