import type { ChatMessage } from '@cue/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CueWidget } from './cue-widget';

const CLASS_ID = '65a000000000000000000040';
const USER_ID = '65a000000000000000000010';

function signIn() {
  const now = Math.floor(Date.now() / 1000);
  sessionStore.saveLoginResult({
    staff_user: { access_token: fakeJwt(now + 3600, 'a'), refresh_token: fakeJwt(now + 30 * 86_400, 'r') },
  });
}

const answer: ChatMessage = {
  id: 'm1',
  role: 'assistant',
  content: 'I can take attendance, record observations and write announcements.',
  tool_calls: [],
  additional_kwargs: { agent: 'supervisor', mode: 'fast' },
};

async function openWidget() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open Cue chat widget' }));
  const widget = await screen.findByRole('region', { name: 'Cue (test widget)' });
  return { user, widget, input: within(widget).getByRole('textbox', { name: 'Message to Cue' }) };
}

describe('CueWidget', () => {
  beforeAll(() => {
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
    // jsdom has no PointerEvent: a mouse event with a pointer id is enough for the drag handle.
    if (!('PointerEvent' in window)) {
      class PointerEvent extends MouseEvent {
        readonly pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
        }
      }
      Object.defineProperty(window, 'PointerEvent', { configurable: true, value: PointerEvent });
    }
  });

  it('asks cue_widget/ask with the trimmed message, once while pending, and shows the answer', async () => {
    signIn();
    let release: () => void = () => {};
    const { calls } = mockFetch({
      'POST /api/cue_widget/ask': () =>
        new Promise((resolve) => {
          release = () => resolve(jsonResponse({ result: { message: answer } }));
        }),
    });
    renderWithProviders(<CueWidget classId={CLASS_ID} userId={USER_ID} userName="Asha Rao" />);
    const { user, widget, input } = await openWidget();

    // Blank messages are not sent.
    await user.type(input, '   ');
    await user.keyboard('{Enter}');
    expect(calls.filter((call) => call.path === '/api/cue_widget/ask')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '  What can you do?  ');
    await user.keyboard('{Enter}');
    await within(widget).findByText('Cue is thinking…');
    // While pending, another message waits.
    await user.type(input, 'And more?');
    await user.keyboard('{Enter}');
    const asks = calls.filter((call) => call.path === '/api/cue_widget/ask');
    expect(asks).toHaveLength(1);
    expect(asks[0]!.body).toMatchObject({
      user_query: { class_id: CLASS_ID, user_input: 'What can you do?' },
      user_details: { user_id: USER_ID, user_name: 'Asha Rao', user_role: 'staff' },
      language: 'en',
    });
    expect((asks[0]!.body as { user_query: { time: string } }).user_query.time).toMatch(
      /^\d{2}:\d{2} (AM|PM)$/,
    );

    release();
    await within(widget).findByText(answer.content as string);
    expect(within(widget).getByText('What can you do?')).toBeTruthy();
  });

  it("shows 'Missing required context' naming what is missing, and asks nothing", async () => {
    sessionStore.clear();
    const { calls } = mockFetch({});
    renderWithProviders(<CueWidget classId={null} userId={null} userName="" />);
    const { user, widget, input } = await openWidget();
    await user.type(input, 'Hello');
    await user.click(within(widget).getByRole('button', { name: 'Send' }));
    expect((await within(widget).findByRole('alert')).textContent).toContain(
      'Missing required context: token, classId, userId',
    );
    expect(calls.filter((call) => call.path === '/api/cue_widget/ask')).toHaveLength(0);
  });

  it("shows the server's message, or 'Failed to get response' when there is none", async () => {
    signIn();
    let attempt = 0;
    mockFetch({
      'POST /api/cue_widget/ask': () => {
        attempt += 1;
        return attempt === 1
          ? jsonResponse({ code: 'FORBIDDEN', message: 'You do not teach this class', msg: 'x' }, 403)
          : new Response('bad gateway', { status: 502 });
      },
    });
    renderWithProviders(<CueWidget classId={CLASS_ID} userId={USER_ID} userName="Asha Rao" />);
    const { user, widget, input } = await openWidget();
    await user.type(input, 'First');
    await user.keyboard('{Enter}');
    await within(widget).findByText('You do not teach this class');
    await user.type(input, 'Second');
    await user.keyboard('{Enter}');
    await within(widget).findByText('Failed to get response');
  });

  it('is dragged by its handle and stays on screen; it closes back into the round button', async () => {
    signIn();
    mockFetch({});
    renderWithProviders(<CueWidget classId={CLASS_ID} userId={USER_ID} userName="Asha Rao" />);
    const { user, widget } = await openWidget();
    // jsdom's window is 1024 × 768: the widget opens at the bottom-left.
    expect(widget.style.left).toBe('8px');
    expect(widget.style.top).toBe(`${768 - 560 - 8}px`);
    expect(widget.style.width).toBe('420px');

    const handle = within(widget).getByRole('group', { name: 'Drag to move the widget' });
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 20, clientY: 210 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 320, clientY: 110 });
    await waitFor(() => expect(widget.style.left).toBe('308px'));
    expect(widget.style.top).toBe('100px');
    // Far off the edge: kept on screen.
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 5000, clientY: -5000 });
    await waitFor(() => expect(widget.style.left).toBe(`${1024 - 420 - 8}px`));
    expect(widget.style.top).toBe('8px');
    fireEvent.pointerUp(handle, { pointerId: 1 });
    // After the pointer is up, moving does nothing.
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 100, clientY: 300 });
    expect(widget.style.left).toBe(`${1024 - 420 - 8}px`);

    await user.click(within(widget).getByRole('button', { name: 'Close Cue chat widget' }));
    expect(screen.queryByRole('region', { name: 'Cue (test widget)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Cue chat widget' })).toBeTruthy();
  });
});
