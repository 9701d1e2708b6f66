/** 'HH:mm' as minutes after midnight. */
export const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The clock time `minutes` after `clock` (wrapping past midnight), 'HH:mm'. */
export function clockAfter(clock: string, minutes: number): string {
  const total = (clockMinutes(clock) + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
