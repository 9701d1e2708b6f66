import { Modal } from '@mantine/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CueChatOverlay } from './cue-chat-overlay';

/** A phone's visual viewport: it shrinks and scrolls when the on-screen keyboard opens. */
class FakeVisualViewport extends EventTarget {
  height = 844;
  offsetTop = 0;
  keyboardOpens() {
    this.height = 500;
    this.offsetTop = 120;
    this.dispatchEvent(new Event('resize'));
    this.dispatchEvent(new Event('scroll'));
  }
}

function overlay(onClose = vi.fn()) {
  renderWithProviders(
    <CueChatOverlay
      onClose={onClose}
      userId="65a000000000000000000010"
      userName="Asha Rao"
      classes={[]}
      selectedClassId={null}
      onSelectClass={() => {}}
      StatusPicker={() => null}
    />,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Chat with Cue' }) };
}

describe('Chat with Cue: the overlay', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'visualViewport');
  });

  it('takes the focus as it opens, and closes from the close button in its own header or with Escape', async () => {
    const { onClose, dialog } = overlay();
    expect(document.activeElement).toBe(dialog);
    const close = screen.getByRole('button', { name: 'Close Chat with Cue' });
    // In the header, beside the title: not floating over the composer.
    expect(close.closest('[role="dialog"]')).toBe(dialog);
    expect(close.parentElement).toBe(screen.getByRole('heading', { name: 'Chat with Cue' }).parentElement);
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves the chat open when Escape closes a modal over it (a card photo picker or viewer)', () => {
    const onClose = vi.fn();
    const closeModal = vi.fn();
    renderWithProviders(
      <>
        <CueChatOverlay
          onClose={onClose}
          userId="65a000000000000000000010"
          userName="Asha Rao"
          classes={[]}
          selectedClassId={null}
          onSelectClass={() => {}}
          StatusPicker={() => null}
        />
        <Modal opened onClose={closeModal} title="From class photos" zIndex={300}>
          <button type="button">Choose</button>
        </Modal>
      </>,
    );
    const modal = screen.getByRole('dialog', { name: 'From class photos' });
    fireEvent.keyDown(within(modal).getByRole('button', { name: 'Choose' }), { key: 'Escape' });
    expect(closeModal).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Chat with Cue' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('fits the part of the screen above the on-screen keyboard, so the composer stays in sight', () => {
    const viewport = new FakeVisualViewport();
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    const { dialog } = overlay();
    expect(dialog.style.blockSize).toBe('844px');

    act(() => viewport.keyboardOpens());
    expect(dialog.style.blockSize).toBe('500px');
    expect(dialog.style.insetBlockStart).toBe('120px');
  });
});
