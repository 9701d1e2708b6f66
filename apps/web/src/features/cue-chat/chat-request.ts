import type { AssistantMode, ChatWithCueRequest } from '@cue/contracts';
import { teacherMoment } from '../../lib/dates';
import { currentLanguage } from '../../lib/language';

/** The teacher's today (DD-MM-YYYY) and time (hh:mm A), always in English digits and AM/PM. */
export function teacherNow(now: Date = new Date()): { date: string; time: string } {
  return teacherMoment(now);
}

export interface ChatQuestion {
  classId: string;
  userInput: string;
  requestedTools: string[];
  mode: AssistantMode;
}

export interface ChatAsker {
  token: string;
  userId: string;
  userName: string;
}

/** Chat send needs non-empty trimmed input (spec section 5). */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}

/** The chat-with-cue payload (spec section 7 "Realtime") plus the request id our answers carry. */
export function chatWithCueRequest(
  question: ChatQuestion,
  asker: ChatAsker,
  requestId: string,
  now: Date = new Date(),
): ChatWithCueRequest {
  const { date, time } = teacherNow(now);
  return {
    user_query: {
      class_id: question.classId,
      user_input: question.userInput.trim(),
      requested_tools: question.requestedTools,
      mode: question.mode,
      date,
      time,
    },
    // Cue answers in the interface language (the server takes the school's today, not `date`).
    language: currentLanguage(),
    user_details: {
      token: asker.token,
      user_id: asker.userId,
      user_name: asker.userName,
      // Spec section 6: only the staff role is sent.
      user_role: 'staff',
    },
    request_id: requestId,
  };
}
