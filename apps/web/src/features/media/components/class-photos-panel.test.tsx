import type { ChildSummary, ClassMediaItem } from '@cue/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ClassPhotosPanel } from './class-photos-panel';
import { testLibraryItem, testMediaId } from '../test-media';

const CLASS_ID = '65a000000000000000000040';
const CLASSES = [{ class_id: CLASS_ID, class_name: 'Nursery A' }];
const AARAV: ChildSummary = {
  _id: '65a000000000000000000050',
  first_name: 'Aarav',
  last_name: 'Sharma',
  student_profile_picture: null,
};
const item = (n: number, change: Partial<ClassMediaItem> = {}) =>
  testLibraryItem(n, CLASS_ID, '2026-03-07', { caption: `Photo number ${n}`, ...change });

const page = (items: ClassMediaItem[], next: string | null = null) =>
  jsonResponse({ result: { items, next_cursor: next } });

/** The grid's "load more" watcher needs an IntersectionObserver; jsdom has none. */
class QuietObserver {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', QuietObserver);
  // A dual-role user: the panel must read with the parent token, not the staff one.
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
  });
});
afterEach(() => vi.unstubAllGlobals());

/** What only staff may see or do: none of it may reach a family. */
function expectNoStaffControls(scope: HTMLElement) {
  const within_ = within(scope);
  expect(within_.queryByRole('button', { name: 'Select' })).toBeNull();
  expect(within_.queryByRole('button', { name: 'Delete' })).toBeNull();
  expect(within_.queryByRole('button', { name: 'Upload' })).toBeNull();
  expect(within_.queryByRole('button', { name: 'New album' })).toBeNull();
  expect(within_.queryByRole('button', { name: 'Attach to announcement' })).toBeNull();
  expect(within_.queryByLabelText('Tagged children')).toBeNull();
  expect(within_.queryByLabelText('Caption')).toBeNull();
  expect(within_.queryByText('No photo consent')).toBeNull();
  expect(within_.queryByText(/no photo consent/i)).toBeNull();
}

describe('ClassPhotosPanel', () => {
  it("shows the class's six newest photos from the parent's answer, and a read-only viewer on tap", async () => {
    // Marks a staff answer would carry are set here to show the family view never draws them.
    const items = [
      item(1, { consent_blocked: true, staff_only: true }),
      ...[2, 3, 4, 5, 6, 7].map((n) => item(n)),
    ];
    const { calls } = mockFetch({ [`GET /api/class_media/${CLASS_ID}`]: () => page(items, 'c2') });
    renderWithProviders(<ClassPhotosPanel child={AARAV} classes={CLASSES} />);

    const grid = await screen.findByLabelText('Newest photos');
    const tiles = within(grid).getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Photo number ${n}`),
    );
    expect(grid.querySelector('img')?.getAttribute('src')).toBe(items[0]!.media.thumbnail_link);
    expect(screen.getByText("From Aarav's class, Nursery A")).toBeTruthy();
    const call = calls.find((c) => c.path === `/api/class_media/${CLASS_ID}`)!;
    expect(call.headers.Authorization).toBe('Bearer parent-access');
    const panel = screen.getByRole('region', { name: 'Photos' });
    expectNoStaffControls(panel);

    fireEvent.click(tiles[1]!);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img', { name: 'Photo number 2' }).getAttribute('src')).toBe(
      items[1]!.media.display_link,
    );
    expect(within(viewer).getByText('Photo number 2')).toBeTruthy();
    expect(within(viewer).getByText('2 of 6')).toBeTruthy();
    expectNoStaffControls(viewer);
  });

  it('"See all" opens the whole library read-only, with the parent token', async () => {
    const { calls } = mockFetch({
      [`GET /api/class_media/${CLASS_ID}`]: () => page([item(1), item(2)]),
      [`GET /api/class_album/${CLASS_ID}`]: () =>
        jsonResponse({
          result: [
            {
              _id: testMediaId(90),
              class_id: CLASS_ID,
              name: 'Trip to the park',
              description: '',
              media_count: 2,
              cover: item(1).media,
              updated_at: '2026-03-07T09:00:00.000Z',
            },
          ],
        }),
    });
    renderWithProviders(<ClassPhotosPanel child={AARAV} classes={CLASSES} />);

    fireEvent.click(await screen.findByRole('button', { name: 'See all' }));
    const library = await screen.findByRole('dialog', { name: 'Photos of Nursery A' });
    await within(library).findByRole('region', { name: 'Saturday, March 7, 2026' });
    expect(within(library).getByRole('radio', { name: 'Albums' })).toBeTruthy();
    expectNoStaffControls(library);

    // Albums: the family sees them and opens one, but may not make one.
    fireEvent.click(within(library).getByRole('radio', { name: 'Albums' }));
    expect(await within(library).findByText('Trip to the park')).toBeTruthy();
    expect(within(library).getByText('2 items')).toBeTruthy();
    expectNoStaffControls(library);

    const libraryCalls = calls.filter((c) => c.path.startsWith('/api/class_'));
    expect(libraryCalls.some((c) => c.path === `/api/class_album/${CLASS_ID}`)).toBe(true);
    expect(libraryCalls.every((c) => c.headers.Authorization === 'Bearer parent-access')).toBe(true);
  });

  it('says "No photos yet" when the family may see none, with no "See all"', async () => {
    mockFetch({ [`GET /api/class_media/${CLASS_ID}`]: () => page([]) });
    renderWithProviders(<ClassPhotosPanel child={AARAV} classes={CLASSES} />);

    expect(await screen.findByText('No photos yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See all' })).toBeNull();
  });

  it('shows nothing when the school has photos switched off (403) or the child has no class', async () => {
    const { calls } = mockFetch({
      [`GET /api/class_media/${CLASS_ID}`]: () =>
        jsonResponse({ code: 'MODULE_DISABLED', message: 'The media module is off' }, 403),
    });
    const { unmount } = renderWithProviders(<ClassPhotosPanel child={AARAV} classes={CLASSES} />);
    await waitFor(() => expect(calls.some((c) => c.path.includes('class_media'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull());
    unmount();

    renderWithProviders(<ClassPhotosPanel child={AARAV} classes={[]} />);
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
  });
});
