import { describe, expect, it } from 'vitest';
import {
  cueVoiceReducer,
  initialCueVoiceState,
  type CueVoiceAction,
  type CueVoiceState,
} from './cue-voice-state';

const run = (actions: CueVoiceAction[], from: CueVoiceState = initialCueVoiceState) =>
  actions.reduce(cueVoiceReducer, from);

describe('Cue voice states', () => {
  it('goes closed -> idle -> active -> paused -> active and closes from anywhere', () => {
    expect(run([]).status).toBe('closed');
    expect(run([{ type: 'open' }]).status).toBe('idle');
    expect(run([{ type: 'open' }, { type: 'listen' }]).status).toBe('active');
    expect(run([{ type: 'open' }, { type: 'listen' }, { type: 'pause' }]).status).toBe('paused');
    expect(run([{ type: 'open' }, { type: 'listen' }, { type: 'pause' }, { type: 'listen' }]).status).toBe(
      'active',
    );
    expect(run([{ type: 'open' }, { type: 'listen' }, { type: 'close' }]).status).toBe('closed');
    // Speech that stops by itself goes back to idle; a pause stays a pause.
    expect(run([{ type: 'open' }, { type: 'listen' }, { type: 'speechEnded' }]).status).toBe('idle');
    expect(
      run([{ type: 'open' }, { type: 'listen' }, { type: 'pause' }, { type: 'speechEnded' }]).status,
    ).toBe('paused');
  });

  it('is busy from sending until the command finishes or fails, and does not listen meanwhile', () => {
    const sent = run([
      { type: 'open' },
      { type: 'type', command: 'all present' },
      { type: 'sent', requestId: 'r1' },
    ]);
    expect(sent).toMatchObject({ status: 'idle', isBusy: true, command: '', requestId: 'r1' });
    expect(cueVoiceReducer(sent, { type: 'listen' }).status).toBe('idle');
    expect(cueVoiceReducer(sent, { type: 'finished', resultCode: 1 })).toMatchObject({
      isBusy: false,
      result: 1,
      failure: null,
    });
    const failed = cueVoiceReducer(sent, { type: 'failed', message: 'No class' });
    expect(failed).toMatchObject({ isBusy: false, failure: 'No class', requestId: 'r1' });
    expect(cueVoiceReducer(failed, { type: 'retry' })).toMatchObject({
      isBusy: true,
      failure: null,
      requestId: 'r1',
    });
    expect(cueVoiceReducer(failed, { type: 'dismiss' })).toMatchObject({ failure: null, requestId: null });
  });
});
