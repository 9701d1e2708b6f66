import type { ChatMessage, CueLanguage } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { demoClassroom } from '../demo-classrooms.js';
import type { AwayStatus } from '../engine.js';
import { OfflineClassroomEngine } from './offline-engine.js';
import { expectedToolCalls, NOW, TODAY, type ExpectedCall } from './teacher-instructions.js';

/**
 * Issue 10, "no silent surprise": a group ("everyone", "the rest") never overwrites a child the
 * school already knows is away that day; the reply says who kept their mark; a child the teacher
 * names still gets what the teacher said. Today is Wednesday 10-06-2026 (teacher-instructions.ts).
 */

const YESTERDAY = '09-06-2026';
const engine = new OfflineClassroomEngine();

/** Leah's approved leave covers today and yesterday; Zoya was marked excused today. */
const away: Record<string, Record<string, AwayStatus>> = {
  [TODAY]: { 'Leah Cohen': 'leave', 'Zoya Siddiqui': 'excused' },
  [YESTERDAY]: { 'Leah Cohen': 'leave' },
};

async function answer(say: string, language: CueLanguage = 'en'): Promise<ChatMessage> {
  let final: ChatMessage | undefined;
  for await (const event of engine.respond({
    userInput: say,
    mode: 'fast',
    requestedTools: [],
    context: demoClassroom('nurseryA', TODAY, NOW, language, away),
  })) {
    if (event.type === 'final') final = event.message;
  }
  return final!;
}

const callsOf = (message: ChatMessage) => message.tool_calls.map(({ name, args }) => ({ name, args }));
const expected = (call: ExpectedCall) => expectedToolCalls({ say: '', agent: 'attendance', calls: [call] });

describe('offline engine: children already away keep their marks', () => {
  it('"everyone is here except Diya and Kabir" leaves Leah on leave and Zoya excused, and says so', async () => {
    const message = await answer("Everyone's here except Diya and Kabir");
    expect(callsOf(message)).toEqual(
      expected({
        attendance: {
          marks: {
            'Diya Menon': 'absent',
            'Kabir Iyer': 'absent',
            'Leah Cohen': 'leave',
            'Zoya Siddiqui': 'excused',
          },
          everyoneElse: 'present',
        },
      }),
    );
    expect(message.content).toBe(
      'Here is the Nursery A register for 10-06-2026: 16 present, 2 absent, 1 excused, 1 on leave. ' +
        'Leah stays on leave. Zoya stays excused. Check it, then press Mark Complete to save.',
    );
  });

  it('"the rest" keeps them too', async () => {
    const message = await answer('Diya absent, Kabir sick, rest present');
    expect(callsOf(message)).toEqual(
      expected({
        attendance: {
          marks: {
            'Diya Menon': 'absent',
            'Kabir Iyer': 'excused',
            'Leah Cohen': 'leave',
            'Zoya Siddiqui': 'excused',
          },
          everyoneElse: 'present',
        },
      }),
    );
    expect(message.content).toContain('Leah stays on leave. Zoya stays excused.');
  });

  it('gives a child the teacher names what the teacher said', async () => {
    const message = await answer('Leah is present, everyone else is here too');
    expect(callsOf(message)).toEqual(
      expected({
        attendance: {
          marks: { 'Leah Cohen': 'present', 'Zoya Siddiqui': 'excused' },
          everyoneElse: 'present',
        },
      }),
    );
    expect(message.content).toContain('Zoya stays excused.');
    expect(message.content).not.toContain('Leah stays');
  });

  it('reads the away children of the day the instruction names', async () => {
    const yesterday = await answer('Everyone was here yesterday');
    expect(callsOf(yesterday)).toEqual(
      expected({
        attendance: { date: YESTERDAY, marks: { 'Leah Cohen': 'leave' }, everyoneElse: 'present' },
      }),
    );
    expect(yesterday.content).toContain('Leah stays on leave.');
    expect(yesterday.content).not.toContain('Zoya');
  });

  it('shows them on the unmarked register of "take attendance", so saving it keeps their marks', async () => {
    const message = await answer('Take attendance');
    expect(callsOf(message)).toEqual(
      expected({
        attendance: { marks: { 'Leah Cohen': 'leave', 'Zoya Siddiqui': 'excused' }, everyoneElse: 'NA' },
      }),
    );
  });

  it('says it in Arabic', async () => {
    const message = await answer('الجميع حاضرون ما عدا Diya و Kabir', 'ar');
    expect(callsOf(message)).toEqual(
      expected({
        attendance: {
          marks: {
            'Diya Menon': 'absent',
            'Kabir Iyer': 'absent',
            'Leah Cohen': 'leave',
            'Zoya Siddiqui': 'excused',
          },
          everyoneElse: 'present',
        },
      }),
    );
    expect(message.content).toBe(
      'هذا سجل حضور Nursery A ليوم 10-06-2026: حاضر: 16، غائب: 2، غياب بعذر: 1، في إجازة: 1. ' +
        'أبقيت علامة Leah كما هي: في إجازة. أبقيت علامة Zoya كما هي: غياب بعذر. ' +
        'راجعه ثم اضغط "وضع علامة مكتمل" للحفظ.',
    );
  });

  it('says it in Hebrew', async () => {
    const message = await answer('כולם כאן חוץ מ-Diya', 'he');
    expect(message.content).toContain('השארתי את הסימון של Leah כפי שהוא: בחופשה.');
    expect(message.content).toContain('השארתי את הסימון של Zoya כפי שהוא: נעדר באישור.');
  });
});
