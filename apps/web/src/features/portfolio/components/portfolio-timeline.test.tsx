import type { PortfolioItem } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TEST_AARAV, TEST_CLASS_ID, testPortfolioItem, testPortfolioPage } from '../test-portfolio';
import { PortfolioTimeline } from './portfolio-timeline';

const STAFF_PAGE = `GET /api/portfolio/${TEST_CLASS_ID}/${TEST_AARAV._id}`;
const SHARE = `POST /api/portfolio_shares/${TEST_CLASS_ID}/${TEST_AARAV._id}`;
const FAMILY_PAGE = `GET /api/child_portfolio/${TEST_AARAV._id}`;

const observation = testPortfolioItem('observation', 1, {
  title: 'Counting shells',
  text: 'Aarav counted nine shells.',
  competencies: [{ code: 'C-8.1', title: 'Counts objects' }],
});
const story = testPortfolioItem('story', 2, { title: 'The shell shop' });
const photo = testPortfolioItem('photo', 3, { title: 'At the sand tray' });
const blockedPhoto = testPortfolioItem('photo', 4, { title: 'With friends', shareable: false });

const staffTarget = { audience: 'staff', classId: TEST_CLASS_ID, studentId: TEST_AARAV._id } as const;
const renderStaff = () =>
  renderWithProviders(
    <PortfolioTimeline
      target={staffTarget}
      query={{}}
      storyLink={(id) => `/stories/${id}`}
      emptyText="Empty"
    />,
  );

describe('the portfolio timeline', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
  });

  it('shows each kind as a card: words, competencies, photos, the story link, and a share switch', async () => {
    const { calls } = mockFetch({
      [STAFF_PAGE]: () => jsonResponse(testPortfolioPage([story, observation, photo, blockedPhoto])),
    });
    renderStaff();

    const note = await screen.findByRole('article', { name: 'Counting shells' });
    expect(within(note).getByText('Observation')).toBeTruthy();
    expect(within(note).getByText('Aarav counted nine shells.')).toBeTruthy();
    expect(within(note).getByText('C-8.1 · Counts objects')).toBeTruthy();
    expect(within(note).getByText('Thu, Nov 19, 2026 · Nursery A')).toBeTruthy();
    expect(within(note).getByText('By Priya Nair')).toBeTruthy();
    const storyCard = screen.getByRole('article', { name: 'The shell shop' });
    expect(within(storyCard).getByRole('link', { name: 'Read the whole story' }).getAttribute('href')).toBe(
      `/stories/${story._id}`,
    );
    const photoCard = screen.getByRole('article', { name: 'At the sand tray' });
    expect(within(photoCard).getByRole('img', { name: 'At the sand tray' }).getAttribute('src')).toBe(
      photo.media[0]!.display_link,
    );
    // Newest first, as the server ordered them.
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      `portfolio-story-${story._id}`,
      `portfolio-observation-${observation._id}`,
      `portfolio-photo-${photo._id}`,
      `portfolio-photo-${blockedPhoto._id}`,
    ]);
    for (const card of screen.getAllByRole('article')) {
      expect(within(card).getByRole('switch', { name: 'Share with the family' })).toBeTruthy();
    }
    const blocked = within(screen.getByRole('article', { name: 'With friends' })).getByRole('switch', {
      name: 'Share with the family',
    });
    expect((blocked as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/The family cannot see this photo/)).toBeTruthy();
    expect(calls.find((call) => call.path.startsWith('/api/portfolio/'))?.headers.Authorization).toBe(
      'Bearer staff-access',
    );
  });

  it('shares an item at once, and puts the switch back with the reason when the share is refused', async () => {
    const shared = new Set<string>();
    const { calls } = mockFetch({
      [STAFF_PAGE]: () =>
        jsonResponse(
          testPortfolioPage([observation, photo].map((item) => ({ ...item, shared: shared.has(item._id) }))),
        ),
      [SHARE]: (call) => {
        const body = call.body as { kind: string; item_id: string; shared: boolean };
        if (body.item_id === photo._id) {
          const message = 'No photo consent for Diya Menon';
          return jsonResponse({ code: 'VALIDATION_ERROR', field: 'item_id', message, msg: message }, 400);
        }
        if (body.shared) shared.add(body.item_id);
        return jsonResponse({ result: body });
      },
    });
    const user = userEvent.setup();
    renderStaff();

    const note = await screen.findByRole('article', { name: 'Counting shells' });
    const noteSwitch = within(note).getByRole('switch', {
      name: 'Share with the family',
    }) as HTMLInputElement;
    await user.click(noteSwitch);
    expect(noteSwitch.checked).toBe(true);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ kind: 'observation', item_id: observation._id, shared: true });
    expect(post.headers.Authorization).toBe('Bearer staff-access');
    await waitFor(() => expect(noteSwitch.checked).toBe(true));

    const photoSwitch = within(screen.getByRole('article', { name: 'At the sand tray' })).getByRole(
      'switch',
      {
        name: 'Share with the family',
      },
    ) as HTMLInputElement;
    await user.click(photoSwitch);
    expect(await screen.findByText('No photo consent for Diya Menon')).toBeTruthy();
    await waitFor(() => expect(photoSwitch.checked).toBe(false));
  });

  it('pages with the cursor the server gave, until it gives none', async () => {
    const older: PortfolioItem[] = [
      testPortfolioItem('observation', 9, { title: 'Older note', date: '2026-10-01' }),
    ];
    const { fetchMock } = mockFetch({
      // The mock has recorded this very request when it answers: its cursor says which page.
      [STAFF_PAGE]: () =>
        jsonResponse(
          cursorOf(fetchMock) === 'c1' ? testPortfolioPage(older) : testPortfolioPage([observation], 'c1'),
        ),
    });
    const user = userEvent.setup();
    renderStaff();
    await screen.findByRole('article', { name: 'Counting shells' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Older note' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(cursorOf(fetchMock)).toBe('c1');
  });

  it('shows a family what was shared, read with the parent token, without switches', async () => {
    const { calls } = mockFetch({
      [FAMILY_PAGE]: () => jsonResponse(testPortfolioPage([{ ...observation, shared: true }])),
    });
    renderWithProviders(
      <PortfolioTimeline
        target={{ audience: 'parent', studentId: TEST_AARAV._id }}
        query={{}}
        emptyText="Nothing yet"
      />,
    );
    const note = await screen.findByRole('article', { name: 'Counting shells' });
    expect(within(note).queryByRole('switch')).toBeNull();
    expect(
      calls.find((call) => call.path === `/api/child_portfolio/${TEST_AARAV._id}`)?.headers.Authorization,
    ).toBe('Bearer parent-access');
  });

  it('says when the portfolio is empty', async () => {
    mockFetch({ [STAFF_PAGE]: () => jsonResponse(testPortfolioPage([])) });
    renderStaff();
    expect(await screen.findByText('Empty')).toBeTruthy();
  });
});

/** The cursor of the last portfolio request (the fetch mock records paths without the query). */
function cursorOf(fetchMock: { mock: { calls: unknown[][] } }): string | null {
  const last = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith('/api/portfolio/'))
    .at(-1);
  return last?.searchParams.get('cursor') ?? null;
}
