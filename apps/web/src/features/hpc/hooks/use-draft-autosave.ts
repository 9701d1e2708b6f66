import { useCallback, useEffect, useRef, useState } from 'react';

/** A pause in typing this long saves. */
export const AUTOSAVE_DELAY_MS = 1200;

/**
 * Typed words over the server's copy: while a draft exists it is what the fields show (a realtime
 * refresh of the card never overwrites it); a pause in typing, leaving the field or leaving the
 * screen saves it, and the draft is dropped once the server holds exactly it. A failed save keeps
 * the draft on screen.
 */
export function useDraftAutosave<T>(server: T, save: (value: T) => Promise<unknown>) {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const draftRef = useRef<{ value: T } | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const send = useCallback((held: { value: T }) => {
    saveRef
      .current(held.value)
      .then(() => {
        // Dropped only if nothing was typed since: later words keep their own draft.
        if (draftRef.current === held) {
          draftRef.current = null;
          setDraft(null);
        }
      })
      .catch(() => undefined);
  }, []);

  const flush = useCallback(() => {
    if (!timerRef.current) return;
    clearTimeout(timerRef.current);
    timerRef.current = null;
    if (draftRef.current) send(draftRef.current);
  }, [send]);

  const change = useCallback(
    (value: T) => {
      const held = { value };
      draftRef.current = held;
      setDraft(held);
      if (timerRef.current) clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        send(held);
      }, AUTOSAVE_DELAY_MS);
    },
    [send],
  );

  // Leaving the card saves what was still waiting for its pause.
  useEffect(() => flush, [flush]);

  return { value: draft ? draft.value : server, dirty: draft !== null, change, flush };
}
