import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazySlot } from './lazy-slot';

/** Stands in for the route's error element. */
class ErrorPage extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>This page stopped working</p> : this.props.children;
  }
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazySlot', () => {
  it('shows the component once downloaded, with its props', async () => {
    const Slot = lazySlot(() => Promise.resolve(Greeting));
    render(<Slot name="Priya" />);
    expect(await screen.findByText('Hello Priya')).toBeTruthy();
  });

  it('stays empty when the download fails, keeps the page, and tries again once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const Slot = lazySlot(load);
    render(
      <main>
        <h1>Welcome, Priya</h1>
        <Slot name="again" />
      </main>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'Welcome, Priya' })).toBeTruthy();
    expect(screen.queryByText('Hello again')).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Hello again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after the usual delays when the failure shows while already online, 3 downloads in all', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const caught = (times: number) =>
      vi.waitFor(() =>
        expect(
          logged.mock.calls.filter(([message]) => message === 'A shell slot could not load'),
        ).toHaveLength(times),
      );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const load = vi
        .fn<() => Promise<typeof Greeting>>()
        .mockRejectedValue(new TypeError('Failed to fetch'));
      const Slot = lazySlot(load);
      render(<Slot name="never" />);
      await caught(1);
      // 500 ms then 1000 ms (about 20 % either way), as the API client retries.
      await act(() => vi.advanceTimersByTimeAsync(700));
      expect(load).toHaveBeenCalledTimes(2);
      await caught(2);
      await act(() => vi.advanceTimersByTimeAsync(1300));
      expect(load).toHaveBeenCalledTimes(3);
      await caught(3);
      // Then it waits for the connection to change rather than trying forever.
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(load).toHaveBeenCalledTimes(3);
      expect(screen.queryByText('Hello never')).toBeNull();

      load.mockResolvedValue(Greeting);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await vi.waitFor(() => expect(screen.getByText('Hello never')).toBeTruthy());
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a bug in the slot reach the error page: only a failed download stays inside', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): ReactNode {
      throw new Error('a bug');
    }
    const Slot = lazySlot(() => Promise.resolve(Broken));
    render(
      <ErrorPage>
        <Slot />
      </ErrorPage>,
    );
    expect(await screen.findByText('This page stopped working')).toBeTruthy();
  });
});
