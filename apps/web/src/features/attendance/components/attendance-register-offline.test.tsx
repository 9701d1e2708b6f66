import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeRegister, type QueuedRegisterChange } from '../api/change-register';
import {
  clearOfflineSaves,
  configureOfflineSaves,
  flushOfflineSaves,
  offlineSaveKinds,
  setOfflineOwner,
} from '../../../lib/offline-saves';
import type { QueuedSave } from '../../../lib/offline-queue';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AttendanceRegisterView } from './attendance-register';

const CLASS_ID = '65a0000000000000000000c1';
const DIYA = '65a000000000000000000002';

/** One register on a server that saves what it is sent, like the real endpoint. */
function fakeServer() {
  const marks = new Map<string, string>();
  const register = () => ({
    class_id: CLASS_ID,
    date: '20-11-2026',
    iso_date: '2026-11-20',
    is_saved: false,
    student_attendance_list: [
      ['65a000000000000000000001', 'Aarav', 'Patel'],
      [DIYA, 'Diya', 'Menon'],
    ].map(([student_id, first_name, last_name]) => ({
      student_id,
      first_name,
      last_name,
      student_profile_picture: null,
      attendance_status: marks.get(student_id!) ?? 'NA',
    })),
    excusals: [],
  });
  const saves: RecordedCall[] = [];
  mockFetch({
    [`GET /api/class_student_attendance/${CLASS_ID}`]: () => jsonResponse({ result: register() }),
    [`POST /api/class_student_attendance/${CLASS_ID}`]: (call) => {
      saves.push(call);
      const body = call.body as {
        student_attendance_list: { student_id: string; attendance_status: string }[];
      };
      for (const mark of body.student_attendance_list) marks.set(mark.student_id, mark.attendance_status);
      return jsonResponse({ result: register() });
    },
  });
  return { saves };
}

const view = <AttendanceRegisterView classId={CLASS_ID} date="2026-11-20" onDateChange={() => {}} />;

describe('AttendanceRegisterView offline', () => {
  afterEach(async () => {
    await clearOfflineSaves();
  });

  it('keeps a tap made offline, shows it after a reload as not yet sent, and saves it once back online', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    setOfflineOwner('priya@sunbeam');
    configureOfflineSaves({
      senders: {
        [offlineSaveKinds.registerChange]: async (save) => {
          const { classId, date, change } = (save as QueuedSave<QueuedRegisterChange>).payload;
          await changeRegister(classId, date, change);
        },
      },
      onDropped: () => {},
    });
    const { saves } = fakeServer();
    const user = userEvent.setup();
    const first = renderWithProviders(view);
    const diya = await screen.findByRole('listitem', { name: 'Diya Menon' });

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(diya).getByRole('button', { name: 'Absent: Diya Menon' }));
    await within(diya).findByText("Will send when you're back online");
    expect(screen.getByText('Not yet sent')).toBeTruthy();
    expect(saves).toEqual([]);

    // A reload: a new screen with nothing in memory shows the kept mark over the server's register.
    first.unmount();
    renderWithProviders(view);
    const reloaded = await screen.findByRole('listitem', { name: 'Diya Menon' });
    await within(reloaded).findByRole('button', { name: 'Absent: Diya Menon, click to clear' });
    await within(reloaded).findByText("Will send when you're back online");
    expect(
      within(screen.getByRole('listitem', { name: 'Aarav Patel' })).queryByText(
        "Will send when you're back online",
      ),
    ).toBeNull();

    onLine.mockReturnValue(true);
    await flushOfflineSaves();
    await flushOfflineSaves();
    await waitFor(() => expect(screen.queryByText('Not yet sent')).toBeNull());
    expect(saves.map((call) => call.body)).toEqual([
      { date: '2026-11-20', student_attendance_list: [{ student_id: DIYA, attendance_status: 'absent' }] },
    ]);
  });
});
