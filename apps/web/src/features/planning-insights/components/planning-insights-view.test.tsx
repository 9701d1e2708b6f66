import { frameworkCompetencies, type CompetencyInsight, type PlanningInsights } from '@cue/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PlanningInsightsView } from './planning-insights-view';

const CLASS_ID = '65a0000000000000000000c1';
const [a, b, c, d] = frameworkCompetencies('ncf_fs_2022').slice(0, 4);
const row = (
  entry: typeof a,
  planned: number,
  taught: number,
  observed: number,
  gap: CompetencyInsight['gap'],
): CompetencyInsight => ({
  code: entry!.competency.code,
  title: entry!.competency.title,
  goal: entry!.goal.code,
  domain: entry!.domain.code,
  planned,
  taught,
  observed,
  children_observed: observed,
  gap,
});
const insights: PlanningInsights = {
  class_id: CLASS_ID,
  framework: 'ncf_fs_2022',
  from: '2026-08-28',
  to: '2026-11-20',
  totals: { planned: 6, done: 3, moved: 1, skipped: 1, observations: 4, tagged_observations: 3 },
  domains: [{ code: a!.domain.code, title: a!.domain.title, planned: 5, taught: 3, observed: 3 }],
  competencies: [
    row(a, 2, 2, 3, null),
    row(b, 3, 2, 0, 'not_observed'),
    row(c, 1, 0, 1, 'not_taught'),
    row(d, 0, 0, 0, 'not_planned'),
  ],
};

describe('planning insights', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('shows totals and every competency with its gap, and filters to the gaps', async () => {
    mockFetch({ [`GET /api/planning_insights/${CLASS_ID}`]: () => jsonResponse({ result: insights }) });
    const user = userEvent.setup();
    renderWithProviders(<PlanningInsightsView classId={CLASS_ID} />);

    const table = await screen.findByRole('region', { name: 'Competencies' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByText('Never planned')).toBeTruthy();
    expect(within(table).getByText('Planned, not yet taught')).toBeTruthy();
    expect(within(table).getByText('Taught, not yet observed')).toBeTruthy();
    expect(screen.getByText('Activities planned').nextSibling?.textContent).toBe('6');

    await user.click(within(table).getByRole('switch', { name: 'Gaps only' }));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(table).queryByText(a!.competency.code)).toBeNull();
    expect(within(table).getByText(d!.competency.code)).toBeTruthy();
  });

  it('says so when the class has no framework', async () => {
    mockFetch({
      [`GET /api/planning_insights/${CLASS_ID}`]: () =>
        jsonResponse({ result: { ...insights, framework: null, domains: [], competencies: [] } }),
      'GET /api/user_permissions/': () => jsonResponse({}, 500),
      'GET /api/school_settings/': () => jsonResponse({}, 500),
    });
    renderWithProviders(<PlanningInsightsView classId={CLASS_ID} />);
    expect(await screen.findByText('This class has no curriculum framework')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Competencies' })).toBeNull();
  });
});
