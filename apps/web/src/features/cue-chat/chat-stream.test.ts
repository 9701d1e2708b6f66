import type { ChatMessage, ChatStreamResponse } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { chatActivity, chatStreamReducer, initialChatStreamState, type ChatStreamState } from './chat-stream';

const diya = '2449eb0aee38589415325830';

function chunk(
  content: string,
  pieces: ChatStreamResponse['chunk']['tool_call_chunks'] = [],
  requestId: string | undefined = 'r1',
): ChatStreamResponse {
  return {
    conversation_id: 'c1',
    ...(requestId && { request_id: requestId }),
    chunk: {
      id: 'm1',
      role: 'assistant',
      content,
      tool_call_chunks: pieces,
      additional_kwargs: { agent: 'attendance', mode: 'fast' },
    },
  };
}

const final: ChatMessage = {
  id: 'm1',
  role: 'assistant',
  content: 'Here is the register.',
  tool_calls: [
    {
      id: 'call_m1_0',
      name: 'attendance',
      args: {
        date: '14-06-2026',
        student_attendance_list: [{ student_id: diya, attendance_status: 'absent' }],
        is_saved: false,
      },
    },
  ],
  additional_kwargs: { agent: 'attendance', mode: 'fast' },
};

const run = (
  actions: Parameters<typeof chatStreamReducer>[1][],
  from: ChatStreamState = initialChatStreamState,
) => actions.reduce(chatStreamReducer, from);

describe('chat stream assembly', () => {
  it('waits (loading), streams text and tool-call pieces in order, then the final message replaces them', () => {
    let state = run([{ type: 'ask', requestId: 'r1', question: 'mark everyone present' }]);
    expect(chatActivity(state)).toBe('loading');

    state = run(
      [
        { type: 'chunk', payload: chunk('Here is ') },
        {
          type: 'chunk',
          payload: chunk('the register.', [
            { index: 0, id: 'call_m1_0', name: 'attendance', args: '{"date":"14-' },
          ]),
        },
        { type: 'chunk', payload: chunk('', [{ index: 0, args: '06-2026"' }]) },
      ],
      state,
    );
    expect(chatActivity(state)).toBe('streaming');
    const turn = state.turns[0];
    expect(turn?.question).toBe('mark everyone present');
    expect(turn?.streaming).toEqual({
      id: 'm1',
      content: 'Here is the register.',
      agent: 'attendance',
      toolCalls: [{ index: 0, id: 'call_m1_0', name: 'attendance', args: '{"date":"14-06-2026"' }],
    });

    state = run(
      [{ type: 'end', payload: { conversation_id: 'c1', request_id: 'r1', message: final } }],
      state,
    );
    expect(chatActivity(state)).toBe('idle');
    expect(state.turns[0]?.streaming).toBeNull();
    expect(state.turns[0]?.final).toBe(final);
  });

  it('keeps pieces of two tool calls apart by their index', () => {
    const state = run([
      { type: 'ask', requestId: 'r1', question: 'q' },
      {
        type: 'chunk',
        payload: chunk('', [{ index: 1, id: 'b', name: 'mentioned_students', args: '{"stu' }]),
      },
      { type: 'chunk', payload: chunk('', [{ index: 0, id: 'a', name: 'attendance', args: '{"da' }]) },
      {
        type: 'chunk',
        payload: chunk('', [
          { index: 1, args: 'dents":[]}' },
          { index: 0, args: 'te":"x"}' },
        ]),
      },
    ]);
    expect(state.turns[0]?.streaming?.toolCalls.map((call) => [call.name, call.args])).toEqual([
      ['attendance', '{"date":"x"}'],
      ['mentioned_students', '{"students":[]}'],
    ]);
  });

  it('shows an answer that failed with its error, and goes back to idle', () => {
    const state = run([
      { type: 'ask', requestId: 'r1', question: 'q' },
      { type: 'chunk', payload: chunk('Here') },
      {
        type: 'end',
        payload: {
          conversation_id: 'c1',
          request_id: 'r1',
          message: null,
          error: 'Cue took too long to answer',
        },
      },
    ]);
    expect(state.turns[0]?.error).toBe('Cue took too long to answer');
    expect(chatActivity(state)).toBe('idle');
  });

  it('ends the question the server refused before answering (a message error naming it)', () => {
    const state = run([
      { type: 'ask', requestId: 'r1', question: 'q' },
      { type: 'ask', requestId: 'r2', question: 'q2' },
      { type: 'refused', error: 'Chat with Cue is not enabled for your school.', requestId: 'r2' },
    ]);
    expect(state.turns[0]?.error).toBeNull();
    expect(state.turns[1]?.error).toBe('Chat with Cue is not enabled for your school.');
  });

  it("shows another tab's answer without a question, and does not count it as ours", () => {
    const state = run([{ type: 'chunk', payload: chunk('Hello', [], 'other-tab') }]);
    expect(state.turns).toHaveLength(1);
    expect(state.turns[0]?.question).toBeNull();
    expect(chatActivity(state)).toBe('idle');
  });

  it('drops turns once the stored conversation holds their answers, keeps those still coming', () => {
    const state = run([
      { type: 'ask', requestId: 'r1', question: 'q1' },
      { type: 'end', payload: { conversation_id: 'c1', request_id: 'r1', message: final } },
      { type: 'ask', requestId: 'r2', question: 'q2' },
      { type: 'stored', messageIds: new Set(['q1-id', 'm1']) },
    ]);
    expect(state.turns.map((turn) => turn.key)).toEqual(['r2']);
  });
});
