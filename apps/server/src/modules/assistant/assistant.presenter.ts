import {
  ChatMessageSchema,
  announcementStatuses,
  savedCueCardKinds,
  type ChatMessage,
  type SavedCueCard,
  type TaskLogEntry,
} from '@cue/contracts';
import type { MessageRow, SavedToolCallRow, TaskLogRow } from './assistant.repository.js';

/** A stored message as the chat reads it; a row that no longer parses is left out. */
export function presentMessage(row: MessageRow): ChatMessage | null {
  const parsed = ChatMessageSchema.safeParse(row.message);
  return parsed.success ? parsed.data : null;
}

/** A task log row as spec section 3 names its fields (the id is the client's request id). */
export function presentTaskLogEntry(row: TaskLogRow): TaskLogEntry {
  // The stored payload never holds the token (task-log.ts strips it), so it may go back for Retry.
  const context = row.context as { class_id?: string };
  return {
    id: row.requestId,
    endpointName: row.endpointName,
    title: row.title,
    command: row.command,
    content: row.content,
    currentStage: row.currentStage,
    progressLevel: row.progressLevel,
    options: row.options,
    outputs: row.outputs,
    error: row.error,
    context: { class_id: '', ...context },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A saved card and what its save made (rows saved before that was kept have no kind). */
export function presentSavedCard(row: SavedToolCallRow): SavedCueCard {
  const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
    values.find((known) => known === value) ?? null;
  return {
    tool_call_id: row.toolCallId,
    kind: oneOf(savedCueCardKinds, row.kind),
    record_ids: row.recordIds,
    state: oneOf(announcementStatuses, row.state),
  };
}
