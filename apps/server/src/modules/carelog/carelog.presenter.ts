import type { CareEntry, CareKind } from '@cue/contracts';
import type { CareEntryRow } from './carelog.repository.js';

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** The kind-specific fields a record keeps in `details`. */
export const careDetailFields = [
  'meal',
  'amount',
  'drink',
  'amount_ml',
  'nappy',
  'mood',
  'temperature_c',
] as const;

type Details = Record<string, string | number>;
const text = (details: Details, key: string) => (typeof details[key] === 'string' ? details[key] : null);
const number = (details: Details, key: string) => (typeof details[key] === 'number' ? details[key] : null);

/** Row -> the entry every reader gets (kind fields of other kinds are null). */
export function presentCareEntry(row: CareEntryRow): CareEntry {
  const details = row.details;
  return {
    _id: row.id,
    class_id: row.classId,
    student_id: row.childId,
    student_name: fullName(row.childFirstName, row.childLastName),
    date: row.day,
    kind: row.kind as CareKind,
    time: row.time,
    end_time: row.endTime,
    meal: text(details, 'meal') as CareEntry['meal'],
    amount: text(details, 'amount') as CareEntry['amount'],
    drink: text(details, 'drink'),
    amount_ml: number(details, 'amount_ml'),
    nappy: text(details, 'nappy') as CareEntry['nappy'],
    mood: text(details, 'mood') as CareEntry['mood'],
    temperature_c: number(details, 'temperature_c'),
    note: row.note,
    created_by: { _id: row.createdByUserId, name: fullName(row.authorFirstName, row.authorLastName) },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
