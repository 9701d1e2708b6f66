import { describe, expect, it } from 'vitest';
import { schoolInstant, schoolTimeOfDay, schoolToday } from './school-time.js';

describe('school time', () => {
  it("gives the school's own date, not the server's", () => {
    // 20:00 UTC on 4 Dec is already 5 Dec in Kolkata (UTC+5:30).
    const at = new Date('2026-12-04T20:00:00Z');
    expect(schoolToday('Asia/Kolkata', at)).toBe('2026-12-05');
    expect(schoolToday('UTC', at)).toBe('2026-12-04');
  });

  it('turns a local date and time into the instant it means', () => {
    expect(schoolInstant('2026-12-05', '08:00 AM', 'Asia/Kolkata').toISOString()).toBe(
      '2026-12-05T02:30:00.000Z',
    );
    expect(schoolInstant('2026-12-05', '12:15 PM', 'UTC').toISOString()).toBe('2026-12-05T12:15:00.000Z');
    expect(schoolInstant('2026-12-05', '12:15 AM', 'UTC').toISOString()).toBe('2026-12-05T00:15:00.000Z');
    // Summer time in London: 09:00 local is 08:00 UTC.
    expect(schoolInstant('2026-07-01', '09:00 AM', 'Europe/London').toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
  });

  it("gives the school's time of day as hh:mm A", () => {
    // 20:29 UTC on 23 Nov is 01:59 on the 24th in Kolkata.
    const at = new Date('2026-11-23T20:29:00Z');
    expect(schoolTimeOfDay('Asia/Kolkata', at)).toBe('01:59 AM');
    expect(schoolTimeOfDay('UTC', at)).toBe('08:29 PM');
    expect(schoolTimeOfDay('UTC', new Date('2026-11-23T00:05:00Z'))).toBe('12:05 AM');
    expect(schoolTimeOfDay('UTC', new Date('2026-11-23T12:05:00Z'))).toBe('12:05 PM');
  });
});
