import { VERBOSE_LOG_BATCH_MS, type TaskLogEntry } from '@cue/contracts';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import { presentTaskLogEntry } from './assistant.presenter.js';
import type { AssistantRepository, TaskLogChange, TaskLogRow } from './assistant.repository.js';

/** Spec section 3 "Task log entry": the stages a Cue request goes through, with their progress. */
export const taskStages = {
  received: { currentStage: 'received', progressLevel: 10, content: 'Cue received your command' },
  understanding: {
    currentStage: 'understanding',
    progressLevel: 40,
    content: 'Cue is working out what you asked',
  },
  saving: { currentStage: 'saving', progressLevel: 80, content: 'Cue is saving it' },
  done: { currentStage: 'done', progressLevel: 100, content: 'Cue has finished processing your command' },
} as const;

/** What a reload restores through request-progress-replay. */
export const REPLAY_LIMIT = 50;
export const REPLAY_DAYS = 7;
/** A running entry untouched this long belonged to a process that died; Retry may restart it. */
export const STALE_RUNNING_MS = 5 * 60 * 1000;

export interface TaskLogDeps {
  repository: AssistantRepository;
  clock: Clock;
  /** Sends entries to every open tab of the user (the socket's user room, across processes). */
  publish: (userId: string, entries: TaskLogEntry[]) => void;
  batchMs?: number;
}

export interface StartTask {
  userId: string;
  requestId: string;
  endpointName: string;
  title: string;
  command: string;
  context: { class_id: string; payload?: unknown } & Record<string, unknown>;
}

/**
 * The task log: entries stored per user and request id, their changes sent on verbose-log in
 * batches (every 500 ms per user: a burst of stage changes becomes one event holding the latest
 * state of each entry), and replayed on request after a reload.
 */
export class TaskLog {
  private readonly pending = new Map<string, Map<string, TaskLogEntry>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly deps: TaskLogDeps) {}

  /**
   * Starts the entry of a request, or restarts it when it failed before (Retry). A request that
   * is running or finished is not started again: null, and its current state is sent again.
   */
  async start(task: StartTask): Promise<TaskLogEntry | null> {
    const now = this.deps.clock.now();
    const claimed = await this.deps.repository.claimTask(
      {
        id: newObjectId(now),
        userId: task.userId,
        requestId: task.requestId,
        endpointName: task.endpointName,
        title: task.title,
        command: task.command,
        ...taskStages.received,
        status: 'running',
        options: [],
        outputs: [],
        error: null,
        context: task.context,
        updatedAt: now,
        createdAt: now,
      },
      new Date(now.getTime() - STALE_RUNNING_MS),
    );
    if (claimed) return this.queue(claimed);
    const existing = await this.deps.repository.findTask(task.userId, task.requestId);
    if (existing) this.queue(existing);
    return null;
  }

  async advance(
    userId: string,
    requestId: string,
    change: Omit<TaskLogChange, 'updatedAt'>,
  ): Promise<TaskLogEntry | null> {
    const row = await this.deps.repository.updateTask(userId, requestId, {
      ...change,
      updatedAt: this.deps.clock.now(),
    });
    return row ? this.queue(row) : null;
  }

  /** The user's own entry of a request, as stored (null: none of theirs). */
  find(userId: string, requestId: string): Promise<TaskLogRow | null> {
    return this.deps.repository.findTask(userId, requestId);
  }

  async fail(userId: string, requestId: string, error: string): Promise<void> {
    await this.advance(userId, requestId, { status: 'error', currentStage: 'error', error, content: error });
  }

  /** The user's recent entries (last 7 days, at most 50), newest first. */
  async replay(userId: string): Promise<TaskLogEntry[]> {
    const since = new Date(this.deps.clock.now().getTime() - REPLAY_DAYS * 24 * 60 * 60 * 1000);
    const rows = await this.deps.repository.listRecentTasks(userId, since, REPLAY_LIMIT);
    return rows.map(presentTaskLogEntry);
  }

  /** Sends what is waiting now (on close, so no change is lost). */
  flushAll(): void {
    for (const userId of [...this.pending.keys()]) this.flush(userId);
  }

  private queue(row: TaskLogRow): TaskLogEntry {
    const entry = presentTaskLogEntry(row);
    let entries = this.pending.get(row.userId);
    if (!entries) {
      entries = new Map();
      this.pending.set(row.userId, entries);
    }
    entries.set(entry.id, entry);
    if (!this.timers.has(row.userId)) {
      const timer = setTimeout(() => this.flush(row.userId), this.deps.batchMs ?? VERBOSE_LOG_BATCH_MS);
      timer.unref();
      this.timers.set(row.userId, timer);
    }
    return entry;
  }

  private flush(userId: string): void {
    const timer = this.timers.get(userId);
    if (timer) clearTimeout(timer);
    this.timers.delete(userId);
    const entries = this.pending.get(userId);
    this.pending.delete(userId);
    if (entries && entries.size > 0) this.deps.publish(userId, [...entries.values()]);
  }
}
