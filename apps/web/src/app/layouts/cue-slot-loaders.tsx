import { lazy, Suspense, type ReactNode } from 'react';
import type { CueSlotProps } from './cue-slots';

/*
 * Where Cue plugs into the staff layout, like the slots of shell-slots.tsx: the voice button in
 * the top bar, the task log and the widget floating over the screen. Their code (and the socket
 * listeners) downloads after the top bar has rendered, never with the sign-in screen (web budget,
 * docs/decisions/007-web-budgets-and-languages.md).
 */
const CueVoice = lazy(() =>
  import('./cue-slots').then((module) => ({ default: module.CueVoiceSlotContent })),
);
const CueFloating = lazy(() =>
  import('./cue-slots').then((module) => ({ default: module.CueFloatingSlotContent })),
);

/** Top bar, staff only (spec section 6: parents have no Cue): the Cue voice button. */
export function CueVoiceSlot({ user }: CueSlotProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <CueVoice user={user} />
    </Suspense>
  );
}

/** Staff layout, floating over the screen: the task log, and the AI chat widget when allowed. */
export function CueFloatingSlot({ user }: CueSlotProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <CueFloating user={user} />
    </Suspense>
  );
}
