import type { CareEntry } from '@cue/contracts';
import type { TFunction } from 'i18next';

/** One line saying what a care entry recorded ('Lunch: ate most', 'Nap 12:30–13:45'). */
export function describeCareEntry(t: TFunction, entry: CareEntry): string {
  switch (entry.kind) {
    case 'meal':
      return t('carelog.describe.meal', {
        meal: entry.meal ? t(`carelog.meals.${entry.meal}`) : '',
        amount: entry.amount ? t(`carelog.amounts.${entry.amount}`).toLowerCase() : '',
      });
    case 'drink':
      return entry.amount_ml === null
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
