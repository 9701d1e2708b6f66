import { messages } from '@cue/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { OfflineBar } from './offline-bar';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineBar', () => {
  it('appears while offline and goes away when the connection is back', () => {
    renderWithProviders(<OfflineBar />);
    expect(screen.queryByText(messages.offline)).toBeNull();

    goOffline(true);
    expect(screen.getByRole('status').textContent).toBe(messages.offline);

    goOffline(false);
    expect(screen.queryByText(messages.offline)).toBeNull();
  });

  it('shows at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineBar />);
    expect(screen.getByText(messages.offline)).toBeTruthy();
  });
});
