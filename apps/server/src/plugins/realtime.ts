import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { decodeJwt } from 'jose';
import {
  messages,
  realtimeRooms,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@cue/contracts';
import type { Clock } from '../lib/clock.js';
import { createRealtimeHub, type RealtimeHub } from '../lib/realtime-hub.js';
import type { Actor, SessionService } from '../modules/auth/session.service.js';
import type { SchoolsService } from '../modules/schools/schools.service.js';

export interface SocketData {
  actor: Actor;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface RealtimeOptions {
  sessions: SessionService;
  schools: SchoolsService;
  clock: Clock;
  redisUrl: string | undefined;
  /** Origins besides the server's own that may connect (config WEB_ORIGINS). */
  webOrigins: string[];
}

/** An origin is allowed when it is the server's own (same host) or configured; tools send none. */
function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowed: string[]): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The rooms a signed-in user may listen to: their own, their classes, their school. */
async function roomsOf(actor: Actor, schools: SchoolsService): Promise<string[]> {
  const rooms = [realtimeRooms.user(actor.userId)];
  if (actor.kind === 'staff') {
    const access = await schools.staffAccess(actor);
    const classes = await schools.listStaffClasses(actor);
    rooms.push(realtimeRooms.school(access.schoolId), ...classes.map((c) => realtimeRooms.class(c._id)));
  } else {
    for (const child of await schools.childrenOfParent(actor)) {
      for (const enrolment of child.student_class) {
        rooms.push(
          realtimeRooms.classFamilies(enrolment.class_id),
          realtimeRooms.schoolFamilies(enrolment.school_details._id),
        );
      }
    }
  }
  return [...new Set(rooms)];
}

/**
 * socket.io on the server's origin at the default path. The handshake must carry a valid access
 * token (`auth: { token }`); the socket joins only the rooms its user may see and is disconnected
 * when the token expires (the client reconnects with its renewed token). With REDIS_URL, rooms
 * are shared by every server process through the Redis adapter.
 */
export async function registerRealtime(
  app: FastifyInstance,
  options: RealtimeOptions,
): Promise<{ io: RealtimeServer; hub: RealtimeHub }> {
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    allowRequest: (request, callback) => {
      callback(null, isAllowedOrigin(request.headers.origin, request.headers.host, options.webOrigins));
    },
  });

  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (options.redisUrl) {
    const publisher = createClient({ url: options.redisUrl });
    const subscriber = publisher.duplicate();
    publisher.on('error', (error: unknown) => app.log.error({ err: error }, 'redis publisher error'));
    subscriber.on('error', (error: unknown) => app.log.error({ err: error }, 'redis subscriber error'));
    await Promise.all([publisher.connect(), subscriber.connect()]);
    io.adapter(createAdapter(publisher, subscriber));
    redisClients.push(publisher, subscriber);
  }

  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token =
      typeof auth === 'object' && auth !== null && typeof (auth as { token?: unknown }).token === 'string'
        ? (auth as { token: string }).token
        : null;
    if (!token) return next(new Error('Not authenticated'));
    options.sessions
      .authenticate(token)
      .then(async (actor) => {
        socket.data.actor = actor;
        // Every event the client sends is an action as this user: a session that has ended since
        // the handshake (logout, school switch, a revoked temporary token) ends the connection
        // instead of acting on it.
        socket.use((_packet, nextPacket) => {
          options.sessions.assertLive(actor).then(
            () => nextPacket(),
            () => {
              socket.emit('message', { error: messages.sessionExpired });
              socket.disconnect(true);
            },
          );
        });
        await socket.join(await roomsOf(actor, options.schools));
        // End the connection when the token does; the client reconnects with its renewed one.
        const expiresAt = decodeJwt(token).exp;
        if (expiresAt) {
          const timer = setTimeout(
            () => socket.disconnect(true),
            Math.max(0, expiresAt * 1000 - options.clock.now().getTime()),
          );
          timer.unref();
          socket.once('disconnect', () => clearTimeout(timer));
        }
        next();
      })
      .catch(() => next(new Error('Session expired. Please log in again.')));
  });

  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all(redisClients.map((client) => client.quit()));
  });

  return { io, hub: createRealtimeHub(io) };
}
