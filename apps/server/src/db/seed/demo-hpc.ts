import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { newObjectId } from '../../lib/object-id.js';

export interface DemoHpcPeople {
  schoolId: string;
  nurseryA: string;
  priya: string;
  farah: string;
  childId: (fullName: string) => string;
}

export interface DemoHpcCycles {
  nurseryATerm1: string;
  nurseryATerm2: string;
}

/** Published Term 1 cards: [child, [competency, awareness, sensitivity, creativity][]]. */
const term1Cards: [string, [string, string, string, string][]][] = [
  [
    'Aarav Sharma',
    [
      ['C-8.1', 'stream', 'stream', 'mountain'],
      ['C-4.4', 'mountain', 'mountain', 'stream'],
    ],
  ],
  [
    'Diya Menon',
    [
      ['C-8.1', 'mountain', 'stream', 'stream'],
      ['C-4.4', 'sky', 'mountain', 'mountain'],
    ],
  ],
  [
    'Kabir Iyer',
    [
      ['C-8.1', 'stream', 'stream', 'stream'],
      ['C-4.4', 'mountain', 'sky', 'mountain'],
    ],
  ],
];

/**
 * The demo school's progress cards (issue 17, decision 050), on the cycles seedDemoAssessment made:
 * Term 1 cards of Aarav Sharma, Diya Menon and Kabir Iyer published (so the progress summary and
 * a family's view have data; the demo's observations are all of Term 2, so these rest on none); in
 * the current
 * Term 2, Aarav's card partly filled (a profile, levels linked to his seeded observations of the
 * last fortnight) and Vihaan Reddy's signed off. Runs inside the demo seed's transaction.
 */
export async function seedDemoHpc(
  tx: Database,
  people: DemoHpcPeople,
  cycles: DemoHpcCycles,
  now: Date,
): Promise<void> {
  const aarav = people.childId('Aarav Sharma');
  const base = {
    schoolId: people.schoolId,
    classId: people.nurseryA,
    framework: 'ncf_fs_2022',
    createdBy: people.priya,
    createdAt: now,
    updatedAt: now,
  };
  const emptyProfile = { likes: '', myFamily: '', languagesAtHome: [], aboutMe: '' };

  // Term 1: published cards.
  const publishedAt = new Date(now.getTime() - 60 * 24 * 3600 * 1000);
  for (const [child, levels] of term1Cards) {
    const cardId = newObjectId(now);
    await tx.insert(t.hpcCards).values({
      ...base,
      id: cardId,
      cycleId: cycles.nurseryATerm1,
      childId: people.childId(child),
      status: 'published',
      version: 3,
      profile: emptyProfile,
      selfAssessment: {},
      signedOffBy: people.priya,
      signedOffAt: publishedAt,
      publishedBy: people.farah,
      publishedAt,
    });
    for (const [competency, ...byDimension] of levels) {
      for (const [index, dimension] of ['awareness', 'sensitivity', 'creativity'].entries()) {
        await tx.insert(t.hpcJudgements).values({
          schoolId: people.schoolId,
          cardId,
          competency,
          dimension,
          level: byDimension[index]!,
          updatedBy: people.priya,
          updatedAt: publishedAt,
        });
      }
    }
    await tx.insert(t.hpcNarratives).values({
      schoolId: people.schoolId,
      cardId,
      domain: 'NCF-SEE',
      strengths: 'Plays kindly with friends and helps without being asked.',
      nextSteps: 'Take turns in small-group games.',
      updatedBy: people.priya,
      updatedAt: publishedAt,
    });
  }

  // Term 2: Aarav's card in progress, linked to his seeded observations of the last fortnight.
  const [term2] = await tx
    .select({ startDate: t.assessmentCycles.startDate, endDate: t.assessmentCycles.endDate })
    .from(t.assessmentCycles)
    .where(eq(t.assessmentCycles.id, cycles.nurseryATerm2));
  const observed = await tx
    .select({ id: t.observations.id, observedOn: t.observations.observedOn })
    .from(t.observations)
    .where(and(eq(t.observations.childId, aarav), eq(t.observations.classId, people.nurseryA)))
    .orderBy(asc(t.observations.observedOn), asc(t.observations.id));
  const inTerm2 = observed.filter((o) => o.observedOn >= term2!.startDate && o.observedOn <= term2!.endDate);
  const tags = await tx
    .select({ observationId: t.observationCompetencies.observationId, code: t.observationCompetencies.code })
    .from(t.observationCompetencies)
    .where(
      inArray(
        t.observationCompetencies.observationId,
        inTerm2.map((o) => o.id),
      ),
    );
  const aaravCard = newObjectId(now);
  await tx.insert(t.hpcCards).values({
    ...base,
    id: aaravCard,
    cycleId: cycles.nurseryATerm2,
    childId: aarav,
    status: 'in_progress',
    version: 4,
    profile: {
      likes: 'Sunflowers, puddles and building tall towers',
      myFamily: 'Papa, Mumma and my little sister Anaya',
      languagesAtHome: ['Hindi', 'English'],
      aboutMe: 'I like to count everything I see.',
    },
    selfAssessment: { shoes: 'happy', share: 'okay', tidy: 'happy' },
    selfAssessedBy: people.priya,
    selfAssessedAt: now,
  });
  // The first two competencies his observations were tagged with, judged on awareness, each
  // linked to the observations that show it.
  const codes = [
    ...new Set(
      inTerm2.flatMap((o) => tags.filter((tag) => tag.observationId === o.id).map((tag) => tag.code)),
    ),
  ].slice(0, 2);
  for (const [index, code] of codes.entries()) {
    const judgementId = newObjectId(now);
    await tx.insert(t.hpcJudgements).values({
      id: judgementId,
      schoolId: people.schoolId,
      cardId: aaravCard,
      competency: code,
      dimension: 'awareness',
      level: index === 0 ? 'mountain' : 'sky',
      updatedBy: people.priya,
      updatedAt: now,
    });
    const showing = inTerm2.filter((o) =>
      tags.some((tag) => tag.observationId === o.id && tag.code === code),
    );
    await tx.insert(t.hpcEvidenceLinks).values(
      showing.map((o, position) => ({
        schoolId: people.schoolId,
        cardId: aaravCard,
        judgementId,
        kind: 'observation',
        evidenceId: o.id,
        position,
      })),
    );
  }

  // Term 2: Vihaan Reddy's card signed off (not yet published).
  const vihaanCard = newObjectId(now);
  await tx.insert(t.hpcCards).values({
    ...base,
    id: vihaanCard,
    cycleId: cycles.nurseryATerm2,
    childId: people.childId('Vihaan Reddy'),
    status: 'signed_off',
    version: 3,
    profile: { ...emptyProfile, likes: 'Tricycles and blocks' },
    selfAssessment: {},
    signedOffBy: people.priya,
    signedOffAt: now,
  });
  for (const dimension of ['awareness', 'sensitivity', 'creativity']) {
    await tx.insert(t.hpcJudgements).values({
      schoolId: people.schoolId,
      cardId: vihaanCard,
      competency: 'C-3.2',
      dimension,
      level: 'mountain',
      updatedBy: people.priya,
      updatedAt: now,
    });
  }
  await tx.insert(t.hpcNarratives).values({
    schoolId: people.schoolId,
    cardId: vihaanCard,
    domain: 'NCF-PHY',
    strengths: 'Rides the tricycle round the whole track.',
    nextSteps: 'Climb the low frame on his own.',
    updatedBy: people.priya,
    updatedAt: now,
  });
}
