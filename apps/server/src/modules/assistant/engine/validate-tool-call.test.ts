import { describe, expect, it } from 'vitest';
import { demoClassId, demoClassroom, demoStudentId } from './demo-classrooms.js';
import { normalizeToolDate, normalizeToolTime, validateToolCall } from './validate-tool-call.js';

const context = demoClassroom('nurseryA', '10-06-2026', '10:30 AM');
const diya = demoStudentId('Diya Menon');
const kabir = demoStudentId('Kabir Iyer');
/** A real child, but of Playgroup B. */
const tara = demoStudentId('Tara Singh');

const check = (name: string, args: unknown) => validateToolCall({ id: 'call_1', name, args }, context);

describe('validateToolCall', () => {
  it('keeps a valid attendance call as it is', () => {
    const args = {
      date: '09-06-2026',
      student_attendance_list: [{ student_id: diya, attendance_status: 'absent' }],
      is_saved: false,
    };
    expect(check('attendance', args)).toEqual({
      ok: true,
      call: { id: 'call_1', name: 'attendance', args },
      droppedIds: [],
    });
  });

  it('drops children of other classes, short ids and invented ids, and fills the defaults', () => {
    const result = check('attendance', {
      student_attendance_list: [
        { student_id: diya },
        { student_id: tara, attendance_status: 'present' },
        { student_id: 'kabir', attendance_status: 'present' },
        { student_id: 'f'.repeat(24), attendance_status: 'present' },
        { student_id: kabir, attendance_status: 'Present' },
        { student_id: diya, attendance_status: 'sleepy' },
      ],
      is_saved: true,
    });
    expect(result).toEqual({
      ok: true,
      call: {
        id: 'call_1',
        name: 'attendance',
        args: {
          date: '10-06-2026',
          // Diya named twice: the later answer wins, in her first place; an unknown status is NA.
          student_attendance_list: [
            { student_id: diya, attendance_status: 'NA' },
            { student_id: kabir, attendance_status: 'present' },
          ],
          is_saved: false,
        },
      },
      droppedIds: [tara, 'kabir', 'f'.repeat(24)],
    });
  });

  it('refuses a register with no child of the class', () => {
    const result = check('attendance', {
      student_attendance_list: [{ student_id: tara, attendance_status: 'present' }],
    });
    expect(result).toMatchObject({ ok: false, droppedIds: [tara] });
  });

  it("fills an observation's date, title and type, and drops entries that say nothing", () => {
    const result = check('observation', {
      observation_entries: [
        {
          student_id: diya,
          general_note: 'Diya built a tower',
          date: '2026-06-08',
          type_of_anecdote: 'report_card',
        },
        { student_id: kabir, general_note: '   ' },
      ],
    });
    expect(result).toEqual({
      ok: true,
      call: {
        id: 'call_1',
        name: 'observation',
        args: {
          observation_entries: [
            {
              student_id: diya,
              date: '08-06-2026',
              title: 'Observation',
              general_note: 'Diya built a tower',
              type_of_anecdote: 'general',
            },
          ],
          is_saved: false,
        },
      },
      droppedIds: [],
    });
  });

  it("limits an announcement's classes to the teacher's and fills share_with, date and time", () => {
    const foreign = demoClassId('mapleSprouts');
    const result = check('announcement', {
      announcements: [
        {
          title: 'Picnic',
          summary: 'Picnic on Friday',
          classes_ids: [demoClassId('nurseryA'), foreign],
          time: '8 am',
        },
        { summary: 'Everyone may come' },
      ],
    });
    expect(result).toEqual({
      ok: true,
      call: {
        id: 'call_1',
        name: 'announcement',
        args: {
          announcements: [
            {
              title: 'Picnic',
              summary: 'Picnic on Friday',
              share_with: 'Classes',
              date: '10-06-2026',
              time: '08:00 AM',
              schedule_later: false,
              classes_ids: [demoClassId('nurseryA')],
              save_as_draft: false,
            },
            {
              title: 'Announcement',
              summary: 'Everyone may come',
              share_with: 'Everyone',
              date: '10-06-2026',
              time: '10:30 AM',
              schedule_later: false,
              classes_ids: [],
              save_as_draft: false,
            },
          ],
        },
      },
      droppedIds: [foreign],
    });
  });

  it('never widens an audience: an announcement for only foreign classes is refused', () => {
    const foreign = demoClassId('mapleSprouts');
    const result = check('announcement', {
      announcements: [{ title: 'Picnic', summary: 'x', share_with: 'Classes', classes_ids: [foreign] }],
    });
    expect(result).toMatchObject({ ok: false, droppedIds: [foreign] });
  });

  it("gives mentioned students without a name the spec's 'Student'", () => {
    const result = check('mentioned_students', {
      students: [{ id: diya, name: 'Diya Menon' }, { id: kabir }, { id: tara }],
    });
    expect(result).toMatchObject({
      ok: true,
      call: {
        args: {
          students: [
            { id: diya, name: 'Diya Menon' },
            { id: kabir, name: 'Student' },
          ],
        },
      },
      droppedIds: [tara],
    });
  });

  it('refuses unknown tools and arguments that are not an object', () => {
    expect(check('delete_everything', {})).toMatchObject({
      ok: false,
      reason: "Unknown tool 'delete_everything'.",
    });
    expect(check('mentioned_students', 'Diya')).toMatchObject({ ok: false });
  });
});

describe('date and time defaults', () => {
  it.each([
    ['05-12-2026', '05-12-2026'],
    ['2026-12-05', '05-12-2026'],
    ['2026-12-05T10:00:00Z', '05-12-2026'],
    ['31-02-2026', '10-06-2026'],
    ['next week', '10-06-2026'],
    [undefined, '10-06-2026'],
  ])('date %s becomes %s', (value, expected) => {
    expect(normalizeToolDate(value, '10-06-2026')).toBe(expected);
  });

  it.each([
    ['08:30 AM', '08:30 AM'],
    ['8:30 am', '08:30 AM'],
    ['5 PM', '05:00 PM'],
    ['17:00', '10:30 AM'],
    ['13:00 PM', '10:30 AM'],
    [42, '10:30 AM'],
  ])('time %s becomes %s', (value, expected) => {
    expect(normalizeToolTime(value, '10:30 AM')).toBe(expected);
  });
});
