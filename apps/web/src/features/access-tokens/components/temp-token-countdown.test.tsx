import { messages } from '@cue/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeJwt } from '../../../test/fake-jwt';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TempTokenCountdown } from './temp-token-countdown';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-03-05T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

function signInWithTempToken(secondsLeft: number) {
  const exp = Math.floor(Date.now() / 1000) + secondsLeft;
  sessionStore.saveTempTokenLogin(
    { access_token: fakeJwt(exp, 'a'), refresh_token: fakeJwt(exp, 'r') },
    Date.now() + secondsLeft * 1000,
  );
}

describe('TempTokenCountdown', () => {
  it('counts down the seconds left, then logs out with the spec message at 0', async () => {
    signInWithTempToken(3);
    renderWithProviders(<TempTokenCountdown />);
    expect(screen.getByRole('timer').textContent).toBe('Temporary access ends in 3s');
    expect(window.localStorage.getItem('isTempToken')).toBe('true');
    expect(window.localStorage.getItem('tempTokenExpiresAt')).toBe('2025-03-05T10:00:03.000Z');

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('Temporary access ends in 1s');
    expect(sessionStore.get()).not.toBeNull();

    act(() => vi.advanceTimersByTime(1000));
    expect(sessionStore.get()).toBeNull();
    expect(window.localStorage.getItem('isTempToken')).toBeNull();
    expect(window.localStorage.getItem('tempTokenExpiresAt')).toBeNull();
    // Toasts are downloaded with the first one (lib/notify.ts).
    expect(await screen.findByText(messages.tempTokenExpired)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('logs out at once when the stored session is already past its end', async () => {
    signInWithTempToken(-5);
    renderWithProviders(<TempTokenCountdown />);
    expect(sessionStore.get()).toBeNull();
    expect(await screen.findByText(messages.tempTokenExpired)).toBeTruthy();
  });

  it('shows nothing for an ordinary session', () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    sessionStore.saveLoginResult({ staff_user: { access_token: fakeJwt(exp), refresh_token: fakeJwt(exp) } });
    renderWithProviders(<TempTokenCountdown />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(sessionStore.get()).not.toBeNull();
  });
});
