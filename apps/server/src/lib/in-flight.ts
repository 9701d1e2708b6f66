/**
 * Work in progress that shutdown should let finish (socket handlers: a Cue command being saved, a
 * chat answer being streamed) before it closes the sockets. Only counts; never cancels.
 */
export interface InFlight {
  /** Counts `work` until it settles; answers the same promise. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once nothing tracked is running (at once when nothing is). */
  drained(): Promise<void>;
}

export function createInFlight(): InFlight {
  const running = new Set<Promise<unknown>>();
  let waiters: (() => void)[] = [];
  return {
    track(work) {
      running.add(work);
      const done = () => {
        running.delete(work);
        if (running.size > 0) return;
        for (const wake of waiters) wake();
        waiters = [];
      };
      work.then(done, done);
      return work;
    },
    drained() {
      if (running.size === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
