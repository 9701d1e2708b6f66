import type { CurriculumFrameworkTree, YearPlan } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { sampleClass } from '../../../test/fixtures';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { YearPlanView } from './year-plan-view';

const schoolClass = { ...sampleClass, class_curriculum: 'ncf_fs_2022' };
const month = (m: string, theme = '', projects = 0) => ({
  month: m,
  theme,
  competencies: [],
  notes: '',
  projects,
});
const plan: YearPlan = {
  class_id: schoolClass._id,
  academic_year: '01-06-2026 - 31-03-2027',
  months: [month('2026-11', 'Festivals of light', 2), month('2026-12')],
};
const tree: CurriculumFrameworkTree = {
  key: 'ncf_fs_2022',
  name: 'NCF Foundational Stage 2022',
  short_name: 'NCF FS',
  source: 'NCERT',
  age_bands: ['3-4'],
  domains: [
    {
      code: 'NCF-PHY',
      title: 'Physical development',
      goals: [
        {
          code: 'CG-1',
          title: 'Healthy habits',
          competencies: [{ code: 'C-1.1', title: 'Eats well', outcomes: [] }],
        },
      ],
    },
  ],
};

describe('long-term planning', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('shows each month with its theme and projects, and saves one month on its own', async () => {
    const { calls } = mockFetch({
      [`GET /api/year_plan/${schoolClass._id}`]: () => jsonResponse({ result: plan }),
      'GET /api/curriculum_frameworks/ncf_fs_2022': () => jsonResponse({ result: tree }),
      [`PUT /api/year_plan/${schoolClass._id}`]: () =>
        jsonResponse({ result: { ...plan, months: [plan.months[0], month('2026-12', 'Water', 0)] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<YearPlanView schoolClass={schoolClass} />);

    const november = await screen.findByRole('region', { name: 'November 2026' });
    expect(within(november).getByDisplayValue('Festivals of light')).toBeTruthy();
    expect(within(november).getByText('2 projects start')).toBeTruthy();
    const december = screen.getByRole('region', { name: 'December 2026' });
    const save = within(december).getByRole('button', { name: 'Save December 2026' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(within(december).getByRole('textbox', { name: 'Theme' }), 'Water');
    await user.click(save);

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      months: [{ month: '2026-12', theme: 'Water', competencies: [], notes: '' }],
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'December 2026' })).getByDisplayValue('Water'),
      ).toBeTruthy(),
    );
  });
});
