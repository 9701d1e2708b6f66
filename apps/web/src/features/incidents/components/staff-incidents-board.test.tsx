import type { ClassIncidents, Incident } from '@cue/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { parentChildren } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StaffIncidentsBoard } from './staff-incidents-board';

const CLASS_ID = '65a000000000000000000041';
const KABIR = parentChildren[0]!;
const PRIYA = { _id: '65a0000000000000000000f1', name: 'Priya Nair' };

const acknowledged: Incident = {
  _id: '65a000000000000000000501',
  student_id: KABIR._id,
  student_name: 'Kabir Shah',
  class_id: CLASS_ID,
  happened_at: '2026-11-19T06:00:00.000Z',
  location: 'Hall',
  description: 'Bumped his head on a table',
  first_aid: null,
  staff_involved: [],
  parent_informed_how: 'in_person',
  parent_informed_at: null,
  recorded_by: PRIYA,
  recorded_at: '2026-11-19T06:10:00.000Z',
  updated_at: '2026-11-19T06:10:00.000Z',
  acknowledged_by: { _id: '65a0000000000000000000a1', name: 'Anita Shah' },
  acknowledged_at: '2026-11-19T09:00:00.000Z',
  may_edit: false,
};
const board: ClassIncidents = { incidents: [acknowledged], unacknowledged_count: 0, staff_choices: [PRIYA] };

describe('StaffIncidentsBoard', () => {
  it('shows who acknowledged, offers no correction then, and records a new incident (never in the future)', async () => {
    sessionStore.saveLoginResult({ staff_user: { access_token: 'staff-access', refresh_token: 's' } });
    const { calls } = mockFetch({
      [`GET /api/incidents/class/${CLASS_ID}`]: () => jsonResponse({ result: board }),
      [`GET /api/student/${CLASS_ID}`]: () => jsonResponse({ result: [KABIR] }),
      [`POST /api/incidents/class/${CLASS_ID}`]: () =>
        jsonResponse({
          result: { ...acknowledged, acknowledged_by: null, acknowledged_at: null, may_edit: true },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffIncidentsBoard classId={CLASS_ID} />);

    const card = await screen.findByRole('article', { name: 'Kabir Shah, Hall' });
    expect(within(card).getByText('Acknowledged by Anita Shah')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Correct' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Record an incident' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /Child/ }));
    await user.click(await screen.findByRole('option', { name: 'Kabir Shah' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Where/ }), 'Garden');
    await user.type(within(dialog).getByRole('textbox', { name: /What happened/ }), 'Grazed a knee');
    const when = within(dialog).getByLabelText(/When/);
    const tomorrow = formatDate(new Date(Date.now() + 86_400_000), 'YYYY-MM-DDTHH:mm');
    fireEvent.change(when, { target: { value: tomorrow } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText("This can't be in the future.")).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const earlier = formatDate(new Date(Date.now() - 3_600_000), 'YYYY-MM-DDTHH:mm');
    fireEvent.change(when, { target: { value: earlier } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Incident saved; the family can read it.');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      student_id: KABIR._id,
      location: 'Garden',
      description: 'Grazed a knee',
      parent_informed_how: 'not_yet',
    });
  });
});
