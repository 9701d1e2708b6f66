import { createHash } from 'node:crypto';
import { demoClassRosters } from '../../../db/seed/demo-school.js';
import type { CueLanguage } from '@cue/contracts';
import type { AwayStatus, ClassroomContext, RosterStudent } from './engine.js';

/**
 * The demo school's classes as an engine sees them, for the engine's tests and benchmark: the
 * seed's own name lists, with 24-hex ids that are stable from run to run (a hash of the name)
 * so expectations can name them.
 */

export const demoClassNames = {
  nurseryA: 'Nursery A',
  playgroupB: 'Playgroup B',
  butterflies: 'Butterflies Kindergarten With A Very Long Class Name',
  mapleSprouts: 'Sprouts',
} as const;
export type DemoClassKey = keyof typeof demoClassNames;

const stableId = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 24);

export const demoClassId = (key: DemoClassKey) => stableId(`class:${key}`);

/** The id of a child of the demo school, by full name ("Diya Menon"). */
export const demoStudentId = (fullName: string) => stableId(`child:${fullName}`);

function rosterOf(key: DemoClassKey): RosterStudent[] {
  return demoClassRosters[key].map((fullName) => {
    const [firstName = fullName, ...rest] = fullName.split(' ');
    return { id: demoStudentId(fullName), firstName, lastName: rest.join(' ') };
  });
}

/**
 * A teacher's context in one demo class. Sunbeam's teacher may address Sunbeam's classes. `away`
 * names children already away by day (DD-MM-YYYY) and full name: { '10-06-2026': { 'Noor
 * Hassan': 'leave' } }.
 */
export function demoClassroom(
  key: DemoClassKey,
  today: string,
  time: string,
  language: CueLanguage = 'en',
  away: Record<string, Record<string, AwayStatus>> = {},
): ClassroomContext {
  const sameSchool: DemoClassKey[] =
    key === 'mapleSprouts' ? ['mapleSprouts'] : ['nurseryA', 'playgroupB', 'butterflies'];
  return {
    classId: demoClassId(key),
    className: demoClassNames[key],
    students: rosterOf(key),
    classes: sameSchool.map((k) => ({ id: demoClassId(k), name: demoClassNames[k] })),
    today,
    away: Object.fromEntries(
      Object.entries(away).map(([date, byName]) => [
        date,
        Object.fromEntries(Object.entries(byName).map(([name, status]) => [demoStudentId(name), status])),
      ]),
    ),
    time,
    language,
  };
}
