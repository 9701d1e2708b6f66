import { describe, expect, it } from 'vitest';
import { schoolInstant, schoolToday } from './school-time.js';

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
});
