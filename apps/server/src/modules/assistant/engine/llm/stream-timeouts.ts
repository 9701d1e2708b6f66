/**
 * Reading a model's stream with bounds on silence and on the whole answer: a server that stops
 * sending mid-answer (a stuck GPU, a dropped proxy) would otherwise keep the teacher waiting
 * forever, since an open HTTP response is not an error, and a small model on a school's own
 * machine can keep writing for minutes. Each wait for the next item races a timer and the abort
 * signal; the first wait counts from the request's start, so a cold prompt that takes too long
 * before the first token is bounded too (issue 18).
 */

export class ModelStalledError extends Error {
  constructor(
    readonly idleMs: number,
    /** True when nothing at all had arrived: the model never started answering. */
    readonly beforeFirstItem: boolean,
  ) {
    super(
      beforeFirstItem
        ? `The model sent nothing within ${idleMs} ms of the request`
        : `The model sent nothing for ${idleMs} ms`,
    );
    this.name = 'ModelStalledError';
  }
}

export class ModelTooSlowError extends Error {
  constructor(readonly totalMs: number) {
    super(`The model's answer took longer than ${totalMs} ms`);
    this.name = 'ModelTooSlowError';
  }
}

export interface StreamBounds {
  /** The longest wait for the next item, the first one included. */
  idleMs: number;
  /** The longest the whole stream may take, from the call. */
  totalMs: number;
}

/**
 * Yields the source's items until it ends. Throws ModelStalledError when no item arrives within
 * `idleMs`, ModelTooSlowError once `totalMs` have passed; returns quietly as soon as `signal` is
 * aborted. The source is created inside the first wait (`open`), because some streams (the
 * graph's) only resolve once their first item exists. The caller aborts the source's own request
 * (the same signal it passed to it) when this stops early.
 */
export async function* withTimeouts<T>(
  open: () => Promise<AsyncIterable<T>>,
  bounds: StreamBounds,
  signal: AbortSignal,
): AsyncGenerator<T> {
  const deadline = Date.now() + bounds.totalMs;
  const aborted = new Promise<'aborted'>((resolve) => {
    if (signal.aborted) resolve('aborted');
    else signal.addEventListener('abort', () => resolve('aborted'), { once: true });
  });
  let iterator: AsyncIterator<T> | undefined;
  const opened = open().then((source) => (iterator = source[Symbol.asyncIterator]()));
  let started = false;
  let finished = false;
  try {
    while (true) {
      let timer: NodeJS.Timeout | undefined;
      const left = deadline - Date.now();
      const expiry = new Promise<'idle' | 'total'>((resolve) => {
        timer = setTimeout(
          () => resolve(left <= bounds.idleMs ? 'total' : 'idle'),
          Math.max(0, Math.min(bounds.idleMs, left)),
        );
      });
      const next = iterator ? iterator.next() : opened.then((it) => it.next());
      // An abandoned wait may reject later (its request aborted): that rejection is expected.
      next.catch(() => undefined);
      const result = await Promise.race([next, expiry, aborted]).finally(() => clearTimeout(timer));
      if (result === 'aborted') return;
      if (result === 'idle') throw new ModelStalledError(bounds.idleMs, !started);
      if (result === 'total') throw new ModelTooSlowError(bounds.totalMs);
      if (result.done) {
        finished = true;
        return;
      }
      started = true;
      yield result.value;
    }
  } finally {
    if (!finished) void opened.then((it) => it.return?.()).catch(() => undefined);
  }
}
