import { z } from 'zod';
import type { ChatWithCuePayload } from './assistant.js';
import type {
  ChatStreamEnd,
  ChatStreamResponse,
  ChatWithCueRequest,
  CueCommandPayload,
  CueUndoAnswer,
  ImageCaptionResult,
  TaskLogEntry,
} from './assistant-socket.js';

/**
 * Realtime carries invalidations, after commit (DESIGN.md convention 8): an event says what
 * changed, never the data; each screen refetches through its own authorized endpoint.
 */
export const RECORDS_CHANGED_EVENT = 'records-changed';

/** The kinds of record a screen may need to refresh. Web query keys start with these names. */
export const recordEntities = [
  'attendance',
  'excusal',
  'observation',
  'journal',
  'announcement',
  // School setup (issue 11): school-wide changes, sent to the school's staff.
  'school',
  'division',
  'class',
  'staff',
  'role',
  'student',
  'family',
  'school_settings',
  'import',
  // Media (issue 13): the class library and albums, to the class's staff and families.
  'class_media',
  'album',
  // Homework (issue 14): to the class's staff and the families of the children it is set for.
  'homework',
  // Care log (issue 14): medication requests and incidents, to the class's staff and the child's own family.
  'medication',
  'incident',
  // Chat (issue 14): sent to the thread's members' own rooms only; ids are [thread id, message id].
  'chat',
  // Care log (issue 14): to the class's staff and each touched child's own family.
  'carelog',
  // Learning stories (issue 15): to the class's staff, and once published to each included
  // child's own family; tag sets school-wide to staff.
  'story',
  'story_tag',
  // Planning (issue 16): to the school's staff (curriculum, units, resources, day schedules) or the
  // class's staff (projects, weekly and term plans).
  'curriculum',
  'unit',
  'resource',
  'day_schedule',
  'project',
  'week_plan',
  'term_plan',
  // Assessment (issue 17): schemes school-wide to staff, cycles to the class's staff.
  'assessment_scheme',
  'assessment_cycle',
  // Progress cards (issue 17): to the class's staff (the card screens and the gradebook refetch);
  // on publish and on reopening a published card also the child's own family.
  'hpc',
] as const;
export type RecordEntity = (typeof recordEntities)[number];

export const RecordsChangedSchema = z.object({
  entity: z.enum(recordEntities),
  /** Ids of the changed records (or of the register, for attendance). */
  ids: z.array(z.string()),
  /** The classes the change belongs to (empty for school-wide records). */
  class_ids: z.array(z.string()),
});
export type RecordsChanged = z.infer<typeof RecordsChangedSchema>;

/** Who the socket server sends an event to (socket.io rooms). */
export const realtimeRooms = {
  user: (userId: string) => `user:${userId}`,
  /** Staff of a school. */
  school: (schoolId: string) => `school:${schoolId}`,
  /** Staff who may see a class. */
  class: (classId: string) => `class:${classId}`,
  /** Parents of the children of a school. */
  schoolFamilies: (schoolId: string) => `school:${schoolId}:families`,
  /** Parents of the children of a class. */
  classFamilies: (classId: string) => `class:${classId}:families`,
} as const;

/**
 * A refusal or failure on the socket. `event` and `request_id` say which request it answers (when
 * the request carried an id), so a screen can end the right waiting question.
 */
export interface SocketErrorMessage {
  error: string;
  event?: string;
  request_id?: string;
}

/** Events the server sends (socket.io typed map). */
export interface ServerToClientEvents {
  [RECORDS_CHANGED_EVENT]: (event: RecordsChanged) => void;
  /** A problem to show as an error toast (spec section 8: "Socket message with error"). */
  message: (payload: SocketErrorMessage) => void;
  'chat-with-cue-stream-response': (payload: ChatStreamResponse) => void;
  'chat-with-cue-stream-end': (payload: ChatStreamEnd) => void;
  /** Task log entries that changed in the last 500 ms (spec section 7: batched). */
  'verbose-log': (entries: TaskLogEntry[]) => void;
  getImageCaption: (result: ImageCaptionResult) => void;
  getMultipleImageCaption: (result: ImageCaptionResult) => void;
}

/** Events the client sends. Payloads are checked on arrival: a bad one gets a `message` error. */
export interface ClientToServerEvents {
  /** Asks for the task log entries of this user (sent on every connect). */
  'request-progress-replay': () => void;
  'chat-with-cue': (payload: ChatWithCueRequest | ChatWithCuePayload) => void;
  'cue-command': (payload: CueCommandPayload) => void;
  'cue-command-undo': (payload: { request_id: string }, answer: (answer: CueUndoAnswer) => void) => void;
  getImageCaption: (payload: { image_url: string; request_id?: string }) => void;
  getMultipleImageCaption: (payload: { image_urls: string[]; request_id?: string }) => void;
}
