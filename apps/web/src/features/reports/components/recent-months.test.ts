import { describe, expect, it } from 'vitest';
import { recentMonths } from './recent-months';

describe('recentMonths', () => {
  it('counts back across the new year, newest first', () => {
    expect(recentMonths(new Date(2026, 1, 15), 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
