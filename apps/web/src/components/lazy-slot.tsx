import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { defaultRetryPolicy, retryDelayMs } from '../lib/retry';

/** The download of a slot's code failed (the only error a slot keeps to itself). */
class SlotDownloadError extends Error {
  override name = 'SlotDownloadError';
}

interface SlotBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/**
 * A slot whose code could not be downloaded (the connection dropped while the shell was still
 * loading) stays empty instead of taking the page down. It tries again when the browser comes back
 * online, or, when it already is online by the time the failure shows (the connection came back
 * at once, or the server hiccupped), after the app's usual retry delays (lib/retry.ts: 3
 * downloads in all), so it neither waits for an event that already passed nor loops. Any other
 * error (a bug while rendering the slot) goes on to the route's error page, as it would without it.
 */
class SlotBoundary extends Component<SlotBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  private retries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!(error instanceof SlotDownloadError)) return;
    console.error('A shell slot could not load', error, info.componentStack);
    window.addEventListener('online', this.retryWhenOnline, { once: true });
    if (navigator.onLine && this.retries < defaultRetryPolicy.attempts - 1) {
      this.retries += 1;
      this.timer = setTimeout(this.retry, retryDelayMs(this.retries, defaultRetryPolicy, Math.random));
    }
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryWhenOnline);
    clearTimeout(this.timer);
  }

  /** A new connection: a fresh set of retries. */
  private retryWhenOnline = (): void => {
    this.retries = 0;
    this.retry();
  };

  private retry = (): void => {
    window.removeEventListener('online', this.retryWhenOnline);
    clearTimeout(this.timer);
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof SlotDownloadError) return null;
    throw error;
  }
}

/**
 * A component downloaded on its first render and shown when it arrives: a shell slot (top-bar
 * button, banner, floating panel), a dialog on its first opening, toasts. Use it instead of
 * React.lazy for anything rendered beside the screen: a lazy component whose download fails
 * (offline) throws to the route's error page and takes the whole screen with it; this one stays
 * empty and tries again when back online.
 */
export function lazySlot<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  // A rejected React.lazy stays rejected: each attempt gets a fresh one.
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          throw new SlotDownloadError('The code of a slot could not be downloaded', { cause });
        },
      ),
    );
  return function LazySlot(props: Props) {
    const [Slot, setSlot] = useState(attempt);
    return (
      <SlotBoundary onRetry={() => setSlot(attempt)}>
        <Suspense fallback={null}>
          <Slot {...props} />
        </Suspense>
      </SlotBoundary>
    );
  };
}
