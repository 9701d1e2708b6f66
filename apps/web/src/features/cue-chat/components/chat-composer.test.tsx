import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatDraftKey } from '../../../lib/chat-drafts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChatComposer, type ComposerSubmit } from './chat-composer';

const teacher = '65a000000000000000000010';
const nurseryA = '65a000000000000000000040';
const nurseryB = '65a000000000000000000041';

/** The browser's answer to `(pointer: coarse)`: a phone's finger or a desktop's mouse. */
function pointerIs(kind: 'coarse' | 'fine') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(pointer: coarse)' && kind === 'coarse',
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function composer(classId = nurseryA) {
  const sent: ComposerSubmit[] = [];
  const view = renderWithProviders(
    <ChatComposer
      isBusy={false}
      draftKey={chatDraftKey(teacher, classId)}
      onSubmit={(question) => {
        sent.push(question);
        return true;
      }}
    />,
  );
  const input = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message to Cue' });
  const send = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
  return { ...view, sent, input, send };
}

describe('Chat with Cue: the composer', () => {
  // Mantine's autosize textarea listens for web fonts; jsdom has none.
  beforeAll(() => {
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('the Send button is enabled only with text, and tapping it sends the trimmed words and empties the box', async () => {
    const { sent, input, send } = composer();
    expect(send().disabled).toBe(true);
    await userEvent.type(input(), '   ');
    expect(send().disabled).toBe(true);

    await userEvent.type(input(), 'Diya painted a rainbow  ');
    expect(send().disabled).toBe(false);
    await userEvent.click(send());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ userInput: 'Diya painted a rainbow', requestedTools: [], mode: 'fast' });
    expect(input().value).toBe('');
    expect(send().disabled).toBe(true);
  });

  it('gives back the unsent words when the chat is closed and opened again, per class, until they are sent', async () => {
    const first = composer();
    await userEvent.type(first.input(), 'Kabir shared his snack with');
    first.unmount(); // the chat closed

    const reopened = composer();
    expect(reopened.input().value).toBe('Kabir shared his snack with');
    expect(reopened.send().disabled).toBe(false);
    reopened.unmount();

    // Another class has its own (empty) draft.
    const otherClass = composer(nurseryB);
    expect(otherClass.input().value).toBe('');
    otherClass.unmount();

    const again = composer();
    await userEvent.type(again.input(), ' Ira');
    await userEvent.click(again.send());
    await waitFor(() => expect(again.sent).toHaveLength(1));
    again.unmount();

    // Sent: nothing comes back.
    expect(composer().input().value).toBe('');
  });

  it('on a touch screen the hint does not speak of Enter or Shift+Enter; with a mouse it does', () => {
    pointerIs('coarse');
    const phone = composer();
    expect(phone.input().placeholder).toBe('Ask Cue…');
    phone.unmount();

    pointerIs('fine');
    composer();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').placeholder).toBe(
      'Ask Cue… (Enter sends, Shift+Enter adds a line)',
    );
  });
});
