import type { ChatMessage } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { RealtimeSocketContext, type RealtimeSocket } from '../../../lib/socket';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { testStory } from '../../stories/test-stories';
import { ChatPanel } from './chat-panel';

const classId = '65a000000000000000000040';
const aarav = '2449eb0aee38589415325830';
const tower = '65a000000000000000000901';
const seeds = '65a000000000000000000902';
const photo = '65a000000000000000000903';
const storyId = '65a000000000000000000904';

const storyAnswer: ChatMessage = {
  id: 'answer-9',
  role: 'assistant',
  content: "Here is a story about Aarav's week.",
  tool_calls: [
    {
      id: 'call_answer-9_0',
      name: 'story',
      args: {
        class_id: classId,
        title: "Aarav's week",
        story_date: '2026-11-09',
        period: { from: '2026-11-09', to: '2026-11-13' },
        whole_class: false,
        students: [{ id: aarav, name: 'Aarav Sharma' }],
        paragraphs: [
          { part: 'story', text: 'Aarav built a tower of ten blocks.', observation_ids: [tower] },
          { part: 'story', text: 'He planted seeds.', observation_ids: [seeds] },
          { part: 'learning', text: 'He kept trying when it fell.', observation_ids: [tower] },
          { part: 'next_steps', text: 'Offer taller towers.', observation_ids: [] },
        ],
        observation_ids: [tower, seeds],
        media_ids: [photo],
        is_saved: false,
      },
    },
  ],
  additional_kwargs: { agent: 'story', mode: 'fast' },
};

const observation = (_id: string, title: string, date: string) => ({
  _id,
  class_id: classId,
  student_id: aarav,
  student_name: 'Aarav Sharma',
  date,
  title,
  general_note: '',
  type_of_anecdote: 'general',
  created_by: { _id: '65a000000000000000000010', name: 'Asha Rao' },
  created_at: '2026-11-12T09:00:00.000Z',
  updated_at: '2026-11-12T09:00:00.000Z',
  can_edit: true,
  shared_to_journal: false,
  media: [],
  tags: [],
  competencies: [],
});

const silentSocket = { on: () => silentSocket, off: () => silentSocket, emit: () => silentSocket };

function setup(saveAnswer: () => Response) {
  const saves: RecordedCall[] = [];
  mockFetch({
    [`GET /api/cue_conversation/${classId}`]: () =>
      jsonResponse({
        result: {
          conversation_id: 'c',
          saved_cards: [],
          today: '2026-11-14',
          messages: [storyAnswer],
          saved_tool_calls: [],
        },
      }),
    [`GET /api/student/${classId}`]: () => jsonResponse({ result: [] }),
    [`POST /api/fetch_anecdote/${classId}`]: () =>
      jsonResponse({
        result: {
          observation_entries: [
            observation(tower, 'Block tower', '2026-11-12'),
            observation(seeds, 'Seed planting', '2026-11-10'),
          ],
          page_number: 1,
          page_size: 20,
          total_count: 2,
          has_more: false,
        },
      }),
    [`POST /api/stories/${classId}`]: (call) => {
      saves.push(call);
      return saveAnswer();
    },
    [`POST /api/cue_conversation/${classId}/saved`]: (call) => {
      const body = call.body as { tool_call_id: string; record_ids: string[] };
      return jsonResponse({
        result: {
          saved_tool_calls: [body.tool_call_id],
          saved_cards: [
            { tool_call_id: body.tool_call_id, kind: null, record_ids: body.record_ids, state: null },
          ],
        },
      });
    },
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
  return saves;
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe('Chat with Cue: the learning story card', () => {
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

  it('shows each paragraph under its part with the observations it came from, and saves it as a draft', async () => {
    const saves = setup(() => jsonResponse({ result: testStory({ _id: storyId }) }));
    const card = await screen.findByRole('region', { name: 'Learning story' });
    expect(within(card).getByText('Aarav Sharma')).toBeTruthy();
    expect(within(card).getByText('The story — what happened')).toBeTruthy();
    expect(within(card).getByText('What next')).toBeTruthy();
    expect(await within(card).findAllByText('from: Block tower, 12 Nov')).toHaveLength(2);
    expect(within(card).getByText('from: Seed planting, 10 Nov')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({
      status: 'draft',
      story: {
        title: "Aarav's week",
        story_date: '2026-11-09',
        whole_class: false,
        student_ids: [aarav],
        story: {
          type: 'doc',
          content: [paragraph('Aarav built a tower of ten blocks.'), paragraph('He planted seeds.')],
        },
        learning: { type: 'doc', content: [paragraph('He kept trying when it fell.')] },
        next_steps: { type: 'doc', content: [paragraph('Offer taller towers.')] },
        tag_ids: [],
        media_ids: [photo],
        observation_ids: [tower, seeds],
      },
    });
    const open = await within(card).findByRole('link', { name: 'Open in editor' });
    expect(open.getAttribute('href')).toBe(`/communication/stories/edit/${storyId}`);
  });

  it('publishes, and a refusal keeps the card with the server message', async () => {
    const refusal =
      'Photo consent is withheld for Aarav Sharma: take them out of this story or remove its photos';
    const saves = setup(() => jsonResponse({ code: 'BAD_REQUEST', message: refusal }, 400));
    const card = await screen.findByRole('region', { name: 'Learning story' });
    await userEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(refusal);
    expect((saves[0]!.body as { status: string }).status).toBe('published');
    expect(within(card).getByRole('button', { name: 'Publish' })).toBeTruthy();
  });
});
