import type { JournalEntry } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { testJournalEntry, testJournalPage } from '../test-journal';
import { ChildJournalPanel } from './child-journal-panel';

const AARAV = {
  _id: '65a000000000000000000011',
  first_name: 'Aarav',
  last_name: 'Sharma',
  student_profile_picture: null,
};
const JOURNAL = `GET /api/child_journal/${AARAV._id}`;
const READ = 'POST /api/journal_posts_read/';

const post = (n: number, date: string): JournalEntry => testJournalEntry(n, { date });
const page = (posts: JournalEntry[], pageNumber: number, hasMore: boolean) =>
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
      [READ]: () => jsonResponse({ result: { post_ids: [] } }),
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

  it('marks the posts shown read once, and lets the family react and comment', async () => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
    let entry = testJournalEntry(7, {
      title: 'Sunflowers',
      comments: [
        {
          _id: '65a000000000000000000301',
          text: 'Thank you for sharing!',
          author: { _id: '65a0000000000000000000f1', name: 'Priya Nair', kind: 'staff' },
          created_at: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    const read = testJournalEntry(8, { title: 'Already read', is_read: true });
    const { calls } = mockFetch({
      [JOURNAL]: () => jsonResponse(testJournalPage([entry, read])),
      [READ]: () => jsonResponse({ result: { post_ids: [entry._id] } }),
      [`POST /api/journal_post_reaction/${entry._id}`]: () => {
        entry = { ...entry, my_reaction: 'heart', reactions: [{ reaction: 'heart', count: 1 }] };
        return jsonResponse({ result: entry });
      },
      [`POST /api/journal_post_comment/${entry._id}`]: (call) => {
        expect(call.body).toEqual({ text: 'He loved it' });
        return jsonResponse({ result: entry });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChildJournalPanel child={AARAV} />);

    const card = await screen.findByRole('article', { name: 'Sunflowers' });
    expect(within(card).getByText('Thank you for sharing!')).toBeTruthy();
    expect(within(card).getByText('Teacher')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/journal_posts_read/')).toHaveLength(1),
    );
    expect(calls.find((call) => call.path === '/api/journal_posts_read/')).toMatchObject({
      body: { post_ids: [entry._id] },
      headers: { Authorization: 'Bearer parent-access' },
    });

    await user.click(within(card).getByRole('button', { name: 'Love it' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith('/api/journal_post_reaction/'))).toBe(true),
    );
    expect(calls.find((call) => call.path.startsWith('/api/journal_post_reaction/'))?.body).toEqual({
      reaction: 'heart',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Sunflowers' }))
          .getByRole('button', { name: 'Love it' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );

    await user.type(within(card).getByRole('textbox', { name: 'Write a comment' }), 'He loved it');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith('/api/journal_post_comment/'))).toBe(true),
    );
    // Refetches after each change do not send a second receipt for the same post.
    expect(calls.filter((call) => call.path === '/api/journal_posts_read/')).toHaveLength(1);
  });
});
