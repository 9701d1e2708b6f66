import {
  REPORT_CARD_TASK_ENDPOINT,
  assistantSocketEvents,
  realtimeRooms,
  type ReportCardRun,
  type TaskLogEntry,
} from '@cue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { logSafeError } from '../../lib/log-safe-error.js';
import type { RealtimeServer, RealtimeSocket } from '../../plugins/realtime.js';

/** What a reload brings back of a person's class generations (as the task log's replay). */
export const RUN_REPLAY_DAYS = 7;
export const RUN_REPLAY_LIMIT = 20;

export interface RunForTask {
  run: ReportCardRun;
  /** 'Nursery A · Term 2' */
  label: string;
  requestedBy: string;
}

/**
 * A class generation as an entry of the task panel (spec "Task log entry", the same panel as
 * Cue's commands): its id is the run's, progress is the share of children done, 100 when every
 * child's card is made or reported as not made. A child whose card could not be made is named
 * with the reason; the others go on.
 */
export function runTaskEntry({ run, label }: RunForTask, now: Date): TaskLogEntry {
  const done = run.status === 'done';
  const failures = run.failed.map((f) => `${f.name}: ${f.reason}`);
  const content = done
    ? [
        `${run.made} of ${run.total} report cards made`,
        ...(failures.length > 0 ? [`Not made: ${failures.join('; ')}`] : []),
      ].join('. ')
    : `${run.processed} of ${run.total} report cards done`;
  return {
    id: run._id,
    endpointName: REPORT_CARD_TASK_ENDPOINT,
    title: 'Report cards',
    command: `${run.title} — ${label}`,
    content,
    currentStage: done ? 'done' : run.processed === 0 ? 'received' : 'saving',
    progressLevel: run.progress,
    options: [],
    outputs: [],
    // All children failing is a failed task; some failing is reported in its content.
    error: done && run.made === 0 && run.total > 0 ? content : null,
    context: { class_id: run.class_id, cycle_id: run.cycle_id },
    updatedAt: run.finished_at ?? now.toISOString(),
  };
}

/**
 * Sends class generations' progress to the task panel of the person who asked (every open tab:
 * their user room, across processes), and answers the panel's replay on (re)connection with
 * their recent generations, next to the assistant's own entries.
 */
export class ReportCardTasks {
  constructor(
    private readonly deps: {
      io: RealtimeServer;
      clock: Clock;
      log: FastifyBaseLogger;
      recentRuns: (userId: string, since: Date) => Promise<RunForTask[]>;
    },
  ) {}

  publish(task: RunForTask): void {
    const now = this.deps.clock.now();
    const entry = { ...runTaskEntry(task, now), updatedAt: now.toISOString() };
    this.deps.io.to(realtimeRooms.user(task.requestedBy)).emit(assistantSocketEvents.verboseLog, [entry]);
  }

  /** Registers the replay on every staff connection. */
  listen(): void {
    this.deps.io.on('connection', (socket: RealtimeSocket) => {
      const actor = socket.data.actor;
      if (actor.kind !== 'staff') return;
      socket.on(assistantSocketEvents.progressReplay, () => {
        const since = new Date(this.deps.clock.now().getTime() - RUN_REPLAY_DAYS * 24 * 3600 * 1000);
        this.deps
          .recentRuns(actor.userId, since)
          .then((tasks) => {
            const now = this.deps.clock.now();
            if (tasks.length > 0)
              socket.emit(
                assistantSocketEvents.verboseLog,
                tasks.map((task) => runTaskEntry(task, now)),
              );
          })
          .catch((error: unknown) =>
            this.deps.log.warn({ err: logSafeError(error) }, 'report card task replay failed'),
          );
      });
    });
  }
}
