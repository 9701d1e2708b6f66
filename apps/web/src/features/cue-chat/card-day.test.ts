import { describe, expect, it } from 'vitest';
import { cardDayOf } from './card-day';

describe("An attendance card's day against the school's today", () => {
  const today = '2026-11-24';

  it('needs no note for a card of today, or when the day or the school today is unknown', () => {
    expect(cardDayOf(today, today, today)).toEqual({ kind: 'today' });
    expect(cardDayOf(today, '2026-11-23', today)).toEqual({ kind: 'today' });
    expect(cardDayOf(null, today, today)).toEqual({ kind: 'today' });
    expect(cardDayOf('2026-11-23', today, undefined)).toEqual({ kind: 'today' });
  });

  it('keeps a card asked today about yesterday editable, with the other day named', () => {
    expect(cardDayOf('2026-11-23', today, today)).toEqual({ kind: 'otherDay', date: '2026-11-23' });
    // Just answered in this screen: the message has no stored day yet.
    expect(cardDayOf('2026-11-23', undefined, today)).toEqual({ kind: 'otherDay', date: '2026-11-23' });
  });

  it("makes a card of yesterday's conversation about yesterday read-only", () => {
    expect(cardDayOf('2026-11-23', '2026-11-23', today)).toEqual({ kind: 'past', date: '2026-11-23' });
    expect(cardDayOf('2026-11-20', '2026-11-23', today)).toEqual({ kind: 'past', date: '2026-11-20' });
  });

  it('names a later day without making it read-only', () => {
    expect(cardDayOf('2026-11-25', '2026-11-23', today)).toEqual({ kind: 'otherDay', date: '2026-11-25' });
  });
});
