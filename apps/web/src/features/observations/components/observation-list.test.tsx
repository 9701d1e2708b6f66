import type { Observation } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ObservationList } from './observation-list';

const CLASS_ID = '65a0000000000000000000c1';
const AARAV = '65a000000000000000000011';
const DIYA = '65a000000000000000000012';

const observation = (
  n: number,
  studentId: string,
  name: string,
  date: string,
  canEdit = true,
): Observation => ({
  _id: `65a0000000000000000001${String(n).padStart(2, '0')}`,
  class_id: CLASS_ID,
  student_id: studentId,
  student_name: name,
  date,
  title: `Title ${n}`,
  general_note: `Note ${n}`,
  type_of_anecdote: 'general',
  created_by: { _id: '65a0000000000000000000f1', name: canEdit ? 'Priya Nair' : 'Meera Iyer' },
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  can_edit: canEdit,
  shared_to_journal: false,
  media: [],
  tags: [],
  competencies: [],
});
const page = (entries: Observation[], pageNumber: number, hasMore: boolean) =>
  jsonResponse({
    result: {
      observation_entries: entries,
      page_number: pageNumber,
      page_size: 20,
      total_count: 3,
      has_more: hasMore,
    },
  });

function setUp() {
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
  });
  return mockFetch({
    [`GET /api/student/${CLASS_ID}`]: () => jsonResponse({ result: [] }),
    [`POST /api/fetch_anecdote/${CLASS_ID}`]: (call) =>
      call.headers.PageNumber === '2'
        ? page([observation(3, DIYA, 'Diya Menon', '2026-11-01')], 2, false)
        : page(
            [
              observation(1, DIYA, 'Diya Menon', '2026-11-19', false),
              observation(2, AARAV, 'Aarav Sharma', '2026-11-18'),
            ],
            1,
            true,
          ),
    'POST /api/create_journal_posts_from_anecdotes/': () => jsonResponse({ result: [] }),
    [`DELETE /api/delete_anecdote/${observation(2, AARAV, '', '')._id}`]: () =>
      jsonResponse({ output: { id: observation(2, AARAV, '', '')._id } }),
  });
}

describe('ObservationList', () => {
  it('groups by child, pages with "Load more" through the PageNumber header, and filters by kind', async () => {
    const { calls } = setUp();
    const user = userEvent.setup();
    renderWithProviders(<ObservationList classId={CLASS_ID} type="general" view="studentView" />);

    const aarav = await screen.findByRole('region', { name: 'Aarav Sharma' });
    expect(within(aarav).getByText('Title 2')).toBeTruthy();
    expect(within(aarav).getByText('Wed, Nov 18, 2026')).toBeTruthy();
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions.filter((name) => name !== null)).toEqual(['Aarav Sharma', 'Diya Menon']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Title 3')).toBeTruthy();
    const fetches = calls.filter((call) => call.path === `/api/fetch_anecdote/${CLASS_ID}`);
    expect(fetches.map((call) => call.headers.PageNumber)).toEqual(['1', '2']);
    expect(fetches[0]!.body).toEqual({ type_of_anecdote: 'general' });
  });

  it("shows each child's picture beside their observations, from the class list", async () => {
    const picture = `/api/media/65a0000000000000000000aa/thumbnail?expires=1900000000&signature=${'s'.repeat(43)}`;
    setUp();
    mockFetch({
      [`GET /api/student/${CLASS_ID}`]: () =>
        jsonResponse({
          result: [
            {
              _id: AARAV,
              first_name: 'Aarav',
              last_name: 'Sharma',
              student_profile_picture: picture,
              student_class: [],
              photo_consent: true,
            },
          ],
        }),
      [`POST /api/fetch_anecdote/${CLASS_ID}`]: () =>
        page(
          [
            observation(2, AARAV, 'Aarav Sharma', '2026-11-18'),
            observation(1, DIYA, 'Diya Menon', '2026-11-19'),
          ],
          1,
          false,
        ),
    });
    const { container } = renderWithProviders(
      <ObservationList classId={CLASS_ID} type="general" view="studentView" />,
    );
    await screen.findByRole('region', { name: 'Aarav Sharma' });
    await waitFor(() => expect(container.querySelector(`img[src="${picture}"]`)).not.toBeNull());
    // Diya has no picture: her initials.
    expect(within(screen.getByRole('region', { name: 'Diya Menon' })).getByText('DM')).toBeTruthy();
  });

  it('groups by day with the observation date format', async () => {
    setUp();
    renderWithProviders(<ObservationList classId={CLASS_ID} type="general" view="dateView" />);
    expect(await screen.findByRole('heading', { name: 'Thu, Nov 19, 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wed, Nov 18, 2026' })).toBeTruthy();
  });

  it('shows edit and delete only on observations the teacher may change; shares and deletes after confirming', async () => {
    const { calls } = setUp();
    const user = userEvent.setup();
    renderWithProviders(<ObservationList classId={CLASS_ID} type="general" view="studentView" />);

    const colleagues = await screen.findByRole('article', { name: 'Title 1' });
    expect(within(colleagues).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(colleagues).getByRole('button', { name: 'Share to journal' })).toBeTruthy();

    const mine = screen.getByRole('article', { name: 'Title 2' });
    await user.click(within(mine).getByRole('button', { name: 'Share to journal' }));
    expect(await screen.findByText('Shared to the journal')).toBeTruthy();
    const share = calls.find((call) => call.path === '/api/create_journal_posts_from_anecdotes/');
    expect(share?.body).toEqual({
      anecdote_ids: [observation(2, AARAV, '', '')._id],
      individual_comment: true,
    });

    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete observation?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Observation deleted')).toBeTruthy();
  });
});
