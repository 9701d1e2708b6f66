/**
 * Reading a model's stream with a bound on silence: a server that stops sending mid-answer (a
 * stuck GPU, a dropped proxy) would otherwise keep the teacher waiting forever, since an open
 * HTTP response is not an error. Each wait for the next item races a timer and the abort signal.
 */

export class ModelStalledError extends Error {
  constructor(readonly idleMs: number) {
    super(`The model sent nothing for ${idleMs} ms`);
    this.name = 'ModelStalledError';
  }
}

/**
 * Yields the source's items until it ends. Throws ModelStalledError when no item arrives within
 * `idleMs`; returns quietly as soon as `signal` is aborted. The caller aborts the source's own
 * request (the same signal it passed to it) when this stops early.
 */
export async function* withIdleTimeout<T>(
  source: AsyncIterable<T>,
  idleMs: number,
  signal: AbortSignal,
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const aborted = new Promise<'aborted'>((resolve) => {
    if (signal.aborted) resolve('aborted');
    else signal.addEventListener('abort', () => resolve('aborted'), { once: true });
  });
  let finished = false;
  try {
    while (true) {
      let timer: NodeJS.Timeout | undefined;
      const idle = new Promise<'idle'>((resolve) => {
        timer = setTimeout(() => resolve('idle'), idleMs);
      });
      const next = iterator.next();
      // An abandoned wait may reject later (its request aborted): that rejection is expected.
      next.catch(() => undefined);
      const result = await Promise.race([next, idle, aborted]).finally(() => clearTimeout(timer));
      if (result === 'aborted') return;
      if (result === 'idle') throw new ModelStalledError(idleMs);
      if (result.done) {
        finished = true;
        return;
      }
      yield result.value;
    }
  } finally {
    if (!finished) void iterator.return?.()?.catch(() => undefined);
  }
}
