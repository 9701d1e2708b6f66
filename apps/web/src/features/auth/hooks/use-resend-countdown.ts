import { useCallback, useEffect, useState } from 'react';

/** How often the remaining time is re-read; a fraction of a second keeps the shown number exact. */
const TICK_MS = 250;

/**
 * Seconds left before the OTP may be resent. Counts against an end time rather than by ticks,
 * so a phone that throttles background timers still shows the right number when it wakes.
 */
export function useResendCountdown(waitSeconds: number) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + waitSeconds * 1000);
  }, [waitSeconds]);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, restart };
}
