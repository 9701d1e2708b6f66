import { addDaysToIsoDate } from '@cue/contracts';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import type { DemoDayPeople } from './demo-day.js';

const ZONE = 'Asia/Kolkata';

/**
 * The demo school's assessment cycles (issue 17, decision 050): Nursery A judged under PARAKH's
 * card in a past Term 1 and a current Term 2 (which holds the demo observations of the last
 * fortnight), Playgroup B in the same Term 2. Dates are relative to `now`; runs once, inside the
 * demo seed's transaction. Returns the cycles the progress card seeds build on.
 */
export async function seedDemoAssessment(
  tx: Database,
  people: DemoDayPeople & { farah: string },
  now: Date,
): Promise<{ nurseryATerm1: string; nurseryATerm2: string; playgroupBTerm2: string }> {
  const today = schoolToday(ZONE, now);
  const term1 = { startDate: addDaysToIsoDate(today, -180), endDate: addDaysToIsoDate(today, -71) };
  const term2 = { startDate: addDaysToIsoDate(today, -70), endDate: addDaysToIsoDate(today, 35) };
  const ids = {
    nurseryATerm1: newObjectId(now),
    nurseryATerm2: newObjectId(now),
    playgroupBTerm2: newObjectId(now),
  };
  const cycle = (id: string, classId: string, name: string, dates: typeof term1) => ({
    id,
    schoolId: people.schoolId,
    classId,
    name,
    ...dates,
    scheme: 'parakh_fs',
    createdBy: people.farah,
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .insert(t.assessmentCycles)
    .values([
      cycle(ids.nurseryATerm1, people.nurseryA, 'Term 1', term1),
      cycle(ids.nurseryATerm2, people.nurseryA, 'Term 2', term2),
      cycle(ids.playgroupBTerm2, people.playgroupB, 'Term 2', term2),
    ]);
  return ids;
}
