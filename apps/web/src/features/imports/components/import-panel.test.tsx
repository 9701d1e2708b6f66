import type { ImportPreview } from '@cue/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ImportPanel } from './import-panel';

const IMPORT_ID = '65a0000000000000000000a1';
const base = {
  _id: IMPORT_ID,
  kind: 'children' as const,
  file_name: 'children.csv',
  created_by: { _id: '65a0000000000000000000f1', first_name: 'Farah', last_name: 'Khan' },
  created_at: '2026-11-20T09:00:00.000Z',
  undone_at: null,
};
const preview: ImportPreview = {
  ...base,
  status: 'previewed',
  summary: { create: 2, update: 0, unchanged: 0, error: 1 },
  committed_at: null,
  undo_until: null,
  rows: [
    { row: 2, label: 'Aarav Shah', status: 'create', errors: [], changes: [] },
    { row: 3, label: 'Diya Menon', status: 'create', errors: [], changes: [] },
    {
      row: 4,
      label: 'Kabir Rao',
      status: 'error',
      errors: [{ field: 'class', message: 'unknown class "Nursery Z"' }],
      changes: [],
    },
  ],
};

function setUp(previewAnswer: () => Response) {
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
  });
  return mockFetch({
    'POST /api/school_imports/': previewAnswer,
    'GET /api/school_imports/': () => jsonResponse({ result: [] }),
    [`POST /api/school_imports/${IMPORT_ID}/commit`]: () =>
      jsonResponse({
        result: {
          ...base,
          status: 'committed',
          summary: preview.summary,
          committed_at: '2026-11-20T09:01:00.000Z',
          undo_until: '2026-11-21T09:01:00.000Z',
        },
      }),
  });
}

const chooseFile = async (user: ReturnType<typeof userEvent.setup>) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File(['first_name'], 'children.csv', { type: 'text/csv' }));
};

describe('ImportPanel', () => {
  it('previews a file with the errors first, filters by status, and confirms the rows without errors', async () => {
    const { calls } = setUp(() => jsonResponse({ result: preview }));
    const user = userEvent.setup();
    renderWithProviders(<ImportPanel kind="children" />);
    await chooseFile(user);

    expect(await screen.findByText('2 to create, 0 to update, 0 unchanged, 1 with errors')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Kabir Rao')).toBeTruthy();
    expect(within(table).getByText(/unknown class "Nursery Z"/)).toBeTruthy();
    expect(within(table).queryByText('Aarav Shah')).toBeNull();

    await user.click(screen.getByText('All (3)'));
    expect(within(screen.getByRole('table')).getByText('Aarav Shah')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText(/Imported: 2 created, 0 updated/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/commit'))).toBe(true);
  });

  it("shows the server's refusal of the file at the drop area, and nothing is confirmed", async () => {
    const { calls } = setUp(() =>
      jsonResponse(
        {
          code: 'VALIDATION_ERROR',
          message: 'file: is not a CSV or Excel (.xlsx) file',
          msg: 'file: is not a CSV or Excel (.xlsx) file',
          field: 'file',
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ImportPanel kind="children" />);
    await chooseFile(user);

    expect((await screen.findByRole('alert')).textContent).toBe('file: is not a CSV or Excel (.xlsx) file');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/commit'))).toBe(false);
  });
});
