import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Resource } from '@cue/contracts';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ResourceLibrary } from './resource-library';
import { testResource } from './test-resources';

const page = (resources: Resource[], tags: string[] = []) =>
  jsonResponse({ result: { resources, total: resources.length, page: 1, page_size: 30, tags } });

/** The library's GET, answered by its query string (the fetch mock records paths only). */
function mockLibrary(
  answer: (search: URLSearchParams) => Resource[],
  more: Parameters<typeof mockFetch>[0] = {},
) {
  const searches: URLSearchParams[] = [];
  const mocked = mockFetch({
    'GET /api/resources/': () => {
      const url = new URL(String(mocked.fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
      searches.push(url.searchParams);
      return page(answer(url.searchParams), ['water']);
    },
    ...more,
  });
  return searches;
}

describe('resource library', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('filters by kind through the server and says when nothing matches', async () => {
    const searches = mockLibrary((search) => (search.get('kind') === 'link' ? [] : [testResource()]));
    const user = userEvent.setup();
    renderWithProviders(<ResourceLibrary />);
    expect(await screen.findByRole('article', { name: 'Water play tray' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Link' }));
    expect(await screen.findByText('No resources match')).toBeTruthy();
    expect(searches.some((search) => search.get('kind') === 'link')).toBe(true);
    // The add button is there for every staff member; no archived tab outside the managers' screen.
    expect(screen.getByRole('button', { name: 'Add resource' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Archived' })).toBeNull();
  }, 30_000);

  it('managers see the archived ones in their own tab and restore them', async () => {
    const archived = testResource({ _id: '65a000000000000000000902', title: 'Old puzzles', archived: true });
    const restores: RecordedCall[] = [];
    mockLibrary((search) => (search.get('archived') === 'true' && restores.length === 0 ? [archived] : []), {
      [`POST /api/resource/${archived._id}/restore`]: (call) => {
        restores.push(call);
        return jsonResponse({ result: { ...archived, archived: false } });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ResourceLibrary manage />);
    expect(await screen.findByText('No resources yet. Add the first one.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await screen.findByRole('article', { name: 'Old puzzles' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restores).toHaveLength(1));
    expect(await screen.findByText('No archived resources')).toBeTruthy();
  }, 30_000);
});
