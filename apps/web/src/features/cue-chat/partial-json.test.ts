import { describe, expect, it } from 'vitest';
import { parsePartialJson } from './partial-json';

describe('parsePartialJson', () => {
  it('reads complete JSON like JSON.parse', () => {
    const text = '{"a":[1,2.5,-3e2],"b":{"c":"x\\"y\\n","d":true,"e":false,"f":null}}';
    expect(parsePartialJson(text)).toEqual(JSON.parse(text));
  });

  it('gives undefined before anything usable arrived', () => {
    expect(parsePartialJson('')).toBeUndefined();
    expect(parsePartialJson('   ')).toBeUndefined();
    expect(parsePartialJson('tr')).toBeUndefined();
  });

  it('closes open objects and arrays', () => {
    expect(parsePartialJson('{')).toEqual({});
    expect(parsePartialJson('{"list": [')).toEqual({ list: [] });
    expect(parsePartialJson('{"list": [{"a": 1}, {"a"')).toEqual({ list: [{ a: 1 }, {}] });
  });

  it('keeps an unfinished string value as far as it arrived', () => {
    expect(parsePartialJson('{"note": "stacked ten bl')).toEqual({ note: 'stacked ten bl' });
  });

  it('leaves out a key still being written or whose value has not started', () => {
    expect(parsePartialJson('{"date": "14-06-2026", "stud')).toEqual({ date: '14-06-2026' });
    expect(parsePartialJson('{"date": "14-06-2026", "is_saved"')).toEqual({ date: '14-06-2026' });
    expect(parsePartialJson('{"date": "14-06-2026", "is_saved":')).toEqual({ date: '14-06-2026' });
  });

  it('leaves out half-written literals and numbers that may still grow', () => {
    expect(parsePartialJson('{"is_saved": fal')).toEqual({});
    expect(parsePartialJson('{"count": 1')).toEqual({});
    expect(parsePartialJson('{"count": 12,')).toEqual({ count: 12 });
    expect(parsePartialJson('[1, 2')).toEqual([1]);
  });

  it('drops an escape cut in half, keeps a complete one', () => {
    expect(parsePartialJson('{"a": "line\\')).toEqual({ a: 'line' });
    expect(parsePartialJson('{"a": "caf\\u00e')).toEqual({ a: 'caf' });
    expect(parsePartialJson('{"a": "caf\\u00e9"')).toEqual({ a: 'café' });
  });

  it('grows with every piece of a streamed tool call', () => {
    const full = JSON.stringify({
      date: '14-06-2026',
      student_attendance_list: [
        { student_id: 'db60f7aea7c2fb792b1b1b9c', attendance_status: 'present' },
        { student_id: '2449eb0aee38589415325830', attendance_status: 'absent' },
      ],
      is_saved: false,
    });
    let rows = 0;
    for (let end = 0; end <= full.length; end++) {
      const value = parsePartialJson(full.slice(0, end)) as
        { student_attendance_list?: unknown[] } | undefined;
      const seen = value?.student_attendance_list?.length ?? 0;
      expect(seen).toBeGreaterThanOrEqual(rows);
      rows = seen;
    }
    expect(parsePartialJson(full)).toEqual(JSON.parse(full));
  });

  it('gives undefined for text that is not JSON, and never throws', () => {
    expect(parsePartialJson('hello')).toBeUndefined();
    expect(parsePartialJson('{"a" 1}')).toBeUndefined();
    expect(parsePartialJson('{"a": "\\q"}')).toBeUndefined();
  });
});
