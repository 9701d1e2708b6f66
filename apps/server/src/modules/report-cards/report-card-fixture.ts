import type { ReportCardContent } from './report-card-content.js';

/**
 * A full card with made-up content (every section filled), for the renderer's tests and the
 * benchmark's baseline: a PARAKH card of four domains with three competencies each.
 */
export function fixtureReportCard(overrides: Partial<ReportCardContent> = {}): ReportCardContent {
  const dimensions = ['Awareness', 'Sensitivity', 'Creativity'];
  const levels = ['Stream', 'Mountain', 'Sky'];
  const domain = (name: string, prefix: string, seed: number) => ({
    name,
    competencies: [0, 1, 2].map((i) => ({
      code: `${prefix}.${i + 1}`,
      name: `Shows ${name.toLowerCase()} in everyday play and routines (${i + 1})`,
      levels: dimensions.map((dimension, d) => ({
        dimension,
        level: (seed + i + d) % 4 === 3 ? null : levels[(seed + i + d) % 3]!,
      })),
      evidence: i === 0 ? ['Block tower', 'Story circle'] : [],
    })),
    strengths:
      'Enjoys building with blocks and explains what she made. Waits for her turn more often than at the start of the term.',
    nextSteps: 'Helping friends tidy up, and trying new foods at snack time.',
  });
  return {
    title: 'Holistic Progress Card',
    school: { name: 'Sunbeam Nursery' },
    child: { firstName: 'Aarav', lastName: 'Sharma' },
    className: 'Nursery A',
    cycle: { name: 'Term 2', startDate: '2026-09-11', endDate: '2026-12-25' },
    attendance: { present: 46, total: 50 },
    levels: [
      { label: 'Stream', description: 'Beginning: does it with help' },
      { label: 'Mountain', description: 'Progressing: does it with a little help' },
      { label: 'Sky', description: 'Proficient: does it on their own' },
    ],
    dimensions,
    domains: [
      domain('Physical development', 'C-1', 0),
      domain('Socio-emotional and ethical development', 'C-2', 1),
      domain('Cognitive development', 'C-3', 2),
      domain('Language and literacy', 'C-4', 3),
    ],
    profile: {
      likes: 'Dinosaurs, painting and the swing',
      myFamily: 'Mummy, Papa and my baby sister',
      languagesAtHome: ['Hindi', 'English'],
      aboutMe: '',
    },
    selfAssessment: [
      { prompt: 'I play with my friends', face: 'happy' },
      { prompt: 'I can put on my shoes', face: 'okay' },
      { prompt: 'I can count things', face: 'not_yet' },
      { prompt: 'I can tell a story', face: null },
    ],
    feedback: [{ from: 'Parent', text: 'She sings the songs from school at home every evening.' }],
    observations: [
      {
        date: '2026-11-12',
        title: 'Tower of ten blocks',
        note: 'Built a tower of ten blocks and counted them aloud, then invited a friend to add the roof.',
      },
      {
        date: '2026-11-18',
        title: 'Story circle',
        note: 'Retold the story of the thirsty crow in her own words.',
      },
    ],
    signOff: { by: 'Priya Nair', at: '2026-11-19T10:00:00.000Z', printedOn: '2026-11-20' },
    ...overrides,
  };
}
