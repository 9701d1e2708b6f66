import { useCallback, useState } from 'react';

/**
 * Spec section 4 "Observation": is_saved goes from false to true and the button reads
 * 'Save Observation', 'Saving Observation....', 'Observation Saved'. Changing the form again
 * starts a new, unsaved observation.
 */
export type SaveState = 'unsaved' | 'saving' | 'saved';

export const saveButtonLabelKeys = {
  unsaved: 'observations.form.save',
  saving: 'observations.form.saving',
  saved: 'observations.form.saved',
} as const satisfies Record<SaveState, string>;

export function useSaveState() {
  const [state, setState] = useState<SaveState>('unsaved');
  const markSaving = useCallback(() => setState('saving'), []);
  const markSaved = useCallback(() => setState('saved'), []);
  const markUnsaved = useCallback(() => setState('unsaved'), []);
  return { state, markSaving, markSaved, markUnsaved };
}
