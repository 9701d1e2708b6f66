import type { CareEntry, ClassCareDay } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CareLogBoard } from './care-log-board';

const CLASS = '65a0000000000000000000c1';
const AARAV = '65a000000000000000000011';
const DIYA = '65a000000000000000000012';
const KABIR = '65a000000000000000000013';
const DAY = `/api/carelog/${CLASS}`;

const entry = (id: string, studentId: string, name: string, fields: Partial<CareEntry>): CareEntry => ({
  _id: id,
  class_id: CLASS,
  student_id: studentId,
  student_name: name,
  date: '2026-11-20',
  kind: 'meal',
  time: '12:15',
  end_time: null,
  meal: null,
  amount: null,
  drink: null,
  amount_ml: null,
  nappy: null,
  mood: null,
  temperature_c: null,
  note: null,
  created_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  created_at: '2026-11-20T06:45:00.000Z',
  updated_at: '2026-11-20T06:45:00.000Z',
  ...fields,
});

const diyaLunch = entry('65a0000000000000000001d1', DIYA, 'Diya Menon', { meal: 'lunch', amount: 'all' });

const day = (entries: { aarav?: CareEntry[]; diya?: CareEntry[] } = {}): ClassCareDay => ({
  class_id: CLASS,
  date: '2026-11-20',
  today: '2026-11-20',
  now: '12:15',
  children: [
    { student_id: AARAV, name: 'Aarav Sharma', present: true, entries: entries.aarav ?? [] },
    { student_id: DIYA, name: 'Diya Menon', present: null, entries: entries.diya ?? [] },
    { student_id: KABIR, name: 'Kabir Iyer', present: false, entries: [] },
  ],
});

describe('CareLogBoard', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('records lunch for the whole room with the away child unticked, then adjusts one child', async () => {
    let current = day();
    const { calls } = mockFetch({
      [`GET ${DAY}`]: () => jsonResponse({ result: current }),
      [`POST ${DAY}`]: () => {
        current = day({ diya: [diyaLunch] });
        return jsonResponse({ result: { entries: [diyaLunch] } });
      },
      [`PUT /api/carelog_entry/${diyaLunch._id}`]: () =>
        jsonResponse({ result: { ...diyaLunch, amount: 'some' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CareLogBoard classId={CLASS} />);

    expect(await screen.findByText('Aarav Sharma')).toBeTruthy();
    expect(screen.getByText('Away')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Whole room' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Aarav Sharma' }).checked).toBe(
      true,
    );
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Diya Menon' }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Kabir Iyer' }).checked).toBe(
      false,
    );
    // The school's time now (from the server), not the phone's clock, is the default.
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Time/).value).toBe('12:15');
    await user.click(within(dialog).getByRole('button', { name: 'Save for 2 children' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(posted.headers.Authorization).toBe('Bearer staff-access');
    expect(posted.body).toEqual({
      entries: [
        {
          kind: 'meal',
          meal: 'lunch',
          amount: 'all',
          time: '12:15',
          student_ids: [AARAV, DIYA],
          date: '2026-11-20',
        },
      ],
    });

    // The grid refetches; Diya ate little: tap her lunch and change the amount.
    await user.click(await screen.findByRole('button', { name: 'Change 12:15 Lunch: ate all' }));
    const edit = await screen.findByRole('dialog', { name: 'Change Meal of Diya Menon' });
    await user.click(within(edit).getByText('Some'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      kind: 'meal',
      meal: 'lunch',
      amount: 'some',
      time: '12:15',
    });
  });

  it("logs a nap for one child from the child's quick-add button and shows the server's refusal", async () => {
    const { calls } = mockFetch({
      [`GET ${DAY}`]: () => jsonResponse({ result: day() }),
      [`POST ${DAY}`]: () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'entries.0.end_time: must be after the start time',
            msg: 'entries.0.end_time: must be after the start time',
            field: 'entries.0.end_time',
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<CareLogBoard classId={CLASS} />);

    await user.click(await screen.findByRole('button', { name: 'Add Nap for Aarav Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nap for Aarav Sharma' });
    const start = within(dialog).getByLabelText(/^Fell asleep/);
    await user.clear(start);
    await user.type(start, '13:45');
    await user.type(within(dialog).getByLabelText(/^Woke up/), '12:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toMatch(/must be after the start time/);
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      entries: [{ kind: 'nap', time: '13:45', end_time: '12:30', student_ids: [AARAV], date: '2026-11-20' }],
    });
  });

  it('asks for at least one child before a whole-room entry is sent', async () => {
    const { calls } = mockFetch({ [`GET ${DAY}`]: () => jsonResponse({ result: day() }) });
    const user = userEvent.setup();
    renderWithProviders(<CareLogBoard classId={CLASS} />);
    await user.click(await screen.findByRole('button', { name: 'Whole room' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'None' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save for 0 children' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Tick at least one child');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends a drink with its amount in ml, and a temperature as a number', async () => {
    const { calls } = mockFetch({
      [`GET ${DAY}`]: () => jsonResponse({ result: day() }),
      [`POST ${DAY}`]: () => jsonResponse({ result: { entries: [] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CareLogBoard classId={CLASS} />);

    await user.click(await screen.findByRole('button', { name: 'Add Drink for Kabir Iyer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Drink for Kabir Iyer' });
    const time = within(dialog).getByLabelText(/^Time/);
    await user.clear(time);
    await user.type(time, '10:30');
    await user.type(within(dialog).getByLabelText(/^Drink/), 'Milk');
    await user.type(within(dialog).getByLabelText('Amount (ml)'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      entries: [
        {
          kind: 'drink',
          time: '10:30',
          drink: 'Milk',
          amount_ml: 150,
          student_ids: [KABIR],
          date: '2026-11-20',
        },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Add Temp for Kabir Iyer' }));
    dialog = await screen.findByRole('dialog', { name: 'Temp for Kabir Iyer' });
    const clock = within(dialog).getByLabelText(/^Time/);
    await user.clear(clock);
    await user.type(clock, '11:00');
    await user.type(within(dialog).getByLabelText(/^Temperature/), '37.8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]!.body).toEqual({
      entries: [
        { kind: 'temperature', time: '11:00', temperature_c: 37.8, student_ids: [KABIR], date: '2026-11-20' },
      ],
    });
  });
});
