import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StoryTagSets } from './story-tag-sets';

const SET_ID = '65a000000000000000000701';
const tag = (n: number, name: string, archived = false) => ({
  _id: `65a0000000000000000007${String(10 + n)}`,
  name,
  archived,
});

describe('story tag sets admin', () => {
  beforeAll(() => {
    // The description's autosizing Textarea listens for font loads, which jsdom lacks.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('adds a starter set with its tags', async () => {
    const posts: RecordedCall[] = [];
    mockFetch({
      'GET /api/story_tags/': () => jsonResponse({ result: { sets: [] } }),
      'POST /api/story_tag_sets/': (call) => {
        posts.push(call);
        return jsonResponse({
          result: { _id: SET_ID, name: 'Learning dispositions', description: '', tags: [] },
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StoryTagSets />);
    expect(await screen.findByText('No tag sets yet. Add a starter set or a new one.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Add a starter set' }));
    await user.click(await screen.findByRole('option', { name: 'Learning dispositions' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((screen.getByRole('textbox', { name: 'Tag 1' }) as HTMLInputElement).value).toBe(
      'Taking an interest',
    );
    await user.click(screen.getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      name: 'Learning dispositions',
      description: 'From learning stories (Te Whāriki)',
      tags: [
        { name: 'Taking an interest' },
        { name: 'Being involved' },
        { name: 'Persisting with difficulty' },
        { name: 'Expressing an idea or a feeling' },
        { name: 'Taking responsibility' },
      ],
    });
  });

  it('removes a tag from a set; the one a story uses comes back archived', async () => {
    let sets = [
      {
        _id: SET_ID,
        name: 'Dispositions',
        description: '',
        tags: [tag(1, 'Taking an interest'), tag(2, 'Being involved')],
      },
    ];
    const puts: RecordedCall[] = [];
    mockFetch({
      'GET /api/story_tags/': () => jsonResponse({ result: { sets } }),
      [`PUT /api/story_tag_sets/${SET_ID}`]: (call) => {
        puts.push(call);
        sets = [{ ...sets[0]!, tags: [tag(1, 'Taking an interest'), tag(2, 'Being involved', true)] }];
        return jsonResponse({ result: sets[0] });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StoryTagSets />);
    await user.click(await screen.findByRole('button', { name: 'Edit Dispositions' }));
    await user.click(screen.getByRole('button', { name: 'Remove Being involved' }));
    await user.click(screen.getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({
      name: 'Dispositions',
      description: '',
      tags: [{ _id: tag(1, '')._id, name: 'Taking an interest' }],
    });
    const card = await screen.findByRole('region', { name: 'Dispositions' });
    expect(await within(card).findByText('Being involved · Archived')).toBeTruthy();
  });
});
