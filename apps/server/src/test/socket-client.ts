import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@cue/contracts';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The app's address, listening on a free loopback port the first time it is asked for. */
export async function listeningUrl(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * A real socket.io client connected to the app over loopback. Resolves once connected; rejects
 * with the server's reason when the handshake is refused.
 */
export async function connectSocket(
  app: FastifyInstance,
  token: string | null,
  options: { origin?: string } = {},
): Promise<TestSocket> {
  const url = await listeningUrl(app);
  const socket: TestSocket = io(url, {
    auth: token === null ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.origin && { extraHeaders: { origin: options.origin } }),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}

/** Every payload a socket receives for an event, in order. */
export function collect<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
): Parameters<ServerToClientEvents[E]>[0][] {
  const received: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(
    event as never,
    ((payload: Parameters<ServerToClientEvents[E]>[0]) => received.push(payload)) as never,
  );
  return received;
}

/** Waits until `check` holds (events arrive asynchronously), failing after `ms`. */
export async function eventually(check: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
