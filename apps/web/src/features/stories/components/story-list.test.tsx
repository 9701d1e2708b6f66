import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TEST_CLASS_ID, testStoryPage, testStorySummary } from '../test-stories';
import { StoryList } from './story-list';

describe('stories screen list', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('shows my drafts first, then each tab asks for its own state and shows its cards', async () => {
    // The recorded path drops the query: the state asked for is read from fetch's own URL.
    const { fetchMock } = mockFetch({
      [`GET /api/stories/${TEST_CLASS_ID}`]: () => {
        const url = String(fetchMock.mock.calls.at(-1)?.[0]);
        if (url.includes('status=draft')) {
          return jsonResponse(
            testStoryPage([
              testStorySummary(1, {
                title: 'Block tower',
                tags: [
                  {
                    _id: '65a000000000000000000601',
                    name: 'Persisting with difficulty',
                    set_name: 'Dispositions',
                  },
                ],
                reading_minutes: 3,
              }),
            ]),
          );
        }
        if (url.includes('status=published')) {
          return jsonResponse(
            testStoryPage([
              testStorySummary(2, {
                title: 'Seed planting',
                status: 'published',
                whole_class: true,
                students: [],
              }),
            ]),
          );
        }
        return jsonResponse(testStoryPage([]));
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <StoryList classId={TEST_CLASS_ID} storyHref={(id) => `/communication/stories/edit/${id}`} />,
    );

    const draft = await screen.findByRole('article', { name: 'Block tower' });
    expect(within(draft).getByText('Aarav Sharma')).toBeTruthy();
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByText('Persisting with difficulty')).toBeTruthy();
    expect(within(draft).getByText(/3 min read/)).toBeTruthy();
    // The stories screen opens a story in the editor, not the reader.
    expect(within(draft).getByRole('link', { name: 'Block tower' }).getAttribute('href')).toBe(
      '/communication/stories/edit/65a000000000000000000501',
    );

    await user.click(screen.getByRole('tab', { name: 'Waiting for review' }));
    expect(await screen.findByText('No story is waiting for review.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Published' }));
    const published = await screen.findByRole('article', { name: 'Seed planting' });
    expect(within(published).getByText('The whole class')).toBeTruthy();
    expect(within(published).getByText('Published')).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('/api/stories/'));
    expect(asked.map((url) => new URL(url, 'http://x').searchParams.get('status'))).toEqual([
      'draft',
      'in_review',
      'published',
    ]);
  });
});
