import { useEffect, useState } from 'react';

const query = '(pointer: coarse)';

/**
 * Whether the main pointer is a finger (phones, tablets): such devices rarely have Shift+Enter, so
 * the chat's hint does not speak of keys there.
 */
export function useCoarsePointer(): boolean {
  const [isCoarse, setCoarse] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const update = () => setCoarse(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return isCoarse;
}
