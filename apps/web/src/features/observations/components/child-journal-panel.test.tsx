import type { JournalPost } from '@cue/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChildJournalPanel } from './child-journal-panel';

const AARAV = {
  _id: '65a000000000000000000011',
  first_name: 'Aarav',
  last_name: 'Sharma',
  student_profile_picture: null,
};
const JOURNAL = `GET /api/child_journal/${AARAV._id}`;

const post = (n: number, date: string): JournalPost => ({
  _id: `65a0000000000000000002${String(n).padStart(2, '0')}`,
  student_id: AARAV._id,
  class_id: '65a0000000000000000000c1',
  anecdote_id: null,
  media: [],
  title: `Post ${n}`,
  body: `Body ${n}`,
  date,
  created_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  created_at: '2026-11-20T09:00:00.000Z',
});
const page = (posts: JournalPost[], pageNumber: number, hasMore: boolean) =>
  jsonResponse({
    result: {
      journal_posts: posts,
      page_number: pageNumber,
      page_size: 20,
      total_count: 21,
      has_more: hasMore,
    },
  });

describe('ChildJournalPanel', () => {
  it("shows the child's journal with the parent token, dates as 'ddd, MMM DD, YYYY', and loads more pages", async () => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
    const { calls } = mockFetch({
      [JOURNAL]: (call) =>
        call.headers.PageNumber === '2'
          ? page([post(1, '2026-11-02')], 2, false)
          : page([post(2, '2026-11-19')], 1, true),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChildJournalPanel child={AARAV} />);

    expect(await screen.findByText('Post 2')).toBeTruthy();
    expect(screen.getByText('Body 2')).toBeTruthy();
    expect(screen.getByText('Thu, Nov 19, 2026')).toBeTruthy();
    expect(screen.getByText('By Priya Nair')).toBeTruthy();
    expect(calls.find((call) => call.path.startsWith('/api/child_journal/'))?.headers).toMatchObject({
      Authorization: 'Bearer parent-access',
      PageNumber: '1',
    });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Post 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing was shared yet', async () => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
    mockFetch({ [JOURNAL]: () => page([], 1, false) });
    renderWithProviders(<ChildJournalPanel child={AARAV} />);
    expect(await screen.findByText('Nothing shared to the journal yet')).toBeTruthy();
  });

  it('offers a retry when the journal cannot be loaded', async () => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
    mockFetch({
      [JOURNAL]: () =>
        jsonResponse({ code: 'FORBIDDEN', message: 'You do not have access to this', msg: 'x' }, 403),
    });
    renderWithProviders(<ChildJournalPanel child={AARAV} />);
    expect(await screen.findByText('The journal could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
