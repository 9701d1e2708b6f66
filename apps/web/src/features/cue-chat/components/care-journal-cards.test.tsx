import type { ChatMessage, Child } from '@cue/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { RealtimeSocketContext, type RealtimeSocket } from '../../../lib/socket';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
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

const careAnswer: ChatMessage = {
  id: 'answer-7',
  role: 'assistant',
  content: 'Here is the care log for 14-06-2026.',
  tool_calls: [
    {
      id: 'call_answer-7_0',
      name: 'carelog',
      args: {
        date: '14-06-2026',
        care_entries: [
          {
            student_id: diya._id,
            student_name: 'Diya Menon',
            kind: 'meal',
            time: '12:00',
            meal: 'lunch',
            amount: 'some',
          },
          {
            student_id: kabir._id,
            student_name: 'Kabir Iyer',
            kind: 'nap',
            time: '13:00',
            end_time: '14:15',
          },
        ],
        is_saved: false,
      },
    },
  ],
  additional_kwargs: { agent: 'carelog', mode: 'fast' },
};

const journalAnswer: ChatMessage = {
  id: 'answer-8',
  role: 'assistant',
  content: "Here is a post for Nursery A's journal.",
  tool_calls: [
    {
      id: 'call_answer-8_0',
      name: 'journal_post',
      args: { class_id: classId, text: 'We planted sunflower seeds today', is_saved: false },
    },
  ],
  additional_kwargs: { agent: 'journal', mode: 'fast' },
};

const silentSocket = { on: () => silentSocket, off: () => silentSocket, emit: () => silentSocket };

function setup(messages: ChatMessage[], answers: Record<string, (call: RecordedCall) => Response> = {}) {
  const routes = mockFetch({
    [`GET /api/cue_conversation/${classId}`]: () =>
      jsonResponse({
        result: {
          conversation_id: 'conv-1',
          saved_cards: [],
          today: '2026-06-14',
          messages,
          saved_tool_calls: [],
        },
      }),
    [`GET /api/student/${classId}`]: () => jsonResponse({ result: [diya, kabir] }),
    [`POST /api/carelog/${classId}`]: () => jsonResponse({ result: { entries: [] } }),
    [`POST /api/journal_post/${classId}`]: () => jsonResponse({ result: [] }),
    [`POST /api/cue_conversation/${classId}/saved`]: (call) => {
      const body = call.body as { tool_call_id: string };
      return jsonResponse({
        result: {
          saved_tool_calls: [body.tool_call_id],
          saved_cards: [{ tool_call_id: body.tool_call_id, kind: null, record_ids: [], state: null }],
        },
      });
    },
    ...answers,
  });
  renderWithProviders(
    <RealtimeSocketContext.Provider value={silentSocket as unknown as RealtimeSocket}>
      <ChatPanel
        classId={classId}
        userId="65a000000000000000000010"
        userName="Asha Rao"
        classOptions={[{ value: classId, label: 'Nursery A' }]}
        StatusPicker={() => null}
      />
    </RealtimeSocketContext.Provider>,
  );
  return routes;
}

describe('Chat with Cue: the care log and journal post cards', () => {
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

  it('shows a row per child and event, lets the teacher change an amount and remove a row, and saves the rest', async () => {
    const { calls } = setup([careAnswer]);
    const card = await screen.findByRole('region', { name: 'Care log 14-06-2026' });
    const diyaRow = await within(card).findByRole('article', { name: 'Diya Menon' });
    expect(within(diyaRow).getByText('Lunch: ate some · 12:00')).toBeTruthy();
    expect(within(card).getByText('Nap 13:00–14:15')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(card).getByRole('radio', { name: 'Most' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Remove this row for Kabir Iyer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(within(card).queryByRole('article', { name: 'Kabir Iyer' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Save care log' }));
    await screen.findByText('Care log saved!');
    expect(
      ((await within(card).findByRole('button', { name: 'Care log saved' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    const save = calls.find((call) => call.path === `/api/carelog/${classId}`);
    expect(save?.body).toEqual({
      entries: [
        {
          kind: 'meal',
          time: '12:00',
          meal: 'lunch',
          amount: 'most',
          student_ids: [diya._id],
          date: '2026-06-14',
        },
      ],
    });
  });

  it("shows the care log's refusal and keeps the card unsaved", async () => {
    const refusal = 'entries.0.time must not be later than now';
    const { calls } = setup([careAnswer], {
      [`POST /api/carelog/${classId}`]: () =>
        jsonResponse(
          { code: 'VALIDATION_ERROR', message: refusal, msg: refusal, field: 'entries.0.time' },
          400,
        ),
    });
    const card = await screen.findByRole('region', { name: 'Care log 14-06-2026' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Save care log' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() =>
      expect(
        (within(card).getByRole('button', { name: 'Save care log' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(calls.some((call) => call.path === `/api/cue_conversation/${classId}/saved`)).toBe(false);
  });

  it('shares an edited journal post with every family of the class', async () => {
    const { calls } = setup([journalAnswer]);
    const card = await screen.findByRole('region', { name: 'Journal post' });
    expect(await within(card).findByText('For every family of Nursery A')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(card).getByRole('textbox', { name: 'Post' }), {
      target: { value: 'We planted sunflower seeds and watered them' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Share post' }));
    await screen.findByText('Post shared to the journal!');
    expect(await within(card).findByRole('button', { name: 'Post shared' })).toBeTruthy();
    expect(calls.find((call) => call.path === `/api/journal_post/${classId}`)?.body).toEqual({
      whole_class: true,
      body: 'We planted sunflower seeds and watered them',
    });
  });
});
