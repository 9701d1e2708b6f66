import type { AttendanceRegister } from '@cue/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

/**
 * A server holding one register: saves change it and answer it, like the real endpoints. `hold`
 * keeps the next mark save in flight until released; `refuseNext` answers it with a 500.
 */
function fakeServer(initial: AttendanceRegister = registerOf()) {
  let register = initial;
  const answer = () => jsonResponse({ result: register });
  const saves: RecordedCall[] = [];
  const control = { hold: null as Promise<void> | null, refuseNext: false };
  const { calls } = mockFetch({
    [`GET /api/class_student_attendance/${CLASS_ID}`]: answer,
    [`POST /api/class_student_attendance/${CLASS_ID}`]: async (call) => {
      saves.push(call);
      if (control.hold) {
        const held = control.hold;
        control.hold = null;
        await held;
      }
      if (control.refuseNext) {
        control.refuseNext = false;
        const message = 'Something went wrong, please try again';
        return jsonResponse({ code: 'INTERNAL', message, msg: message }, 500);
      }
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
  return { calls, saves, control };
}

function signIn() {
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
  });
}

const renderRegister = () =>
  renderWithProviders(<AttendanceRegisterView classId={CLASS_ID} date={undefined} onDateChange={() => {}} />);

const row = (name: string) => screen.getByRole('listitem', { name });

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

  it('asks before completing with children not marked, naming them; Complete anyway leaves them', async () => {
    signIn();
    const { saves } = fakeServer();
    const user = userEvent.setup();
    renderRegister();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Aarav Patel' })).getByRole('button', {
        name: 'Present: Aarav Patel',
      }),
    );
    await waitFor(() => expect(saves).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Some children are not marked' });
    expect(
      within(dialog).getByText(
        'Not marked (2 of 3): Diya Menon and Kabir Iyer. Mark them present, or leave them unmarked?',
      ),
    ).toBeTruthy();
    // Nothing is saved while the teacher decides.
    expect(saves).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Complete anyway' }));

    expect(await screen.findByRole('button', { name: 'Marked Complete' })).toBeTruthy();
    expect(saves[1]!.body).toEqual({ date: '2026-11-20', student_attendance_list: [], is_saved: true });
    expect(saves).toHaveLength(2);
    expect(within(row('Diya Menon')).getByRole('button', { name: 'Present: Diya Menon' })).toBeTruthy();
  });

  it('marks the unmarked children present, then completes, when the teacher says so', async () => {
    signIn();
    const { saves } = fakeServer();
    const user = userEvent.setup();
    renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Some children are not marked' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark them present and complete' }));

    expect(await screen.findByRole('button', { name: 'Marked Complete' })).toBeTruthy();
    expect(saves.map((save) => save.path)).toEqual([
      '/api/classes/students_full_presence/',
      `/api/class_student_attendance/${CLASS_ID}`,
    ]);
    expect(saves[1]!.body).toMatchObject({ is_saved: true });
    expect(screen.getByText('Present: 3')).toBeTruthy();
  });

  it('Cancel goes back to the register without saving', async () => {
    signIn();
    const { saves } = fakeServer();
    const user = userEvent.setup();
    renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Some children are not marked' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeTruthy();
    expect(saves).toHaveLength(0);
  });

  it('completes at once when every child is marked', async () => {
    signIn();
    const { saves } = fakeServer(
      registerOf({
        student_attendance_list: [{ ...student(1, 'Aarav', 'Patel'), attendance_status: 'absent' }],
      }),
    );
    const user = userEvent.setup();
    renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByRole('button', { name: 'Marked Complete' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves).toHaveLength(1);
  });

  it('offers Undo after a mark is cleared by tapping it again, and Undo restores it', async () => {
    signIn();
    const { saves } = fakeServer(
      registerOf({
        student_attendance_list: [{ ...student(2, 'Diya', 'Menon'), attendance_status: 'absent' }],
      }),
    );
    const user = userEvent.setup();
    renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Absent: Diya Menon, click to clear' }));
    expect(await screen.findByText('Absent cleared for Diya Menon')).toBeTruthy();
    expect(screen.getByText('Not marked: 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Absent: Diya Menon, click to clear' })).toBeTruthy();
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.body).toEqual({
      date: '2026-11-20',
      student_attendance_list: [{ student_id: '65a000000000000000000002', attendance_status: 'absent' }],
    });
    await waitFor(() => expect(screen.getByText('Absent: 1')).toBeTruthy());
  });

  it('keeps focus on the tapped child’s status after each change', async () => {
    signIn();
    fakeServer();
    const user = userEvent.setup();
    renderRegister();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Kabir Iyer' })).getByRole('button', {
        name: 'Absent: Kabir Iyer',
      }),
    );
    const chosen = within(row('Kabir Iyer')).getByRole('button', {
      name: 'Absent: Kabir Iyer, click to clear',
    });
    expect(document.activeElement).toBe(chosen);
    // The keyboard goes on from there: Enter clears, and focus lands on the option just cleared.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(row('Kabir Iyer')).getByRole('button', { name: 'Absent: Kabir Iyer' }),
      ),
    );
  });

  it('says a row is saving, then that it is not yet saved when the save fails, until it is sent again', async () => {
    signIn();
    const { control, saves } = fakeServer();
    const user = userEvent.setup();
    renderRegister();
    let release = () => {};
    control.hold = new Promise((resolve) => (release = resolve));
    control.refuseNext = true;
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Diya Menon' })).getByRole('button', {
        name: 'Absent: Diya Menon',
      }),
    );
    expect(within(row('Diya Menon')).getByText('Saving…')).toBeTruthy();
    expect(within(row('Kabir Iyer')).queryByText('Saving…')).toBeNull();
    release();

    expect(await within(row('Diya Menon')).findByText('Not yet saved: Absent')).toBeTruthy();
    expect(within(row('Diya Menon')).queryByText('Saving…')).toBeNull();
    await user.click(within(row('Diya Menon')).getByRole('button', { name: 'Try again' }));
    expect(
      await within(row('Diya Menon')).findByRole('button', { name: 'Absent: Diya Menon, click to clear' }),
    ).toBeTruthy();
    await waitFor(() => expect(within(row('Diya Menon')).queryByText('Not yet saved: Absent')).toBeNull());
    expect(saves).toHaveLength(2);
  });

  it('opens a typed day only once it is whole, not at each partial year the browser reports', async () => {
    signIn();
    fakeServer();
    const onDateChange = vi.fn();
    renderWithProviders(
      <AttendanceRegisterView classId={CLASS_ID} date={undefined} onDateChange={onDateChange} />,
    );
    await screen.findByRole('listitem', { name: 'Diya Menon' });
    const field = screen.getByLabelText('Date');
    expect((field as HTMLInputElement).value).toBe('2026-11-20');
    // Chromium, typing 11 23 2026 into the field, reports a day after each digit of the year.
    for (const value of ['0002-11-23', '0020-11-23', '0202-11-23', '2026-11-23']) {
      fireEvent.change(field, { target: { value } });
    }
    expect(onDateChange.mock.calls).toEqual([['2026-11-23']]);
    expect((field as HTMLInputElement).value).toBe('2026-11-23');
  });
  it('marks a child without photo consent "No photos", and no one whose consent is not known', async () => {
    signIn();
    fakeServer(
      registerOf({
        student_attendance_list: [
          { ...student(1, 'Aarav', 'Patel'), photo_consent: false },
          { ...student(2, 'Diya', 'Menon'), photo_consent: true },
          student(3, 'Kabir', 'Iyer'),
        ],
      }),
    );
    renderRegister();
    await screen.findByRole('listitem', { name: 'Aarav Patel' });
    expect(within(row('Aarav Patel')).getByText('No photos')).toBeTruthy();
    expect(within(row('Diya Menon')).queryByText('No photos')).toBeNull();
    expect(within(row('Kabir Iyer')).queryByText('No photos')).toBeNull();
  });
});
