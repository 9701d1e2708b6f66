import type { ClassMediaItem } from '@cue/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MediaLibrary } from './media-library';
import { PostWithMediaModal } from './post-with-media-modal';
import { testLibraryItem, testMediaId } from '../test-media';

const CLASS_ID = '65a000000000000000000040';
const item = (n: number, day: string, change: Partial<ClassMediaItem> = {}) =>
  testLibraryItem(n, CLASS_ID, day, change);

/** IntersectionObserver stand-in: the test says when the end of the grid comes into view. */
let seeEnd: () => void = () => {};
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    seeEnd = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {}
}

// The message grows with its text (Mantine autosize), which listens for web fonts; jsdom has none.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
  });
});
afterEach(() => vi.unstubAllGlobals());

const page = (items: ClassMediaItem[], next: string | null) =>
  jsonResponse({ result: { items, next_cursor: next } });

describe('MediaLibrary', () => {
  it('groups the photos by day and asks for the next page when the end comes into view', async () => {
    const { calls } = mockFetch({
      [`GET /api/class_media/${CLASS_ID}`]: (call) =>
        call.path && calls.filter((c) => c.path.includes('class_media')).length === 1
          ? page([item(1, '2026-03-07'), item(2, '2026-03-06', { caption: 'Painting with leaves' })], 'c2')
          : page([item(3, '2026-03-06')], null),
    });
    renderWithProviders(<MediaLibrary classId={CLASS_ID} />);

    const saturday = await screen.findByRole('region', { name: 'Saturday, March 7, 2026' });
    expect(within(saturday).getAllByRole('button')).toHaveLength(1);
    // Alt text: the caption, else "Photo, <date>".
    expect(screen.getByRole('button', { name: 'Painting with leaves' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Photo, Saturday, March 7, 2026' })).toBeTruthy();

    act(() => seeEnd());
    await waitFor(() => {
      const friday = screen.getByRole('region', { name: 'Friday, March 6, 2026' });
      expect(within(friday).getAllByRole('button')).toHaveLength(2);
    });
    const pages = calls.filter((c) => c.path.includes('class_media'));
    expect(pages).toHaveLength(2);
    // The second request carried the cursor the first page gave.
    expect(
      vi
        .mocked(fetch)
        .mock.calls.map(([url]) => String(url))
        .some((url) => url.includes('cursor=c2')),
    ).toBe(true);
  });

  it('marks a photo of a child without photo consent in red', async () => {
    mockFetch({
      [`GET /api/class_media/${CLASS_ID}`]: () =>
        page([item(1, '2026-03-07', { consent_blocked: true }), item(2, '2026-03-07')], null),
    });
    renderWithProviders(<MediaLibrary classId={CLASS_ID} />);
    await screen.findByRole('region', { name: 'Saturday, March 7, 2026' });
    expect(screen.getAllByText('No photo consent')).toHaveLength(1);
  });

  it('deletes the selected items only after the teacher confirms', async () => {
    let deleted: unknown = null;
    mockFetch({
      [`GET /api/class_media/${CLASS_ID}`]: () =>
        page([item(1, '2026-03-07'), item(2, '2026-03-07'), item(3, '2026-03-07')], null),
      [`GET /api/class_album/${CLASS_ID}`]: () => jsonResponse({ result: [] }),
      'POST /api/delete_bulk_media/': (call) => {
        deleted = call.body;
        return jsonResponse({ result: { updated: 2 } });
      },
    });
    renderWithProviders(<MediaLibrary classId={CLASS_ID} />);
    await screen.findByRole('region', { name: 'Saturday, March 7, 2026' });

    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    const tiles = within(screen.getByRole('region', { name: 'Saturday, March 7, 2026' })).getAllByRole(
      'button',
    );
    fireEvent.click(tiles[0]!);
    fireEvent.click(tiles[2]!);
    const bar = screen.getByRole('toolbar', { name: 'Selected items' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete photos?' });
    expect(within(dialog).getByText('Delete 2 items? Families will no longer see them.')).toBeTruthy();
    expect(deleted).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual({ media_ids: [testMediaId(1), testMediaId(3)] }));
  });
});

describe('PostWithMediaModal', () => {
  it("shows the server's refusal, naming the child, and keeps the form open", async () => {
    mockFetch({
      [`POST /api/create_post_with_media/${CLASS_ID}`]: () =>
        jsonResponse(
          {
            code: 'PHOTO_CONSENT',
            message: 'Aarav Sharma has no photo consent: this photo cannot be shared',
            msg: '',
            field: 'media_ids',
          },
          409,
        ),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <PostWithMediaModal
        classId={CLASS_ID}
        items={[item(1, '2026-03-07', { consent_blocked: true })]}
        onClose={onClose}
      />,
    );
    expect(
      await screen.findByText('1 item shows a child without photo consent and cannot be shared.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Leaf painting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Aarav Sharma has no photo consent: this photo cannot be shared');
    expect(onClose).not.toHaveBeenCalled();
  });
});
