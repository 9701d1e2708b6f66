import type { StoryInsights } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TEST_AARAV, TEST_CLASS_ID, TEST_TAG } from '../test-story-library';
import { StoryInsightsView } from './story-insights-view';

const DIYA = { _id: '65a000000000000000000012', first_name: 'Diya', last_name: 'Menon' };
const insights = (days: number): StoryInsights => ({
  class_id: TEST_CLASS_ID,
  student_id: null,
  days,
  weeks: [
    { week_start: '2026-11-09', stories: 1 },
    { week_start: '2026-11-16', stories: 3 },
  ],
  children: [
    { ...TEST_AARAV, stories: 4, last_story_date: '2026-11-19', without_story: false },
    { ...DIYA, stories: 0, last_story_date: null, without_story: true },
  ],
  tags: [
    { ...TEST_TAG, stories: 4 },
    {
      _id: '65a0000000000000000000a3',
      name: 'Taking responsibility',
      set_name: 'Learning dispositions',
      stories: 0,
    },
  ],
  authors: [{ _id: '65a0000000000000000000f1', name: 'Priya Nair', stories: 4 }],
});

/** The query strings of every insights request, in order. */
const insightQueries = (fetchMock: ReturnType<typeof mockFetch>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/story_insights/${TEST_CLASS_ID}`)
    .map((url) => Object.fromEntries(url.searchParams));

describe('story insights', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('lists the child without a story with a link to write one, the never-used tag, and the numbers as tables', async () => {
    const { fetchMock } = mockFetch({
      [`GET /api/student/${TEST_CLASS_ID}`]: () =>
        jsonResponse({
          result: [TEST_AARAV, DIYA].map((c) => ({ ...c, student_profile_picture: null, student_class: [] })),
        }),
      // The recorded call has no query string: the answer follows the days last asked for.
      [`GET /api/story_insights/${TEST_CLASS_ID}`]: () =>
        jsonResponse({ result: insights(Number(insightQueries(fetchMock).at(-1)?.days)) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<StoryInsightsView classId={TEST_CLASS_ID} />);

    const equity = await screen.findByRole('region', { name: 'No story in the last 30 days' });
    expect(within(equity).getByText('Diya Menon')).toBeTruthy();
    expect(within(equity).queryByText('Aarav Sharma')).toBeNull();
    expect(within(equity).getByRole('link', { name: 'Write a story' }).getAttribute('href')).toBe(
      `/communication/stories/create?student_id=${DIYA._id}`,
    );
    const tags = screen.getByRole('region', { name: 'Learning tags used' });
    expect(within(tags).getByText('Never used')).toBeTruthy();
    expect(within(tags).getByText('Taking responsibility')).toBeTruthy();
    expect(insightQueries(fetchMock)[0]).toEqual({ days: '30', weeks: '12' });

    // The table alternative carries the same numbers as the charts.
    await user.click(screen.getByText('Table'));
    const perChild = within(screen.getByRole('region', { name: 'Stories per child' })).getByRole('table');
    expect(within(perChild).getByRole('row', { name: 'Aarav Sharma 4' })).toBeTruthy();
    expect(within(perChild).getByRole('row', { name: 'Diya Menon 0' })).toBeTruthy();
    const perWeek = within(screen.getByRole('region', { name: 'Stories per week' })).getByRole('table');
    expect(within(perWeek).getByRole('row', { name: '16-11 3' })).toBeTruthy();
    expect(
      within(within(screen.getByRole('region', { name: 'Authors' })).getByRole('table')).getByRole('row', {
        name: 'Priya Nair 4',
      }),
    ).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'No story in' }));
    await user.click(await screen.findByRole('option', { name: 'The last 60 days' }));
    await waitFor(() => expect(insightQueries(fetchMock).at(-1)).toEqual({ days: '60', weeks: '12' }));
    expect(await screen.findByRole('region', { name: 'No story in the last 60 days' })).toBeTruthy();
  });
});
