import type { HpcAllStudentSummary } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CLASS_ID, CYCLE_ID, child, cycle, scheme } from '../test-hpc';
import { HpcClassMatrix } from './hpc-class-matrix';

const WAIT = { timeout: 10_000 };

const competency = (code: string, domain: string, title: string) => ({
  code,
  title,
  domain,
  domain_title: domain === 'NCF-PHY' ? 'Physical development' : 'Language and literacy',
  dimensions: ['awareness', 'sensitivity'],
});

function summary(domain: string | null): HpcAllStudentSummary {
  const columns = [
    competency('C-1.1', 'NCF-PHY', 'Shows a range of movements'),
    competency('C-9.1', 'NCF-LIT', 'Listens to stories'),
  ].filter((c) => !domain || c.domain === domain);
  return {
    cycle,
    class: { _id: CLASS_ID, name: 'Nursery A' },
    framework: 'ncf_fs_2022',
    scheme,
    domains: [
      { code: 'NCF-PHY', title: 'Physical development' },
      { code: 'NCF-LIT', title: 'Language and literacy' },
    ],
    competencies: columns,
    students: [
      {
        student: child(1, 'Aarav'),
        status: 'in_progress',
        cells: columns.map((c) =>
          c.code === 'C-1.1'
            ? {
                competency: c.code,
                levels: [
                  { dimension: 'awareness', level: 'sky' },
                  { dimension: 'sensitivity', level: 'stream' },
                ],
                evidence_count: 3,
              }
            : { competency: c.code, levels: [], evidence_count: 0 },
        ),
      },
      {
        student: child(2, 'Diya'),
        status: 'published',
        cells: columns.map((c) => ({ competency: c.code, levels: [], evidence_count: 0 })),
      },
    ],
  };
}

describe('all-student summary matrix', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('shows each child’s levels per competency in their colours, and filters by domain on the server', async () => {
    const { fetchMock } = mockFetch({
      [`GET /api/hpc_all_student_summary/${CYCLE_ID}`]: () => {
        const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
        return jsonResponse({ result: summary(url.searchParams.get('domain')) });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<HpcClassMatrix cycleId={CYCLE_ID} cardHref={(id) => `/card/${id}`} />);
    const table = await screen.findByRole('region', { name: 'Levels in Term 1' }, WAIT);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Child', 'C-1.1Shows a range of movements', 'C-9.1Listens to stories']);
    const aarav = within(table).getByRole('row', { name: /Aarav Sharma/ });
    const sky = within(aarav).getByText('Aw · Sky');
    // The furthest level is the deepest colour, with white words; the first the lightest.
    expect(sky.style.background).toBe('var(--mantine-color-indigo-9)');
    expect(sky.style.color).toBe('var(--mantine-color-white)');
    expect(within(aarav).getByText('Se · Stream').style.background).toBe('var(--mantine-color-indigo-1)');
    expect(within(aarav).getByText('Evidence: 3')).toBeTruthy();
    // The name stays in view while the competencies scroll sideways.
    const nameCell = within(aarav).getByRole('rowheader');
    expect(nameCell.style.position).toBe('sticky');
    expect(within(nameCell).getByRole('link', { name: 'Aarav Sharma' }).getAttribute('href')).toBe(
      `/card/${child(1, 'Aarav')._id}`,
    );
    expect(
      within(within(table).getByRole('row', { name: /Diya Sharma/ })).getAllByLabelText('Not judged'),
    ).toHaveLength(2);

    await user.click(screen.getByRole('combobox', { name: 'Domain' }));
    await user.click(await screen.findByRole('option', { name: 'Language and literacy' }));
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('region', { name: 'Levels in Term 1' })).getAllByRole('columnheader'),
        ).toHaveLength(2),
      WAIT,
    );
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('domain=NCF-LIT');
  }, 60_000);
});
