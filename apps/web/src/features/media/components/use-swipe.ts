import { useRef, type PointerEvent } from 'react';

/** A horizontal swipe at least this long (px) turns the page; shorter ones are taps. */
const SWIPE_PX = 50;

/**
 * Pointer-event swipe (touch, pen or mouse) without a gesture library. `onNext` is a swipe
 * towards the reading start, as a book turns: leftwards in English, rightwards in Arabic and Hebrew.
 */
export function useSwipe(onPrevious: () => void, onNext: () => void, rtl: boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
      const towardsStart = rtl ? dx > 0 : dx < 0;
      if (towardsStart) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
    style: { touchAction: 'pan-y' } as const,
  };
}
