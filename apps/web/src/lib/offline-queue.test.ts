import { createStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createOfflineQueue, type QueuedSave } from './offline-queue';

let databases = 0;

/**
 * A queue on its own IndexedDB database (fake-indexeddb in tests). `reopen` builds a second queue
 * on the same database, as a reloaded tab would: nothing is shared but what IndexedDB kept.
 */
function setup(send: (save: QueuedSave) => Promise<void> = async () => {}) {
  const name = `offline-queue-test-${++databases}`;
  const sent: QueuedSave[] = [];
  const dropped: { save: QueuedSave; error: unknown }[] = [];
  const open = () =>
    createOfflineQueue({
      store: (() => {
        const store = createStore(name, 'saves');
        return () => store;
      })(),
      send: async (save) => {
        await send(save);
        sent.push(save);
      },
      onDropped: (save, error) => dropped.push({ save, error }),
    });
  return { queue: open(), reopen: open, sent, dropped };
}

const offline = () => new ApiError(0, 'NETWORK_ERROR', 'No response from the server');
const refused = () => new ApiError(400, 'VALIDATION_ERROR', 'date must not be after today');

describe('offline queue', () => {
  it('sends the saves in the order they were made, then holds none', async () => {
    const { queue, sent } = setup();
    for (const status of ['present', 'absent', 'present']) await queue.add('priya@s1', 'mark', { status });

    const result = await queue.flush('priya@s1');

    expect(sent.map((save) => save.payload)).toEqual([
      { status: 'present' },
      { status: 'absent' },
      { status: 'present' },
    ]);
    expect(result).toEqual({ sent: 3, dropped: 0, left: 0 });
    expect(await queue.list('priya@s1')).toEqual([]);
  });

  it('keeps the saves after a reload: a new queue on the same database sends them', async () => {
    const { queue, reopen, sent } = setup();
    await queue.add('priya@s1', 'mark', { child: 'c1' });
    await queue.add('priya@s1', 'observation', { note: 'built a tower' });

    const reloaded = reopen();
    expect((await reloaded.list('priya@s1')).map((save) => save.kind)).toEqual(['mark', 'observation']);
    await reloaded.flush('priya@s1');

    expect(sent.map((save) => save.payload)).toEqual([{ child: 'c1' }, { note: 'built a tower' }]);
  });

  it('keeps one list per user: another user never sends it, and signing in as them deletes it', async () => {
    const { queue, sent } = setup();
    await queue.add('priya@s1', 'mark', { child: 'c1' });

    await queue.flush('farah@s1');
    expect(sent).toEqual([]);

    await queue.forgetOthers((owner) => owner.startsWith('farah@'));
    expect(await queue.list('priya@s1')).toEqual([]);
  });

  it('stops at the first save the network does not take, and sends it first next time', async () => {
    let online = false;
    const { queue, sent } = setup(async () => {
      if (!online) throw offline();
    });
    await queue.add('priya@s1', 'mark', { n: 1 });
    await queue.add('priya@s1', 'mark', { n: 2 });

    expect(await queue.flush('priya@s1')).toEqual({ sent: 0, dropped: 0, left: 2 });
    expect((await queue.list('priya@s1')).map((save) => save.payload)).toEqual([{ n: 1 }, { n: 2 }]);

    online = true;
    await queue.flush('priya@s1');
    expect(sent.map((save) => save.payload)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('waits on a 401 (the client renews the token) and on a server outage, rather than dropping', async () => {
    const errors = [new ApiError(401, 'NOT_AUTHENTICATED', 'x'), new ApiError(503, 'UNAVAILABLE', 'x')];
    for (const error of errors) {
      const { queue, dropped } = setup(async () => {
        throw error;
      });
      await queue.add('priya@s1', 'mark', {});
      await queue.flush('priya@s1');
      expect(dropped).toEqual([]);
      expect(await queue.list('priya@s1')).toHaveLength(1);
    }
  });

  it('drops a save the server refuses (4xx), says so once, and still sends the later ones', async () => {
    const { queue, sent, dropped } = setup(async (save) => {
      if ((save.payload as { n: number }).n === 1) throw refused();
    });
    await queue.add('priya@s1', 'mark', { n: 1 });
    await queue.add('priya@s1', 'mark', { n: 2 });

    expect(await queue.flush('priya@s1')).toEqual({ sent: 1, dropped: 1, left: 0 });
    expect(dropped.map(({ save, error }) => [save.payload, (error as ApiError).status])).toEqual([
      [{ n: 1 }, 400],
    ]);
    expect(sent.map((save) => save.payload)).toEqual([{ n: 2 }]);

    // Never retried: the next round has nothing to send.
    await queue.flush('priya@s1');
    expect(dropped).toHaveLength(1);
  });

  it('gives every try of one save the same id, the key its create sends', async () => {
    const ids: string[] = [];
    let attempts = 0;
    const { queue } = setup(async (save) => {
      ids.push(save.id);
      if (++attempts < 3) throw offline();
    });
    const first = await queue.add('priya@s1', 'observation', {});
    for (let round = 0; round < 3; round++) await queue.flush('priya@s1');

    expect(ids).toEqual([first.id, first.id, first.id]);
    // A key a first try already sent is kept for the queued copy.
    const kept = await queue.add('priya@s1', 'observation', {}, 'key-of-the-first-try');
    expect(kept.id).toBe('key-of-the-first-try');
  });

  it('runs one flush at a time: two asked together send each save once', async () => {
    const send = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const { queue } = setup(send);
    await queue.add('priya@s1', 'mark', { n: 1 });
    await queue.add('priya@s1', 'mark', { n: 2 });

    await Promise.all([queue.flush('priya@s1'), queue.flush('priya@s1')]);

    expect(send).toHaveBeenCalledTimes(2);
  });

  it('forgets every list on logout', async () => {
    const { queue } = setup();
    await queue.add('priya@s1', 'mark', {});
    await queue.add('priya@s2', 'mark', {});
    await queue.clearAll();
    expect(await queue.list('priya@s1')).toEqual([]);
    expect(await queue.list('priya@s2')).toEqual([]);
  });
});
