import type { Story } from '@cue/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { testStory } from '../test-story-library';
import { StoryReader } from './story-reader';

const familyComment = {
  _id: '65a000000000000000000501',
  text: 'He has been talking about the seeds all week!',
  author: { _id: '65a0000000000000000000a1', name: 'Rahul Sharma', kind: 'parent' as const },
  reply_to: null,
  created_at: '2026-11-20T10:00:00.000Z',
  can_delete: false,
};

describe('story reader', () => {
  it('shows the three parts, the linked observations and the comments, and posts a teacher reply', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    let story: Story = testStory(1, {
      title: 'Planting seeds',
      comments: [familyComment],
      observations: [
        {
          _id: '65a000000000000000000601',
          title: 'Digging',
          date: '2026-11-18',
          student_name: 'Aarav Sharma',
        },
      ],
    });
    const { calls } = mockFetch({
      [`GET /api/story/${story._id}`]: () => jsonResponse({ result: story }),
      [`POST /api/story/${story._id}/comments`]: (call) => {
        const reply = {
          ...familyComment,
          _id: '65a000000000000000000502',
          text: (call.body as { text: string }).text,
          author: { _id: '65a0000000000000000000f1', name: 'Priya Nair', kind: 'staff' as const },
          reply_to: familyComment._id,
          can_delete: true,
        };
        story = { ...story, comments: [...story.comments, reply] };
        return jsonResponse({ result: reply });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StoryReader id={story._id} as="staff" backTo="/communication/all-stories" />);

    expect(await screen.findByRole('heading', { name: 'Planting seeds', level: 1 })).toBeTruthy();
    const part = (name: string) => screen.getByRole('region', { name });
    expect(within(part('The story')).getByText('Aarav planted sunflower seeds.')).toBeTruthy();
    expect(within(part('The learning')).getByText('He is curious about how plants grow.')).toBeTruthy();
    expect(within(part('What next')).getByText('We will measure the seedlings each week.')).toBeTruthy();
    // Text to read, not fields: the only textbox on the page is the comment form's.
    expect(within(part('The story')).queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByText('Digging · Aarav Sharma · Wed, Nov 18, 2026')).toBeTruthy();
    expect(screen.getByText('1 min read', { exact: false })).toBeTruthy();
    const comment = screen.getByRole('article', { name: 'Rahul Sharma' });
    expect(within(comment).getByText('He has been talking about the seeds all week!')).toBeTruthy();
    // Staff are not told the family's note.
    expect(screen.queryByText("Only your family and the class's teachers see your comments")).toBeNull();

    await user.click(within(comment).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to Rahul Sharma: only their family sees it')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'We will plant more on Monday');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('We will plant more on Monday')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ text: 'We will plant more on Monday', reply_to: familyComment._id });
    expect(post?.headers.Authorization).toBe('Bearer staff-access');
    expect(screen.getByText('A reply only this family sees')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Write a comment' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('lets a family comment, tells them who reads it, and delete their own comment', async () => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
    const own = { ...familyComment, can_delete: true };
    let story: Story = testStory(2, { title: 'Home from the park', comments: [own] });
    const { calls } = mockFetch({
      [`GET /api/story/${story._id}`]: () => jsonResponse({ result: story }),
      [`DELETE /api/story_comment/${own._id}`]: () => {
        story = { ...story, comments: [] };
        return jsonResponse({ output: { id: own._id } });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StoryReader id={story._id} as="parent" backTo="/dashboard" />);

    expect(
      await screen.findByText("Only your family and the class's teachers see your comments"),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No comments yet')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.headers.Authorization).toBe(
      'Bearer parent-access',
    );
  });

  it('offers a retry when the story cannot be opened', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    const id = '65a000000000000000000409';
    mockFetch({
      [`GET /api/story/${id}`]: () =>
        jsonResponse({ code: 'NOT_FOUND', message: 'Story not found', msg: 'x' }, 404),
    });
    renderWithProviders(<StoryReader id={id} as="staff" backTo="/communication/all-stories" />);
    expect(await screen.findByText('The story could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
