import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sampleClass } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TEST_TAG, testStoryPage, testStorySummary } from '../test-story-library';
import { StoryLibrary } from './story-library';

const LIBRARY = 'GET /api/story_library/';
const PERSISTING = { _id: '65a0000000000000000000a2', name: 'Persisting with difficulty' };
const tagSets = {
  result: {
    sets: [
      {
        _id: '65a0000000000000000000b1',
        name: 'Learning dispositions',
        description: '',
        tags: [
          { ...TEST_TAG, archived: false },
          { ...PERSISTING, archived: false },
        ],
      },
    ],
  },
};
const seeds = testStorySummary(1, {
  title: 'Planting seeds',
  word_count: 1000,
  reading_minutes: 4,
  comment_count: 2,
  excerpt: 'Aarav dug a hole for each seed and…',
});

/** The query string of every library request, in order. */
const libraryQueries = (fetchMock: ReturnType<typeof mockFetch>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/story_library/')
    .map((url) => Object.fromEntries(url.searchParams));

describe('story library', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows each story's card with its reading time, and sends the search and the tag filter", async () => {
    const { calls, fetchMock } = mockFetch({
      'GET /api/staff_classes/': () => jsonResponse({ result: [sampleClass] }),
      'GET /api/story_tags/': () => jsonResponse(tagSets),
      [LIBRARY]: () => jsonResponse(testStoryPage([seeds])),
    });
    const user = userEvent.setup();
    renderWithProviders(<StoryLibrary />);

    const card = await screen.findByRole('article', { name: 'Planting seeds' });
    expect(within(card).getByText('4 min read · 2 comments')).toBeTruthy();
    expect(within(card).getByText('Aarav Sharma')).toBeTruthy();
    expect(within(card).getByText('Taking an interest')).toBeTruthy();
    expect(within(card).getByText('Aarav dug a hole for each seed and…')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Planting seeds' }).getAttribute('href')).toBe(
      `/communication/stories/${seeds._id}`,
    );
    expect(calls.find((call) => call.path === '/api/story_library/')?.headers).toMatchObject({
      Authorization: 'Bearer staff-access',
      PageNumber: '1',
    });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'seeds');
    await waitFor(() => expect(libraryQueries(fetchMock).at(-1)).toEqual({ search: 'seeds' }));
    // Debounced: typing five letters asks once more, not five times.
    expect(libraryQueries(fetchMock)).toHaveLength(2);

    await user.click(screen.getByRole('combobox', { name: 'Learning tag' }));
    await user.click(await screen.findByRole('option', { name: 'Persisting with difficulty' }));
    await waitFor(() =>
      expect(libraryQueries(fetchMock).at(-1)).toEqual({ search: 'seeds', tag_id: PERSISTING._id }),
    );
  });

  it('loads more pages, says when nothing matches, and retries after an error', async () => {
    let fail = true;
    mockFetch({
      'GET /api/staff_classes/': () => jsonResponse({ result: [sampleClass] }),
      'GET /api/story_tags/': () => jsonResponse(tagSets),
      [LIBRARY]: (call) => {
        if (fail) return jsonResponse({ code: 'SERVER', message: 'Something went wrong', msg: 'x' }, 500);
        return call.headers.PageNumber === '2'
          ? jsonResponse(testStoryPage([testStorySummary(2)], 2, false))
          : jsonResponse(testStoryPage([testStorySummary(1)], 1, true));
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StoryLibrary />);

    expect(await screen.findByText('The stories could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Story 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Story 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by class and then by one of its children', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/staff_classes/': () => jsonResponse({ result: [sampleClass] }),
      'GET /api/story_tags/': () => jsonResponse(tagSets),
      [`GET /api/student/${sampleClass._id}`]: () =>
        jsonResponse({
          result: [
            {
              _id: '65a000000000000000000012',
              first_name: 'Diya',
              last_name: 'Menon',
              student_profile_picture: null,
              student_class: [],
            },
          ],
        }),
      [LIBRARY]: () => jsonResponse(testStoryPage([])),
    });
    const user = userEvent.setup();
    renderWithProviders(<StoryLibrary />);
    expect(await screen.findByText('No stories match')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: sampleClass.class_name }));
    await user.click(screen.getByRole('combobox', { name: 'Child' }));
    await user.click(await screen.findByRole('option', { name: 'Diya Menon' }));
    await waitFor(() =>
      expect(libraryQueries(fetchMock).at(-1)).toEqual({
        class_id: sampleClass._id,
        student_id: '65a000000000000000000012',
      }),
    );
  });

  it('keeps the search in view on a phone and folds the other filters behind "Filters"', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...real(query),
      matches: query === '(max-width: 48em)',
    }));
    const { fetchMock } = mockFetch({
      'GET /api/staff_classes/': () => jsonResponse({ result: [sampleClass] }),
      'GET /api/story_tags/': () => jsonResponse(tagSets),
      [LIBRARY]: () => jsonResponse(testStoryPage([seeds])),
    });
    const user = userEvent.setup();
    renderWithProviders(<StoryLibrary />);

    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('combobox', { name: 'Learning tag' }));
    await user.click(await screen.findByRole('option', { name: 'Taking an interest' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeTruthy();
    await waitFor(() => expect(libraryQueries(fetchMock).at(-1)).toEqual({ tag_id: TEST_TAG._id }));
  });
});
