import type { ChatMessage } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { RealtimeSocketContext, type RealtimeSocket } from '../../../lib/socket';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { testUnit } from '../../units/test-units';
import { ChatPanel } from './chat-panel';

const classId = '65a000000000000000000040';
const aarav = '2449eb0aee38589415325830';
const unitId = '65a000000000000000000990';
const callId = 'call_answer-7_0';

const activity = (title: string, minutes: number, competencies: string[]) => ({
  type: 'sensory',
  title,
  minutes,
  description: 'How it runs',
  materials: ['Basins'],
  grouping: 'small_group',
  lead: 'adult_led',
  setting: 'indoor',
  competencies,
});

const unitArgs = {
  class_id: classId,
  title: 'Water',
  framework: 'ncf_fs_2022',
  age_band: '3-4',
  duration_days: 10,
  theme: 'Water',
  summary: 'Children explore water.',
  competencies: ['C-2.1', 'C-3.1'],
  learning_outcomes: ['Talks about water'],
  activities: [activity('Water talk', 15, ['C-2.1']), activity('Pouring and measuring', 30, ['C-3.1'])],
  differentiation: { support: 'Model the words.', extend: 'Ask why.' },
  assessment: [{ what_to_observe: 'Uses new words', competency_code: 'C-2.1' }],
  home_link: 'Talk about water at home.',
  resource_ids: [],
  is_saved: false,
};

const unitAnswer: ChatMessage = {
  id: 'answer-7',
  role: 'assistant',
  content: 'Here is a 10-day unit on Water for Nursery A.',
  tool_calls: [{ id: callId, name: 'unit', args: unitArgs } as ChatMessage['tool_calls'][number]],
  additional_kwargs: { agent: 'unit', mode: 'fast' },
};

const observationAnswer: ChatMessage = {
  id: 'answer-8',
  role: 'assistant',
  content: 'Observation for Aarav.',
  tool_calls: [
    {
      id: 'call_answer-8_0',
      name: 'observation',
      args: {
        observation_entries: [
          {
            student_id: aarav,
            date: '14-11-2026',
            title: 'Early numeracy',
            general_note: 'Aarav sorted the shapes by colour and counted them.',
            type_of_anecdote: 'general',
            competencies: ['C-2.1', 'C-8.1'],
          },
        ],
        is_saved: false,
      },
    },
  ],
  additional_kwargs: { agent: 'observation', mode: 'fast' },
};

const silentSocket = { on: () => silentSocket, off: () => silentSocket, emit: () => silentSocket };

function setup(messages: ChatMessage[], savedToolCalls: string[] = []) {
  const saves: RecordedCall[] = [];
  mockFetch({
    [`GET /api/cue_conversation/${classId}`]: () =>
      jsonResponse({
        result: {
          conversation_id: 'c',
          saved_cards: savedToolCalls.map((id) => ({
            tool_call_id: id,
            kind: 'unit',
            record_ids: [unitId],
            state: null,
          })),
          today: '2026-11-14',
          messages,
          saved_tool_calls: savedToolCalls,
        },
      }),
    [`GET /api/student/${classId}`]: () => jsonResponse({ result: [] }),
    'POST /api/units/': (call) => {
      saves.push(call);
      // The server answers the unit as saved (UnitResponseSchema).
      return jsonResponse({ result: testUnit(990, { _id: unitId, library: 'organization' }) });
    },
    [`POST /api/anecdote/${classId}`]: (call) => {
      saves.push(call);
      return jsonResponse({ result: { observation_entries: [] } });
    },
    [`POST /api/cue_conversation/${classId}/saved`]: (call) => {
      const body = call.body as { tool_call_id: string; record_ids: string[] };
      return jsonResponse({
        result: {
          saved_tool_calls: [body.tool_call_id],
          saved_cards: [
            { tool_call_id: body.tool_call_id, kind: 'unit', record_ids: body.record_ids, state: null },
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

describe('Chat with Cue: the unit card', () => {
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

  it('shows the unit, takes the teacher’s edits and saves them into the organization library', async () => {
    const saves = setup([unitAnswer]);
    const card = await screen.findByRole('region', { name: 'Unit' });
    expect(within(card).getByText('10 school days · ages 3-4 · theme: Water')).toBeTruthy();
    expect(within(card).getByText('Water talk — 15 min')).toBeTruthy();
    expect(within(card).getByText('Activities (2, 45 min in all)')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const title = within(card).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Splash week');
    const minutes = within(card).getByRole('textbox', { name: 'Minutes (activity 2)' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '25');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove C-3.1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    await userEvent.click(within(card).getByRole('button', { name: 'Save to library' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const { class_id: _classId, is_saved: _saved, ...unit } = unitArgs;
    expect(saves[0]!.body).toEqual({
      ...unit,
      title: 'Splash week',
      competencies: ['C-2.1'],
      activities: [unitArgs.activities[0], { ...unitArgs.activities[1], minutes: 25 }],
    });
    expect(
      await within(card).findByText('Units Created: saved to your organization’s library.'),
    ).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Open the organization library' });
    expect(link.getAttribute('href')).toBe('/planning/unit-library/organization');
    expect(within(card).queryByRole('button', { name: 'Save to library' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('stays saved and read-only on reload', async () => {
    setup([unitAnswer], [callId]);
    const card = await screen.findByRole('region', { name: 'Unit' });
    expect(await within(card).findByText('Saved to your organization’s library.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the organization library' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Save to library' })).toBeNull();
  });
});

describe('Chat with Cue: suggested competencies on an observation card', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('shows them as chips; a removed one is not sent', async () => {
    const saves = setup([observationAnswer]);
    const card = await screen.findByRole('region', { name: 'Observation' });
    const chips = within(card).getByRole('group', { name: 'Competencies' });
    expect(within(chips).getByText('C-2.1')).toBeTruthy();
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove C-8.1' }));
    expect(within(chips).queryByText('C-8.1')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Save Observation' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const body = saves[0]!.body as { observation_entries: { competencies?: string[] }[] };
    expect(body.observation_entries[0]!.competencies).toEqual(['C-2.1']);
  });
});
