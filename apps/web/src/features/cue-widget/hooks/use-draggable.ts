import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampPosition, defaultPosition, widgetSize, type Position, type Size } from '../widget-rules';

function windowSize(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** How far one arrow key press moves the widget (keyboard users can move it too). */
const KEY_STEP = 24;
const keySteps: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

/**
 * The widget's size and place: dragged with pointer events (mouse, touch and pen alike) by its
 * handle, moved with the arrow keys when the handle has focus, and always kept on screen, also
 * when the window shrinks or a phone turns.
 */
export function useDraggable(direction: 'ltr' | 'rtl') {
  const [viewport, setViewport] = useState(windowSize);
  const size = widgetSize(viewport);
  const [position, setPosition] = useState<Position>(() => defaultPosition(size, viewport, direction));
  const drag = useRef<{ pointerId: number; offsetX: number; offsetY: number } | null>(null);

  useEffect(() => {
    const onResize = () => {
      const next = windowSize();
      setViewport(next);
      setPosition((current) => clampPosition(current, widgetSize(next), next));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const moveTo = (next: Position) => setPosition(clampPosition(next, size, viewport));

  const handleProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // Buttons inside the handle (close) keep their click.
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = {
        pointerId: event.pointerId,
        offsetX: event.clientX - position.x,
        offsetY: event.clientY - position.y,
      };
      event.preventDefault();
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      moveTo({ x: event.clientX - current.offsetX, y: event.clientY - current.offsetY });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (drag.current?.pointerId !== event.pointerId) return;
      drag.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
    },
    onPointerCancel: () => {
      drag.current = null;
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const step = keySteps[event.key];
      if (!step || event.target !== event.currentTarget) return;
      event.preventDefault();
      moveTo({ x: position.x + step[0], y: position.y + step[1] });
    },
  };

  return { position, size, handleProps };
}
