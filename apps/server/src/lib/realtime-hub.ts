import {
  RECORDS_CHANGED_EVENT,
  realtimeRooms,
  type RecordEntity,
  type ServerToClientEvents,
} from '@cue/contracts';

/** A change to announce after its transaction committed. */
export interface RecordsChange {
  entity: RecordEntity;
  ids: string[];
  schoolId: string;
  /** Classes it concerns; empty means the whole school. */
  classIds: string[];
  /** Staff only (drafts, registers being taken), or the families of those classes too. */
  audience: 'staff' | 'staff-and-families' | 'families';
  /**
   * With a families audience: only these parents (their own user rooms) instead of every family
   * of the classes, for records of one child (a journal post) that other families must not see.
   */
  familyUserIds?: string[] | undefined;
}

/** What services need from the socket server: tell the right rooms that something changed. */
export interface RealtimeHub {
  recordsChanged(change: RecordsChange): void;
  /**
   * Drops the person's open staff connections to one school (deactivated there). Their session
   * is already revoked, so a reconnect is refused; connections as a parent or to another
   * school stay.
   */
  endStaffConnections(userId: string, schoolId: string): void;
}

/** What the hub reads of a connected socket (socket.data.actor, set at the handshake). */
interface ConnectedSocket {
  data: { actor?: { kind: string; schoolId: string | null } };
  disconnect(close?: boolean): unknown;
}

/** The part of a socket.io server the hub uses (any server, with or without the Redis adapter). */
interface Emitter {
  to(rooms: string[]): {
    emit: <E extends keyof ServerToClientEvents>(
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) => unknown;
  };
  in(room: string): { fetchSockets(): Promise<ConnectedSocket[]> };
}

export function createRealtimeHub(io: Emitter): RealtimeHub {
  return {
    recordsChanged({ entity, ids, schoolId, classIds, audience, familyUserIds }) {
      const staffRooms =
        audience === 'families'
          ? []
          : classIds.length === 0
            ? [realtimeRooms.school(schoolId)]
            : classIds.map(realtimeRooms.class);
      const familyRooms =
        audience === 'staff'
          ? []
          : familyUserIds
            ? familyUserIds.map(realtimeRooms.user)
            : classIds.length === 0
              ? [realtimeRooms.schoolFamilies(schoolId)]
              : classIds.map(realtimeRooms.classFamilies);
      io.to([...staffRooms, ...familyRooms]).emit(RECORDS_CHANGED_EVENT, {
        entity,
        ids,
        class_ids: classIds,
      });
    },
    endStaffConnections(userId, schoolId) {
      // Across processes too (Redis adapter): fetchSockets answers remote sockets as well.
      void io
        .in(realtimeRooms.user(userId))
        .fetchSockets()
        .then((sockets) => {
          for (const socket of sockets) {
            const { actor } = socket.data;
            if (actor?.kind === 'staff' && actor.schoolId === schoolId) socket.disconnect(true);
          }
        })
        .catch(() => undefined);
    },
  };
}
