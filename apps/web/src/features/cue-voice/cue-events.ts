import type {
  ClientToServerEvents,
  CueResultCode,
  ServerToClientEvents,
  cueResultCodes as contractResultCodes,
} from '@cue/contracts';

/*
 * The socket event names and result codes Cue's top-bar pieces use, checked against the contracts
 * at compile time. Written out here because importing the contracts' values would download the
 * assistant's schemas with every staff screen (web budget, decision 007).
 */

type EventName = keyof ClientToServerEvents | keyof ServerToClientEvents;

export const cueEvents = {
  command: 'cue-command',
  verboseLog: 'verbose-log',
  progressReplay: 'request-progress-replay',
  /** Undoes a finished command's save within its window (decision 028). */
  undo: 'cue-command-undo',
  /** The chat (the assistant's ask endpoint): its task log entries have no Retry. */
  ask: 'chat-with-cue',
} as const satisfies Record<string, EventName>;

/** Spec section 4: Cue preset result codes. */
export const cueResultCodes = {
  attendanceMarked: 1,
  announcementCreated: 2,
  storyGenerated: 3,
  lessonAnalysisCompleted: 4,
  observationCreated: 5,
  unitsCreated: 6,
  careLogRecorded: 7,
  journalPostShared: 8,
} as const satisfies typeof contractResultCodes;

export type { CueResultCode };
