import { createHash } from 'node:crypto';
import type { AssistantToolCall } from '@cue/contracts';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../engine.js';
import { validateToolCall } from '../validate-tool-call.js';
import { helpAnswer } from './draft-answer.js';
import { readInstruction } from './reading.js';
import { streamAnswer } from './stream-answer.js';
import { answerInstruction } from './supervisor.js';

/**
 * The offline classroom engine (AI_PROVIDER=offline, the default): understands teachers'
 * everyday English about attendance, observations and announcements with no model and no
 * network, deterministically. It reads the instruction once, lets the supervisor route it to an
 * agent, validates every tool call like any engine's, and streams the answer.
 */
export class OfflineClassroomEngine implements AssistantEngine {
  async *respond(request: AssistantRequest, signal?: AbortSignal): AsyncGenerator<AssistantEvent> {
    const { context } = request;
    const messageId = request.messageId ?? requestFingerprint(request);
    const input = request.userInput.trim();
    const draft = input
      ? await answerInstruction(readInstruction(input, context), context, request.requestedTools)
      : helpAnswer(context);

    const toolCalls: AssistantToolCall[] = [];
    let text = draft.text;
    for (const [index, call] of draft.toolCalls.entries()) {
      const checked = validateToolCall({ id: `call_${messageId}_${index}`, ...call }, context);
      if (checked.ok) toolCalls.push(checked.call);
      else text += `\n(I left part of this answer out: ${checked.reason})`;
    }
    yield* streamAnswer({ messageId, agent: draft.agent, mode: request.mode, text, toolCalls }, signal);
  }
}

/** Without a message id from the caller, the same request always gets the same ids. */
function requestFingerprint(request: AssistantRequest): string {
  const { context } = request;
  return createHash('sha256')
    .update([context.classId, context.today, context.time, request.mode, request.userInput].join('\n'))
    .digest('hex')
    .slice(0, 24);
}
