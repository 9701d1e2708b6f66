import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-with-providers';
import { TEST_AARAV, testStory, testStoryPage, testStorySummary } from '../test-story-library';
import { ChildStoriesPanel } from './child-stories-panel';

const AARAV = { ...TEST_AARAV, student_profile_picture: null };
const STORIES = `GET /api/child_stories/${AARAV._id}`;
const HOME = `POST /api/home_stories/${AARAV._id}`;
const teacherStory = testStorySummary(1, { title: 'Planting seeds', excerpt: 'Aarav dug a hole…' });
const homeStory = testStorySummary(2, {
  kind: 'home',
  title: 'Baking with Grandma',
  author: { _id: '65a0000000000000000000a1', name: 'Rahul Sharma', kind: 'parent' },
});

const renderPanel = () =>
  renderRoutes([
    { path: '/', element: <ChildStoriesPanel child={AARAV} /> },
    { path: '/communication/stories/:id', element: <p>The reader</p> },
  ]);

describe("the parent's stories panel", () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
  });

  it("lists the child's teacher and home stories with the parent token, and opens one", async () => {
    const { calls } = mockFetch({ [STORIES]: () => jsonResponse(testStoryPage([teacherStory, homeStory])) });
    const user = userEvent.setup();
    const { router } = renderPanel();

    const card = await screen.findByRole('article', { name: 'Planting seeds' });
    expect(within(card).getByText('Aarav dug a hole…')).toBeTruthy();
    expect(within(card).getByText('Thu, Nov 19, 2026 · By Priya Nair')).toBeTruthy();
    const home = screen.getByRole('article', { name: 'Baking with Grandma' });
    expect(within(home).getByText('Thu, Nov 19, 2026 · Home story by Rahul Sharma')).toBeTruthy();
    expect(calls.find((call) => call.path.startsWith('/api/child_stories/'))?.headers).toMatchObject({
      Authorization: 'Bearer parent-access',
      PageNumber: '1',
    });

    await user.click(within(card).getByRole('link', { name: 'Planting seeds' }));
    expect(await screen.findByText('The reader')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/communication/stories/${teacherStory._id}`);
  });

  it('says when there is no story yet', async () => {
    mockFetch({ [STORIES]: () => jsonResponse(testStoryPage([])) });
    renderPanel();
    expect(await screen.findByText('No stories yet')).toBeTruthy();
  });

  it('publishes a home story: checks the fields first, then sends title, date and paragraphs', async () => {
    let stories = [teacherStory];
    const { calls } = mockFetch({
      [STORIES]: () => jsonResponse(testStoryPage(stories)),
      [HOME]: () => {
        const created = testStory(3, { kind: 'home', title: 'Our walk' });
        stories = [testStorySummary(3, { kind: 'home', title: 'Our walk' }), ...stories];
        return jsonResponse({ result: created });
      },
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('article', { name: 'Planting seeds' });

    await user.click(screen.getByRole('button', { name: 'Add a home story' }));
    const form = await screen.findByRole('form', { name: 'Home story' });
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(within(form).getByText('Give the story a title')).toBeTruthy();
    expect(within(form).getByText('Write what happened')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Our walk');
    await user.type(
      within(form).getByRole('textbox', { name: 'What happened' }),
      'We walked to the pond.{enter}{enter}Aarav counted six ducks.',
    );
    await user.click(within(form).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.headers.Authorization).toBe('Bearer parent-access');
    expect(post?.body).toEqual({
      title: 'Our walk',
      story_date: formatDate(new Date(), 'YYYY-MM-DD'),
      story: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'We walked to the pond.' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'Aarav counted six ducks.' }] },
        ],
      },
      media_ids: [],
    });
    expect(await screen.findByRole('article', { name: 'Our walk' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Home story' })).toBeNull();
  });
});
