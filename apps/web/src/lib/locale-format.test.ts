import { describe, expect, it } from 'vitest';
import { formatAgeBand } from './age-band';
import { formatClassDay, formatClassDays, formatClassTime } from './class-schedule';

describe('age bands in the interface language', () => {
  it('writes a range of years with the language’s own words, never in capitals', () => {
    expect(formatAgeBand('3-4 years', 'en')).toBe('3–4 years');
    expect(formatAgeBand('YEARS 4-5', 'en')).toBe('4–5 years');
    expect(formatAgeBand('YEARS 4-5', 'ar')).toBe('4–5 سنوات');
    expect(formatAgeBand('2 - 3 yrs', 'he')).toBe('2–3 שנים');
  });

  it('keeps the singular where the language has one, and Latin digits in Arabic', () => {
    expect(formatAgeBand('1-1 years', 'en')).toBe('1 year');
    expect(formatAgeBand('10-12 years', 'ar')).toMatch(/^10–12 /);
  });

  it('shows any other text as the school typed it', () => {
    expect(formatAgeBand('18-24 months', 'ar')).toBe('18-24 months');
    expect(formatAgeBand('Toddlers', 'he')).toBe('Toddlers');
  });
});

describe('class days and times in the interface language', () => {
  it('names the weekday in Arabic and Hebrew', () => {
    expect(formatClassDay('Mon', 'en')).toBe('Mon');
    expect(formatClassDay('Mon', 'ar')).toBe('الاثنين');
    expect(formatClassDay('Fri', 'he')).toBe('יום ו׳');
    expect(formatClassDay('Someday', 'ar')).toBe('Someday');
    expect(formatClassDays(['Mon', 'Tue'], 'en')).toBe('Mon, Tue');
    expect(formatClassDays(['Mon', 'Tue'], 'ar')).toBe('الاثنين، الثلاثاء');
  });

  it('writes times without a Latin AM/PM in Arabic and Hebrew, the spec’s format in English', () => {
    expect(formatClassTime('09:00 AM', 'en')).toBe('09:00 AM');
    expect(formatClassTime('09:00 AM', 'ar')).toBe('09:00 ص');
    expect(formatClassTime('12:30 PM', 'ar')).toBe('12:30 م');
    expect(formatClassTime('12:30 PM', 'he')).toBe('12:30');
    expect(formatClassTime('03:15 PM', 'he')).toBe('15:15');
    expect(formatClassTime('noon', 'he')).toBe('noon');
  });
});
