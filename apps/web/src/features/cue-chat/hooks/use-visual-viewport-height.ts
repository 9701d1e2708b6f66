import { useEffect, useState } from 'react';

export interface VisibleArea {
  /** How tall the part above the on-screen keyboard is. */
  height: number;
  /** How far the browser scrolled the page to show the focused input (iOS does, with the keyboard). */
  offsetTop: number;
}

function read(viewport: VisualViewport): VisibleArea {
  return { height: viewport.height, offsetTop: viewport.offsetTop };
}

/**
 * What the phone shows above its on-screen keyboard (the visual viewport), so a full-screen panel
 * placed on it keeps its input in sight while the teacher types: its height, and where it starts
 * when the browser scrolled to reveal the input. Null where the browser has no visual viewport:
 * 100dvh then.
 */
export function useVisualViewportHeight(): VisibleArea | null {
  const [area, setArea] = useState<VisibleArea | null>(() =>
    window.visualViewport ? read(window.visualViewport) : null,
  );
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setArea(read(viewport));
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return area;
}
