import { afterEach, describe, expect, it } from 'vitest';
import { chatDraftKey, readChatDraft, writeChatDraft } from './chat-drafts';
import { sessionStore } from './session-store';

describe('chat drafts', () => {
  afterEach(() => window.sessionStorage.clear());

  it('are kept per teacher and class, and all forgotten when the teacher signs out', () => {
    sessionStore.saveLoginResult({ staff_user: { access_token: 'a', refresh_token: 'r' } });
    writeChatDraft(chatDraftKey('teacher-1', 'class-a'), 'Ira built a tower');
    writeChatDraft(chatDraftKey('teacher-1', 'class-b'), 'Yusuf sang');
    window.sessionStorage.setItem('unrelated', 'kept');
    expect(readChatDraft(chatDraftKey('teacher-1', 'class-a'))).toBe('Ira built a tower');
    expect(readChatDraft(chatDraftKey('teacher-2', 'class-a'))).toBe('');

    sessionStore.clear();

    expect(readChatDraft(chatDraftKey('teacher-1', 'class-a'))).toBe('');
    expect(readChatDraft(chatDraftKey('teacher-1', 'class-b'))).toBe('');
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
  });
});
