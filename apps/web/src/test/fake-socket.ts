import type { RealtimeSocket } from '../lib/socket';

type Handler = (...args: unknown[]) => void;

/**
 * A stand-in for the app's socket.io connection: records what the client emits and lets a test
 * play the server (`receive`) or drop and restore the connection.
 */
export function fakeSocket(options: { connected?: boolean } = {}) {
  const handlers = new Map<string, Set<Handler>>();
  const emitted: { event: string; payload: unknown; ack?: Handler }[] = [];
  const socket = {
    connected: options.connected ?? true,
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return socket;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    emit(event: string, payload?: unknown, ack?: Handler) {
      emitted.push({ event, payload, ...(ack && { ack }) });
      return socket;
    },
  };
  return {
    socket: socket as unknown as RealtimeSocket,
    emitted,
    /** Emitted payloads of one event. */
    sent: (event: string) => emitted.filter((item) => item.event === event).map((item) => item.payload),
    /** The server acknowledges the last emit of an event (socket.io's callback). */
    answer: (event: string, ...args: unknown[]) => {
      const item = emitted.filter((e) => e.event === event).at(-1);
      if (!item?.ack) throw new Error(`no acknowledgement asked for ${event}`);
      item.ack(...args);
    },
    /** The server sends an event. */
    receive: (event: string, ...args: unknown[]) => {
      for (const handler of [...(handlers.get(event) ?? [])]) handler(...args);
    },
    setConnected: (connected: boolean) => {
      socket.connected = connected;
    },
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
  };
}
