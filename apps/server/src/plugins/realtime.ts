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
import type { RedisStatus } from '../modules/health/health.service.js';
import { createInFlight, type InFlight } from '../lib/in-flight.js';
import { logSafeError } from '../lib/log-safe-error.js';

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

/** How long shutdown lets socket handlers finish before closing the sockets (within main's 10 s). */
const SOCKET_DRAIN_MS = 5_000;
/** How long closing waits for Redis (which may be the thing that is down) before going on. */
const REDIS_CLOSE_MS = 2_000;

async function withinBound(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * The Redis adapter's two connections, made to fail soft (docs/decisions/016). The server starts
 * and serves while Redis is down and connects when it comes up (node-redis retries for ever with
 * backoff, and re-subscribes on reconnect). While the publisher is not ready, events are not
 * published — each process still delivers them to its own sockets, other processes miss them
 * (screens refetch on their next event or reconnect) — instead of queueing without bound or
 * rejecting a promise nobody awaits (the adapter does not catch publish failures). State changes
 * are logged once each, not per reconnect attempt.
 */
function connectRedis(app: FastifyInstance, url: string) {
  const publisher = createClient({ url, disableOfflineQueue: true });
  // The subscriber keeps its offline queue: it only ever holds the adapter's few SUBSCRIBEs.
  const subscriber = createClient({ url });
  let up = false;
  const reportState = () => {
    const nowUp = publisher.isReady && subscriber.isReady;
    if (nowUp === up) return;
    up = nowUp;
    if (up) app.log.info('redis connected: events reach every server process');
    else app.log.warn('redis unavailable: events reach this process only until it returns');
  };
  let firstFailureLogged = false;
  for (const client of [publisher, subscriber]) {
    client.on('ready', reportState);
    client.on('end', reportState);
    client.on('error', (error: unknown) => {
      if (up || !firstFailureLogged) {
        app.log.warn({ err: logSafeError(error) }, 'redis connection failed; retrying');
        firstFailureLogged = true;
      }
      reportState();
    });
    void client.connect().catch(() => undefined);
  }
  const publish = publisher.publish.bind(publisher);
  const safePublisher = new Proxy(publisher, {
    get(target, property) {
      if (property === 'publish') {
        return (...args: Parameters<typeof publish>) =>
          target.isReady ? publish(...args).catch(() => 0) : Promise.resolve(0);
      }
      // The client's methods use private fields, so they must run on the client itself.
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    publisher: safePublisher,
    subscriber,
    status: (): RedisStatus => (publisher.isReady && subscriber.isReady ? 'up' : 'down'),
    close: async () => {
      for (const client of [publisher, subscriber]) {
        if (client.isReady) await withinBound(client.close(), REDIS_CLOSE_MS);
        else if (client.isOpen) client.destroy();
      }
    },
  };
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
): Promise<{
  io: RealtimeServer;
  hub: RealtimeHub;
  redisStatus: () => RedisStatus;
  /** Socket handlers register their work here so shutdown lets it finish. */
  inFlight: InFlight;
}> {
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    allowRequest: (request, callback) => {
      callback(null, isAllowedOrigin(request.headers.origin, request.headers.host, options.webOrigins));
    },
  });

  const redis = options.redisUrl ? connectRedis(app, options.redisUrl) : null;
  if (redis) io.adapter(createAdapter(redis.publisher, redis.subscriber));

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

  // Before the HTTP server stops: io.close() ends the transports, so clients reconnect (to
  // another process behind the load balancer) instead of holding this one open.
  // Socket handlers still at work (a Cue command saving) finish first, within a bound.
  const inFlight = createInFlight();
  app.addHook('preClose', async () => {
    await withinBound(inFlight.drained(), SOCKET_DRAIN_MS);
    await withinBound(io.close(), REDIS_CLOSE_MS);
  });
  app.addHook('onClose', async () => {
    await redis?.close();
  });

  return {
    io,
    hub: createRealtimeHub(io),
    redisStatus: () => redis?.status() ?? 'not configured',
    inFlight,
  };
}
