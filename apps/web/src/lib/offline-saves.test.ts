import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordObservations } from '../features/observations/api/record-observations';
import { fakeJwt } from '../test/fake-jwt';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { sessionStore } from './session-store';
import {
  clearOfflineSaves,
  configureOfflineSaves,
  flushOfflineSaves,
  offlineQueue,
  offlineSaveKinds,
  saveOrQueue,
  setOfflineOwner,
} from './offline-saves';

const classId = '65f000000000000000000001';
const entries = [
  {
    student_id: '65f000000000000000000002',
    date: '24-11-2026',
    general_note: 'Counted to ten',
    type_of_anecdote: 'general' as const,
  },
];

function signIn() {
  const now = Math.floor(Date.now() / 1000);
  sessionStore.saveLoginResult({
    staff_user: { access_token: fakeJwt(now + 3600), refresh_token: fakeJwt(now + 30 * 86_400) },
  });
}

const saved = () => jsonResponse({ result: { observation_entries: [], is_saved: true } }, 200);

describe('offline saves of observations', () => {
  afterEach(async () => {
    await clearOfflineSaves();
  });

  it('queues a save the network lost and sends it later with the key of the first try', async () => {
    signIn();
    setOfflineOwner('priya@school');
    let online = false;
    const dropped: string[] = [];
    const { calls } = mockFetch({
      [`POST /api/anecdote/${classId}`]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return saved();
      },
    });
    configureOfflineSaves({
      senders: {
        [offlineSaveKinds.observations]: (save) =>
          recordObservations({
            ...(save.payload as { classId: string; entries: typeof entries }),
            idempotencyKey: save.id,
          }).then(() => {}),
      },
      onDropped: (save) => dropped.push(save.id),
    });

    const outcome = await saveOrQueue(offlineSaveKinds.observations, { classId, entries }, (key) =>
      recordObservations({ classId, entries, idempotencyKey: key }),
    );
    expect(outcome.queued).toBe(true);
    expect(await offlineQueue.list('priya@school')).toHaveLength(1);

    online = true;
    await flushOfflineSaves();

    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers['Idempotency-Key']);
    // The client's own retries of the first try, then the queued send: one key throughout.
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(dropped).toEqual([]);
    expect(await offlineQueue.list('priya@school')).toEqual([]);
  }, 15_000);

  it('keeps a save made while the browser is offline without trying the network', async () => {
    signIn();
    setOfflineOwner('priya@school');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = mockFetch({});

    const outcome = await saveOrQueue(offlineSaveKinds.observations, { classId, entries }, (key) =>
      recordObservations({ classId, entries, idempotencyKey: key }),
    );

    expect(outcome.queued).toBe(true);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(await offlineQueue.list('priya@school')).toHaveLength(1);
  });

  it('throws a refusal (4xx) to the form instead of keeping it', async () => {
    signIn();
    setOfflineOwner('priya@school');
    mockFetch({
      [`POST /api/anecdote/${classId}`]: () =>
        jsonResponse({ code: 'VALIDATION_ERROR', message: 'general_note is required', msg: 'x' }, 400),
    });

    await expect(
      saveOrQueue(offlineSaveKinds.observations, { classId, entries }, (key) =>
        recordObservations({ classId, entries, idempotencyKey: key }),
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect(await offlineQueue.list('priya@school')).toEqual([]);
  });
});
