import { messages, type Project, type UnitList } from '@cue/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProjectPlanningView } from './project-planning-view';

const CLASS_ID = '65a000000000000000000c01';
const SLOW = 30_000;

const project = (extra: Partial<Project>): Project => ({
  _id: '65a000000000000000000a02',
  class_id: CLASS_ID,
  title: 'Water all around us',
  unit: null,
  start_date: '2026-11-13',
  end_date: '2026-11-26',
  notes: '',
  is_default: false,
  phase: 'current',
  created_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  updated_at: '2026-11-20T09:00:00.000Z',
  ...extra,
});

const unitList: UnitList = {
  units: [
    {
      _id: '65a0000000000000000000b1',
      library: 'global',
      title: 'Splash and float',
      framework: 'ncf_fs_2022',
      age_band: '3-4',
      duration_days: 10,
      theme: 'Water',
      summary: 'Floating and sinking',
      competencies: [],
      forked_from: null,
      created_by: null,
      updated_at: '2026-11-01T09:00:00.000Z',
      activity_count: 6,
      total_minutes: 180,
    },
  ],
  total: 1,
  page: 1,
  page_size: 20,
  themes: ['Water'],
};

const fieldError = (field: string, message: string) =>
  jsonResponse(
    { code: 'VALIDATION_ERROR', message: `${field}: ${message}`, msg: `${field}: ${message}`, field },
    400,
  );

describe('project planning', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it(
    'groups the projects, stars the default, and says the spec’s words when the default cannot be fetched',
    async () => {
      mockFetch({
        [`GET /api/class_projects/${CLASS_ID}`]: () =>
          jsonResponse({
            result: {
              projects: [
                project({
                  _id: '65a000000000000000000a01',
                  title: 'Colours',
                  phase: 'past',
                  start_date: '2026-10-01',
                  end_date: '2026-10-10',
                }),
                project({ _id: '65a000000000000000000a02', is_default: true }),
                project({
                  _id: '65a000000000000000000a03',
                  title: 'Little gardeners',
                  phase: 'upcoming',
                  start_date: '2026-11-27',
                  end_date: '2026-12-10',
                }),
              ],
            },
          }),
        [`GET /api/default_project/${CLASS_ID}`]: () =>
          jsonResponse({ code: 'INTERNAL', message: 'x', msg: 'x' }, 500),
      });
      renderWithProviders(<ProjectPlanningView classId={CLASS_ID} />);
      const current = await screen.findByRole('region', { name: 'Current' });
      expect(within(current).getByRole('listitem', { name: 'Water all around us' })).toBeTruthy();
      expect(within(current).getByRole('img', { name: 'Default project' })).toBeTruthy();
      expect(
        within(screen.getByRole('region', { name: 'Upcoming' })).getByText('Little gardeners'),
      ).toBeTruthy();
      expect(within(screen.getByRole('region', { name: 'Past' })).getByText('Colours')).toBeTruthy();
      const card = screen.getByRole('region', { name: 'Default project' });
      expect((await within(card).findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
        messages.defaultProjectFailed,
      );
    },
    SLOW,
  );

  it(
    'plans a project from a library unit: the unit fills the title, the server’s refusal shows on its field',
    async () => {
      let posts = 0;
      const { calls } = mockFetch({
        [`GET /api/class_projects/${CLASS_ID}`]: () => jsonResponse({ result: { projects: [] } }),
        [`GET /api/default_project/${CLASS_ID}`]: () =>
          jsonResponse({ result: { result: null, reason: 'none' } }),
        'GET /api/units/global': () => jsonResponse({ result: unitList }),
        [`POST /api/class_projects/${CLASS_ID}`]: () => {
          posts += 1;
          return posts === 1
            ? fieldError('end_date', 'must be within the academic year (01-06-2026 - 31-03-2027)')
            : jsonResponse({ result: project({ unit: null }) });
        },
      });
      const user = userEvent.setup();
      renderWithProviders(<ProjectPlanningView classId={CLASS_ID} />);
      expect(await screen.findByText('No project yet')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'New project' }));
      const dialog = await screen.findByRole('dialog', { name: 'New project' });
      await user.click(within(dialog).getByRole('combobox', { name: 'Unit' }));
      await user.click(await screen.findByRole('option', { name: 'Splash and float' }));
      expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
        'Splash and float',
      );
      fireEvent.change(within(dialog).getByLabelText(/First day/), { target: { value: '2026-12-01' } });
      fireEvent.change(within(dialog).getByLabelText(/Last day/), { target: { value: '2027-04-10' } });
      await user.click(within(dialog).getByRole('checkbox', { name: "Make it the class's default project" }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText(
          'end_date: must be within the academic year (01-06-2026 - 31-03-2027)',
        ),
      ).toBeTruthy();
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
        unit_id: '65a0000000000000000000b1',
        title: 'Splash and float',
        start_date: '2026-12-01',
        end_date: '2027-04-10',
        notes: '',
        is_default: true,
      });
      fireEvent.change(within(dialog).getByLabelText(/Last day/), { target: { value: '2026-12-12' } });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New project' })).toBeNull());
      expect(posts).toBe(2);
    },
    SLOW,
  );
});
