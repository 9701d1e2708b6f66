import { describe, expect, it } from 'vitest';
import { demoClassId, demoClassroom, demoStudentId } from './demo-classrooms.js';
import { validateToolCall } from './validate-tool-call.js';

const context = demoClassroom('nurseryA', '10-06-2026', '04:30 PM');
const diya = demoStudentId('Diya Menon');
/** A real child, but of Playgroup B. */
const tara = demoStudentId('Tara Singh');

const check = (name: string, args: unknown, modulesOff: ('daycare' | 'journal')[] = []) =>
  validateToolCall({ id: 'call_1', name, args }, { ...context, modulesOff });

describe('validateToolCall: care log and journal posts (decision 046)', () => {
  it("keeps the class's children with their roster names and 24-hour times, and drops the rest", () => {
    const result = check('carelog', {
      date: '2026-06-10',
      care_entries: [
        {
          student_id: diya,
          student_name: 'D.',
          kind: 'meal',
          time: '12:15 PM',
          meal: 'lunch',
          amount: 'some',
        },
        { student_id: tara, student_name: 'Tara Singh', kind: 'nap', time: '13:00' },
        // Diya again, another event: a child may have many a day.
        { student_id: diya, student_name: 'Diya', kind: 'nappy', time: '14:00', nappy: 'soggy' },
        { student_id: diya, student_name: 'Diya', kind: 'sunscreen', time: '11:00' },
      ],
      is_saved: true,
    });
    expect(result).toEqual({
      ok: true,
      call: {
        id: 'call_1',
        name: 'carelog',
        args: {
          date: '10-06-2026',
          care_entries: [
            {
              student_id: diya,
              student_name: 'Diya Menon',
              kind: 'meal',
              time: '12:15',
              meal: 'lunch',
              amount: 'some',
            },
            { student_id: diya, student_name: 'Diya Menon', kind: 'sunscreen', time: '11:00' },
          ],
          is_saved: false,
        },
      },
      droppedIds: [tara],
    });
  });

  it('refuses a care log card while the school has the care log switched off', () => {
    const args = {
      date: '10-06-2026',
      care_entries: [{ student_id: diya, student_name: 'Diya Menon', kind: 'sunscreen', time: '11:00' }],
      is_saved: false,
    };
    expect(check('carelog', args, ['daycare'])).toMatchObject({
      ok: false,
      reason: 'The care log is switched off for this school.',
    });
  });

  it('keeps a post to a class the teacher may address, and refuses another school’s class or the journal switched off', () => {
    const post = { class_id: demoClassId('playgroupB'), text: ' We made paper boats ', is_saved: false };
    expect(check('journal_post', post)).toMatchObject({
      ok: true,
      call: { args: { class_id: demoClassId('playgroupB'), text: 'We made paper boats', is_saved: false } },
    });
    expect(check('journal_post', { ...post, class_id: demoClassId('mapleSprouts') })).toMatchObject({
      ok: false,
      droppedIds: [demoClassId('mapleSprouts')],
    });
    expect(check('journal_post', post, ['journal'])).toMatchObject({ ok: false });
  });
});
