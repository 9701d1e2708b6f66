import { cueResultCodes, type TaskLogEntry } from '@cue/contracts';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCueCommand, commandOutcome, type CueCommandInput } from './cue-command';
import { teacherNow } from './teacher-now';

const input: CueCommandInput = {
  command: '  Tell parents the zoo trip is on Friday  ',
  classId: '65a000000000000000000040',
  commander: { userId: '65a000000000000000000010', userName: 'Asha Rao' },
  token: 'staff-access',
  language: 'en',
  requestId: 'req-1',
  moment: { date: '07-03-2026', time: '02:05 PM' },
};

describe('buildCueCommand', () => {
  afterEach(() => {
    dayjs.locale('en');
  });

  it("builds the spec's payload: command, class, DD-MM-YYYY, hh:mm A, default age group, staff role", () => {
    expect(buildCueCommand(input)).toEqual({
      ok: true,
      payload: {
        user_query: {
          command: 'Tell parents the zoo trip is on Friday',
          class_id: '65a000000000000000000040',
          date: '07-03-2026',
          time: '02:05 PM',
        },
        age_group: '2y 3m - 3y 0m',
        user_details: {
          token: 'staff-access',
          user_id: '65a000000000000000000010',
          user_name: 'Asha Rao',
          user_role: 'staff',
        },
        language: 'en',
        request_id: 'req-1',
      },
    });
  });

  it("reads the teacher's now as DD-MM-YYYY and hh:mm A, in English while the interface is Arabic", async () => {
    // 14:05 local time on 7 March 2026.
    const afternoon = new Date(2026, 2, 7, 14, 5);
    expect(await teacherNow(afternoon)).toEqual({ date: '07-03-2026', time: '02:05 PM' });
    dayjs.locale('ar');
    expect(await teacherNow(afternoon)).toEqual({ date: '07-03-2026', time: '02:05 PM' });
    expect(await teacherNow(new Date(2026, 11, 31, 0, 30))).toEqual({ date: '31-12-2026', time: '12:30 AM' });
  });

  it('sends the interface language', () => {
    const built = buildCueCommand({ ...input, language: 'ar' });
    expect(built.ok && built.payload.language).toBe('ar');
  });

  it.each([
    [{ classId: null }, ['classId']],
    [{ commander: { userId: null, userName: '' } }, ['userId']],
    [{ command: '   ' }, ['command']],
    [{ token: null }, ['token']],
    [{ classId: null, command: '' }, ['classId', 'command']],
    [
      { classId: null, commander: { userId: null, userName: '' }, command: '' },
      ['classId', 'userId', 'command'],
    ],
  ] as const)('names what is missing: %j', (change, missing) => {
    expect(buildCueCommand({ ...input, ...change })).toEqual({ ok: false, missing });
  });
});

function entry(change: Partial<TaskLogEntry>): TaskLogEntry {
  return {
    id: 'req-1',
    endpointName: 'cue-command',
    title: 'Cue command',
    command: 'all present',
    content: 'Cue is saving it',
    currentStage: 'saving',
    progressLevel: 80,
    options: [],
    outputs: [],
    error: null,
    context: { class_id: '65a000000000000000000040' },
    updatedAt: '2026-03-07T08:35:00.000Z',
    ...change,
  };
}

describe('commandOutcome', () => {
  it.each([
    cueResultCodes.attendanceMarked,
    cueResultCodes.announcementCreated,
    cueResultCodes.storyGenerated,
    cueResultCodes.observationCreated,
    cueResultCodes.careLogRecorded,
    cueResultCodes.journalPostShared,
  ])('finishes at 100 with result code %i', (code) => {
    expect(
      commandOutcome(entry({ progressLevel: 100, context: { class_id: 'c', result_code: code } })),
    ).toEqual({ status: 'finished', resultCode: code });
  });

  it('is still running below 100, or at 100 without a known result code', () => {
    expect(commandOutcome(entry({}))).toEqual({ status: 'running' });
    expect(commandOutcome(entry({ progressLevel: 100 }))).toEqual({ status: 'running' });
  });

  it('fails with the entry error', () => {
    expect(commandOutcome(entry({ error: 'Cue could not finish', currentStage: 'error' }))).toEqual({
      status: 'failed',
      message: 'Cue could not finish',
    });
  });
});
