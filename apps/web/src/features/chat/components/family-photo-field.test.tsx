import type { ChatThread, MediaFile } from '@cue/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChatScreen } from './chat-screen';

const RAHUL = '65a0000000000000000000a1';
const AARAV_THREAD = '65a000000000000000000d01';
const signed = (id: string, variant: string) =>
  `/api/media/${id}/${variant}?expires=1900000000&signature=${'s'.repeat(43)}`;
const stored = (id: string, name: string): MediaFile => ({
  _id: id,
  kind: 'image',
  mime_type: 'image/png',
  file_name: name,
  size: 120,
  width: 16,
  height: 16,
  media_link: signed(id, 'original'),
  display_link: signed(id, 'display'),
  thumbnail_link: signed(id, 'thumbnail'),
  links_expire_at: '2030-01-01T00:00:00.000Z',
});
const aaravThread: ChatThread = {
  _id: AARAV_THREAD,
  kind: 'family',
  class_id: '65a000000000000000000c01',
  class_name: 'Nursery A',
  student_id: '65a000000000000000000e01',
  student_name: 'Aarav Sharma',
  student_profile_picture: null,
  can_post: true,
  is_member: true,
  closed: false,
  unread: 0,
  last_message_at: null,
  last_message_preview: '',
};
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('a parent attaching photos in chat', () => {
  it('uploads each chosen photo as the parent, shows removable thumbnails, and sends the ones kept', async () => {
    sessionStore.saveLoginResult({ parent_user: { access_token: 'parent-access', refresh_token: 'r' } });
    const uploads = [
      stored('65b000000000000000000101', 'rash.png'),
      stored('65b000000000000000000102', 'arm.png'),
    ];
    const { calls } = mockFetch({
      'GET /api/chat/threads/': () => jsonResponse({ result: { threads: [aaravThread], total_unread: 0 } }),
      [`GET /api/chat/threads/${AARAV_THREAD}/messages/`]: () =>
        jsonResponse({ result: { messages: [], next_cursor: null } }),
      'POST /api/media/images': () => jsonResponse({ result: uploads.shift() }),
      [`POST /api/chat/threads/${AARAV_THREAD}/messages/`]: () =>
        jsonResponse({
          result: {
            _id: '65a000000000000000000f09',
            thread_id: AARAV_THREAD,
            author_id: RAHUL,
            author_name: 'Rahul Sharma',
            author_kind: 'parent',
            message: 'Is this rash ok?',
            retracted: false,
            sent_at: '2026-11-20T09:00:00.000Z',
            media: [],
            read_by_family: false,
          },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatScreen myUserId={RAHUL} isStaff={false} isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: /Aarav Sharma/ }));
    await screen.findByText('No messages yet');

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeTruthy();
    await user.upload(input, [png('rash.png'), png('arm.png')]);

    // Both thumbnails before sending, from the stored files' signed links.
    expect((await screen.findByRole('img', { name: 'Photo 1 to send' })).getAttribute('src')).toBe(
      signed('65b000000000000000000101', 'thumbnail'),
    );
    expect(await screen.findByRole('img', { name: 'Photo 2 to send' })).toBeTruthy();
    const uploadsSent = calls.filter((c) => c.path === '/api/media/images');
    expect(uploadsSent).toHaveLength(2);
    expect(uploadsSent[0]!.headers.Authorization).toBe('Bearer parent-access');

    // The first one is taken out again.
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('img', { name: 'Photo 2 to send' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is this rash ok?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/messages/'))?.body).toEqual({
        message: 'Is this rash ok?',
        media_ids: ['65b000000000000000000102'],
      }),
    );
    // Sent: the composer is empty again, thumbnails gone.
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo 1 to send' })).toBeNull());
  });
});
