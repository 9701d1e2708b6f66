/**
 * Spec section 4 "Voice (Cue)": the states of the Cue button's panel and a command-busy flag.
 * - closed: the panel is shut;
 * - idle: open, not listening (the typed command box is always there);
 * - active: listening to speech;
 * - paused: listening stopped by the teacher, what was heard so far is kept.
 */
export type CueVoiceStatus = 'idle' | 'active' | 'paused' | 'closed';

export interface CueVoiceState {
  status: CueVoiceStatus;
  /** A command was sent and its task log entry has not finished or failed yet. */
  isBusy: boolean;
  /** The command box's text (typed, or heard). */
  command: string;
  /** The request that is running or failed last (Retry sends it again). */
  requestId: string | null;
  /** The failure box's message, null when there is none. */
  failure: string | null;
  /** What the last finished command did (spec section 4 preset result code). */
  result: number | null;
}

export type CueVoiceAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'listen' }
  | { type: 'pause' }
  /** Speech recognition stopped by itself (silence, end of speech, error). */
  | { type: 'speechEnded' }
  | { type: 'type'; command: string }
  | { type: 'heard'; command: string }
  | { type: 'sent'; requestId: string }
  | { type: 'finished'; resultCode: number }
  | { type: 'failed'; message: string }
  | { type: 'retry' }
  | { type: 'dismiss' };

export const initialCueVoiceState: CueVoiceState = {
  status: 'closed',
  isBusy: false,
  command: '',
  requestId: null,
  failure: null,
  result: null,
};

export function cueVoiceReducer(state: CueVoiceState, action: CueVoiceAction): CueVoiceState {
  switch (action.type) {
    case 'open':
      return state.status === 'closed' ? { ...state, status: 'idle' } : state;
    case 'close':
      return { ...state, status: 'closed' };
    case 'listen':
      // One command at a time: no listening while the last one is still being carried out.
      return state.isBusy || state.status === 'active' ? state : { ...state, status: 'active' };
    case 'pause':
      return state.status === 'active' ? { ...state, status: 'paused' } : state;
    case 'speechEnded':
      return state.status === 'active' ? { ...state, status: 'idle' } : state;
    case 'type':
    case 'heard':
      return { ...state, command: action.command };
    case 'sent':
      // Listening stops with a sent command; the box empties for the next one.
      return {
        ...state,
        status: state.status === 'closed' ? 'closed' : 'idle',
        isBusy: true,
        command: '',
        requestId: action.requestId,
        failure: null,
        result: null,
      };
    case 'finished':
      return { ...state, isBusy: false, failure: null, result: action.resultCode };
    case 'failed':
      return { ...state, isBusy: false, failure: action.message };
    case 'retry':
      return { ...state, isBusy: true, failure: null };
    case 'dismiss':
      return { ...state, failure: null, requestId: state.isBusy ? state.requestId : null };
  }
}
