import { describe, expect, it } from 'vitest';
import { parsePartialJson } from './partial-json';
import {
  readAnnouncementArgs,
  readAttendanceArgs,
  readMentionedStudents,
  readObservationArgs,
  readToolArgs,
} from './tool-results';

const defaults = { today: '15-06-2026', now: '09:30 AM' };
const diya = '2449eb0aee38589415325830';
const kabir = '44d39b569458d22b4a1522a1';

describe('tool card data (spec section 5)', () => {
  it('attendance: missing date is today, missing or unknown status is NA, short ids are ignored', () => {
    expect(
      readAttendanceArgs(
        {
          student_attendance_list: [
            { student_id: diya, attendance_status: 'absent' },
            { student_id: kabir },
            { student_id: 'short-id', attendance_status: 'present' },
            { student_id: '44d39b569458d22b4a15', attendance_status: 'sick' },
            'not a row',
          ],
        },
        defaults,
      ),
    ).toEqual({
      date: '15-06-2026',
      marks: [
        { student_id: diya, attendance_status: 'absent' },
        { student_id: kabir, attendance_status: 'NA' },
      ],
    });
  });

  it('attendance: an id still streaming shows only once it is whole', () => {
    const partial = parsePartialJson(
      `{"date":"14-06-2026","student_attendance_list":[{"student_id":"${diya.slice(0, 10)}`,
    );
    expect(readAttendanceArgs(partial, defaults).marks).toEqual([]);
    const whole = parsePartialJson(`{"date":"14-06-2026","student_attendance_list":[{"student_id":"${diya}"`);
    expect(readAttendanceArgs(whole, defaults)).toEqual({
      date: '14-06-2026',
      marks: [{ student_id: diya, attendance_status: 'NA' }],
    });
  });

  it("observation: title 'Observation' and today when missing", () => {
    expect(
      readObservationArgs(
        { observation_entries: [{ student_id: diya, general_note: 'Painted a sun' }, { student_id: 'x' }] },
        defaults,
      ),
    ).toEqual({
      entries: [
        { student_id: diya, date: '15-06-2026', title: 'Observation', general_note: 'Painted a sun' },
      ],
    });
  });

  it("announcement: share_with 'Everyone', today and now when missing", () => {
    expect(
      readAnnouncementArgs({ announcements: [{ title: 'Trip', summary: 'Zoo on Friday' }] }, defaults),
    ).toEqual({
      announcements: [
        {
          title: 'Trip',
          summary: 'Zoo on Friday',
          share_with: 'Everyone',
          date: '15-06-2026',
          time: '09:30 AM',
          schedule_later: false,
          classes_ids: [],
          save_as_draft: false,
        },
      ],
    });
  });

  it("mentioned students: name 'Student' when missing, short ids ignored", () => {
    expect(
      readMentionedStudents({ students: [{ id: diya }, { id: kabir, name: 'Kabir Iyer' }, { id: 'abc' }] }),
    ).toEqual({
      students: [
        { id: diya, name: 'Student' },
        { id: kabir, name: 'Kabir Iyer' },
      ],
    });
  });

  it('reads nothing for a tool it does not know, and survives missing arguments', () => {
    expect(readToolArgs('web_search', {}, defaults)).toBeNull();
    expect(readToolArgs(undefined, {}, defaults)).toBeNull();
    expect(readToolArgs('attendance', undefined, defaults)).toEqual({
      name: 'attendance',
      data: { date: '15-06-2026', marks: [] },
    });
  });
});

describe('unit card data (issue 16)', () => {
  it('shows a streaming unit as far as it has arrived, and keeps the fields it does not edit', async () => {
    const { readUnitArgs } = await import('./tool-results');
    const json = JSON.stringify({
      class_id: '65a000000000000000000040',
      title: 'Water',
      framework: 'ncf_fs_2022',
      age_band: '3-4',
      duration_days: 10,
      theme: 'Water',
      summary: 'Splashing.',
      competencies: ['C-2.1'],
      activities: [
        { type: 'sensory', title: 'Pouring', minutes: 20, materials: ['Jugs'] },
        { type: 'outdoor', title: 'Puddle walk', minutes: 30 },
      ],
    });
    const partial = readUnitArgs(parsePartialJson(json.slice(0, json.indexOf('Puddle') + 3)));
    expect(partial.title).toBe('Water');
    expect(partial.activities.map((a) => a.title)).toEqual(['Pouring', 'Pud']);
    expect(partial.activities[1]!.minutes).toBe(0);
    const whole = readUnitArgs(JSON.parse(json));
    expect(whole.activities[0]).toEqual({
      type: 'sensory',
      title: 'Pouring',
      minutes: 20,
      rest: { materials: ['Jugs'] },
    });
    expect(whole.rest).toEqual({ summary: 'Splashing.' });
    expect(
      readUnitArgs({ activities: [{ type: 'juggling', title: 'X', minutes: 5 }] }).activities[0]!.type,
    ).toBe('other');
  });
});
