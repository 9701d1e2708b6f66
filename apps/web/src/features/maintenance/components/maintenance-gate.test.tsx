import { messages } from '@cue/contracts';
import { focusManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MaintenanceGate } from './maintenance-gate';

const PATH = 'GET /api/fetch_app_maintenance/web';

function renderGate() {
  renderWithProviders(
    <MaintenanceGate>
      <p>The app</p>
    </MaintenanceGate>,
  );
}

describe('MaintenanceGate', () => {
  it('shows the app when maintenance is off, asking without a token', async () => {
    const { calls } = mockFetch({
      [PATH]: () => jsonResponse({ result: { status: false, start_time: null, end_time: null } }),
    });
    renderGate();
    expect(await screen.findByText('The app')).toBeTruthy();
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('replaces the app with the maintenance screen, with both valid times', async () => {
    mockFetch({
      [PATH]: () =>
        jsonResponse({
          result: { status: true, start_time: '2025-03-05T09:00:00', end_time: '2025-03-05T17:30:00' },
        }),
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: messages.maintenanceTitle })).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
    expect(screen.getByText('Started:').parentElement?.textContent).toBe('Started: 09:00 AM, 05-03-2025');
    expect(screen.getByText('Expected End:').parentElement?.textContent).toBe(
      'Expected End: 05:30 PM, 05-03-2025',
    );
  });

  it('leaves out a time that is missing or not a date', async () => {
    mockFetch({
      [PATH]: () => jsonResponse({ result: { status: true, start_time: 'soon', end_time: null } }),
    });
    renderGate();
    await screen.findByRole('heading', { name: messages.maintenanceTitle });
    expect(screen.queryByText('Started:')).toBeNull();
    expect(screen.queryByText('Expected End:')).toBeNull();
  });

  it('reloads the page with Refresh', async () => {
    mockFetch({
      [PATH]: () => jsonResponse({ result: { status: true, start_time: null, end_time: null } }),
    });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('checks again when the window regains focus; a failed check counts as not under maintenance', async () => {
    let answer: 'on' | 'down' = 'on';
    const { calls } = mockFetch({
      [PATH]: () =>
        answer === 'on'
          ? jsonResponse({ result: { status: true, start_time: null, end_time: null } })
          : jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500),
    });
    renderGate();
    await screen.findByRole('heading', { name: messages.maintenanceTitle });

    answer = 'down';
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('The app')).toBeTruthy();
    expect(calls).toHaveLength(2);
    focusManager.setFocused(undefined);
  });
});
