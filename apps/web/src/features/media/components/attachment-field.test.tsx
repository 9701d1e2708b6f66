import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeUploads, testLibraryItem, testMediaFile } from '../test-media';
import { AttachmentField } from './attachment-field';

beforeEach(() => {
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('AttachmentField', () => {
  it('renews the links of a thumbnail that stopped loading (links last five minutes), once', async () => {
    const photo = testMediaFile(1);
    const renewed = testMediaFile(1, {
      thumbnail_link: '/api/media/renewed/thumbnail?expires=2&signature=x',
    });
    const { calls } = mockFetch({
      'POST /api/media_links/': () => jsonResponse({ result: [renewed] }),
    });
    renderWithProviders(<AttachmentField value={[photo]} onChange={() => {}} />);
    const thumbnail = screen.getByRole('img', { name: 'p1.jpg' });
    expect(thumbnail.getAttribute('src')).toBe(photo.thumbnail_link);

    fireEvent.error(thumbnail);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'p1.jpg' }).getAttribute('src')).toBe(renewed.thumbnail_link),
    );
    const asked = calls.filter((call) => call.path === '/api/media_links/');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toEqual({ media_ids: [photo._id] });
  });

  it("offers the class's photos page by page in the picker, and attaches those chosen", async () => {
    const classId = '65a000000000000000000040';
    const pages = [
      { items: [testLibraryItem(1, classId, '2026-03-07', { caption: 'Sand tray' })], next_cursor: 'c1' },
      { items: [testLibraryItem(2, classId, '2026-03-06', { caption: 'Painting' })], next_cursor: null },
    ];
    let page = 0;
    mockFetch({
      [`GET /api/class_media/${classId}`]: () => jsonResponse({ result: pages[page++] }),
    });
    const onChange = vi.fn();
    renderWithProviders(<AttachmentField value={[]} onChange={onChange} classId={classId} />);
    fireEvent.click(screen.getByRole('button', { name: 'From class photos' }));
    expect(await screen.findByRole('button', { name: 'Sand tray' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Painting' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More photos' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Painting' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'More photos' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(onChange).toHaveBeenCalledWith([pages[1]!.items[0]!.media]);
  });

  it("for a story (class media only) offers the class's videos too, and files uploaded join the class library", async () => {
    const classId = '65a000000000000000000040';
    const video = testLibraryItem(3, classId, '2026-03-07', {
      caption: 'Rain dance',
      media: testMediaFile(3, { kind: 'video', mime_type: 'video/mp4', file_name: 'rain.mp4' }),
    });
    const uploaded = testMediaFile(4, { file_name: 'tower.jpg' });
    const sent = fakeUploads(uploaded);
    const { calls } = mockFetch({
      [`GET /api/class_media/${classId}`]: () =>
        jsonResponse({ result: { items: [video], next_cursor: null } }),
      'GET /api/fetch_media_upload_constraint/': () =>
        jsonResponse({
          result: {
            max_image_size: 10_000_000,
            max_video_size: 100_000_000,
            max_doc_size: 5_000_000,
            total_media: 10,
          },
        }),
      [`POST /api/class_media/${classId}`]: () => jsonResponse({ result: [] }),
    });
    const onChange = vi.fn();
    renderWithProviders(<AttachmentField value={[]} onChange={onChange} classId={classId} classMedia />);

    fireEvent.click(screen.getByRole('button', { name: 'From class photos' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rain dance' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(onChange).toHaveBeenLastCalledWith([video.media]);

    // A story's photos must be class media: an upload is added to the library before it is used.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('video/mp4');
    expect(input.accept).not.toContain('application/pdf');
    fireEvent.change(input, { target: { files: [new File(['x'], 'tower.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([uploaded]));
    expect(sent).toEqual(['POST /api/media/files']);
    const joined = calls.find(
      (call) => call.method === 'POST' && call.path === `/api/class_media/${classId}`,
    );
    expect(joined?.body).toMatchObject({ media_ids: [uploaded._id] });
  });
});
