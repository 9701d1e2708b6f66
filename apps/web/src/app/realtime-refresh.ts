import { RECORDS_CHANGED_EVENT, type RecordsChanged } from '@cue/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showError } from '../lib/notify';
import { openRealtimeSocket } from '../lib/socket';

/**
 * The one place realtime events become query invalidations (DESIGN.md convention 8). Every
 * query about a kind of record has a key starting with the entity's name ('attendance',
 * 'excusal', 'observation', 'journal', 'announcement'), so an event refreshes every open screen
 * that shows it: a register, a list, a parent's view.
 */
export function refreshAfterChange(queryClient: QueryClient, change: RecordsChanged): void {
  void queryClient.invalidateQueries({ queryKey: [change.entity] });
}

/** Keeps a realtime connection while signed in (`sessionKey` changes on sign-in or role switch). */
export function useRealtimeRefresh(sessionKey: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let closed = false;
    let close = () => {};
    void openRealtimeSocket().then((socket) => {
      if (closed) {
        socket.close();
        return;
      }
      socket.on(RECORDS_CHANGED_EVENT, (change) => refreshAfterChange(queryClient, change));
      // Spec section 8: a socket message with an error is shown as an error toast.
      socket.on('message', (payload) => {
        if (payload && typeof payload.error === 'string' && payload.error) showError(payload.error);
      });
      close = () => socket.close();
    });
    return () => {
      closed = true;
      close();
    };
  }, [queryClient, sessionKey]);
}
