import type { FastifyBaseLogger } from 'fastify';
import {
  type CueUndoAnswer,
  ImageCaptionRequestSchema,
  MultipleImageCaptionRequestSchema,
  assistantSocketEvents,
  realtimeRooms,
} from '@cue/contracts';
import { AppError } from '../../lib/app-error.js';
import type { InFlight } from '../../lib/in-flight.js';
import { logSafeError } from '../../lib/log-safe-error.js';
import type { RealtimeServer, RealtimeSocket } from '../../plugins/realtime.js';
import type { AssistantService } from './assistant.service.js';
import type { CueCommandService } from './cue-command.service.js';
import { UndoRefusal, cueUndoMessages, type CueCommandUndoService } from './cue-command-undo.service.js';
import { imageCaptionsUnavailable } from './image-captions.js';
import { parseOrThrow } from './parse-payload.js';
import { EngineRunError } from './run-engine.js';
import type { TaskLog } from './task-log.js';

export interface AssistantSocketDeps {
  io: RealtimeServer;
  assistant: AssistantService;
  commands: CueCommandService;
  undo: CueCommandUndoService;
  taskLog: TaskLog;
  log: FastifyBaseLogger;
  /** Shutdown lets handlers registered here finish before it closes the sockets. */
  inFlight: InFlight;
}

/** What a teacher reads when something unexpected broke (the details go to the log only). */
const unexpectedError = "Something went wrong, your request couldn't be sent";

/** An error in words the teacher may read: ours as they are, anything else generic. */
function readableError(error: unknown): string {
  if (error instanceof AppError || error instanceof EngineRunError) return error.message;
  return unexpectedError;
}

/**
 * The assistant's socket events (spec section 7 "Realtime"). The socket's user is the one the
 * handshake's token proved (`socket.data.actor`); payloads are checked on arrival, and every
 * failure becomes a `message` event with an `error` the client shows as a toast — never a crash
 * or silence. Answers go to the user's room, so every open tab of the teacher sees them.
 */
export function registerAssistantSocket({
  io,
  assistant,
  commands,
  undo,
  taskLog,
  log,
  inFlight,
}: AssistantSocketDeps): void {
  io.on('connection', (socket: RealtimeSocket) => {
    const actor = socket.data.actor;
    const userRoom = realtimeRooms.user(actor.userId);
    // Answers still being worked out for this socket: stopped when it goes away.
    const running = new Set<AbortController>();
    socket.on('disconnect', () => {
      for (const controller of running) controller.abort();
    });

    /**
     * Runs a handler; any failure is logged (never the payload: it carries a token) and told,
     * naming the event and the request id the payload carried, if any.
     */
    const handle = (event: string, work: () => Promise<void>, payload?: unknown) => {
      void inFlight.track(work()).catch((error: unknown) => {
        // An expected refusal is logged by its code: its message can quote the class's children
        // (the help text's examples are built from the roster).
        const code =
          error instanceof AppError ? error.code : error instanceof EngineRunError ? error.reason : undefined;
        if (code === undefined)
          log.error(
            { event, userId: actor.userId, err: logSafeError(error) },
            'assistant socket request failed',
          );
        else log.info({ event, userId: actor.userId, code }, 'assistant socket request failed');
        const requestId = requestIdOf(payload);
        socket.emit('message', {
          error: readableError(error),
          event,
          ...(requestId !== undefined && { request_id: requestId }),
        });
      });
    };

    socket.on(assistantSocketEvents.ask, (payload: unknown) =>
      handle(
        assistantSocketEvents.ask,
        async () => {
          // Checks and stores the question; a refusal is a `message` (nothing about the class leaks).
          const chat = await assistant.startChat(actor, payload);
          const ids = { conversation_id: chat.conversationId, request_id: chat.requestId };
          const controller = new AbortController();
          running.add(controller);
          try {
            const message = await assistant.answerChat(chat, {
              signal: controller.signal,
              onChunk: (chunk) =>
                io.to(userRoom).emit(assistantSocketEvents.streamResponse, { ...ids, chunk }),
            });
            io.to(userRoom).emit(assistantSocketEvents.streamEnd, { ...ids, message });
          } catch (error) {
            // The answer failed after it started: the stream ends with the reason (every tab).
            io.to(userRoom).emit(assistantSocketEvents.streamEnd, {
              ...ids,
              message: null,
              error: readableError(error),
            });
            log.warn(
              { event: assistantSocketEvents.ask, userId: actor.userId, err: logSafeError(error) },
              'assistant answer failed',
            );
          } finally {
            running.delete(controller);
          }
        },
        payload,
      ),
    );

    socket.on(assistantSocketEvents.command, (payload: unknown) =>
      handle(assistantSocketEvents.command, () => commands.runCommand(actor, payload), payload),
    );

    // Undo answers through the acknowledgement: the tab that asked shows the outcome; every tab
    // learns of it through the entry's verbose-log update.
    socket.on(assistantSocketEvents.undo, (payload: unknown, answer?: unknown) => {
      const reply = typeof answer === 'function' ? (answer as (a: CueUndoAnswer) => void) : () => {};
      void inFlight.track(
        undo.undo(actor, payload).then(reply, (error: unknown) => {
          if (error instanceof UndoRefusal) {
            reply({ ok: false, reason: error.reason, error: error.message });
            return;
          }
          const code = error instanceof AppError ? error.code : undefined;
          if (code === undefined) {
            log.error(
              { event: assistantSocketEvents.undo, userId: actor.userId, err: logSafeError(error) },
              'cue command undo failed',
            );
          } else
            log.info(
              { event: assistantSocketEvents.undo, userId: actor.userId, code },
              'cue command undo refused',
            );
          reply({
            ok: false,
            reason: 'refused',
            error: error instanceof AppError ? error.message : cueUndoMessages.refused,
          });
        }),
      );
    });

    socket.on(assistantSocketEvents.progressReplay, () =>
      handle(assistantSocketEvents.progressReplay, async () => {
        socket.emit(assistantSocketEvents.verboseLog, await taskLog.replay(actor.userId));
      }),
    );

    socket.on(assistantSocketEvents.imageCaption, (payload: unknown) =>
      handle(
        assistantSocketEvents.imageCaption,
        async () => {
          const request = parseOrThrow(
            ImageCaptionRequestSchema,
            payload,
            assistantSocketEvents.imageCaption,
          );
          socket.emit(assistantSocketEvents.imageCaption, imageCaptionsUnavailable(request.request_id));
        },
        payload,
      ),
    );

    socket.on(assistantSocketEvents.multipleImageCaption, (payload: unknown) =>
      handle(
        assistantSocketEvents.multipleImageCaption,
        async () => {
          const request = parseOrThrow(
            MultipleImageCaptionRequestSchema,
            payload,
            assistantSocketEvents.multipleImageCaption,
          );
          socket.emit(
            assistantSocketEvents.multipleImageCaption,
            imageCaptionsUnavailable(request.request_id),
          );
        },
        payload,
      ),
    );
  });
}

/** The request id a payload carried, if it is an object with a string `request_id`. */
function requestIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const id = (payload as { request_id?: unknown }).request_id;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : undefined;
}
