import type { ChildReportCard, ChildSummary } from '@cue/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChildReportCardsPanel } from './child-report-cards-panel';

const CHILD: ChildSummary = {
  _id: '65a000000000000000000e01',
  first_name: 'Aarav',
  last_name: 'Sharma',
  student_profile_picture: null,
} as ChildSummary;
const VERSION = '65a000000000000000000102';
const SLOW = 30_000;

const card: ChildReportCard = {
  _id: VERSION,
  cycle_name: 'Term 2',
  class_name: 'Nursery A',
  title: 'Holistic Progress Card',
  version: 2,
  published_at: '2026-11-19T09:00:00.000Z',
};

describe('a family’s report cards', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:card'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it(
    'lists the published cards and downloads one with the parent’s token',
    async () => {
      const { calls } = mockFetch({
        [`GET /api/child_report_cards/${CHILD._id}`]: () =>
          jsonResponse({ result: { report_cards: [card] } }),
        [`GET /api/report_card_version/${VERSION}/pdf`]: () =>
          new Response(new Blob(['%PDF-1.7']), {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="report-card-aarav-sharma-term-2-v2.pdf"',
            },
          }),
      });
      // jsdom does not download: the link the panel clicks is caught with its file name.
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      const user = userEvent.setup();
      renderWithProviders(<ChildReportCardsPanel child={CHILD} />);
      expect(await screen.findByText('Holistic Progress Card')).toBeTruthy();
      expect(screen.getByText(/Term 2 · Nursery A · published/)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Download Holistic Progress Card, Term 2' }));
      await waitFor(() => expect(calls.some((c) => c.path.endsWith('/pdf'))).toBe(true));
      const download = calls.find((c) => c.path.endsWith('/pdf'))!;
      expect(download.headers.Authorization).toBe('Bearer parent-access');
      await waitFor(() => expect(saved).toEqual(['report-card-aarav-sharma-term-2-v2.pdf']));
    },
    SLOW,
  );

  it(
    'says when there is none yet, and hides itself while the school has report cards off',
    async () => {
      mockFetch({
        [`GET /api/child_report_cards/${CHILD._id}`]: () => jsonResponse({ result: { report_cards: [] } }),
      });
      const view = renderWithProviders(<ChildReportCardsPanel child={CHILD} />);
      expect(await screen.findByText('No report cards yet.')).toBeTruthy();
      view.unmount();
      mockFetch({
        [`GET /api/child_report_cards/${CHILD._id}`]: () =>
          jsonResponse({ code: 'FORBIDDEN', message: 'Forbidden', msg: 'Forbidden' }, 403),
      });
      const hidden = renderWithProviders(<ChildReportCardsPanel child={CHILD} />);
      await waitFor(() => expect(hidden.container.querySelector('section')).toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByText('Report cards')).toBeNull();
    },
    SLOW,
  );
});
