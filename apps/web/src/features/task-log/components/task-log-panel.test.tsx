import type { TaskLogEntry } from '@cue/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { fakeSocket } from '../../../test/fake-socket';
import type { UploadItem } from '../../media/upload/upload-queue';
import { TaskLogPanel, UPLOADS_DONE_CLOSE_MS } from './task-log-panel';

/** This tab's uploads, as the queue would report them: the tests move them along by hand. */
const uploads = vi.hoisted(() => {
  let items: readonly unknown[] = [];
  const listeners = new Set<() => void>();
  return {
    get: () => items,
    set(next: readonly unknown[]) {
      items = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock('../../media/upload/uploads', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useUploads: () => useSyncExternalStore(uploads.subscribe, uploads.get) as readonly UploadItem[],
    uploadQueue: { cancel: () => {}, clearFinished: () => {} },
  };
});
const upload = (id: string, state: UploadItem['state'], error: string | null = null): UploadItem => ({
  id,
  fileName: `${id}.jpg`,
  size: 1000,
  progress: state === 'done' ? 100 : 40,
  state,
  error,
});

function entry(id: string, change: Partial<TaskLogEntry> = {}): TaskLogEntry {
  return {
    id,
    endpointName: 'cue-command',
    title: 'Cue command',
    command: `command ${id}`,
    content: 'Cue received your command',
    currentStage: 'received',
    progressLevel: 10,
    options: [],
    outputs: [],
    error: null,
    context: { class_id: '65a000000000000000000040' },
    updatedAt: new Date(Date.UTC(2026, 2, 7, 8, 0, Number(id.replace(/\D/g, '') || 0))).toISOString(),
    ...change,
  };
}

function renderPanel(server: ReturnType<typeof fakeSocket>, onRetry = vi.fn()) {
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <TaskLogPanel socket={server.socket} canRetry={() => true} onRetry={onRetry} />
    </Providers>,
  );
  return onRetry;
}

describe('TaskLogPanel', () => {
  afterEach(() => {
    vi.useRealTimers();
    act(() => uploads.set([]));
  });

  it('opens for new uploads and closes by itself once they are all up; stays open when one failed', async () => {
    renderPanel(fakeSocket());
    act(() => uploads.set([upload('a', 'uploading'), upload('b', 'waiting')]));
    // The open panel is a lazy chunk: it arrives on real time; the closing is timed by hand.
    expect(await screen.findByText('a.jpg')).toBeTruthy();
    vi.useFakeTimers();
    act(() => uploads.set([upload('a', 'done'), upload('b', 'done')]));
    await act(() => vi.advanceTimersByTimeAsync(UPLOADS_DONE_CLOSE_MS - 100));
    expect(screen.queryByText('a.jpg')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('a.jpg')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Tasks' })).toBeTruthy();

    act(() => uploads.set([upload('c', 'uploading')]));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => uploads.set([upload('c', 'failed', 'The file is too large')]));
    await act(() => vi.advanceTimersByTimeAsync(UPLOADS_DONE_CLOSE_MS * 2));
    expect(screen.getByText('The file is too large')).toBeTruthy();
  });

  it('asks for a replay when connected and again on every reconnection', () => {
    const server = fakeSocket();
    renderPanel(server);
    expect(server.sent('request-progress-replay')).toHaveLength(1);
    act(() => server.receive('connect'));
    expect(server.sent('request-progress-replay')).toHaveLength(2);
  });

  it('waits for the connection before asking for the replay', () => {
    const server = fakeSocket({ connected: false });
    renderPanel(server);
    expect(server.sent('request-progress-replay')).toHaveLength(0);
    server.setConnected(true);
    act(() => server.receive('connect'));
    expect(server.sent('request-progress-replay')).toHaveLength(1);
  });

  it('shows replayed and live entries with their progress, done at 100, Retry on an error', async () => {
    const server = fakeSocket();
    const onRetry = renderPanel(server);
    // Nothing to show yet: no button.
    expect(screen.queryByRole('button', { name: 'Show Tasks' })).toBeNull();

    act(() =>
      server.receive('verbose-log', [
        entry('e1', { progressLevel: 100, currentStage: 'done', content: "Announcement 'Zoo Trip' sent" }),
        entry('e2', {
          currentStage: 'error',
          error: 'Cue could not finish this command.',
          content: 'Cue could not finish this command.',
        }),
        entry('e3', {
          currentStage: 'saving',
          progressLevel: 80,
          options: [{ title: 'Nursery A', value: 'a', selected: true }],
          outputs: [{ name: 'Register', link: 'https://example.test/register' }],
        }),
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Show Tasks/ }));
    const panel = await screen.findByRole('region', { name: 'Tasks' });

    const done = within(panel).getByRole('article', { name: 'command e1' });
    expect(within(done).getByText('Done')).toBeTruthy();
    expect(within(done).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(done).getByText("Announcement 'Zoo Trip' sent")).toBeTruthy();

    const failed = within(panel).getByRole('article', { name: 'command e2' });
    expect(within(failed).getByText('Failed')).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ id: 'e2' }));

    const running = within(panel).getByRole('article', { name: 'command e3' });
    expect(within(running).getByText('Saving')).toBeTruthy();
    expect(within(running).getByText('Nursery A (selected)')).toBeTruthy();
    expect(within(running).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      'https://example.test/register',
    );

    // A later batch moves e3 on; Hide Tasks folds the panel back into its button.
    act(() =>
      server.receive('verbose-log', [
        entry('e3', { progressLevel: 100, currentStage: 'done', updatedAt: '2026-03-07T09:00:00.000Z' }),
      ]),
    );
    expect(within(within(panel).getByRole('article', { name: 'command e3' })).getByText('Done')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Hide Tasks' }));
    expect(screen.queryByRole('region', { name: 'Tasks' })).toBeNull();
    expect(screen.getByRole('button', { name: /Show Tasks/ })).toBeTruthy();
  });

  it('has no Retry for the chat (the ask endpoint)', async () => {
    const server = fakeSocket();
    renderPanel(server);
    act(() =>
      server.receive('verbose-log', [entry('e1', { endpointName: 'chat-with-cue', error: 'Model stalled' })]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Show Tasks/ }));
    expect(await screen.findByText('Model stalled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('searches the log content 100 ms after the last keystroke', async () => {
    const server = fakeSocket();
    renderPanel(server);
    act(() =>
      server.receive('verbose-log', [
        entry('e1', { command: 'Tell parents the zoo trip is on Friday' }),
        entry('e2', { command: 'everyone is here except Diya' }),
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Show Tasks/ }));
    const search = await screen.findByRole('searchbox', { name: 'Search tasks' });
    vi.useFakeTimers();
    const visible = () =>
      screen.queryAllByRole('article').map((article) => article.getAttribute('aria-label'));

    fireEvent.change(search, { target: { value: 'zo' } });
    act(() => vi.advanceTimersByTime(60));
    fireEvent.change(search, { target: { value: 'zoo' } });
    act(() => vi.advanceTimersByTime(99));
    // Still typing: the list has not changed yet.
    expect(visible()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(visible()).toEqual(['Tell parents the zoo trip is on Friday']);

    fireEvent.change(search, { target: { value: 'nothing like this' } });
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('No tasks match your search.')).toBeTruthy();
  });

  it("shows what a finished command saved in the teacher's words, and Undo within its window turns it to Undone", async () => {
    const server = fakeSocket();
    renderPanel(server);
    const summary = {
      kind: 'attendance' as const,
      date: '2026-03-07',
      counts: { present: 18, absent: 2, excused: 0, leave: 0, unassigned: 0, NA: 0 },
      not_present: [
        { name: 'Ira', status: 'absent' as const },
        { name: 'Yusuf', status: 'absent' as const },
      ],
      register_complete: true,
    };
    const done = { progressLevel: 100, currentStage: 'done', content: 'Attendance marked for 20 children' };
    act(() =>
      server.receive('verbose-log', [
        entry('c1', {
          ...done,
          context: {
            class_id: '65a000000000000000000040',
            result_code: 1,
            summary,
            undo_until: new Date(Date.now() + 5 * 60_000).toISOString(),
          },
        }),
        // Its 10 minutes are over: the summary stays, Undo does not.
        entry('c2', {
          ...done,
          context: {
            class_id: '65a000000000000000000040',
            result_code: 1,
            summary: { ...summary, not_present: [], counts: { ...summary.counts, present: 20, absent: 0 } },
            undo_until: new Date(Date.now() - 1000).toISOString(),
          },
        }),
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Show Tasks/ }));
    const fresh = await screen.findByRole('article', { name: 'command c1' });
    within(fresh).getByText('18 present, Ira and Yusuf absent, register complete');
    const old = screen.getByRole('article', { name: 'command c2' });
    within(old).getByText('20 present, register complete');
    expect(within(old).queryByRole('button', { name: 'Undo' })).toBeNull();

    fireEvent.click(within(fresh).getByRole('button', { name: 'Undo' }));
    expect(server.sent('cue-command-undo')).toEqual([{ request_id: 'c1' }]);
    act(() => server.answer('cue-command-undo', { ok: true }));
    await within(fresh).findByText('Undone');
    expect(within(fresh).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('keeps Undo when the server refuses it, and says why', async () => {
    const server = fakeSocket();
    renderPanel(server);
    act(() =>
      server.receive('verbose-log', [
        entry('o1', {
          progressLevel: 100,
          currentStage: 'done',
          context: {
            class_id: '65a000000000000000000040',
            result_code: 5,
            summary: { kind: 'observation', names: ['Maya'] },
            undo_until: new Date(Date.now() + 60_000).toISOString(),
          },
        }),
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Show Tasks/ }));
    const item = await screen.findByRole('article', { name: 'command o1' });
    within(item).getByText('Observation for Maya saved');
    fireEvent.click(within(item).getByRole('button', { name: 'Undo' }));
    act(() =>
      server.answer('cue-command-undo', { ok: false, reason: 'expired', error: 'Undo is only possible' }),
    );
    await screen.findByText('Undo is only possible for 10 minutes after Cue saved.');
    expect(within(item).getByRole('button', { name: 'Undo' })).toBeTruthy();
  });
});
