import type { ClientToServerEvents, ServerToClientEvents } from '@cue/contracts';
import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';
import { apiClient } from './api-client';
import { activeKind, tokenPairOf } from './session-store';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the realtime socket on the app's own origin (socket.io's default path). The handshake
 * carries the active user's access token, renewed first when due, on every (re)connection: the
 * server ends a connection when its token expires and the client comes back with the new one.
 * socket.io-client is loaded on demand so it never weighs on the first download.
 */
export async function openRealtimeSocket(): Promise<RealtimeSocket> {
  const { io } = await import('socket.io-client');
  return io({
    transports: ['websocket', 'polling'],
    auth: (send) => {
      void apiClient.ensureFreshSession().then(
        (session) => {
          const pair = session ? tokenPairOf(session, activeKind(session)) : null;
          send({ token: pair?.access_token ?? '' });
        },
        () => send({ token: '' }),
      );
    },
  });
}

/**
 * The signed-in app's one realtime connection (null until it is open). Provided by
 * `app/realtime-connection.tsx`; features listen and emit through `useRealtimeSocket()`.
 */
export const RealtimeSocketContext = createContext<RealtimeSocket | null>(null);

export function useRealtimeSocket(): RealtimeSocket | null {
  return useContext(RealtimeSocketContext);
}
