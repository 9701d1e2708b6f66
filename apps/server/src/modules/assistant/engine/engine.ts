import type {
  AssistantMode,
  AssistantToolName,
  ChatMessage,
  ChatMessageChunk,
  CueLanguage,
} from '@cue/contracts';
import type { CurriculumFrameworkKey } from '@cue/contracts';
import type { AssessmentMaterialSource } from './assessment-material.js';
import type { LessonMaterialLoader, UnitMaterialLoader } from './planning-material.js';
import type { StoryMaterialSource } from './story-material.js';

/**
 * What an assistant engine is: the offline classroom engine (the default, no network) and the LLM
 * engine implement the same interface, so the socket layer, the tests and the benchmark never
 * know which one answers.
 */

export interface RosterStudent {
  id: string;
  firstName: string;
  lastName: string;
}

/** A mark the school already gave a child for a day: an approved request or the register's. */
export type AwayStatus = 'excused' | 'leave';

export interface ClassroomContext {
  classId: string;
  className: string;
  /** The class roster: the only children an answer may name. */
  students: RosterStudent[];
  /** Classes the teacher may address (announcement audiences), the current class included. */
  classes: ClassroomClass[];
  /**
   * The school's today in the school's time zone, DD-MM-YYYY, decided by the server's clock
   * (never the device's date: a phone in UTC at 01:59 in Kolkata is still on yesterday).
   */
  today: string;
  /**
   * Children the school already knows are away, by register day (DD-MM-YYYY) then roster id:
   * an approved excusal or leave, or an excused/leave mark on that day's register. Known for the
   * school's today ± AWAY_DAYS_EACH_SIDE; a group ("everyone", "the rest") leaves them as they
   * are, and only a child the teacher names gets a new mark.
   */
  away: Readonly<Record<string, Readonly<Record<string, AwayStatus>>>>;
  /** The school's time now, hh:mm A. */
  time: string;
  /** The teacher's interface language: every reply is written in it. */
  language: CueLanguage;
  /**
   * School modules Cue drafts for that the school has switched off: Cue says so plainly instead
   * of drafting a card nobody could save. Missing means all on.
   */
  modulesOff?: readonly CueRecordModule[];
  /**
   * Roster ids marked absent (no reason given, so not in `away`), by register day (DD-MM-YYYY),
   * for the same days as `away`: the care log's "everyone" on that day leaves them out, as the
   * register says they were not here. Missing means none.
   */
  absent?: Readonly<Record<string, readonly string[]>>;
  /**
   * The class's observations and photos, loaded only when Cue writes a learning story (and
   * remembered, so a story cites nothing else). Missing means none can be gathered.
   */
  storyMaterial?: StoryMaterialSource;
  /** Issue 16: units to start a unit card from (read only when Cue plans a unit). */
  unitMaterial?: UnitMaterialLoader;
  /** Issue 16: the current class's plan and observations (read only for a lesson analysis). */
  lessonMaterial?: LessonMaterialLoader;
  /**
   * Issue 17: the class's current assessment cycle and its evidence (read only for progress card
   * comments or an evidence question, and remembered, so a card cites nothing else).
   */
  assessmentMaterial?: AssessmentMaterialSource;
}

/** A class the teacher may address; planning reads its framework and age range (issue 16). */
export interface ClassroomClass {
  id: string;
  name: string;
  /** The class's curriculum framework (`class_curriculum`); null or missing: none. */
  framework?: CurriculumFrameworkKey | null;
  /** The class's free-text age range ('3-4 years'). */
  ageRange?: string;
}

/** The school modules (switches) behind Cue's care log, journal, story and progress comments cards. */
export const cueRecordModules = ['daycare', 'journal', 'story', 'hpc'] as const;
export type CueRecordModule = (typeof cueRecordModules)[number];

/** Days either side of the school's today whose away children the context carries. */
export const AWAY_DAYS_EACH_SIDE = 7;

export interface AssistantRequest {
  userInput: string;
  mode: AssistantMode;
  /** Tools the teacher picked with a quick prompt chip; empty lets the supervisor choose. */
  requestedTools: readonly (AssistantToolName | string)[];
  context: ClassroomContext;
  /**
   * Id of the answer message; tool call ids derive from it. The socket layer passes a fresh id;
   * without one, ids derive from the request itself so the same request gives the same answer.
   */
  messageId?: string;
}

/** Chunks first (text deltas, `tool_call_chunks`), then exactly one final message. */
export type AssistantEvent =
  { type: 'chunk'; chunk: ChatMessageChunk } | { type: 'final'; message: ChatMessage };

export interface AssistantEngine {
  /** Streams the answer. An aborted signal ends the stream early, without a final message. */
  respond(request: AssistantRequest, signal?: AbortSignal): AsyncIterable<AssistantEvent>;
}
