import { createStore, type UseStore } from 'idb-keyval';
import { useEffect, useState } from 'react';
import { createOfflineQueue, shouldKeepForLater, type QueuedSave } from './offline-queue';

/*
 * The app's one offline queue. Features queue their saves here (`saveOrQueue`) and read what is
 * still waiting (`useQueuedSaves`); app/offline-saves.ts says whose session this is, how each kind
 * is sent, and when to send (decision 029).
 */

type Sender = (save: QueuedSave) => Promise<void>;
const senders = new Map<string, Sender>();
let dropListener: (save: QueuedSave, error: unknown) => void = () => {};
/** The signed-in staff member's list (user id and school), or null: then nothing is queued. */
let owner: string | null = null;

// Opened on first use: the sign-in screen never opens the database.
let store: UseStore | null = null;
const storeOf = () => (store ??= createStore('cue-offline-saves', 'saves'));

export const offlineQueue = createOfflineQueue({
  store: storeOf,
  send: async (save) => {
    const send = senders.get(save.kind);
    // A kind this version cannot send waits (an older tab's save after an update, say).
    if (!send) throw new Error(`No sender for ${save.kind}`);
    await send(save);
  },
  onDropped: (save, error) => dropListener(save, error),
});

/** app/offline-saves.ts: how a kind of save is sent, and what to do when one is refused. */
export function configureOfflineSaves(config: {
  senders: Record<string, Sender>;
  onDropped: (save: QueuedSave, error: unknown) => void;
}): void {
  for (const [kind, send] of Object.entries(config.senders)) senders.set(kind, send);
  dropListener = config.onDropped;
}

const ownerListeners = new Set<() => void>();

export function setOfflineOwner(next: string | null): void {
  if (owner === next) return;
  owner = next;
  for (const listener of ownerListeners) listener();
}

export const currentOfflineOwner = () => owner;

/** Sends the current owner's waiting saves, in order; does nothing while offline. */
export async function flushOfflineSaves(): Promise<void> {
  if (!owner || !navigator.onLine || typeof indexedDB === 'undefined') return;
  await offlineQueue.flush(owner);
}

/** Logout: nobody's saves stay on the device. */
export async function clearOfflineSaves(): Promise<void> {
  setOfflineOwner(null);
  if (typeof indexedDB === 'undefined') return;
  await offlineQueue.clearAll();
}

export type SaveOutcome<T> = { queued: false; result: T } | { queued: true; save: QueuedSave };

/**
 * Sends a save now, or queues it: while offline, when earlier saves still wait (order), or when
 * the network fails under it. A refusal (4xx) is thrown to the caller as before. `sendNow` gets
 * the save's id, the Idempotency-Key the queued copy will reuse.
 */
export async function saveOrQueue<T, Payload>(
  kind: string,
  payload: Payload,
  sendNow: (key: string) => Promise<T>,
): Promise<SaveOutcome<T>> {
  const who = owner;
  // Nobody to keep it for, or no usable IndexedDB (a locked-down browser): sent as before.
  const waiting = who ? await offlineQueue.list(who).catch(() => null) : null;
  if (!who || !waiting) return { queued: false, result: await sendNow(crypto.randomUUID()) };
  if (!navigator.onLine || waiting.length > 0) {
    const save = await offlineQueue.add(who, kind, payload);
    void flushOfflineSaves().catch(() => {});
    return { queued: true, save };
  }
  const key = crypto.randomUUID();
  try {
    const result = await sendNow(key);
    // A save went through: the connection works, so anything queued meanwhile can go too.
    void flushOfflineSaves().catch(() => {});
    return { queued: false, result };
  } catch (error) {
    if (!shouldKeepForLater(error)) throw error;
    // The first try may have reached the server: the queued copy repeats its key.
    const save = await offlineQueue.add(who, kind, payload, key);
    return { queued: true, save };
  }
}

/** The current owner's waiting saves of one kind, oldest first; follows every change. */
export function useQueuedSaves<Payload>(kind: string): QueuedSave<Payload>[] {
  const [saves, setSaves] = useState<QueuedSave<Payload>[]>([]);
  useEffect(() => {
    let live = true;
    const read = () => {
      const who = owner;
      if (!who) return setSaves([]);
      offlineQueue.list(who).then(
        (all) => {
          if (live) setSaves(all.filter((save) => save.kind === kind) as QueuedSave<Payload>[]);
        },
        () => {},
      );
    };
    read();
    const unsubscribe = offlineQueue.subscribe(read);
    ownerListeners.add(read);
    return () => {
      live = false;
      unsubscribe();
      ownerListeners.delete(read);
    };
  }, [kind]);
  return saves;
}

/** The kinds of save the queue holds; app/offline-saves.ts sends each. */
export const offlineSaveKinds = {
  registerChange: 'register-change',
  observations: 'observations',
  careEntries: 'care-entries',
} as const;
