import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TEST_AARAV, TEST_CLASS_ID, testPortfolioItem, testPortfolioPage } from '../test-portfolio';
import { noPortfolioFilters, portfolioFilterQuery } from './portfolio-filters';
import { PortfolioView } from './portfolio-view';

const PAGE = `GET /api/portfolio/${TEST_CLASS_ID}/${TEST_AARAV._id}`;
const PDF = `GET /api/portfolio/${TEST_CLASS_ID}/${TEST_AARAV._id}/pdf`;
const students = [
  { _id: TEST_AARAV._id, name: 'Aarav Sharma' },
  { _id: '65a000000000000000000012', name: 'Diya Menon' },
];
const competencies = [
  { code: 'C-8.1', title: 'Counts objects' },
  { code: 'C-9.2', title: 'Recognises shapes' },
];

/** The screen as the route holds it: the child chosen lives above the view. */
function Screen() {
  const [studentId, setStudentId] = useState<string | null>(null);
  return (
    <PortfolioView
      classId={TEST_CLASS_ID}
      students={students}
      studentId={studentId}
      onStudentChange={setStudentId}
      competencies={competencies}
    />
  );
}

/** The query of each portfolio page request, in order. */
const pageQueries = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/portfolio/${TEST_CLASS_ID}/${TEST_AARAV._id}`)
    .map((url) => Object.fromEntries(url.searchParams));

describe('the portfolio screen', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for a child first, then reads their portfolio and narrows it by kind and competency', async () => {
    const { fetchMock } = mockFetch({
      [PAGE]: () =>
        jsonResponse(testPortfolioPage([testPortfolioItem('observation', 1, { title: 'Counting shells' })])),
    });
    const user = userEvent.setup();
    renderWithProviders(<Screen />);
    expect(screen.getByText(/Choose a child to see their observations/)).toBeTruthy();
    expect(pageQueries(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Child' }));
    await user.click(await screen.findByRole('option', { name: 'Aarav Sharma' }));
    expect(await screen.findByRole('article', { name: 'Counting shells' })).toBeTruthy();
    expect(pageQueries(fetchMock)).toEqual([{}]);

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Observation' }));
    await waitFor(() => expect(pageQueries(fetchMock).at(-1)).toEqual({ kind: 'observation' }));

    await user.click(screen.getByRole('combobox', { name: 'Competency' }));
    await user.click(await screen.findByRole('option', { name: 'C-8.1 · Counts objects' }));
    await waitFor(() =>
      expect(pageQueries(fetchMock).at(-1)).toEqual({ kind: 'observation', competency: 'C-8.1' }),
    );
  });

  it('sends the date range as from and to', () => {
    expect(portfolioFilterQuery(noPortfolioFilters)).toEqual({});
    expect(
      portfolioFilterQuery({ kind: 'photo', competency: null, dates: ['2026-11-01', '2026-11-20'] }),
    ).toEqual({
      kind: 'photo',
      from: '2026-11-01',
      to: '2026-11-20',
    });
    // A range still being chosen (its end not yet picked) reads from its first day on.
    expect(portfolioFilterQuery({ kind: null, competency: 'C-8.1', dates: ['2026-11-01', null] })).toEqual({
      competency: 'C-8.1',
      from: '2026-11-01',
    });
  });

  it('downloads the PDF with the staff token, counting what has arrived, under the server’s file name', async () => {
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const { calls } = mockFetch({
      [PAGE]: () => jsonResponse(testPortfolioPage([])),
      [PDF]: () =>
        new Response(new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) }), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="portfolio-aarav-sharma.pdf"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:portfolio');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<Screen />);
    await user.click(screen.getByRole('combobox', { name: 'Child' }));
    await user.click(await screen.findByRole('option', { name: 'Aarav Sharma' }));
    expect(await screen.findByText('Nothing in this portfolio yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/pdf'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/pdf'))!.headers.Authorization).toBe(
      'Bearer staff-access',
    );
    // While it arrives the other download waits.
    expect(
      (screen.getByRole('button', { name: 'Download photos (zip)' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    stream.enqueue(new Uint8Array(3 * 1024));
    expect(await screen.findByText('Downloading… 3 KB so far')).toBeTruthy();
    stream.enqueue(new Uint8Array(2 * 1024 * 1024));
    expect(await screen.findByText('Downloading… 2 MB so far')).toBeTruthy();
    stream.close();
    await waitFor(() => expect(saved).toEqual(['portfolio-aarav-sharma.pdf']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Everything you can see of this child/)).toBeTruthy();
  });

  it('says why a download failed', async () => {
    mockFetch({
      [PAGE]: () => jsonResponse(testPortfolioPage([])),
      [`GET /api/portfolio/${TEST_CLASS_ID}/${TEST_AARAV._id}/photos`]: () =>
        jsonResponse({ code: 'FORBIDDEN', message: 'This module is switched off', msg: 'x' }, 403),
    });
    const user = userEvent.setup();
    renderWithProviders(<Screen />);
    await user.click(screen.getByRole('combobox', { name: 'Child' }));
    await user.click(await screen.findByRole('option', { name: 'Aarav Sharma' }));
    await user.click(await screen.findByRole('button', { name: 'Download photos (zip)' }));
    expect(await screen.findByText(/The download failed/)).toBeTruthy();
  });
});
