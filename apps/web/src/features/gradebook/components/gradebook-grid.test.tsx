import type { Gradebook } from '@cue/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { GradebookGrid } from './gradebook-grid';

const WAIT = { timeout: 10_000 };
const CLASS_ID = '65a000000000000000000c01';
const TERM_1 = '65a000000000000000000101';
const TERM_2 = '65a000000000000000000102';
const AARAV = { _id: '65a0000000000000000005a1', first_name: 'Aarav', last_name: 'Sharma' };

const cycle = (id: string, name: string, phase: 'past' | 'current') => ({
  _id: id,
  class_id: CLASS_ID,
  name,
  start_date: phase === 'past' ? '2026-04-01' : '2026-06-01',
  end_date: phase === 'past' ? '2026-05-31' : '2026-09-30',
  scheme: 'parakh_fs',
  scheme_name: 'PARAKH',
  phase,
  updated_at: '2026-06-01T09:00:00.000Z',
});

const grid = (): Gradebook => ({
  class: { _id: CLASS_ID, name: 'Nursery A' },
  framework: 'ncf_fs_2022',
  cycles: [cycle(TERM_1, 'Term 1', 'past'), cycle(TERM_2, 'Term 2', 'current')],
  current_cycle_id: TERM_2,
  schemes: [
    {
      key: 'parakh_fs',
      name: 'PARAKH',
      dimensions: [
        { key: 'awareness', label: 'Awareness', description: '', domains: [] },
        { key: 'sensitivity', label: 'Sensitivity', description: '', domains: [] },
      ],
      levels: [
        { key: 'stream', label: 'Stream', description: '' },
        { key: 'mountain', label: 'Mountain', description: '' },
        { key: 'sky', label: 'Sky', description: '' },
      ],
    },
  ],
  domains: [
    { code: 'NCF-PHY', title: 'Physical development' },
    { code: 'NCF-LIT', title: 'Language and literacy' },
  ],
  competencies: [
    {
      code: 'C-1.1',
      title: 'Shows a range of movements',
      domain: 'NCF-PHY',
      domain_title: 'Physical development',
      dimensions: ['awareness', 'sensitivity'],
    },
    {
      code: 'C-9.1',
      title: 'Listens to stories',
      domain: 'NCF-LIT',
      domain_title: 'Language and literacy',
      dimensions: ['awareness', 'sensitivity'],
    },
  ],
  students: [
    {
      student: AARAV,
      current_status: 'in_progress',
      cells: [
        {
          competency: 'C-1.1',
          levels: [
            { dimension: 'awareness', level: 'mountain', cycle_id: TERM_2 },
            { dimension: 'sensitivity', level: 'sky', cycle_id: TERM_1 },
          ],
          evidence_count: 2,
        },
        { competency: 'C-9.1', levels: [], evidence_count: 0 },
      ],
    },
  ],
});

const awarenessLabel = 'Aarav Sharma, C-1.1, Awareness';

describe('gradebook', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('shows a domain at a time; a chosen level shows at once and is put back with the server’s message when refused', async () => {
    let puts = 0;
    // The refusal waits until the test has seen the choice shown.
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    const { calls } = mockFetch({
      [`GET /api/gradebook/${CLASS_ID}`]: () => jsonResponse({ result: grid() }),
      [`PUT /api/gradebook/${CLASS_ID}/cell`]: () => {
        puts += 1;
        if (puts === 1)
          return refused.then(() =>
            jsonResponse(
              {
                code: 'CONFLICT',
                message: 'This progress card is signed off: reopen it to change it',
                msg: 'x',
              },
              409,
            ),
          );
        return jsonResponse({
          result: {
            student_id: AARAV._id,
            cycle_id: TERM_2,
            card_id: '65a0000000000000000009c1',
            card_version: 5,
            cell: {
              competency: 'C-1.1',
              levels: [
                { dimension: 'awareness', level: 'sky', cycle_id: TERM_2 },
                { dimension: 'sensitivity', level: 'sky', cycle_id: TERM_1 },
              ],
              evidence_count: 2,
            },
          },
        });
      },
    });
    renderWithProviders(<GradebookGrid classId={CLASS_ID} />);
    const table = await screen.findByRole('region', { name: 'Gradebook of Nursery A' }, WAIT);
    // The first domain only.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Child', 'C-1.1Shows a range of movements']);
    expect(screen.getByText('Levels chosen here are recorded in Term 2.')).toBeTruthy();
    const awareness = within(table).getByRole('combobox', { name: awarenessLabel }) as HTMLSelectElement;
    expect(awareness.value).toBe('mountain');
    // A level judged in an earlier term shows beside an empty choice for this one.
    const sensitivity = within(table).getByRole('combobox', {
      name: 'Aarav Sharma, C-1.1, Sensitivity',
    }) as HTMLSelectElement;
    expect(sensitivity.value).toBe('');
    expect(within(table).getByText('Sky', { selector: 'span' })).toBeTruthy();
    expect(within(table).getByText('Evidence: 2')).toBeTruthy();

    fireEvent.change(awareness, { target: { value: 'sky' } });
    await waitFor(
      () =>
        expect((screen.getByRole('combobox', { name: awarenessLabel }) as HTMLSelectElement).value).toBe(
          'sky',
        ),
      WAIT,
    );
    refuse();
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      'This progress card is signed off: reopen it to change it',
    );
    await waitFor(
      () =>
        expect((screen.getByRole('combobox', { name: awarenessLabel }) as HTMLSelectElement).value).toBe(
          'mountain',
        ),
      WAIT,
    );
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      student_id: AARAV._id,
      competency: 'C-1.1',
      dimension: 'awareness',
      level: 'sky',
    });

    fireEvent.change(screen.getByRole('combobox', { name: awarenessLabel }), { target: { value: 'sky' } });
    await waitFor(() => expect(puts).toBe(2), WAIT);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), WAIT);
    expect((screen.getByRole('combobox', { name: awarenessLabel }) as HTMLSelectElement).value).toBe('sky');
  }, 60_000);

  describe('exports', () => {
    const { createObjectURL, revokeObjectURL } = URL;
    afterEach(() => {
      vi.restoreAllMocks();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });

    it('downloads the shown domain as CSV with the staff token, under the server’s file name', async () => {
      // jsdom has no object URLs; the download is a link to one.
      const created: Blob[] = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:gradebook';
      });
      URL.revokeObjectURL = vi.fn();
      const clicked: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
      const { calls, fetchMock } = mockFetch({
        [`GET /api/gradebook/${CLASS_ID}`]: () => jsonResponse({ result: grid() }),
        [`GET /api/gradebook/${CLASS_ID}/export`]: () =>
          new Response('\uFEFFChild,C-1.1 Awareness\nAarav Sharma,Mountain\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="gradebook-2026-11-28.csv"',
            },
          }),
      });
      const user = userEvent.setup();
      renderWithProviders(<GradebookGrid classId={CLASS_ID} />);
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }, WAIT));
      await waitFor(() => expect(clicked).toEqual(['gradebook-2026-11-28.csv']), WAIT);
      const exported = calls.find((call) => call.path.endsWith('/export'))!;
      expect(exported.headers.Authorization).toBe('Bearer staff-access');
      expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('/export'))![0])).toContain(
        '?format=csv&domain=NCF-PHY',
      );
      expect(await created[0]!.text()).toContain('Aarav Sharma,Mountain');
    }, 60_000);
  });
});
