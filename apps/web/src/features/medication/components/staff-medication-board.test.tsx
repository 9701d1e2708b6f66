import type { ClassMedication, MedicationRequest } from '@cue/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { testMediaFile } from '../../media/test-media';
import { StaffMedicationBoard } from './staff-medication-board';

const CLASS_ID = '65a0000000000000000000c1';
const PRIYA = { _id: '65a0000000000000000000f1', name: 'Priya Nair' };
const FARAH = { _id: '65a0000000000000000000f2', name: 'Farah Khan' };

const calpol: MedicationRequest = {
  _id: '65a000000000000000000301',
  student_id: '65a000000000000000000011',
  student_name: 'Aarav Sharma',
  medicine_name: 'Calpol',
  dose: '5 ml',
  times: ['09:30', '13:00'],
  start_date: '2026-11-20',
  end_date: '2026-11-22',
  notes: 'After lunch',
  requested_by: { _id: '65a0000000000000000000a1', name: 'Rahul Sharma' },
  requested_at: '2026-11-20T03:00:00.000Z',
  acknowledged_by: null,
  acknowledged_at: null,
  doses: [],
  media: [testMediaFile(3)],
};

const board = (request: MedicationRequest): ClassMedication => ({
  date: '2026-11-20',
  requests: [request],
  due: {
    date: '2026-11-20',
    count: 1,
    due: [
      {
        request_id: request._id,
        student_id: request.student_id,
        student_name: request.student_name,
        medicine_name: request.medicine_name,
        dose: request.dose,
        scheduled_time: '13:00',
        due_at: '2026-11-20T07:30:00.000Z',
        overdue: true,
        acknowledged: request.acknowledged_at !== null,
      },
    ],
  },
  staff_choices: [FARAH, PRIYA],
});

describe('StaffMedicationBoard', () => {
  it('alerts the doses due, acknowledges a request and records a witnessed dose for the due time', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    let current = calpol;
    const { calls } = mockFetch({
      [`GET /api/medication/class/${CLASS_ID}`]: () => jsonResponse({ result: board(current) }),
      [`POST /api/medication/${calpol._id}/acknowledge`]: () => {
        current = { ...current, acknowledged_by: PRIYA, acknowledged_at: '2026-11-20T04:00:00.000Z' };
        return jsonResponse({ result: current });
      },
      [`POST /api/medication/${calpol._id}/doses`]: () => jsonResponse({ result: current }),
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffMedicationBoard classId={CLASS_ID} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('1 dose due')).toBeTruthy();
    expect(within(alert).getByText(/Aarav Sharma: Calpol 5 ml, was due at/)).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Aarav Sharma: Calpol' });
    // The parent's prescription photo, as a thumbnail that opens the full photo.
    const photo = within(card).getByRole<HTMLImageElement>('img', { name: 'Prescription photo 1' });
    expect(photo.getAttribute('src')).toBe(testMediaFile(3).thumbnail_link);
    expect(photo.closest('a')?.getAttribute('href')).toBe(testMediaFile(3).media_link);
    expect(within(card).getByText('Not acknowledged yet')).toBeTruthy();
    expect(within(card).getByText('Asked by Rahul Sharma')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(card).findByText('Acknowledged by Priya Nair')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/acknowledge'))?.headers.Authorization).toBe(
      'Bearer staff-access',
    );

    await user.click(within(alert).getByRole('button', { name: 'Record a dose' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Witness' }));
    await user.click(await screen.findByRole('option', { name: 'Farah Khan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save dose' }));

    await screen.findByText('Dose recorded.');
    const sent = calls.find((c) => c.path.endsWith('/doses'))!.body as Record<string, string>;
    expect(sent).toMatchObject({ dose: '5 ml', scheduled_time: '13:00', witness_user_id: FARAH._id });
    expect(Date.parse(sent.given_at!)).toBeLessThanOrEqual(Date.now());
  });

  it('says when nothing is due', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    mockFetch({
      [`GET /api/medication/class/${CLASS_ID}`]: () =>
        jsonResponse({ result: { ...board(calpol), due: { date: '2026-11-20', count: 0, due: [] } } }),
    });
    renderWithProviders(<StaffMedicationBoard classId={CLASS_ID} />);
    expect(await screen.findByText('No doses due in the next 30 minutes.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
