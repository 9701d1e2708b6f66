import { useCallback, useState } from 'react';
import { readChatDraft, writeChatDraft } from '../../../lib/chat-drafts';

/**
 * The composer's text, kept under `key` in this tab's sessionStorage as the teacher types, so
 * the chat closed by mistake (or the input swapped for a card's edit toolbar) gives it back.
 */
export function useChatDraft(key: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => readChatDraft(key));
  const update = useCallback(
    (next: string) => {
      setText(next);
      writeChatDraft(key, next);
    },
    [key],
  );
  return [text, update];
}
