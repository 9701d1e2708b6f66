import type { AttendanceRegister } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AttendanceRegisterView } from './attendance-register';

const CLASS_ID = '65a0000000000000000000c1';
const student = (n: number, first: string, last: string) => ({
  student_id: `65a0000000000000000000${String(n).padStart(2, '0')}`,
  first_name: first,
  last_name: last,
  student_profile_picture: null,
  attendance_status: 'NA' as const,
});

function registerOf(overrides: Partial<AttendanceRegister> = {}): AttendanceRegister {
  return {
    class_id: CLASS_ID,
    date: '20-11-2026',
    iso_date: '2026-11-20',
    is_saved: false,
    student_attendance_list: [
      student(1, 'Aarav', 'Patel'),
      student(2, 'Diya', 'Menon'),
      student(3, 'Kabir', 'Iyer'),
    ],
    excusals: [],
    ...overrides,
  };
}

/** A server holding one register: saves change it and answer it, like the real endpoints. */
function fakeServer() {
  let register = registerOf();
  const answer = () => jsonResponse({ result: register });
  const saves: RecordedCall[] = [];
  const { calls } = mockFetch({
    [`GET /api/class_student_attendance/${CLASS_ID}`]: answer,
    [`POST /api/class_student_attendance/${CLASS_ID}`]: (call) => {
      saves.push(call);
      const body = call.body as {
        student_attendance_list: { student_id: string; attendance_status: string }[];
        is_saved?: boolean;
      };
      const next = new Map(body.student_attendance_list.map((r) => [r.student_id, r.attendance_status]));
      register = {
        ...register,
        is_saved: body.is_saved ?? register.is_saved,
        student_attendance_list: register.student_attendance_list.map((row) => ({
          ...row,
          attendance_status: (next.get(row.student_id) ??
            row.attendance_status) as typeof row.attendance_status,
        })),
      };
      return answer();
    },
    'POST /api/classes/students_full_presence/': (call) => {
      saves.push(call);
      register = {
        ...register,
        student_attendance_list: register.student_attendance_list.map((row) =>
          row.attendance_status === 'NA' ? { ...row, attendance_status: 'present' } : row,
        ),
      };
      return answer();
    },
  });
  return { calls, saves };
}

describe('AttendanceRegisterView', () => {
  it('marks all present, one absent and completes, each click saved at once', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    const { saves } = fakeServer();
    const user = userEvent.setup();
    renderWithProviders(
      <AttendanceRegisterView classId={CLASS_ID} date={undefined} onDateChange={() => {}} />,
    );

    await user.click(await screen.findByRole('button', { name: 'Mark all present' }));
    const diya = screen.getByRole('listitem', { name: 'Diya Menon' });
    await user.click(
      await within(diya).findByRole('button', { name: 'Present: Diya Menon, click to clear' }),
    );
    await user.click(within(diya).getByRole('button', { name: 'Absent: Diya Menon' }));
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));

    expect(await screen.findByRole('button', { name: 'Marked Complete' })).toBeTruthy();
    expect(await screen.findByText('Attendance marked complete!')).toBeTruthy();
    await waitFor(() => expect(saves).toHaveLength(4));
    expect(saves[0]).toMatchObject({
      path: '/api/classes/students_full_presence/',
      body: { class_id: CLASS_ID, date: '2026-11-20' },
    });
    expect(saves[1]!.body).toEqual({
      date: '2026-11-20',
      student_attendance_list: [{ student_id: '65a000000000000000000002', attendance_status: 'NA' }],
    });
    expect(saves[2]!.body).toEqual({
      date: '2026-11-20',
      student_attendance_list: [{ student_id: '65a000000000000000000002', attendance_status: 'absent' }],
    });
    expect(saves[3]!.body).toEqual({ date: '2026-11-20', student_attendance_list: [], is_saved: true });
    expect(saves[0]!.headers.Authorization).toBe('Bearer staff-access');
    expect(within(diya).getByRole('button', { name: 'Absent: Diya Menon, click to clear' })).toBeTruthy();
  });

  it('shows the error and a retry when the register cannot be loaded', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    mockFetch({
      [`GET /api/class_student_attendance/${CLASS_ID}`]: () =>
        jsonResponse(
          {
            code: 'FORBIDDEN',
            message: 'You do not have access to this',
            msg: 'You do not have access to this',
          },
          403,
        ),
    });
    renderWithProviders(
      <AttendanceRegisterView classId={CLASS_ID} date="2026-11-19" onDateChange={() => {}} />,
    );
    expect(await screen.findByText('Could not load the register')).toBeTruthy();
    expect(screen.getByText('You do not have access to this')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
