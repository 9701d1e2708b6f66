import type { FastifyInstance } from 'fastify';
import { realtimeRooms } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AnnouncementsService } from '../announcements/announcements.service.js';
import type { AttendanceService } from '../attendance/attendance.service.js';
import type { ObservationsService } from '../observations/observations.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { AssistantRepository } from './assistant.repository.js';
import { AssistantService } from './assistant.service.js';
import { registerAssistantSocket } from './assistant.socket.js';
import { CueCommandService } from './cue-command.service.js';
import { CueCommandUndoService } from './cue-command-undo.service.js';
import type { AssistantEngine } from './engine/engine.js';
import { TaskLog } from './task-log.js';

export interface AssistantModuleDeps {
  db: Database;
  engine: AssistantEngine;
  schools: SchoolsService;
  attendance: AttendanceService;
  announcements: AnnouncementsService;
  observations: ObservationsService;
  clock: Clock;
}

/**
 * Wires the assistant: its services, the task log (its batches go to the user's socket room),
 * and the socket events on the app's realtime server. Returns the chat service for the routes.
 */
export function registerAssistant(app: FastifyInstance, deps: AssistantModuleDeps): AssistantService {
  const { io } = app.realtime;
  const repository = new AssistantRepository(deps.db);
  const assistant = new AssistantService({
    repository,
    schools: deps.schools,
    attendance: deps.attendance,
    engine: deps.engine,
    clock: deps.clock,
    warn: (message, details) => app.log.warn(details, message),
  });
  const taskLog = new TaskLog({
    repository,
    clock: deps.clock,
    publish: (userId, entries) => io.to(realtimeRooms.user(userId)).emit('verbose-log', entries),
  });
  const commands = new CueCommandService({
    assistant,
    attendance: deps.attendance,
    announcements: deps.announcements,
    observations: deps.observations,
    taskLog,
    clock: deps.clock,
  });
  const undo = new CueCommandUndoService({
    attendance: deps.attendance,
    announcements: deps.announcements,
    observations: deps.observations,
    taskLog,
    clock: deps.clock,
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
  return assistant;
}
