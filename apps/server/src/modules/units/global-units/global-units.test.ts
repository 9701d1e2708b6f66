import { describe, expect, it } from 'vitest';
import {
  UnitInputSchema,
  ageBands,
  curriculumFrameworks,
  frameworkCompetency,
  type CurriculumFrameworkKey,
} from '@cue/contracts';
import { globalUnits } from './index.js';

const codesOf = (unit: (typeof globalUnits)[number]['unit']) => [
  ...unit.competencies,
  ...unit.activities.flatMap((activity) => activity.competencies ?? []),
  ...(unit.assessment ?? []).map((item) => item.competency_code),
];

describe('the global unit library as shipped', () => {
  it('holds at least 12 units with unique keys, each a valid unit of the NCF FS 2022', () => {
    expect(globalUnits.length).toBeGreaterThanOrEqual(12);
    expect(new Set(globalUnits.map((u) => u.global_key)).size).toBe(globalUnits.length);
    for (const { global_key, unit } of globalUnits) {
      const parsed = UnitInputSchema.safeParse(unit);
      expect(parsed.success, `${global_key}: ${parsed.error?.message}`).toBe(true);
      expect(unit.framework).toBe('ncf_fs_2022');
      for (const code of codesOf(unit)) {
        expect(
          frameworkCompetency(unit.framework as CurriculumFrameworkKey, code),
          `${global_key}: ${code}`,
        ).toBeDefined();
      }
      // 4–8 blocks of more than one kind, each with its minutes; block titles name blocks uniquely.
      expect(unit.activities.length).toBeGreaterThanOrEqual(4);
      expect(unit.activities.length).toBeLessThanOrEqual(8);
      expect(new Set(unit.activities.map((a) => a.type)).size).toBeGreaterThan(2);
      expect(new Set(unit.activities.map((a) => a.title)).size).toBe(unit.activities.length);
      expect(unit.learning_outcomes?.length).toBeGreaterThan(0);
      expect(unit.assessment?.length).toBeGreaterThan(0);
      expect(unit.differentiation?.support).not.toBe('');
      expect(unit.differentiation?.extend).not.toBe('');
      expect(unit.home_link).not.toBe('');
    }
  });

  it('covers every age band and every NCF domain', () => {
    expect(new Set(globalUnits.map(({ unit }) => unit.age_band))).toEqual(new Set(ageBands));
    const domains = new Set(
      globalUnits.flatMap(({ unit }) =>
        codesOf(unit).map((code) => frameworkCompetency('ncf_fs_2022', code)!.domain.code),
      ),
    );
    expect(domains).toEqual(new Set(curriculumFrameworks.ncf_fs_2022.domains.map((d) => d.code)));
  });
});
