import { ChatWithCueRequestSchema } from '@cue/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { canSend, chatWithCueRequest, teacherNow } from './chat-request';

const classId = '0123456789abcdef01234567';

describe('the chat-with-cue payload', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('is the spec payload with the request id, and passes the contract', () => {
    const payload = chatWithCueRequest(
      { classId, userInput: '  mark everyone present  ', requestedTools: ['attendance'], mode: 'reasoning' },
      { token: 'token-1', userId: 'u1', userName: 'Priya Nair' },
      'req-1',
      new Date(2026, 5, 14, 15, 5),
    );
    expect(payload).toEqual({
      user_query: {
        class_id: classId,
        user_input: 'mark everyone present',
        requested_tools: ['attendance'],
        mode: 'reasoning',
        date: '14-06-2026',
        time: '03:05 PM',
      },
      language: 'en',
      user_details: { token: 'token-1', user_id: 'u1', user_name: 'Priya Nair', user_role: 'staff' },
      request_id: 'req-1',
    });
    expect(ChatWithCueRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('sends date and time in English even when the interface is Arabic', async () => {
    await i18n.changeLanguage('ar');
    expect(teacherNow(new Date(2026, 5, 14, 9, 30))).toEqual({ date: '14-06-2026', time: '09:30 AM' });
  });

  it('asks for answers in the interface language', async () => {
    await i18n.changeLanguage('he');
    const payload = chatWithCueRequest(
      { classId, userInput: 'כולם כאן', requestedTools: [], mode: 'fast' },
      { token: 'token-1', userId: 'u1', userName: 'Priya Nair' },
      'req-2',
    );
    expect(payload.language).toBe('he');
  });

  it('sends only non-empty trimmed input', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('  \n\t ')).toBe(false);
    expect(canSend(' hi ')).toBe(true);
  });
});
