import { del, get, keys, update, type UseStore } from 'idb-keyval';
import { isApiError } from './api-error';

/**
 * Saves made without a connection, kept in the browser's IndexedDB so they outlive a closed tab
 * and a reload, and sent in the order they were made once the connection is back (decision 029).
 * Each user has their own list: a list is only ever sent by its owner's session, and signing in as
 * someone else deletes the lists of other people.
 */

/** One save waiting to be sent. `id` doubles as the create's Idempotency-Key (decision 018). */
export interface QueuedSave<Payload = unknown> {
  id: string;
  kind: string;
  payload: Payload;
  /** Milliseconds since the epoch. */
  queuedAt: number;
}

/** Sends one save; throws what the API client throws. */
export type SaveSender = (save: QueuedSave) => Promise<void>;

export interface FlushResult {
  sent: number;
  dropped: number;
  /** Saves still waiting (the connection failed again, or a renewal is due). */
  left: number;
}

export interface OfflineQueue {
  /** `id`: the key a first try already used, so the queued copy repeats it. */
  add<Payload>(owner: string, kind: string, payload: Payload, id?: string): Promise<QueuedSave<Payload>>;
  list(owner: string): Promise<QueuedSave[]>;
  /** Sends the owner's saves oldest first; stops at the first one the network did not take. */
  flush(owner: string): Promise<FlushResult>;
  /** Deletes the lists of every owner `keep` does not accept (another person signed in). */
  forgetOthers(keep: (owner: string) => boolean): Promise<void>;
  /** Deletes every list (logout). */
  clearAll(): Promise<void>;
  /** Called after every change this queue makes. */
  subscribe(listener: () => void): () => void;
}

export interface OfflineQueueDeps {
  store: () => UseStore;
  send: SaveSender;
  /** A save the server refused (4xx): it is dropped, never retried, and the user is told. */
  onDropped: (save: QueuedSave, error: unknown) => void;
  now?: () => number;
  newId?: () => string;
}

const KEY_PREFIX = 'saves:';
const keyOf = (owner: string) => `${KEY_PREFIX}${owner}`;

/**
 * Whether a failed send should wait for a later try: no response at all (offline, timeout), the
 * server unavailable (5xx), or a 401 (the API client renews tokens before the next try; a renewal
 * that fails ends the session, which stops the sending). Any other answer is a refusal.
 */
export function shouldKeepForLater(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 401 || error.status >= 500;
}

/** Runs `task` alone across this browser's tabs when the Web Locks API is there, else in this tab only. */
async function exclusively<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(name, task) as Promise<T>;
}

export function createOfflineQueue(deps: OfflineQueueDeps): OfflineQueue {
  const now = deps.now ?? (() => Date.now());
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  // One flush at a time per owner in this tab; a flush asked for meanwhile runs after it.
  const flushes = new Map<string, Promise<FlushResult>>();

  const list = async (owner: string) => (await get<QueuedSave[]>(keyOf(owner), deps.store())) ?? [];
  const remove = async (owner: string, id: string) => {
    await update<QueuedSave[]>(
      keyOf(owner),
      (saves) => (saves ?? []).filter((save) => save.id !== id),
      deps.store(),
    );
    changed();
  };

  async function flushNow(owner: string): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, dropped: 0, left: 0 };
    // Read one at a time: a save added while sending goes after the ones before it.
    for (;;) {
      const [next, ...rest] = await list(owner);
      if (!next) return result;
      try {
        await deps.send(next);
        result.sent += 1;
      } catch (error) {
        if (shouldKeepForLater(error)) {
          result.left = rest.length + 1;
          return result;
        }
        result.dropped += 1;
        deps.onDropped(next, error);
      }
      await remove(owner, next.id);
    }
  }

  return {
    async add(owner, kind, payload, id) {
      const save = { id: id ?? newId(), kind, payload, queuedAt: now() };
      await update<QueuedSave[]>(keyOf(owner), (saves) => [...(saves ?? []), save], deps.store());
      changed();
      return save;
    },
    list,
    flush(owner) {
      const previous = flushes.get(owner) ?? Promise.resolve(undefined);
      const next = previous
        .catch(() => undefined)
        .then(() => exclusively(`cue-offline-saves:${owner}`, () => flushNow(owner)));
      flushes.set(owner, next);
      void next.finally(() => {
        if (flushes.get(owner) === next) flushes.delete(owner);
      });
      return next;
    },
    async forgetOthers(keep) {
      const stored = await keys<string>(deps.store());
      const others = stored.filter(
        (key) => key.startsWith(KEY_PREFIX) && !keep(key.slice(KEY_PREFIX.length)),
      );
      for (const key of others) await del(key, deps.store());
      if (others.length > 0) changed();
    },
    async clearAll() {
      const stored = await keys<string>(deps.store());
      for (const key of stored) await del(key, deps.store());
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
