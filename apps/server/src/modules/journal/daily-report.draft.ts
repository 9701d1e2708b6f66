import type { CareEntry } from '@cue/contracts';

/*
 * The generated first draft of a child's daily report (decision 047): one line per care log
 * entry in time order, then the day's observations. Plain words the teacher edits before
 * sending; nothing here reaches a family unless she sends it.
 */

const words = (value: string) => value.replace(/_/g, ' ');
const capital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** One care log entry as a line of the report, e.g. "12:15 Lunch: ate most". */
export function careLine(entry: CareEntry): string {
  const at = entry.time;
  const note = entry.note ? ` (${entry.note})` : '';
  switch (entry.kind) {
    case 'meal':
      return `${at} ${capital(words(entry.meal ?? 'meal'))}: ate ${entry.amount ?? 'some'}${note}`;
    case 'drink':
      return `${at} Drink: ${[entry.amount_ml ? `${entry.amount_ml} ml` : '', entry.drink ?? ''].filter(Boolean).join(' ') || 'a drink'}${note}`;
    case 'nap':
      return `${at}${entry.end_time ? `–${entry.end_time}` : ''} Nap${note}`;
    case 'nappy':
      return `${at} Nappy: ${entry.nappy ?? 'changed'}${note}`;
    case 'mood':
      return `${at} Mood: ${entry.mood ?? ''}${note}`;
    case 'temperature':
      return `${at} Temperature: ${entry.temperature_c ?? ''} °C${note}`;
    case 'sunscreen':
      return `${at} Sunscreen${note}`;
    case 'note':
      return `${at} ${entry.note ?? ''}`;
  }
}

/** The draft: a heading line, the care log, then what the teacher noticed (nothing made up). */
export function draftDailyReport(input: {
  firstName: string;
  care: CareEntry[];
  observations: { title: string; note: string }[];
}): string {
  const lines = [`${input.firstName}'s day:`];
  lines.push(...input.care.map((entry) => `• ${careLine(entry)}`));
  lines.push(...input.observations.map((o) => `• ${o.title}: ${o.note}`));
  return lines.join('\n');
}
