import { realtimeRooms } from '@cue/contracts';
import { logSafeError } from '../../lib/log-safe-error.js';
import type { AiSettings } from '../../config.js';
import type { AnnouncementsService } from '../announcements/announcements.service.js';
import type { AttendanceService } from '../attendance/attendance.service.js';
import type { CareLogService } from '../carelog/carelog.service.js';
import type { ClassMediaService } from '../class-media/class-media.service.js';
import type { JournalService } from '../journal/journal.service.js';
import type { ServerModule } from '../module-context.js';
import type { ObservationsService } from '../observations/observations.service.js';
import { AssistantRepository } from './assistant.repository.js';
import { assistantRoutes } from './assistant.routes.js';
import { AssistantService, DEFAULT_ENGINE_IDLE_TIMEOUT_MS } from './assistant.service.js';
import { registerAssistantSocket } from './assistant.socket.js';
import { CueCommandService } from './cue-command.service.js';
import { CueCommandUndoService } from './cue-command-undo.service.js';
import { createAssistantEngine } from './engine/create-engine.js';
import type { StoryWriter } from './story-writer.js';
import type { UnitsLibrary, WeekPlansReader } from './planning-material-loader.js';
import type { UnitWriter } from './unit-writer.js';
import type { AssessmentCyclesReader, PublishedStoriesReader } from './assessment-material-loader.js';
import { TaskLog } from './task-log.js';

/** The records services Cue's commands save through (and undo). */
export interface AssistantNeeds {
  attendance: AttendanceService;
  announcements: AnnouncementsService;
  observations: ObservationsService;
  careLog: CareLogService;
  journal: JournalService;
  /** A story's photos (with the consent rule) come from the class media library. */
  classMedia: ClassMediaService;
  /**
   * Issue 15: where a story command's draft is saved; issue 17: the published stories about a
   * child that progress card comments draw on.
   */
  stories: StoryWriter & PublishedStoriesReader;
  /**
   * Issue 16: the unit library (candidates for a unit card, and where a unit command saves) and
   * the class's week plans (a lesson analysis).
   */
  units: UnitsLibrary & UnitWriter;
  weekPlans: WeekPlansReader;
  /** Issue 17: the class's assessment cycles (progress card comments, evidence questions). */
  assessment?: AssessmentCyclesReader;
}

/**
 * The service's own bound on a silent engine, the last resort: with a language model it outlasts
 * the engine's idle timeout (AI_IDLE_TIMEOUT_MS, raised for a slow school server), so the engine's
 * own clearer message ends the answer first.
 */
function engineIdleTimeout(ai: AiSettings): number {
  const margin = 15_000;
  return ai.provider === 'openai'
    ? Math.max(DEFAULT_ENGINE_IDLE_TIMEOUT_MS, ai.idleTimeoutMs + margin)
    : DEFAULT_ENGINE_IDLE_TIMEOUT_MS;
}

/**
 * Wires Cue: its engine (offline or LLM, from `config.ai`), services, the task log (its batches
 * go to the user's socket room), the socket events on the app's realtime server, and its routes.
 */
export const registerAssistantModule: ServerModule<void, AssistantNeeds> = async (
  { app, config, db, clock, schools, guard },
  deps,
) => {
  const engine = createAssistantEngine(config.ai, {
    // What went wrong with the model stays in the server log; the teacher reads a plain sentence.
    onModelError: (error) => app.log.warn({ err: logSafeError(error) }, 'assistant model request failed'),
  });
  const { io } = app.realtime;
  const repository = new AssistantRepository(db);
  const assistant = new AssistantService({
    repository,
    schools,
    attendance: deps.attendance,
    engine,
    storyMaterial: { observations: deps.observations, classMedia: deps.classMedia },
    planningMaterial: {
      observations: deps.observations,
      units: deps.units,
      weekPlans: deps.weekPlans,
    },
    assessmentMaterial: { assessment: deps.assessment, stories: deps.stories },
    clock,
    idleTimeoutMs: engineIdleTimeout(config.ai),
    warn: (message, details) => app.log.warn(details, message),
  });
  const taskLog = new TaskLog({
    repository,
    clock,
    publish: (userId, entries) => io.to(realtimeRooms.user(userId)).emit('verbose-log', entries),
  });
  const commands = new CueCommandService({
    assistant,
    attendance: deps.attendance,
    announcements: deps.announcements,
    observations: deps.observations,
    careLog: deps.careLog,
    journal: deps.journal,
    stories: deps.stories,
    units: deps.units,
    taskLog,
    clock,
  });
  const undo = new CueCommandUndoService({
    attendance: deps.attendance,
    announcements: deps.announcements,
    observations: deps.observations,
    careLog: deps.careLog,
    journal: deps.journal,
    taskLog,
    clock,
  });
  registerAssistantSocket({
    io,
    assistant,
    commands,
    undo,
    taskLog,
    log: app.log,
    inFlight: app.realtime.inFlight,
  });
  app.addHook('preClose', async () => taskLog.flushAll());
  await app.register(assistantRoutes, { assistant, guard });
};
