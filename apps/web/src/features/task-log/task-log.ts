import type { ClientToServerEvents, ServerToClientEvents, TaskLogEntry } from '@cue/contracts';

/**
 * The socket events of the task log, checked against the contracts at compile time (their values
 * would download the assistant's schemas with every staff screen: web budget, decision 007).
 */
export const taskLogEvents = {
  verboseLog: 'verbose-log',
  progressReplay: 'request-progress-replay',
  /** Undoes a finished command's save within its window (decision 028). */
  undo: 'cue-command-undo',
  /** The assistant's ask endpoint (the chat): its entries have no Retry. */
  ask: 'chat-with-cue',
} as const satisfies Record<string, keyof ClientToServerEvents | keyof ServerToClientEvents>;

/** Spec section 9: the log content search waits this long after the last keystroke. */
export const TASK_LOG_SEARCH_DEBOUNCE_MS = 100;

/** Spec section 4 "Task log": progress 100 shows done. */
export function isDone(entry: TaskLogEntry): boolean {
  return entry.progressLevel >= 100 && !entry.error;
}

/**
 * Adds entries that arrived (a verbose-log batch or a replay) to the log: merged by id, the newest
 * state of an entry wins (a replay answered late never takes a finished entry back to an older
 * stage). Newest first.
 */
export function mergeTaskLog(log: readonly TaskLogEntry[], arrived: readonly TaskLogEntry[]): TaskLogEntry[] {
  const byId = new Map(log.map((entry) => [entry.id, entry]));
  for (const entry of arrived) {
    const known = byId.get(entry.id);
    if (!known || Date.parse(entry.updatedAt) >= Date.parse(known.updatedAt)) byId.set(entry.id, entry);
  }
  return [...byId.values()].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/** The words of an entry the search looks through. */
function searchableText(entry: TaskLogEntry): string {
  return [
    entry.title,
    entry.command,
    entry.content,
    entry.currentStage,
    entry.error ?? '',
    ...entry.outputs.map((output) => output.name),
    ...entry.options.map((option) => option.title),
  ]
    .join('\n')
    .toLocaleLowerCase();
}

/** The entries whose content holds every word of the search (any case); all of them when empty. */
export function searchTaskLog(log: readonly TaskLogEntry[], search: string): TaskLogEntry[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...log];
  return log.filter((entry) => {
    const text = searchableText(entry);
    return words.every((word) => text.includes(word));
  });
}

/** Spec section 4: an error shows Retry, except for the assistant's ask endpoint (the chat). */
export function showsRetry(entry: TaskLogEntry): boolean {
  return Boolean(entry.error) && entry.endpointName !== taskLogEvents.ask;
}
