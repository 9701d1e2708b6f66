import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatAnnouncementDate,
  formatDate,
  formatObservationDate,
  formatSaveDate,
  formatStoredDate,
  formatTime,
  formatTimeAndDate,
  isValidDate,
  parseDate,
  todayStoredDate,
} from './dates';

describe('parseDate', () => {
  it('reads stored DD-MM-YYYY dates strictly', () => {
    expect(parseDate('05-03-2025')?.format('YYYY-MM-DD')).toBe('2025-03-05');
    expect(parseDate('31-02-2025')).toBeNull();
    expect(parseDate('5-3-25')).toBeNull();
  });

  it('reads YYYY-MM-DD, ISO date-times, Dates and epoch milliseconds', () => {
    expect(parseDate('2025-03-05')?.format('DD-MM-YYYY')).toBe('05-03-2025');
    expect(parseDate('2025-03-05T10:30:00')?.format('HH:mm')).toBe('10:30');
    expect(parseDate(new Date(2025, 2, 5))?.format('DD-MM-YYYY')).toBe('05-03-2025');
    expect(parseDate(new Date(2025, 2, 5).getTime())?.format('DD-MM-YYYY')).toBe('05-03-2025');
  });

  it('refuses text that is not a date', () => {
    expect(parseDate('soon')).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseDate(null)).toBeNull();
    expect(parseDate(undefined)).toBeNull();
    expect(parseDate(new Date('nope'))).toBeNull();
    expect(isValidDate('tomorrow-ish')).toBe(false);
    expect(isValidDate('2025-03-05T10:30:00Z')).toBe(true);
  });
});

describe('spec section 9 formats', () => {
  const moment = new Date(2025, 2, 5, 14, 7);

  it('formats each way the product shows dates', () => {
    expect(formatStoredDate(moment)).toBe('05-03-2025');
    expect(formatSaveDate('05-03-2025')).toBe('2025-03-05');
    expect(formatObservationDate('05-03-2025')).toBe('Wed, Mar 05, 2025');
    expect(formatAnnouncementDate('2025-03-05')).toBe('Mar 05, 25');
    expect(formatTime(moment)).toBe('02:07 PM');
    expect(formatTimeAndDate(moment)).toBe('02:07 PM, 05-03-2025');
  });

  it('shows the raw text when a date cannot be formatted', () => {
    expect(formatObservationDate('next week')).toBe('next week');
    expect(formatStoredDate('32-13-2025')).toBe('32-13-2025');
    expect(formatDate(null, 'DD-MM-YYYY')).toBe('');
  });

  it("gives today's date in the stored format", () => {
    expect(todayStoredDate()).toBe(dayjs().format('DD-MM-YYYY'));
  });
});
