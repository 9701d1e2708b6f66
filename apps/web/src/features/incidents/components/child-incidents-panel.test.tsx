import type { Incident } from '@cue/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChildIncidentsPanel } from './child-incidents-panel';

const AARAV = {
  _id: '65a000000000000000000011',
  first_name: 'Aarav',
  last_name: 'Sharma',
  student_profile_picture: null,
};
const graze: Incident = {
  _id: '65a000000000000000000501',
  student_id: AARAV._id,
  student_name: 'Aarav Sharma',
  class_id: '65a0000000000000000000c1',
  happened_at: '2026-11-20T06:00:00.000Z',
  location: 'Garden',
  description: 'Tripped and grazed a knee',
  first_aid: 'Cleaned and a plaster',
  staff_involved: [{ _id: '65a0000000000000000000f1', name: 'Priya Nair' }],
  parent_informed_how: 'phone',
  parent_informed_at: '2026-11-20T06:30:00.000Z',
  recorded_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  recorded_at: '2026-11-20T06:10:00.000Z',
  updated_at: '2026-11-20T06:10:00.000Z',
  acknowledged_by: null,
  acknowledged_at: null,
  may_edit: false,
};

describe('ChildIncidentsPanel', () => {
  it('shows what happened and the first aid, and the parent acknowledges it', async () => {
    sessionStore.saveLoginResult({ parent_user: { access_token: 'parent-access', refresh_token: 'p' } });
    let current = graze;
    const { calls } = mockFetch({
      [`GET /api/incidents/child/${AARAV._id}`]: () => jsonResponse({ result: [current] }),
      [`POST /api/incidents/${graze._id}/acknowledge`]: () => {
        current = {
          ...graze,
          acknowledged_by: { _id: '65a0000000000000000000a1', name: 'Rahul Sharma' },
          acknowledged_at: '2026-11-20T08:00:00.000Z',
        };
        return jsonResponse({ result: current });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChildIncidentsPanel child={AARAV} />);

    const card = await screen.findByRole('article', { name: 'Aarav Sharma, Garden' });
    expect(within(card).getByText('Tripped and grazed a knee')).toBeTruthy();
    expect(within(card).getByText('Cleaned and a plaster')).toBeTruthy();
    expect(within(card).getByText('Not acknowledged yet')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'I have read this' }));
    expect(await within(card).findByText('Acknowledged by Rahul Sharma')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'I have read this' })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.headers.Authorization).toBe('Bearer parent-access');
  });
});
