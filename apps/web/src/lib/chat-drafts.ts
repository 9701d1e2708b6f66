/*
 * Words typed to Cue and not yet sent, kept in this tab's sessionStorage so closing and reopening
 * the chat (or editing a card, or a reload) never loses them. One draft per teacher and class.
 * They are forgotten when sent and at sign-out: the next person on a shared school tablet must
 * not find them. Lives in lib because the session store forgets them and features do not import
 * each other.
 */
const prefix = 'cue.chat.draft.';

/** The sessionStorage key of one teacher's draft for one class. */
export function chatDraftKey(userId: string, classId: string): string {
  return `${prefix}${userId}.${classId}`;
}

/** sessionStorage, or null where the browser refuses it (private modes, storage disabled). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readChatDraft(key: string): string {
  try {
    return tabStorage()?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the draft; an empty draft removes the key. A full storage only loses the draft. */
export function writeChatDraft(key: string, text: string): void {
  try {
    if (text === '') tabStorage()?.removeItem(key);
    else tabStorage()?.setItem(key, text);
  } catch {
    // Quota exceeded or storage refused: the text stays on screen, it just will not survive a close.
  }
}

/** Every draft of this tab, whoever wrote it: called at sign-out. */
export function forgetChatDrafts(storage: Storage | null = tabStorage()): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(prefix) ?? false,
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to forget where storage is refused.
  }
}
