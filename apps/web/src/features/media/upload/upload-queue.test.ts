import { describe, expect, it } from 'vitest';
import { testMediaFile } from '../test-media';
import { createUploadQueue, type SendFile } from './upload-queue';

const stored = (id: string) => testMediaFile(0, { _id: id.padStart(24, '0'), file_name: `${id}.jpg` });

/** A sender the test drives by hand: progress, success or failure of each file. */
function manualSender() {
  const sends = new Map<
    string,
    { progress: (p: number) => void; resolve: () => void; reject: (m: string) => void; signal: AbortSignal }
  >();
  const send: SendFile = (file, onProgress, signal) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')));
      sends.set(file.name, {
        progress: onProgress,
        resolve: () => resolve(stored(file.name.replace('.jpg', ''))),
        reject: (message) => reject(new Error(message)),
        signal,
      });
    });
  return { send, sends };
}

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload queue', () => {
  it('sends two at a time, reports each file’s progress, and resolves with the stored files', async () => {
    const { send, sends } = manualSender();
    const queue = createUploadQueue(send);
    const done = queue.add([file('1.jpg'), file('2.jpg'), file('3.jpg')]);

    expect(queue.getSnapshot().map((item) => item.state)).toEqual(['uploading', 'uploading', 'waiting']);
    sends.get('1.jpg')!.progress(42.4);
    expect(queue.getSnapshot()[0]).toMatchObject({ fileName: '1.jpg', progress: 42 });

    sends.get('1.jpg')!.resolve();
    await flush();
    // The third starts as soon as a place is free.
    expect(queue.getSnapshot().map((item) => item.state)).toEqual(['done', 'uploading', 'uploading']);
    expect(queue.getSnapshot()[0]!.progress).toBe(100);
    sends.get('2.jpg')!.resolve();
    sends.get('3.jpg')!.resolve();
    expect((await done).map((f) => f.file_name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
  });

  it('Cancel aborts a running upload and drops a waiting one; the others carry on', async () => {
    const { send, sends } = manualSender();
    const queue = createUploadQueue(send, 1);
    const done = queue.add([file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    const [a, b] = queue.getSnapshot();

    queue.cancel(b!.id);
    queue.cancel(a!.id);
    expect(sends.get('a.jpg')!.signal.aborted).toBe(true);
    await flush();
    expect(sends.has('b.jpg')).toBe(false);
    expect(queue.getSnapshot().map((item) => item.state)).toEqual(['cancelled', 'cancelled', 'uploading']);
    sends.get('c.jpg')!.resolve();
    expect((await done).map((f) => f.file_name)).toEqual(['c.jpg']);
  });

  it("keeps the server's message on a failed file, and a pre-check refusal without sending", async () => {
    const { send, sends } = manualSender();
    const queue = createUploadQueue(send);
    const big = file('big.jpg');
    const done = queue.add([file('bad.jpg'), big], new Map([[big, 'big.jpg is larger than 15 MB']]));
    expect(sends.has('big.jpg')).toBe(false);
    sends.get('bad.jpg')!.reject('The file is not an image the school accepts');
    expect(await done).toEqual([]);
    expect(queue.getSnapshot().map((item) => [item.state, item.error])).toEqual([
      ['failed', 'The file is not an image the school accepts'],
      ['failed', 'big.jpg is larger than 15 MB'],
    ]);
    queue.clearFinished();
    expect(queue.getSnapshot()).toEqual([]);
  });
});
