import type { MediaFile } from '@cue/contracts';

/*
 * The upload queue: files go up two at a time, each with its own progress and Cancel, and the
 * floating task panel shows them (spec "Task/progress log ... upload progress"). The queue knows
 * nothing of screens: whoever adds files gets the stored files back and decides what they join.
 */

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: string;
  fileName: string;
  size: number;
  /** 0 to 100. */
  progress: number;
  state: UploadState;
  /** The server's message (or the pre-check's) when it failed. */
  error: string | null;
}

/** Sends one file; reports progress as 0..100; rejects with an Error whose message is shown. */
export type SendFile = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<MediaFile>;

export interface UploadQueue {
  /** Queues the files; resolves with those stored, in the order given (failed and cancelled left out). */
  add(files: readonly File[], refused?: ReadonlyMap<File, string>): Promise<MediaFile[]>;
  cancel(id: string): void;
  /** Forgets finished, failed and cancelled items. */
  clearFinished(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly UploadItem[];
}

/** Two at a time: a phone on school Wi-Fi keeps both busy without starving the screen. */
export const UPLOAD_CONCURRENCY = 2;

export class UploadCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'UploadCancelled';
  }
}

interface Job {
  item: UploadItem;
  file: File;
  controller: AbortController;
  settle: (file: MediaFile | null) => void;
}

export function isActive(item: UploadItem): boolean {
  return item.state === 'waiting' || item.state === 'uploading';
}

export function createUploadQueue(send: SendFile, concurrency = UPLOAD_CONCURRENCY): UploadQueue {
  let items: readonly UploadItem[] = [];
  const jobs = new Map<string, Job>();
  const waiting: Job[] = [];
  const listeners = new Set<() => void>();
  let running = 0;
  let nextId = 1;

  function update(id: string, change: Partial<UploadItem>): void {
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
    const job = jobs.get(id);
    if (job) job.item = items.find((item) => item.id === id) ?? job.item;
    for (const listener of listeners) listener();
  }

  function pump(): void {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      // Cancelled while it waited.
      if (job.controller.signal.aborted) continue;
      running++;
      update(job.item.id, { state: 'uploading' });
      send(
        job.file,
        (percent) => update(job.item.id, { progress: Math.min(99, Math.round(percent)) }),
        job.controller.signal,
      )
        .then(
          (stored) => {
            update(job.item.id, { state: 'done', progress: 100 });
            job.settle(stored);
          },
          (error: unknown) => {
            if (job.controller.signal.aborted || error instanceof UploadCancelled) {
              update(job.item.id, { state: 'cancelled' });
            } else {
              update(job.item.id, {
                state: 'failed',
                error: error instanceof Error ? error.message : String(error),
              });
            }
            job.settle(null);
          },
        )
        .finally(() => {
          running--;
          jobs.delete(job.item.id);
          pump();
        });
    }
  }

  return {
    add(files, refused) {
      const settled = files.map((file) => {
        const id = `upload-${nextId++}`;
        const reason = refused?.get(file) ?? null;
        const item: UploadItem = {
          id,
          fileName: file.name,
          size: file.size,
          progress: 0,
          state: reason ? 'failed' : 'waiting',
          error: reason,
        };
        items = [...items, item];
        if (reason) return Promise.resolve<MediaFile | null>(null);
        return new Promise<MediaFile | null>((settle) => {
          const job: Job = { item, file, controller: new AbortController(), settle };
          jobs.set(id, job);
          waiting.push(job);
        });
      });
      for (const listener of listeners) listener();
      pump();
      return Promise.all(settled).then((stored) => stored.filter((file): file is MediaFile => file !== null));
    },
    cancel(id) {
      const job = jobs.get(id);
      if (!job) return;
      if (job.item.state === 'waiting') {
        job.controller.abort();
        jobs.delete(id);
        update(id, { state: 'cancelled' });
        job.settle(null);
        return;
      }
      job.controller.abort();
    },
    clearFinished() {
      items = items.filter(isActive);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}
