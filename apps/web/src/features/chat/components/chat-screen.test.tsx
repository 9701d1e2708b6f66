import type { ChatThread, ChatThreadMessage } from '@cue/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChatScreen } from './chat-screen';

const RAHUL = '65a0000000000000000000a1';
const PRIYA = '65a0000000000000000000b1';
const NURSERY_A = '65a000000000000000000c01';
const AARAV_THREAD = '65a000000000000000000d01';
const BROADCAST = '65a000000000000000000d02';

const AARAV_PICTURE = `/api/media/65b000000000000000000001/thumbnail?expires=1900000000&signature=${'s'.repeat(43)}`;
const thread = (overrides: Partial<ChatThread>): ChatThread => ({
  _id: AARAV_THREAD,
  kind: 'family',
  class_id: NURSERY_A,
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
  ...overrides,
});
const message = (overrides: Partial<ChatThreadMessage>): ChatThreadMessage => ({
  _id: '65a000000000000000000f01',
  thread_id: AARAV_THREAD,
  author_id: PRIYA,
  author_name: 'Priya Nair',
  author_kind: 'staff',
  message: 'Aarav ate all his lunch',
  retracted: false,
  sent_at: '2026-11-20T09:00:00.000Z',
  media: [],
  read_by_family: false,
  ...overrides,
});
const threadsResponse = (threads: ChatThread[]) =>
  jsonResponse({ result: { threads, total_unread: threads.reduce((n, th) => n + th.unread, 0) } });
const page = (messages: ChatThreadMessage[]) => jsonResponse({ result: { messages, next_cursor: null } });

describe('ChatScreen', () => {
  it('lets a parent open their child’s thread, marks it read, and sends with Enter', async () => {
    sessionStore.saveLoginResult({ parent_user: { access_token: 'parent-access', refresh_token: 'r' } });
    const { calls } = mockFetch({
      'GET /api/chat/threads/': () =>
        threadsResponse([
          thread({
            unread: 1,
            last_message_preview: 'Aarav ate all his lunch',
            student_profile_picture: AARAV_PICTURE,
          }),
          thread({
            _id: BROADCAST,
            kind: 'broadcast',
            student_id: null,
            student_name: null,
            can_post: false,
          }),
        ]),
      [`GET /api/chat/threads/${AARAV_THREAD}/messages/`]: () => page([message({})]),
      [`POST /api/chat/threads/${AARAV_THREAD}/read/`]: () => jsonResponse({ result: true }),
      [`POST /api/chat/threads/${AARAV_THREAD}/messages/`]: (call) =>
        jsonResponse({
          result: message({
            _id: '65a000000000000000000f02',
            author_id: RAHUL,
            author_kind: 'parent',
            message: (call.body as { message: string }).message,
          }),
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatScreen myUserId={RAHUL} isStaff={false} isAdmin={false} />);

    expect(await screen.findByText('Nursery A · class news')).toBeTruthy();
    expect(screen.getByLabelText('1 unread message')).toBeTruthy();
    // The family thread shows the child's picture (issue 13: pictures wherever a person is shown).
    const aaravThread = screen.getByRole('button', { name: /Aarav Sharma/ });
    expect(aaravThread.querySelector('img')?.getAttribute('src')).toBe(AARAV_PICTURE);
    await user.click(screen.getByRole('button', { name: /Aarav Sharma/ }));
    expect(await screen.findByText('Aarav ate all his lunch')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/read/'))?.body).toEqual({
        message_id: '65a000000000000000000f01',
      }),
    );

    // An empty message is refused on the spot; nothing is sent.
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await user.type(composer, '   {Enter}');
    expect(await screen.findByText('Please write a message')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/messages/'))).toBe(false);

    await user.clear(composer);
    await user.type(composer, 'Thank you!{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/messages/'))?.body).toEqual({
        message: 'Thank you!',
        media_ids: [],
      }),
    );
    expect(calls.find((c) => c.path.endsWith('/messages/'))?.headers.Authorization).toBe(
      'Bearer parent-access',
    );
  });

  it('shows families the class news without a composer', async () => {
    sessionStore.saveLoginResult({ parent_user: { access_token: 'parent-access', refresh_token: 'r' } });
    mockFetch({
      'GET /api/chat/threads/': () =>
        threadsResponse([
          thread({
            _id: BROADCAST,
            kind: 'broadcast',
            student_id: null,
            student_name: null,
            can_post: false,
          }),
        ]),
      [`GET /api/chat/threads/${BROADCAST}/messages/`]: () =>
        page([message({ thread_id: BROADCAST, message: 'Sports day on Friday' })]),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatScreen myUserId={RAHUL} isStaff={false} isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: /class news/ }));
    expect(await screen.findByText('Sports day on Friday')).toBeTruthy();
    expect(screen.getByText(/replies are not possible here/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('shows a family the conversation of a class their child left as closed, without a composer', async () => {
    sessionStore.saveLoginResult({ parent_user: { access_token: 'parent-access', refresh_token: 'r' } });
    mockFetch({
      'GET /api/chat/threads/': () => threadsResponse([thread({ can_post: false, closed: true })]),
      [`GET /api/chat/threads/${AARAV_THREAD}/messages/`]: () => page([message({})]),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatScreen myUserId={RAHUL} isStaff={false} isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: /Aarav Sharma/ }));
    expect(await screen.findByText('Aarav ate all his lunch')).toBeTruthy();
    expect(
      screen.getByText(/Aarav Sharma has moved to another class: this conversation is closed/),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('shows the teacher when the family read her message, and lets her retract it', async () => {
    sessionStore.saveLoginResult({ staff_user: { access_token: 'staff-access', refresh_token: 'r' } });
    const { calls } = mockFetch({
      'GET /api/chat/threads/': () => threadsResponse([thread({})]),
      [`GET /api/chat/threads/${AARAV_THREAD}/messages/`]: () =>
        page([
          message({ read_by_family: true }),
          message({ _id: '65a000000000000000000f00', retracted: true, message: '' }),
        ]),
      'POST /api/chat/messages/65a000000000000000000f01/retract/': () => jsonResponse({ result: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatScreen myUserId={PRIYA} isStaff isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: /Aarav Sharma/ }));
    expect(await screen.findByText('Read')).toBeTruthy();
    expect(screen.getByText('Message retracted')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retract' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/retract/'))).toBe(true));
  });
});
