import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Spec section 2 "App shell": `?cue=true` opens Chat with Cue. */
export const CUE_OVERLAY_PARAM = 'cue';

/** Adds or removes `cue=true`, keeping every other query parameter. */
export function withCueOverlay(params: URLSearchParams, isOpen: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (isOpen) next.set(CUE_OVERLAY_PARAM, 'true');
  else next.delete(CUE_OVERLAY_PARAM);
  return next;
}

/** Whether the address asks for the chat, and a toggle that edits the address. */
export function useCueOverlayParam() {
  const [params, setParams] = useSearchParams();
  const isOpen = params.get(CUE_OVERLAY_PARAM) === 'true';
  const setOpen = useCallback(
    (open: boolean) => setParams((current) => withCueOverlay(current, open)),
    [setParams],
  );
  const toggle = useCallback(() => setOpen(!isOpen), [isOpen, setOpen]);
  return { isOpen, setOpen, toggle };
}
