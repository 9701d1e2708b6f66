/** The word a user types to delete their account (spec sections 4 and 5). */
export const DELETE_CONFIRMATION_WORD = 'CONFIRM';

/** CONFIRM in any case; spaces around it are forgiven, any other text is not. */
export function isDeleteConfirmation(text: string): boolean {
  return text.trim().toUpperCase() === DELETE_CONFIRMATION_WORD;
}

export type ConfirmBoxAction = 'delete' | 'cancel';

/**
 * What a key or the tick does in the confirm box: Enter or the tick deletes only after CONFIRM;
 * any other word, Escape and the cancel button cancel. Other keys keep typing.
 */
export function confirmBoxAction(
  trigger: { kind: 'key'; key: string } | { kind: 'tick' } | { kind: 'cancel' },
  text: string,
): ConfirmBoxAction | null {
  if (trigger.kind === 'cancel') return 'cancel';
  if (trigger.kind === 'key') {
    if (trigger.key === 'Escape') return 'cancel';
    if (trigger.key !== 'Enter') return null;
  }
  return isDeleteConfirmation(text) ? 'delete' : 'cancel';
}
