import { useEffect, useState } from 'react';

/**
 * The height of what the phone shows above its on-screen keyboard (the visual viewport), so a
 * full-screen panel keeps its input in sight while the teacher types. Null where the browser
 * has no visual viewport: 100dvh then.
 */
export function useVisualViewportHeight(): number | null {
  const [height, setHeight] = useState<number | null>(() => window.visualViewport?.height ?? null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setHeight(viewport.height);
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, []);
  return height;
}
