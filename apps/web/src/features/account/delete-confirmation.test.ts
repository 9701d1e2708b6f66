import { describe, expect, it } from 'vitest';
import { confirmBoxAction, isDeleteConfirmation } from './delete-confirmation';

describe('isDeleteConfirmation', () => {
  it.each(['CONFIRM', 'confirm', 'Confirm', 'cOnFiRm', '  CONFIRM  '])('accepts %j', (text) => {
    expect(isDeleteConfirmation(text)).toBe(true);
  });

  it.each(['', 'CONFIRMED', 'CONFIR', 'yes', 'CON FIRM', 'delete'])('refuses %j', (text) => {
    expect(isDeleteConfirmation(text)).toBe(false);
  });
});

describe('confirmBoxAction', () => {
  it('deletes on Enter or the tick after CONFIRM', () => {
    expect(confirmBoxAction({ kind: 'key', key: 'Enter' }, 'confirm')).toBe('delete');
    expect(confirmBoxAction({ kind: 'tick' }, 'CONFIRM')).toBe('delete');
  });

  it('cancels on Enter or the tick after any other word', () => {
    expect(confirmBoxAction({ kind: 'key', key: 'Enter' }, 'yes')).toBe('cancel');
    expect(confirmBoxAction({ kind: 'tick' }, '')).toBe('cancel');
  });

  it('cancels on Escape and the cancel button, even after CONFIRM', () => {
    expect(confirmBoxAction({ kind: 'key', key: 'Escape' }, 'CONFIRM')).toBe('cancel');
    expect(confirmBoxAction({ kind: 'cancel' }, 'CONFIRM')).toBe('cancel');
  });

  it('keeps typing on other keys', () => {
    expect(confirmBoxAction({ kind: 'key', key: 'C' }, 'C')).toBeNull();
  });
});
