import type { Project, TermPlan } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TermPlanView } from './term-plan-view';

const CLASS_ID = '65a0000000000000000000c1';
const water: Project = {
  _id: '65a0000000000000000000a1',
  class_id: CLASS_ID,
  title: 'Water all around us',
  unit: null,
  start_date: '2026-11-16',
  end_date: '2026-11-27',
  notes: '',
  is_default: false,
  phase: 'current',
  created_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  updated_at: '2026-11-01T00:00:00.000Z',
};
const plan: TermPlan = {
  class_id: CLASS_ID,
  weeks: [
    { week_start: '2026-11-16', theme: 'Festivals of light', projects: [water._id], planned: 3, done: 1 },
    { week_start: '2026-11-23', theme: 'Festivals of light', projects: [water._id], planned: 0, done: 0 },
  ],
  projects: [water],
};

describe('mid-term planning', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('lists weeks with their projects and weekly plan links, and moves everything after a holiday', async () => {
    const { calls } = mockFetch({
      [`GET /api/term_plan/${CLASS_ID}`]: () => jsonResponse({ result: plan }),
      [`POST /api/term_plan/${CLASS_ID}/shift`]: () =>
        jsonResponse({ result: { projects_moved: 0, projects_extended: 1, weeks_moved: 2, items_moved: 5 } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TermPlanView classId={CLASS_ID} />);

    const week = await screen.findByRole('region', { name: /Nov 23/ });
    expect(within(week).getByText(/Water all around us/)).toBeTruthy();
    expect(within(week).getByRole('link', { name: 'Weekly plan' }).getAttribute('href')).toBe(
      `/planning/weekly-planning?week=2026-11-23&class=${CLASS_ID}`,
    );
    expect(screen.getByText('3 planned · 1 done')).toBeTruthy();

    await user.click(within(week).getByRole('button', { name: 'Holiday — move everything from this week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unplanned holiday' });
    await user.click(within(dialog).getByText('2 weeks'));
    await user.click(within(dialog).getByRole('button', { name: 'Move by 2 weeks' }));

    expect(await within(dialog).findByText('Everything has moved')).toBeTruthy();
    expect(within(dialog).getByText('2 weekly plans moved')).toBeTruthy();
    expect(within(dialog).getByText('5 planned activities moved')).toBeTruthy();
    expect(within(dialog).getByText('1 project running that week ends later')).toBeTruthy();
    const shift = calls.find((call) => call.method === 'POST');
    expect(shift?.body).toEqual({ from_week: '2026-11-23', weeks: 2 });
    // The plan is read again once everything moved.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === `/api/term_plan/${CLASS_ID}`).length).toBe(2),
    );
  });

  it('shows the refusal when the shift would run past the academic year', async () => {
    mockFetch({
      [`GET /api/term_plan/${CLASS_ID}`]: () => jsonResponse({ result: plan }),
      [`POST /api/term_plan/${CLASS_ID}/shift`]: () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'weeks: would move plans past the end of the academic year',
            msg: 'weeks: would move plans past the end of the academic year',
            field: 'weeks',
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<TermPlanView classId={CLASS_ID} />);
    const week = await screen.findByRole('region', { name: /Nov 16/ });
    await user.click(within(week).getByRole('button', { name: 'Holiday — move everything from this week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unplanned holiday' });
    await user.click(within(dialog).getByRole('button', { name: 'Move by 1 week' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /past the end of the academic year/,
    );
    expect(within(dialog).queryByText('Everything has moved')).toBeNull();
  });
});
