import type {
  AttendanceStatus,
  ChatWithCueRequest,
  ChatMessage,
  ChatStreamEnd,
  ChatStreamResponse,
  Child,
  SavedCueCard,
} from '@cue/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { RealtimeSocketContext, type RealtimeSocket } from '../../../lib/socket';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeUploads, testLibraryItem, testMediaFile } from '../../media/test-media';
import type { StatusPickerProps } from '../card-context';
import { ChatPanel } from './chat-panel';

const classId = '65a000000000000000000040';
const school = { _id: '65a000000000000000000001', name: 'Sunrise' };
const child = (id: string, first: string, last: string): Child => ({
  _id: id,
  first_name: first,
  last_name: last,
  student_profile_picture: null,
  student_class: [{ class_id: classId, class_name: 'Nursery A', school_details: school }],
});
const diya = child('2449eb0aee38589415325830', 'Diya', 'Menon');
const kabir = child('44d39b569458d22b4a1522a1', 'Kabir', 'Iyer');
const aarav = child('caaff3efdd43cc7564f98ab1', 'Aarav', 'Patel');

/** A socket that records what is emitted and lets the test play the server. */
function fakeSocket() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const emitted: [string, unknown][] = [];
  const socket = {
    on: (event: string, handler: (payload: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
      return socket;
    },
    off: (event: string, handler: (payload: unknown) => void) => {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    emit: (event: string, payload: unknown) => {
      emitted.push([event, payload]);
      return socket;
    },
  };
  const serverSends = (event: string, payload: unknown) => {
    for (const handler of handlers.get(event) ?? []) handler(payload);
  };
  return { socket: socket as unknown as RealtimeSocket, emitted, serverSends };
}

/** Stands in for the register's picker (it is the attendance feature's). */
function FakePicker({ studentName, status, onChange }: StatusPickerProps) {
  const next: AttendanceStatus = status === 'absent' ? 'present' : 'absent';
  return (
    <button type="button" onClick={() => onChange(next)}>
      {`${studentName} is ${status}, make ${next}`}
    </button>
  );
}

const attendanceAnswer: ChatMessage = {
  id: 'answer-1',
  role: 'assistant',
  content: 'Here is the Nursery A register for 14-06-2026.',
  tool_calls: [
    {
      id: 'call_answer-1_0',
      name: 'attendance',
      args: {
        date: '14-06-2026',
        student_attendance_list: [
          { student_id: diya._id, attendance_status: 'absent' },
          { student_id: kabir._id, attendance_status: 'absent' },
          { student_id: aarav._id, attendance_status: 'present' },
        ],
        is_saved: false,
      },
    },
  ],
  additional_kwargs: { agent: 'attendance', mode: 'fast' },
};

const observationAnswer: ChatMessage = {
  id: 'answer-2',
  role: 'assistant',
  content: "I've drafted an observation for Aarav Patel.",
  tool_calls: [
    {
      id: 'call_answer-2_0',
      name: 'observation',
      args: {
        observation_entries: [
          {
            student_id: aarav._id,
            date: '15-06-2026',
            title: 'Construction play',
            general_note: 'Aarav Patel stacked ten blocks by himself today',
            type_of_anecdote: 'general',
          },
        ],
        is_saved: false,
      },
    },
  ],
  additional_kwargs: { agent: 'observation', mode: 'fast' },
};

const register = {
  class_id: classId,
  date: '14-06-2026',
  iso_date: '2026-06-14',
  is_saved: true,
  student_attendance_list: [],
  excusals: [],
};

const announcementAnswer: ChatMessage = {
  id: 'answer-3',
  role: 'assistant',
  content: "I've drafted an announcement.",
  tool_calls: [
    {
      id: 'call_answer-3_0',
      name: 'announcement',
      args: {
        announcements: [
          {
            title: 'Closed for Diwali',
            summary: 'School is closed tomorrow for Diwali.',
            share_with: 'Classes',
            date: '15-06-2026',
            time: '09:00 AM',
            schedule_later: false,
            classes_ids: [classId],
            save_as_draft: false,
          },
        ],
      },
    },
  ],
  additional_kwargs: { agent: 'announcement', mode: 'fast' },
};
const announcementId = '65a0000000000000000000a1';
/** A photo in the class library (p1.jpg). */
const classPhoto = testLibraryItem(1, classId, '2026-06-14');

function setup(
  conversation: {
    messages: ChatMessage[];
    saved_tool_calls: string[];
    saved_cards?: SavedCueCard[];
    /** The school's today; the cards of these tests are for 14 June unless said. */
    today?: string;
  },
  /** Whether the card's register was already marked complete on the server. */
  registerComplete = false,
  /** Answers of this test in place of the usual ones. */
  answers: Record<string, (call: RecordedCall) => Response> = {},
) {
  const routes = mockFetch({
    [`GET /api/cue_conversation/${classId}`]: () =>
      jsonResponse({
        result: { conversation_id: 'conv-1', saved_cards: [], today: '2026-06-14', ...conversation },
      }),
    [`GET /api/class_student_attendance/${classId}`]: () =>
      jsonResponse({ result: { ...register, is_saved: registerComplete } }),
    [`GET /api/student/${classId}`]: () => jsonResponse({ result: [diya, kabir, aarav] }),
    [`POST /api/class_student_attendance/${classId}`]: () => jsonResponse({ result: register }),
    [`POST /api/anecdote/${classId}`]: () =>
      jsonResponse({ result: { observation_entries: [], is_saved: true } }),
    [`POST /api/announcement/`]: (call) =>
      jsonResponse({
        result: {
          id: announcementId,
          status: (call.body as { save_as_draft: boolean }).save_as_draft ? 'draft' : 'published',
        },
      }),
    [`POST /api/cue_conversation/${classId}/saved`]: (call) => {
      const body = call.body as { tool_call_id: string; record_ids?: string[]; state?: string };
      return jsonResponse({
        result: {
          saved_tool_calls: [body.tool_call_id],
          saved_cards: [
            {
              tool_call_id: body.tool_call_id,
              kind: null,
              record_ids: body.record_ids ?? [],
              state: body.state ?? null,
            },
          ],
        },
      });
    },
    // The class's photos, for a card's attachments.
    [`GET /api/class_media/${classId}`]: () =>
      jsonResponse({ result: { items: [classPhoto], next_cursor: null } }),
    ...answers,
  });
  const fake = fakeSocket();
  renderWithProviders(
    <RealtimeSocketContext.Provider value={fake.socket}>
      <ChatPanel
        classId={classId}
        userId="65a000000000000000000010"
        userName="Asha Rao"
        classOptions={[{ value: classId, label: 'Nursery A' }]}
        StatusPicker={FakePicker}
      />
    </RealtimeSocketContext.Provider>,
  );
  return { ...routes, ...fake };
}

const chunkOf = (content: string, args?: string, first = false): ChatStreamResponse => ({
  conversation_id: 'conv-1',
  request_id: 'ignored-below',
  chunk: {
    id: 'answer-1',
    role: 'assistant',
    content,
    tool_call_chunks: args
      ? [{ index: 0, args, ...(first && { id: 'call_answer-1_0', name: 'attendance' as const }) }]
      : [],
    additional_kwargs: { agent: 'attendance', mode: 'fast' },
  },
});

describe('Chat with Cue: the conversation of a class', () => {
  // Mantine's autosize textarea listens for web fonts; jsdom has none.
  beforeAll(() => {
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
  afterEach(() => vi.restoreAllMocks());

  it('greets, then Enter sends the trimmed question; Shift+Enter and blank input never send', async () => {
    const { emitted } = setup({ messages: [], saved_tool_calls: [] });
    await screen.findByText('What can I help with?');
    const input = screen.getByRole('textbox', { name: 'Message to Cue' });

    await userEvent.type(input, '   {Enter}');
    expect(emitted).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(emitted).toEqual([]);
    expect((input as HTMLTextAreaElement).value).toBe('first line\nsecond line');

    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(emitted).toHaveLength(1));
    const [event, payload] = emitted[0] as [string, ChatWithCueRequest];
    expect(event).toBe('chat-with-cue');
    expect(payload.user_query).toMatchObject({
      class_id: classId,
      user_input: 'first line\nsecond line',
      requested_tools: [],
      mode: 'fast',
    });
    expect(payload.user_query.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(payload.user_query.time).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
    expect(payload.user_details).toMatchObject({
      user_id: '65a000000000000000000010',
      user_name: 'Asha Rao',
      user_role: 'staff',
    });
    expect(typeof payload.request_id).toBe('string');
    expect((input as HTMLTextAreaElement).value).toBe('');
    // Loading: the pulsing dot until the first chunk.
    expect(screen.getByRole('status', { name: 'Cue is thinking' })).toBeTruthy();
  });

  it('a quick prompt chip asks for its tool and prefills an example; Reasoning sends mode reasoning', async () => {
    const { emitted } = setup({ messages: [], saved_tool_calls: [] });
    await screen.findByText('What can I help with?');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Attendance' }));
    const input = screen.getByRole('textbox', { name: 'Message to Cue' });
    expect((input as HTMLTextAreaElement).value).toBe('Mark everyone present today except ');
    await userEvent.type(input, 'Diya');
    await userEvent.click(screen.getByRole('switch', { name: 'Reasoning' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(emitted).toHaveLength(1));
    expect((emitted[0]?.[1] as ChatWithCueRequest).user_query).toMatchObject({
      user_input: 'Mark everyone present today except Diya',
      requested_tools: ['attendance'],
      mode: 'reasoning',
    });
  });

  it('streams the card in, replaces it with the final message, then edits and marks the register complete', async () => {
    const { emitted, serverSends, calls } = setup({ messages: [], saved_tool_calls: [] });
    await screen.findByText('What can I help with?');
    const input = screen.getByRole('textbox', { name: 'Message to Cue' });
    await userEvent.type(input, 'mark everyone present yesterday except Diya and Kabir{Enter}');
    await waitFor(() => expect(emitted).toHaveLength(1));
    const requestId = (emitted[0]?.[1] as { request_id: string }).request_id;
    const send = (payload: ChatStreamResponse) =>
      serverSends('chat-with-cue-stream-response', { ...payload, request_id: requestId });

    send(
      chunkOf(
        'Here is the ',
        '{"date":"14-06-2026","student_attendance_list":[{"student_id":"2449eb0aee3858',
        true,
      ),
    );
    await screen.findByText('Here is the');
    const streaming = screen.getByRole('region', { name: 'Attendance' });
    expect(within(streaming).getByRole('status', { name: 'Cue is preparing this card' })).toBeTruthy();
    // The id is not whole yet: no child row.
    expect(within(streaming).queryByRole('listitem')).toBeNull();
    send(chunkOf('register.', '9415325830","attendance_status":"absent"}'));
    await within(streaming).findByRole('listitem', { name: 'Diya Menon' });
    expect(within(streaming).queryByRole('button', { name: 'Mark Complete' })).toBeNull();

    const end: ChatStreamEnd = {
      conversation_id: 'conv-1',
      request_id: requestId,
      message: attendanceAnswer,
    };
    serverSends('chat-with-cue-stream-end', end);
    // The final message replaces the streamed card: view mode, with Edit.
    await screen.findByRole('button', { name: 'Edit' });
    const card = screen.getByRole('region', { name: 'Attendance' });
    await within(card).findByRole('listitem', { name: 'Aarav Patel' });
    expect(screen.queryByText('Here is the')).toBeNull();
    expect(screen.getByText('Here is the Nursery A register for 14-06-2026.')).toBeTruthy();

    // Edit: the input gives way to the edit toolbar and the card shows the pickers.
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('textbox', { name: 'Message to Cue' })).toBeNull();
    const toolbar = screen.getByRole('toolbar', { name: 'Editing a card' });
    await userEvent.click(within(card).getByRole('button', { name: 'Aarav Patel is present, make absent' }));
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('textbox', { name: 'Message to Cue' })).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Mark Complete' }));
    await screen.findByText('Attendance marked complete!');
    await within(card).findByRole('button', { name: 'Marked Complete' });
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();

    const save = calls.find(
      (call) => call.method === 'POST' && call.path.startsWith('/api/class_student_attendance/'),
    );
    expect(save?.body).toEqual({
      date: '2026-06-14',
      student_attendance_list: [
        { student_id: diya._id, attendance_status: 'absent' },
        { student_id: kabir._id, attendance_status: 'absent' },
        { student_id: aarav._id, attendance_status: 'absent' },
      ],
      is_saved: true,
    });
    const saved = calls.find((call) => call.path === `/api/cue_conversation/${classId}/saved`);
    expect(saved?.body).toEqual({ message_id: 'answer-1', tool_call_id: 'call_answer-1_0' });
  });

  it('Cancel in the edit toolbar drops the changes', async () => {
    setup({ messages: [attendanceAnswer], saved_tool_calls: [] });
    const card = await screen.findByRole('region', { name: 'Attendance' });
    await within(card).findByRole('listitem', { name: 'Aarav Patel' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Aarav Patel is present, make absent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByText('Absent: 2')).toBeTruthy();
    expect(within(card).getByText('Present: 1')).toBeTruthy();
  });

  it('shows a card saved before as saved after a reload (no Edit, no Save)', async () => {
    setup({ messages: [attendanceAnswer], saved_tool_calls: ['call_answer-1_0'] });
    const card = await screen.findByRole('region', { name: 'Attendance' });
    expect(
      ((await within(card).findByRole('button', { name: 'Marked Complete' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("saves an observation: 'Save Observation', then 'Observation Saved' and the toast", async () => {
    const { calls } = setup({ messages: [observationAnswer], saved_tool_calls: [] });
    const card = await screen.findByRole('region', { name: 'Observation' });
    await within(card).findByRole('article', { name: 'Aarav Patel' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const title = within(card).getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Tower of ten' } });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save Observation' }));
    await screen.findByText('Observation saved!');
    expect(
      ((await within(card).findByRole('button', { name: 'Observation Saved' })) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    const save = calls.find((call) => call.path === `/api/anecdote/${classId}`);
    // One key per card item: a retry or a second tab saving the card records it once.
    expect(save?.headers['Idempotency-Key']).toBe(encodeURIComponent('answer-2:call_answer-2_0:0'));
    expect(save?.body).toEqual({
      observation_entries: [
        {
          student_id: aarav._id,
          date: '15-06-2026',
          title: 'Tower of ten',
          general_note: 'Aarav Patel stacked ten blocks by himself today',
          type_of_anecdote: 'general',
        },
      ],
      is_saved: false,
    });
  });

  it("reads 'Saved as Draft', not 'Published', for an announcement card saved as a draft, after a reload", async () => {
    setup({
      messages: [announcementAnswer],
      saved_tool_calls: ['call_answer-3_0'],
      saved_cards: [
        {
          tool_call_id: 'call_answer-3_0',
          kind: 'announcement',
          record_ids: [announcementId],
          state: 'draft',
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Announcement' });
    expect(
      ((await within(card).findByRole('button', { name: 'Saved as Draft' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Published' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(within(card).getByText('Draft')).toBeTruthy();
  });

  it("reads 'Scheduled' after a reload for an announcement card that was scheduled", async () => {
    setup({
      messages: [announcementAnswer],
      saved_tool_calls: ['call_answer-3_0'],
      saved_cards: [
        {
          tool_call_id: 'call_answer-3_0',
          kind: 'announcement',
          record_ids: [announcementId],
          state: 'scheduled',
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Announcement' });
    expect(
      ((await within(card).findByRole('button', { name: 'Scheduled' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('saves an announcement card as a draft with its Idempotency-Key and records it as a draft', async () => {
    const { calls } = setup({ messages: [announcementAnswer], saved_tool_calls: [] });
    const card = await screen.findByRole('region', { name: 'Announcement' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Save as Draft' }));
    await screen.findByText('Announcement Saved As Draft!');
    expect(await within(card).findByRole('button', { name: 'Saved as Draft' })).toBeTruthy();
    const create = calls.find((call) => call.path === '/api/announcement/');
    expect(create?.headers['Idempotency-Key']).toBe(encodeURIComponent('answer-3:call_answer-3_0:0'));
    const saved = calls.find((call) => call.path === `/api/cue_conversation/${classId}/saved`);
    expect(saved?.body).toEqual({
      message_id: 'answer-3',
      tool_call_id: 'call_answer-3_0',
      record_ids: [announcementId],
      state: 'draft',
    });
  });

  it('shows why an answer failed, and the input is free again', async () => {
    const { emitted, serverSends } = setup({ messages: [], saved_tool_calls: [] });
    await screen.findByText('What can I help with?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to Cue' }), 'hello{Enter}');
    await waitFor(() => expect(emitted).toHaveLength(1));
    const requestId = (emitted[0]?.[1] as { request_id: string }).request_id;
    serverSends('chat-with-cue-stream-end', {
      conversation_id: 'conv-1',
      request_id: requestId,
      message: null,
      error: 'Cue took too long to answer. Please try again.',
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Cue took too long to answer. Please try again.',
    );
    expect(screen.queryByRole('status', { name: 'Cue is thinking' })).toBeNull();
  });
});

describe('Chat with Cue: what an attendance card says before it saves', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  // The card is for 14 June; the school's today is 15 June.
  const storedOn = (createdOn: string): ChatMessage => ({ ...attendanceAnswer, created_on: createdOn });

  it('says a card asked for today about yesterday is for that day, and still saves it', async () => {
    const { calls } = setup({
      messages: [storedOn('2026-06-15')],
      saved_tool_calls: [],
      today: '2026-06-15',
    });
    const card = await screen.findByRole('region', { name: 'Attendance' });
    expect(await within(card).findByText('This is for Sunday, June 14, not today.')).toBeTruthy();
    expect(within(card).queryByText(/already marked complete/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark Complete' }));
    await within(card).findByRole('button', { name: 'Marked Complete' });
    const save = calls.find((call) => call.method === 'POST' && call.path.endsWith(classId));
    expect(save?.body).toMatchObject({ date: '2026-06-14', is_saved: true });
  });

  it("makes a card of yesterday's conversation read-only, with a way to the register of its day", async () => {
    const { calls } = setup({
      messages: [storedOn('2026-06-14')],
      saved_tool_calls: [],
      today: '2026-06-15',
    });
    const card = await screen.findByRole('region', { name: 'Attendance' });
    expect(
      await within(card).findByText('This card was for Sunday, June 14. Open the register to change it.'),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Mark Complete' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Open the register' }).getAttribute('href')).toBe(
      `/housekeeping/attendance?class_id=${classId}&date=2026-06-14`,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('warns that a register already marked complete would be changed, until the card saves it', async () => {
    setup({ messages: [storedOn('2026-06-14')], saved_tool_calls: [] }, true);
    const card = await screen.findByRole('region', { name: 'Attendance' });
    const warning = 'This register was already marked complete. Saving this card changes it.';
    expect(await within(card).findByText(warning)).toBeTruthy();
    expect(within(card).queryByText(/not today/)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark Complete' }));
    await within(card).findByRole('button', { name: 'Marked Complete' });
    expect(within(card).queryByText(warning)).toBeNull();
  });

  it("says nothing for today's register that is not complete yet", async () => {
    const { calls } = setup({ messages: [storedOn('2026-06-14')], saved_tool_calls: [] });
    const card = await screen.findByRole('region', { name: 'Attendance' });
    await within(card).findByRole('listitem', { name: 'Aarav Patel' });
    // The card asked for its register (to know whether it was complete) and heard back.
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path.endsWith(`attendance/${classId}`))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Mark Complete' })).toBeTruthy());
    expect(within(card).queryByRole('note')).toBeNull();
  });
});

describe("Chat with Cue: files on Cue's announcement and observation cards", () => {
  beforeAll(() => {
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

  /** Edit, pick the class photo p1.jpg, Done. */
  async function attachClassPhoto(card: HTMLElement) {
    await userEvent.click(await within(card).findByRole('button', { name: 'Edit' }));
    await userEvent.click(within(card).getByRole('button', { name: 'From class photos' }));
    const picker = await screen.findByRole('dialog', { name: 'From class photos' });
    await userEvent.click(await within(picker).findByRole('button', { name: classPhoto.taken_on }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'From class photos' })).toBeNull());
    // The editor shows the picked photo, with a way to take it off again.
    expect(within(card).getByRole('img', { name: 'p1.jpg' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Remove p1.jpg' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  }

  it('attaches a class photo to an announcement Cue drafted: the card shows it and Send carries its id', async () => {
    const { calls } = setup({ messages: [announcementAnswer], saved_tool_calls: [] });
    const card = await screen.findByRole('region', { name: 'Announcement' });
    await attachClassPhoto(card);

    // View mode: the thumbnail, which opens the photo large.
    const attachments = within(card).getByRole('group', { name: 'Attachments' });
    await userEvent.click(within(attachments).getByRole('button', { name: 'p1.jpg' }));
    const viewer = await screen.findByRole('dialog', { name: 'p1.jpg' });
    expect(within(viewer).getByRole('img', { name: 'p1.jpg' }).getAttribute('src')).toBe(
      classPhoto.media.display_link,
    );
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(card).getByRole('button', { name: 'Send' }));
    await screen.findByText('Sent!');
    const create = calls.find((call) => call.path === '/api/announcement/');
    expect(create?.body).toMatchObject({ title: 'Closed for Diwali', announcement_media: [classPhoto._id] });
  });

  it('shows the refusal naming a child without photo consent, and the card stays unsaved', async () => {
    const refusal = 'No photo consent for Diya Menon';
    const { calls } = setup({ messages: [announcementAnswer], saved_tool_calls: [] }, false, {
      'POST /api/announcement/': () =>
        jsonResponse(
          { code: 'VALIDATION_ERROR', message: refusal, msg: refusal, field: 'announcement_media' },
          400,
        ),
    });
    const card = await screen.findByRole('region', { name: 'Announcement' });
    await attachClassPhoto(card);
    await userEvent.click(within(card).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() =>
      expect((within(card).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(card).getByRole('group', { name: 'Attachments' })).toBeTruthy();
    expect(calls.some((call) => call.path === `/api/cue_conversation/${classId}/saved`)).toBe(false);
  });

  it("uploads a photo to a child's observation entry and saves it as that entry's media_ids", async () => {
    const tower = testMediaFile(2, { file_name: 'tower.jpg' });
    const uploads = fakeUploads(tower);
    const { calls } = setup({ messages: [observationAnswer], saved_tool_calls: [] }, false, {
      'GET /api/fetch_media_upload_constraint/': () =>
        jsonResponse({
          result: {
            max_image_size: 10_000_000,
            max_video_size: 10_000_000,
            max_doc_size: 10_000_000,
            total_media: 10,
          },
        }),
    });
    const card = await screen.findByRole('region', { name: 'Observation' });
    const entry = await within(card).findByRole('article', { name: 'Aarav Patel' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const input = entry.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input in the entry');
    await userEvent.upload(input, new File(['jpeg'], 'tower.jpg', { type: 'image/jpeg' }));
    expect(await within(entry).findByRole('img', { name: 'tower.jpg' })).toBeTruthy();
    expect(uploads).toEqual(['POST /api/media/files']);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    expect(within(entry).getByRole('button', { name: 'tower.jpg' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Save Observation' }));
    await screen.findByText('Observation saved!');
    const save = calls.find((call) => call.path === `/api/anecdote/${classId}`);
    expect(save?.body).toEqual({
      observation_entries: [
        {
          student_id: aarav._id,
          date: '15-06-2026',
          title: 'Construction play',
          general_note: 'Aarav Patel stacked ten blocks by himself today',
          type_of_anecdote: 'general',
          media_ids: [tower._id],
        },
      ],
      is_saved: false,
    });
  });
});
