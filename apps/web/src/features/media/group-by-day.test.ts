import type { ClassMediaItem } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

const item = (id: string, day: string) => ({ _id: id, taken_on: day }) as ClassMediaItem;

describe('groupByDay', () => {
  it('keeps the newest-first order and joins a day split across pages', () => {
    const days = groupByDay([item('a', '2026-03-07'), item('b', '2026-03-06'), item('c', '2026-03-06')]);
    expect(days.map((d) => [d.day, d.items.map((i) => i._id)])).toEqual([
      ['2026-03-07', ['a']],
      ['2026-03-06', ['b', 'c']],
    ]);
  });
});
