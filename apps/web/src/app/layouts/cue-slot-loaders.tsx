import type { ReactNode } from 'react';
import { lazySlot } from '../../components/lazy-slot';
import type { CueSlotProps } from './cue-slots';

/*
 * Where Cue plugs into the staff layout, like the slots of shell-slots.tsx: the voice button in
 * the top bar, the task log and the widget floating over the screen. Their code (and the socket
 * listeners) downloads after the top bar has rendered, never with the sign-in screen (web budget,
 * docs/decisions/007-web-budgets-and-languages.md); a download that fails (offline) leaves the slot
 * empty and tries again when back online instead of taking the page down (lazy-slot.tsx).
 */
const CueVoice = lazySlot(() => import('./cue-slots').then((module) => module.CueVoiceSlotContent));
const CueFloating = lazySlot(() => import('./cue-slots').then((module) => module.CueFloatingSlotContent));

/** Top bar, staff only (spec section 6: parents have no Cue): the Cue voice button. */
export function CueVoiceSlot({ user }: CueSlotProps): ReactNode {
  return <CueVoice user={user} />;
}

/** Staff layout, floating over the screen: the task log, and the AI chat widget when allowed. */
export function CueFloatingSlot({ user }: CueSlotProps): ReactNode {
  return <CueFloating user={user} />;
}
