import type { TaskLogEntry } from '@cue/contracts';
import { useEffect, useState } from 'react';
import type { RealtimeSocket } from '../../../lib/socket';
import { mergeTaskLog, taskLogEvents } from '../task-log';

/**
 * The teacher's task log: entries arrive on `verbose-log` (batches of the latest state of each
 * changed entry, every open tab) and are asked for again on every (re)connection with
 * `request-progress-replay` (spec section 4 "Realtime connection"), so a reload restores them.
 */
export function useTaskLog(socket: RealtimeSocket | null): TaskLogEntry[] {
  const [log, setLog] = useState<TaskLogEntry[]>([]);

  useEffect(() => {
    if (!socket) return;
    const onEntries = (entries: TaskLogEntry[]) => {
      if (Array.isArray(entries)) setLog((current) => mergeTaskLog(current, entries));
    };
    const replay = () => socket.emit(taskLogEvents.progressReplay);
    socket.on(taskLogEvents.verboseLog, onEntries);
    socket.on('connect', replay);
    if (socket.connected) replay();
    return () => {
      socket.off(taskLogEvents.verboseLog, onEntries);
      socket.off('connect', replay);
    };
  }, [socket]);

  return log;
}
