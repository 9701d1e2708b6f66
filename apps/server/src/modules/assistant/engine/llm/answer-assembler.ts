import {
  assistantAgents,
  assistantToolNames,
  type AssistantAgent,
  type AssistantMode,
  type AssistantToolCall,
  type AssistantToolName,
  type ChatMessage,
  type ChatMessageChunk,
  type ToolCallChunk,
} from '@cue/contracts';
import type { AIMessageChunk } from '@langchain/core/messages';
import type { ClassroomContext } from '../engine.js';
import { fullName } from '../offline/roster-matcher.js';
import { validateToolCall } from '../validate-tool-call.js';
import { clipModelText } from '../model-text.js';
import { llmNotesIn, type LlmNotes } from './notes.js';
import { escapeForJsonString, TokenRestorer } from './privacy.js';
import { agentToolNames, ROUTE_TOOL_NAME, routedAgents, type RoutedAgent } from './tools.js';

/**
 * Turns the model's streamed AIMessageChunks into our chat chunks and, at the end, the final
 * message. Text deltas pass through (tokens written back to names); `tool_call_chunks` become
 * ours with our own call ids and indexes; the supervisor's routing call is kept inside. The final
 * message's `tool_calls` are the streamed arguments parsed and validated against the contracts
 * and the roster: a call that does not parse or validate is left out and the text says why.
 */

interface StreamedCall {
  /** The tool's name once a chunk has carried it. */
  name?: string;
  /** The id the model server gave the call, when it gave one. */
  serverId?: string;
  /**
   * Forwarded to the browser once the name is known: an assistant tool, the first of its name (an
   * answer holds one card of each; another call of that tool is kept back).
   */
  forwarded: boolean;
  /** Our index and id, assigned when the call is first forwarded. */
  index?: number;
  id?: string;
  /** Argument text received before the name was known. */
  early: string;
  /** Argument text as streamed to the browser (names restored). */
  args: string;
  restorer: TokenRestorer;
}

const isAgent = (node: unknown): node is AssistantAgent =>
  typeof node === 'string' && (assistantAgents as readonly string[]).includes(node);
const isAssistantTool = (name: string): name is AssistantToolName =>
  (assistantToolNames as readonly string[]).includes(name);
const isRoutedAgent = (agent: AssistantAgent): agent is RoutedAgent =>
  (routedAgents as readonly string[]).includes(agent);

/** A made-up tool name quoted in a note: a small model can write anything there. */
const MAX_QUOTED_NAME = 40;

function textOf(chunk: AIMessageChunk): string {
  if (typeof chunk.content === 'string') return chunk.content;
  return chunk.content
    .map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : ''))
    .join('');
}

export class AnswerAssembler {
  private readonly calls = new Map<string, StreamedCall>();
  private readonly notes: LlmNotes;
  /** The key of the call each node's stream index is filling now (a new server id starts another). */
  private readonly currentKeys = new Map<string, string>();
  private readonly textRestorer: TokenRestorer;
  /** The answer came from an agent without the model (ownAnswer): its text is Cue's own. */
  private ownAnswer = false;
  private content = '';
  private nextIndex = 0;
  private agent: AssistantAgent = 'supervisor';

  constructor(
    private readonly messageId: string,
    private readonly mode: AssistantMode,
    private readonly context: ClassroomContext,
    private readonly nameOf: (id: string) => string | undefined,
  ) {
    this.textRestorer = new TokenRestorer(nameOf);
    this.notes = llmNotesIn(context.language);
  }

  private chunk(content: string, toolCallChunks: ToolCallChunk[]): ChatMessageChunk {
    return {
      id: this.messageId,
      role: 'assistant',
      content,
      tool_call_chunks: toolCallChunks,
      additional_kwargs: { agent: this.agent, mode: this.mode },
    };
  }

  /** Our chunks for one model chunk from a graph node (none when it carries nothing to show). */
  accept(message: AIMessageChunk, node: unknown, origin: { own?: boolean } = {}): ChatMessageChunk[] {
    if (isAgent(node)) this.agent = node;
    if (origin.own) this.ownAnswer = true;
    const text = this.textRestorer.push(textOf(message));
    this.content += text;
    const pieces: ToolCallChunk[] = [];
    for (const piece of message.tool_call_chunks ?? []) {
      const call = this.callFor(String(node), piece);
      if (!call.name && piece.name) {
        call.name = piece.name;
        const repeated = [...this.calls.values()].some(
          (other) => other.forwarded && other.name === piece.name,
        );
        if (isAssistantTool(piece.name) && !repeated) {
          call.forwarded = true;
          call.index = this.nextIndex++;
          call.id = `call_${this.messageId}_${call.index}`;
          const args = call.restorer.push(call.early + (piece.args ?? ''));
          call.args += args;
          pieces.push({ name: piece.name, id: call.id, index: call.index, args });
          continue;
        }
      }
      if (!call.name) call.early += piece.args ?? '';
      else if (call.forwarded) {
        const args = call.restorer.push(piece.args ?? '');
        call.args += args;
        if (args) pieces.push({ index: call.index!, args });
      }
    }
    return text || pieces.length > 0 ? [this.chunk(text, pieces)] : [];
  }

  /**
   * The call a streamed piece belongs to: by its index, as OpenAI, vLLM and llama.cpp number them,
   * or a new one when a named piece brings a new server id at an index already in use (Ollama
   * sends every call whole at index 0).
   */
  private callFor(node: string, piece: { index?: number; id?: string; name?: string }): StreamedCall {
    const slot = `${node}:${piece.index ?? 0}`;
    const currentKey = this.currentKeys.get(slot);
    const current = currentKey ? this.calls.get(currentKey) : undefined;
    if (current && !(piece.id && piece.name && current.serverId && piece.id !== current.serverId))
      return current;
    const key = `${slot}:${this.calls.size}`;
    this.currentKeys.set(slot, key);
    return this.startCall(key, piece.id);
  }

  private startCall(key: string, serverId: string | undefined): StreamedCall {
    const call: StreamedCall = {
      serverId,
      forwarded: false,
      early: '',
      args: '',
      restorer: new TokenRestorer(this.nameOf, escapeForJsonString),
    };
    this.calls.set(key, call);
    return call;
  }

  /**
   * The last chunks (held-back text, any explanation) and the final message. With `failure` (the
   * model stalled or failed), the answer is incomplete: no tool call is kept and the text says so.
   */
  finish(failure?: string): { chunks: ChatMessageChunk[]; message: ChatMessage } {
    const chunks: ChatMessageChunk[] = [];
    const rest = this.textRestorer.flush();
    if (rest) chunks.push(this.chunk(rest, []));
    this.content += rest;

    const forwarded = [...this.calls.values()]
      .filter((call) => call.forwarded)
      .sort((a, b) => a.index! - b.index!);
    for (const call of forwarded) {
      const args = call.restorer.flush();
      call.args += args;
      if (args) chunks.push(this.chunk('', [{ index: call.index!, args }]));
    }

    // One note per kind of failure: a model looping on a broken call must not fill the answer.
    const notes = new Set<string>();
    const toolCalls: AssistantToolCall[] = [];
    if (failure) notes.add(failure);
    else {
      for (const call of this.calls.values()) {
        if (!call.name || call.forwarded || call.name === ROUTE_TOOL_NAME) continue;
        // One of our tools not forwarded is a repeat of a card already made (kept back); any other
        // name is a tool the model made up (not ours, not the supervisor's routing): named, not shown.
        notes.add(
          isAssistantTool(call.name)
            ? this.notes.keptFirst(this.notes.cards[call.name])
            : this.notes.unknownTool(clipModelText(call.name, MAX_QUOTED_NAME)),
        );
      }
      for (const call of forwarded) {
        const checked = this.checkCall(call);
        if (typeof checked === 'string') notes.add(checked);
        else toolCalls.push(checked);
      }
    }
    if (!failure && toolCalls.length === 0 && notes.size === 0) {
      if (!this.content.trim()) notes.add(this.notes.nothingUnderstood);
      else {
        const card = this.expectedCard();
        if (card) notes.add(this.notes.noCardMade(card));
      }
    }
    if (notes.size > 0) {
      const note = (this.content.trim() ? '\n\n' : '') + [...notes].join('\n');
      chunks.push(this.chunk(note, []));
      this.content += note;
    }
    return {
      chunks,
      message: {
        id: this.messageId,
        role: 'assistant',
        content: this.content,
        tool_calls: toolCalls,
        additional_kwargs: { agent: this.agent, mode: this.mode },
      },
    };
  }

  /**
   * An agent that prepares a card answered in text only ("steel" for an observation): the teacher
   * is told no card was made, unless the text is Cue's own (a story with nothing to write from).
   */
  private expectedCard(): string | undefined {
    if (this.ownAnswer || !isRoutedAgent(this.agent)) return undefined;
    const tool = agentToolNames[this.agent];
    return tool ? this.notes.cards[tool] : undefined;
  }

  /** The validated call, or the sentence that explains why it was left out. */
  private checkCall(call: StreamedCall): AssistantToolCall | string {
    const name = call.name as AssistantToolName;
    const card = this.notes.cards[name];
    let args: unknown;
    try {
      args = JSON.parse(call.args);
    } catch {
      return this.notes.garbled(card);
    }
    const checked = validateToolCall({ id: call.id!, name, args }, this.context);
    if (!checked.ok) return this.notes.leftOut(card, checked.reason);
    if (checked.call.name !== 'mentioned_students') return checked.call;
    // The model knows children only by first name and initial: chips show the roster's full names.
    const byId = new Map(this.context.students.map((s) => [s.id, fullName(s)]));
    return {
      ...checked.call,
      args: {
        students: checked.call.args.students.map((s) => ({ id: s.id, name: byId.get(s.id) ?? s.name })),
      },
    };
  }
}
