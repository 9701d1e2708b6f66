import { describe, expect, it } from 'vitest';
import { scriptOf, visualRuns } from './pdf-fonts.js';

describe('PDF text runs', () => {
  it('sets each script of India in its own font, spaces and digits in Latin', () => {
    expect(
      ['क', 'অ', 'ਸ', 'અ', 'ଅ', 'க', 'అ', 'ಅ', 'അ', 'a', ' ', '7'].map((c) => scriptOf(c.codePointAt(0)!)),
    ).toEqual([
      'devanagari',
      'bengali',
      'gurmukhi',
      'gujarati',
      'oriya',
      'tamil',
      'telugu',
      'kannada',
      'malayalam',
      'latin',
      'latin',
      'latin',
    ]);
  });

  it('keeps a joiner with the letters it joins, whatever their script', () => {
    // A Bengali conjunct written with a zero-width joiner stays one Bengali run.
    expect(visualRuns('ক্\u200dষ').map((run) => [run.script, run.text])).toEqual([['bengali', 'ক্\u200dষ']]);
    expect(visualRuns('Aarav अनन्या').map((run) => run.script)).toEqual(['latin', 'devanagari']);
  });
});
