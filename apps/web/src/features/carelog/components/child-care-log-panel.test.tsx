import type { CareEntry, ChildCareDay } from '@cue/contracts';
import { act, screen } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { refreshAfterChange } from '../../../app/realtime-connection';
import { ChildCareLogPanel } from './child-care-log-panel';

/** Hands the test the app's query client (what the realtime connection invalidates). */
function CaptureClient({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return null;
}

const AARAV = {
  _id: '65a000000000000000000011',
  first_name: 'Aarav',
  last_name: 'Sharma',
  student_profile_picture: null,
};
const DAY = `GET /api/child_carelog/${AARAV._id}`;

const entry = (id: string, fields: Partial<CareEntry>): CareEntry => ({
  _id: id,
  class_id: '65a0000000000000000000c1',
  student_id: AARAV._id,
  student_name: 'Aarav Sharma',
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

const today: ChildCareDay = {
  student_id: AARAV._id,
  date: '2026-11-20',
  today: '2026-11-20',
  entries: [
    entry('65a0000000000000000001a1', { meal: 'lunch', amount: 'most', note: 'Loved the dal' }),
    entry('65a0000000000000000001a2', { kind: 'nap', time: '12:30', end_time: '13:45' }),
    entry('65a0000000000000000001a3', { kind: 'nappy', time: '14:00', nappy: 'wet' }),
  ],
  previous_date: '2026-11-19',
  next_date: null,
};
const yesterday: ChildCareDay = {
  student_id: AARAV._id,
  date: '2026-11-19',
  today: '2026-11-20',
  entries: [
    entry('65a0000000000000000001b1', { kind: 'drink', drink: 'Milk', amount_ml: 150, time: '10:00' }),
  ],
  previous_date: null,
  next_date: '2026-11-20',
};

describe('ChildCareLogPanel', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
  });

  it("shows the child's day as a timeline with the parent token, and an earlier day on request", async () => {
    const { calls, fetchMock } = mockFetch({
      [DAY]: () => jsonResponse({ result: asked().includes('date=') ? yesterday : today }),
    });
    const asked = () => String(fetchMock.mock.calls.at(-1)?.[0] ?? '');
    const user = userEvent.setup();
    renderWithProviders(<ChildCareLogPanel child={AARAV} />);

    expect(await screen.findByText('Lunch: ate most')).toBeTruthy();
    expect(screen.getByText('Loved the dal')).toBeTruthy();
    expect(screen.getByText('Nap 12:30–13:45')).toBeTruthy();
    expect(screen.getByText('Nappy: wet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Care today' })).toBeTruthy();
    expect(calls[calls.length - 1]!.headers.Authorization).toBe('Bearer parent-access');

    await user.click(screen.getByRole('button', { name: 'Earlier day' }));
    expect(await screen.findByText('Milk, 150 ml')).toBeTruthy();
    expect(asked()).toContain('date=2026-11-19');
    expect(screen.queryByText('Lunch: ate most')).toBeNull();
  });

  it('says when nothing was logged, and hides itself while the school has the care log off', async () => {
    mockFetch({
      [DAY]: () => jsonResponse({ result: { ...today, entries: [], previous_date: null } }),
    });
    const first = renderWithProviders(<ChildCareLogPanel child={AARAV} />);
    expect(await screen.findByText('Nothing logged for this day')).toBeTruthy();
    first.unmount();

    mockFetch({
      [DAY]: () => jsonResponse({ code: 'FORBIDDEN', message: 'Module is off', msg: 'Module is off' }, 403),
    });
    const { container } = renderWithProviders(<ChildCareLogPanel child={AARAV} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(container.querySelector('section')).toBeNull();
  });

  it("refreshes live when the socket says the child's care log changed", async () => {
    let current: ChildCareDay = { ...today, entries: [], previous_date: null };
    mockFetch({ [DAY]: () => jsonResponse({ result: current }) });
    let client: QueryClient | null = null;
    renderWithProviders(
      <>
        <ChildCareLogPanel child={AARAV} />
        <CaptureClient onClient={(c) => (client = c)} />
      </>,
    );
    expect(await screen.findByText('Nothing logged for this day')).toBeTruthy();
    current = today;
    act(() =>
      refreshAfterChange(client!, { entity: 'carelog', ids: [today.entries[0]!._id], class_ids: [] }),
    );
    expect(await screen.findByText('Lunch: ate most')).toBeTruthy();
  });
});
