/*
 * Which day an attendance card is about, compared with the school's today (decision 022, "Card
 * notes"). Days are 'YYYY-MM-DD' texts, so they compare as text. The school's today and the day a
 * message was stored come from the server (the school's time zone), never the device's clock.
 */

export type CardDay =
  /** The school's today, or a day the card cannot place: no note. */
  | { kind: 'today' }
  /** Another day, asked for today ("everyone was here yesterday"): a note, still editable. */
  | { kind: 'otherDay'; date: string }
  /** A card of an earlier day's conversation about an earlier day: read-only, the register changes it. */
  | { kind: 'past'; date: string };

/**
 * `createdOn` is the school's day the card's message was stored; a card without one was just
 * answered in this screen, so it was made today.
 */
export function cardDayOf(
  cardDate: string | null,
  createdOn: string | undefined,
  schoolToday: string | undefined,
): CardDay {
  if (!cardDate || !schoolToday || cardDate === schoolToday) return { kind: 'today' };
  const madeEarlier = createdOn !== undefined && createdOn < schoolToday;
  if (cardDate < schoolToday && madeEarlier) return { kind: 'past', date: cardDate };
  return { kind: 'otherDay', date: cardDate };
}
