import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTED_COMPETENCIES, frameworkCompetency, suggestCompetencies } from './curriculum.js';

describe('suggestCompetencies (the offline engine)', () => {
  it('suggests an early-maths competency for a note about counting (NCF: CG-8)', () => {
    const codes = suggestCompetencies('ncf_fs_2022', 'Aarav counted the blocks up to 12 and said how many.');
    expect(codes.length).toBeGreaterThan(0);
    const first = frameworkCompetency('ncf_fs_2022', codes[0]!);
    expect(first?.goal.code).toBe('CG-8');
  });

  it('suggests a number goal of the EYFS for the same kind of note', () => {
    const codes = suggestCompetencies('eyfs_2024', 'She counted the apples: how many? Five!');
    expect(codes.map((code) => frameworkCompetency('eyfs_2024', code)?.goal.code)).toContain('EYFS-M-N');
  });

  it('suggests nothing for an empty note or one of punctuation only', () => {
    expect(suggestCompetencies('ncf_fs_2022', '')).toEqual([]);
    expect(suggestCompetencies('ncf_fs_2022', '   ...  ')).toEqual([]);
  });

  it('suggests at most three, and at most `max` when asked', () => {
    const busy =
      'Counted the numbers, sorted by colour and size, made a repeating pattern, ran and jumped, ' +
      'painted and sang a song, shared with a friend and talked about the story.';
    expect(suggestCompetencies('ncf_fs_2022', busy)).toHaveLength(MAX_SUGGESTED_COMPETENCIES);
    expect(MAX_SUGGESTED_COMPETENCIES).toBe(3);
    expect(suggestCompetencies('ncf_fs_2022', busy, 1)).toHaveLength(1);
  });

  it('matches whole words only', () => {
    // 'countless' and 'accounting' are not 'count'.
    const codes = suggestCompetencies('ncf_fs_2022', 'countless accounting');
    expect(codes).not.toContain('C-8.3');
  });
});
