import { describe, expect, it } from 'vitest';
import { curriculumFrameworks, frameworkCompetencies } from '@cue/contracts';
import { countInsights, gapOf } from './insights-count.js';

const ncf = frameworkCompetencies('ncf_fs_2022');
const [a, b, c] = ncf.map((entry) => entry.competency.code) as [string, string, string];
const sameDomain = ncf.filter((entry) => entry.domain.code === ncf[0]!.domain.code);

describe('planning insights counting', () => {
  it('names the earliest missing step as the gap', () => {
    expect(gapOf(0, 0, 3)).toBe('not_planned');
    expect(gapOf(2, 0, 3)).toBe('not_taught');
    expect(gapOf(2, 1, 0)).toBe('not_observed');
    expect(gapOf(2, 1, 1)).toBeNull();
  });

  it('counts planned (moved ones once, as their copy), taught, observed and children per competency', () => {
    const result = countInsights(
      'ncf_fs_2022',
      [
        { competencies: [a, b], status: 'done' },
        { competencies: [a], status: 'moved' },
        { competencies: [a], status: 'planned' },
        { competencies: [b], status: 'skipped' },
        { competencies: [], status: 'done' },
      ],
      [
        { id: 'o1', childId: 'k1', codes: [a] },
        { id: 'o2', childId: 'k1', codes: [a, c] },
        { id: 'o3', childId: 'k2', codes: [c] },
        { id: 'o4', childId: 'k3', codes: [] },
      ],
    );
    expect(result.totals).toEqual({
      planned: 4,
      done: 2,
      moved: 1,
      skipped: 1,
      observations: 4,
      tagged_observations: 3,
    });
    const of = (code: string) => result.competencies.find((entry) => entry.code === code)!;
    expect(of(a)).toMatchObject({ planned: 2, taught: 1, observed: 2, children_observed: 1, gap: null });
    expect(of(b)).toMatchObject({
      planned: 2,
      taught: 1,
      observed: 0,
      children_observed: 0,
      gap: 'not_observed',
    });
    expect(of(c)).toMatchObject({
      planned: 0,
      taught: 0,
      observed: 2,
      children_observed: 2,
      gap: 'not_planned',
    });
    expect(result.competencies).toHaveLength(ncf.length);
    expect(result.competencies[0]).toMatchObject({
      code: a,
      goal: ncf[0]!.goal.code,
      domain: ncf[0]!.domain.code,
    });
    expect(result.domains.map((d) => d.code)).toEqual(
      curriculumFrameworks.ncf_fs_2022.domains.map((d) => d.code),
    );
  });

  it('counts an activity once in its domain however many of its competencies it names', () => {
    const [x, y] = sameDomain.map((entry) => entry.competency.code) as [string, string];
    const result = countInsights(
      'ncf_fs_2022',
      [{ competencies: [x, y], status: 'done' }],
      [{ id: 'o1', childId: 'k1', codes: [x, y] }],
    );
    expect(result.domains.find((d) => d.code === sameDomain[0]!.domain.code)).toMatchObject({
      planned: 1,
      taught: 1,
      observed: 1,
    });
  });

  it('lists nothing without a framework but still totals', () => {
    const result = countInsights(null, [{ competencies: [], status: 'planned' }], []);
    expect(result).toEqual({
      totals: { planned: 1, done: 0, moved: 0, skipped: 0, observations: 0, tagged_observations: 0 },
      domains: [],
      competencies: [],
    });
  });
});
