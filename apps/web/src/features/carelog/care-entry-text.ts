import type { CareEntry } from '@cue/contracts';
import type { TFunction } from 'i18next';

/** The fields a care entry's line reads (a saved entry, or a row of Cue's care log card). */
export type CareEntryFields = Pick<CareEntry, 'kind' | 'time'> &
  Partial<
    Pick<
      CareEntry,
      'meal' | 'amount' | 'drink' | 'amount_ml' | 'end_time' | 'nappy' | 'mood' | 'temperature_c'
    >
  >;

/** One line saying what a care entry recorded ('Lunch: ate most', 'Nap 12:30–13:45'). */
export function describeCareEntry(t: TFunction, entry: CareEntryFields): string {
  switch (entry.kind) {
    case 'meal':
      return t('carelog.describe.meal', {
        meal: entry.meal ? t(`carelog.meals.${entry.meal}`) : '',
        amount: entry.amount ? t(`carelog.amounts.${entry.amount}`).toLowerCase() : '',
      });
    case 'drink':
      return entry.amount_ml === null || entry.amount_ml === undefined
        ? (entry.drink ?? '')
        : t('carelog.describe.drinkMl', { drink: entry.drink ?? '', ml: entry.amount_ml });
    case 'nap':
      return entry.end_time
        ? t('carelog.describe.napDone', { start: entry.time, end: entry.end_time })
        : t('carelog.describe.napOpen', { start: entry.time });
    case 'nappy':
      return t('carelog.describe.nappy', {
        state: entry.nappy ? t(`carelog.nappyStates.${entry.nappy}`).toLowerCase() : '',
      });
    case 'mood':
      return t('carelog.describe.mood', {
        mood: entry.mood ? t(`carelog.moods.${entry.mood}`).toLowerCase() : '',
      });
    case 'temperature':
      return t('carelog.describe.temperature', { value: entry.temperature_c ?? '' });
    case 'sunscreen':
      return t('carelog.describe.sunscreen');
    case 'note':
      return t('carelog.describe.note');
  }
}
