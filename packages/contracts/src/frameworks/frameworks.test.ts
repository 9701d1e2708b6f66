import { describe, expect, it } from 'vitest';
import { eyfs2024 } from './eyfs-2024.js';
import type { CurriculumFrameworkData } from './framework-types.js';
import { ncfFoundationalStage2022 } from './ncf-fs-2022.js';

function allCodes(framework: CurriculumFrameworkData): string[] {
  return framework.domains.flatMap((d) => [
    d.code,
    ...d.goals.flatMap((g) => [
      g.code,
      ...g.competencies.flatMap((c) => [c.code, ...c.outcomes.map((o) => o.code)]),
    ]),
  ]);
}

const competencies = (framework: CurriculumFrameworkData) =>
  framework.domains.flatMap((d) => d.goals.flatMap((g) => g.competencies));

describe.each([
  ['NCF Foundational Stage 2022', ncfFoundationalStage2022],
  ['EYFS 2024', eyfs2024],
])('%s', (_name, framework) => {
  it('has codes unique across domains, goals, competencies and outcomes', () => {
    const codes = allCodes(framework);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives every competency 4–12 distinct lower-case keywords and a title', () => {
    for (const c of competencies(framework)) {
      expect(c.title.length, c.code).toBeGreaterThan(0);
      expect(c.keywords.length, c.code).toBeGreaterThanOrEqual(4);
      expect(c.keywords.length, c.code).toBeLessThanOrEqual(12);
      expect(new Set(c.keywords).size, c.code).toBe(c.keywords.length);
      for (const k of c.keywords) expect(k, c.code).toBe(k.toLowerCase().trim());
    }
  });

  it("states outcomes only for the framework's age bands, coded under their competency", () => {
    for (const c of competencies(framework)) {
      for (const o of c.outcomes) {
        expect(framework.age_bands).toContain(o.age_band);
        expect(o.code.startsWith(`${c.code}/${o.age_band}/`), o.code).toBe(true);
      }
    }
  });
});

describe('NCF Foundational Stage 2022', () => {
  it('has the 13 curricular goals CG-1 … CG-13 in order across six domains', () => {
    const goals = ncfFoundationalStage2022.domains.flatMap((d) => d.goals.map((g) => g.code));
    expect(goals).toEqual(Array.from({ length: 13 }, (_, i) => `CG-${i + 1}`));
    expect(ncfFoundationalStage2022.domains.map((d) => d.code)).toEqual([
      'NCF-PHY',
      'NCF-SEE',
      'NCF-COG',
      'NCF-LIT',
      'NCF-AES',
      'NCF-PLH',
    ]);
  });

  it('numbers each competency under its goal (C-n.1, C-n.2, …)', () => {
    for (const d of ncfFoundationalStage2022.domains) {
      for (const g of d.goals) {
        const n = g.code.slice('CG-'.length);
        expect(g.competencies.map((c) => c.code)).toEqual(g.competencies.map((_, i) => `C-${n}.${i + 1}`));
      }
    }
  });
});

describe('EYFS 2024', () => {
  it('has 17 early learning goals across the 7 areas of learning', () => {
    expect(eyfs2024.domains.map((d) => d.code)).toEqual([
      'EYFS-CL',
      'EYFS-PSED',
      'EYFS-PD',
      'EYFS-L',
      'EYFS-M',
      'EYFS-UW',
      'EYFS-EAD',
    ]);
    expect(eyfs2024.domains.map((d) => d.goals.length)).toEqual([2, 3, 2, 3, 2, 3, 2]);
    for (const d of eyfs2024.domains) {
      for (const g of d.goals) {
        expect(g.code.startsWith(`${d.code}-`), g.code).toBe(true);
        expect(g.competencies.map((c) => c.code)).toEqual(g.competencies.map((_, i) => `${g.code}-${i + 1}`));
      }
    }
  });
});
