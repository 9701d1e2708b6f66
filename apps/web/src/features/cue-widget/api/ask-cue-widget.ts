import {
  CueWidgetAskResponseSchema,
  apiPaths,
  type ChatMessage,
  type CueWidgetAskInput,
} from '@cue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/cue_widget/ask: the widget's question, answered in one piece (nothing is saved). */
export async function askCueWidget(input: CueWidgetAskInput): Promise<ChatMessage> {
  const { result } = await apiClient.request(apiPaths.cueWidgetAsk, {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: CueWidgetAskResponseSchema,
    // A question is not repeated behind the teacher's back: a failure is shown in the chat.
    retry: false,
  });
  return result.message;
}

export function useAskCueWidget() {
  return useMutation({ mutationFn: askCueWidget });
}
