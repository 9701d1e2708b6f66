import type { ChatMessage, HpcCard } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { RealtimeSocketContext, type RealtimeSocket } from '../../../lib/socket';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChatPanel } from './chat-panel';

const classId = '65a000000000000000000040';
const aarav = '2449eb0aee38589415325830';
const cycleId = '65a000000000000000000700';
const cardId = '65a000000000000000000701';
const tower = '65a000000000000000000901';
const seeds = '65a000000000000000000902';
const callId = 'call_answer-11_0';

const sentence = (text: string, observation_ids: string[] = []) => ({ text, observation_ids, story_ids: [] });

const progressAnswer: ChatMessage = {
  id: 'answer-11',
  role: 'assistant',
  content: 'Here are draft progress card comments for Aarav Sharma, Term 2.',
  tool_calls: [
    {
      id: callId,
      name: 'progress_comments',
      args: {
        class_id: classId,
        cycle: { id: cycleId, name: 'Term 2', from: '2026-09-01', to: '2026-12-18' },
        student: { id: aarav, name: 'Aarav Sharma' },
        framework: 'ncf_fs_2022',
        domains: [
          {
            domain: 'NCF-PHY',
            title: 'Physical Development',
            strengths: [
              sentence(
                'C-3.3 Shows precision: “Aarav built a tower of twelve blocks.” (Block tower, 18 Nov)',
                [tower],
              ),
            ],
            next_steps: [sentence('What could Aarav try next after “Block tower”?', [tower])],
          },
          {
            domain: 'NCF-COG',
            title: 'Cognitive Development',
            strengths: [
              sentence('C-7.2 Observes: “Aarav pressed three seeds into his pot.” (Seed planting, 12 Nov)', [
                seeds,
              ]),
            ],
            next_steps: [sentence('What could Aarav try next after “Seed planting”?', [seeds])],
          },
          {
            domain: 'NCF-LIT',
            title: 'Language and Literacy Development',
            strengths: [
              sentence(
                'No observation yet shows Language and Literacy Development for Aarav this term; what have you seen?',
              ),
            ],
            next_steps: [],
          },
        ],
        observation_ids: [tower, seeds],
        is_saved: false,
      },
    } as ChatMessage['tool_calls'][number],
  ],
  additional_kwargs: { agent: 'progress_comments', mode: 'fast' },
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

const domainTitles: Record<string, string> = {
  'NCF-PHY': 'Physical Development',
  'NCF-COG': 'Cognitive Development',
  'NCF-LIT': 'Language and Literacy Development',
};

/** The child's progress card as the HPC endpoints answer it, with the narratives given. */
function hpcCard(version: number, narratives: Record<string, [string, string]> = {}): HpcCard {
  const cycle = {
    _id: cycleId,
    class_id: classId,
    name: 'Term 2',
    start_date: '2026-09-01',
    end_date: '2026-12-18',
    scheme: 'parakh_fs',
    scheme_name: 'PARAKH',
    phase: 'current' as const,
    updated_at: '2026-09-01T00:00:00.000Z',
  };
  return {
    _id: version > 0 ? cardId : null,
    cycle,
    class: { _id: classId, name: 'Nursery A' },
    student: { _id: aarav, first_name: 'Aarav', last_name: 'Sharma' },
    framework: 'ncf_fs_2022',
    scheme: { key: 'parakh_fs', name: 'PARAKH', dimensions: [], levels: [] },
    status: 'in_progress',
    version,
    signed_off_by: null,
    signed_off_at: null,
    published_by: null,
    published_at: null,
    profile: { likes: '', my_family: '', languages_at_home: [], about_me: '' },
    self_assessment: { answers: [], recorded_by: null, recorded_at: null },
    judgements: [],
    competencies: [],
    narratives: Object.entries(domainTitles).map(([domain, title]) => ({
      domain,
      domain_title: title,
      strengths: narratives[domain]?.[0] ?? '',
      next_steps: narratives[domain]?.[1] ?? '',
    })),
    attendance: { present: 0, absent: 0, marked: 0 },
    report_card_observations: [],
    feedback: null,
    updated_at: null,
  };
}

const silentSocket = { on: () => silentSocket, off: () => silentSocket, emit: () => silentSocket };

function setup(current: HpcCard, putAnswer: (call: RecordedCall) => Response) {
  const puts: RecordedCall[] = [];
  const marks: RecordedCall[] = [];
  mockFetch({
    [`GET /api/cue_conversation/${classId}`]: () =>
      jsonResponse({
        result: {
          conversation_id: 'c',
          saved_cards: [],
          today: '2026-11-20',
          messages: [progressAnswer],
          saved_tool_calls: [],
        },
      }),
    [`GET /api/student/${classId}`]: () => jsonResponse({ result: [] }),
    [`POST /api/fetch_anecdote/${classId}`]: () =>
      jsonResponse({
        result: {
          observation_entries: [
            observation(tower, 'Block tower', '2026-11-18'),
            observation(seeds, 'Seed planting', '2026-11-12'),
          ],
          page_number: 1,
          page_size: 20,
          total_count: 2,
          has_more: false,
        },
      }),
    [`GET /api/hpc_card/${cycleId}/${aarav}`]: () => jsonResponse({ result: current }),
    [`PUT /api/hpc_card/${cycleId}/${aarav}/narratives`]: (call) => {
      puts.push(call);
      return putAnswer(call);
    },
    [`POST /api/cue_conversation/${classId}/saved`]: (call) => {
      marks.push(call);
      const body = call.body as { tool_call_id: string; record_ids: string[] };
      return jsonResponse({
        result: {
          saved_tool_calls: [body.tool_call_id],
          saved_cards: [
            {
              tool_call_id: body.tool_call_id,
              kind: 'progress_comments',
              record_ids: body.record_ids,
              state: null,
            },
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
  return { puts, marks };
}

describe('Chat with Cue: the progress card comments card', () => {
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

  it('shows each domain with the observations its sentences came from, and saves the edited words to the progress card', async () => {
    const { puts, marks } = setup(hpcCard(3), (call) => {
      const body = call.body as { narratives: { domain: string; strengths: string; next_steps: string }[] };
      const saved = Object.fromEntries(
        body.narratives.map((n) => [n.domain, [n.strengths, n.next_steps] as [string, string]]),
      );
      return jsonResponse({ result: hpcCard(4, saved) });
    });
    const card = await screen.findByRole('region', { name: 'Progress card comments' });
    expect(within(card).getByText('Aarav Sharma')).toBeTruthy();
    expect(within(card).getByText('Term 2, 1 Sep – 18 Dec 2026')).toBeTruthy();
    const physical = within(card).getByRole('region', { name: 'Physical Development' });
    expect(
      within(physical).getByText(
        'C-3.3 Shows precision: “Aarav built a tower of twelve blocks.” (Block tower, 18 Nov)',
      ),
    ).toBeTruthy();
    expect(await within(physical).findAllByText('from: Block tower, 18 Nov')).toHaveLength(2);
    const literacy = within(card).getByRole('region', { name: 'Language and Literacy Development' });
    expect(within(literacy).getByText(/this domain is not saved unless you write in it/)).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const strengths = within(card).getByRole('textbox', { name: 'Physical Development: Strengths' });
    await userEvent.clear(strengths);
    await userEvent.paste('Aarav builds tall towers with care.');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(within(card).getByText('Aarav builds tall towers with care.')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Save to progress card' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    // The version read just before; the edited domain as written, the other with evidence as
    // drafted; the literacy question is not written onto the card.
    expect(puts[0]!.body).toEqual({
      version: 3,
      narratives: [
        {
          domain: 'NCF-PHY',
          strengths: 'Aarav builds tall towers with care.',
          next_steps: 'What could Aarav try next after “Block tower”?',
        },
        {
          domain: 'NCF-COG',
          strengths: 'C-7.2 Observes: “Aarav pressed three seeds into his pot.” (Seed planting, 12 Nov)',
          next_steps: 'What could Aarav try next after “Seed planting”?',
        },
      ],
    });
    expect(await within(card).findByText('Saved to the progress card.')).toBeTruthy();
    await waitFor(() => expect(marks).toHaveLength(1));
    expect(marks[0]!.body).toMatchObject({ tool_call_id: callId, record_ids: [cardId] });
    expect(within(card).queryByRole('button', { name: 'Save to progress card' })).toBeNull();
  });

  it('replaces what the card already says only when Save is pressed again, and shows a refusal', async () => {
    const refusal = 'This progress card is signed off: reopen it to change it';
    let answer: Response = jsonResponse({ code: 'CONFLICT', message: refusal }, 409);
    const { puts } = setup(hpcCard(5, { 'NCF-PHY': ['Her own words.', ''] }), () => answer);
    const card = await screen.findByRole('region', { name: 'Progress card comments' });

    await userEvent.click(within(card).getByRole('button', { name: 'Save to progress card' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'The progress card already has words for Physical Development. Save again to replace them.',
    );
    expect(puts).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Replace and save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0]!.body as { version: number }).version).toBe(5);
    expect(await within(card).findByText(refusal)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Replace and save' })).toBeTruthy();

    answer = jsonResponse({ result: hpcCard(6) });
    await userEvent.click(within(card).getByRole('button', { name: 'Replace and save' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(await within(card).findByText('Saved to the progress card.')).toBeTruthy();
  });
});
