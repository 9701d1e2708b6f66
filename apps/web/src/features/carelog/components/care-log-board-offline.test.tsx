import type { ClassCareDay } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearOfflineSaves,
  configureOfflineSaves,
  flushOfflineSaves,
  offlineSaveKinds,
  setOfflineOwner,
} from '../../../lib/offline-saves';
import type { QueuedSave } from '../../../lib/offline-queue';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { recordCareEntries, type CareEntriesInput } from '../api/carelog-api';
import { CareLogBoard } from './care-log-board';

const CLASS = '65a0000000000000000000c1';
const AARAV = '65a000000000000000000011';
const DAY = `/api/carelog/${CLASS}`;

const day: ClassCareDay = {
  class_id: CLASS,
  date: '2026-11-20',
  today: '2026-11-20',
  now: '12:15',
  children: [{ student_id: AARAV, name: 'Aarav Sharma', present: true, entries: [] }],
};

describe('CareLogBoard offline', () => {
  afterEach(async () => {
    await clearOfflineSaves();
    vi.restoreAllMocks();
  });

  it('keeps a whole-room lunch made offline on the device and sends it once, with its key, back online', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    setOfflineOwner('priya@sunbeam');
    configureOfflineSaves({
      senders: {
        [offlineSaveKinds.careEntries]: async (save) => {
          await recordCareEntries({
            ...(save as QueuedSave<CareEntriesInput>).payload,
            idempotencyKey: save.id,
          });
        },
      },
      onDropped: () => {},
    });
    const posts: RecordedCall[] = [];
    mockFetch({
      [`GET ${DAY}`]: () => jsonResponse({ result: day }),
      [`POST ${DAY}`]: (call) => {
        posts.push(call);
        return jsonResponse({ result: { entries: [] } });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CareLogBoard classId={CLASS} />);
    await screen.findByText('Aarav Sharma');

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Whole room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meal for the whole room' });
    await user.click(within(dialog).getByRole('button', { name: 'Save for 1 child' }));
    expect(await screen.findByText("Kept on this device: it will send when you're back online")).toBeTruthy();
    expect(
      await screen.findByText("Care entries waiting to send: 1. They will send when you're back online."),
    ).toBeTruthy();
    expect(posts).toEqual([]);

    onLine.mockReturnValue(true);
    await flushOfflineSaves();
    await waitFor(() => expect(screen.queryByText(/Care entries waiting to send/)).toBeNull());
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]!.body).toEqual({
      entries: [
        {
          kind: 'meal',
          time: '12:15',
          meal: 'lunch',
          amount: 'all',
          student_ids: [AARAV],
          date: '2026-11-20',
        },
      ],
    });
  });
});
