import { describe, expect, it } from 'vitest';
import { cbseFoundationalScheme, parakhFoundationalScheme } from '@cue/contracts';
import { AppError } from '../../lib/app-error.js';
import type { EvidenceItem } from './hpc.evidence.js';
import {
  checkJudgement,
  checkNarrativeDomains,
  checkNoRepeats,
  expectedLevels,
  selfAssessmentDone,
  statusAfter,
} from './hpc.rules.js';

const CHILD = 'a'.repeat(24);
const OTHER = 'b'.repeat(24);
const item = (kind: EvidenceItem['kind'], id: string, childIds: string[]): EvidenceItem => ({
  kind,
  id,
  childIds,
  date: '2026-01-05',
  title: '',
  excerpt: '',
  competencies: [],
  reportCard: false,
  note: '',
  file: null,
});
const evidence = new Map([
  ['observation:o1', item('observation', 'o1', [CHILD])],
  ['story:s1', item('story', 's1', [CHILD, OTHER])],
  ['photo:p1', item('photo', 'p1', [OTHER])],
]);
const context = (scheme = parakhFoundationalScheme) => ({
  scheme,
  framework: 'ncf_fs_2022' as const,
  childId: CHILD,
  evidence,
});
const field = (part: string) => `judgements.0.${part}`;

/** The field a call's 400 names. */
function refusedField(work: () => unknown): string | undefined {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).options.field;
  }
  throw new Error('expected a 400');
}

describe('progress card rules', () => {
  it('accepts a level of the scheme on a dimension that judges the competency, with the child’s evidence once each', () => {
    const refs = checkJudgement(
      {
        competency: 'C-8.1',
        dimension: 'awareness',
        level: 'sky',
        evidence: [
          { kind: 'observation', id: 'o1' },
          { kind: 'story', id: 's1' },
          { kind: 'observation', id: 'o1' },
        ],
      },
      context(),
      field,
    );
    expect(refs).toEqual([
      { kind: 'observation', id: 'o1' },
      { kind: 'story', id: 's1' },
    ]);
  });

  it('names the field at fault', () => {
    const judge =
      (input: Record<string, unknown>, scheme = parakhFoundationalScheme) =>
      () =>
        checkJudgement(
          { competency: 'C-8.1', dimension: 'awareness', level: 'sky', ...input } as never,
          context(scheme),
          field,
        );
    expect(refusedField(judge({ competency: 'C-99.9' }))).toBe('judgements.0.competency');
    expect(refusedField(judge({ dimension: 'courage' }))).toBe('judgements.0.dimension');
    expect(refusedField(judge({ level: 'summit' }))).toBe('judgements.0.level');
    // CBSE judges C-8.1 (cognitive) under DG-3 only.
    expect(refusedField(judge({ dimension: 'dg-1', level: 'beginner' }, cbseFoundationalScheme))).toBe(
      'judgements.0.dimension',
    );
    expect(refusedField(judge({ dimension: 'dg-3', level: 'sky' }, cbseFoundationalScheme))).toBe(
      'judgements.0.level',
    );
    // Another child's photo, an unknown item, evidence on a removal.
    expect(refusedField(judge({ evidence: [{ kind: 'photo', id: 'p1' }] }))).toBe('judgements.0.evidence.0');
    expect(refusedField(judge({ evidence: [{ kind: 'story', id: 'o1' }] }))).toBe('judgements.0.evidence.0');
    expect(refusedField(judge({ level: null, evidence: [{ kind: 'observation', id: 'o1' }] }))).toBe(
      'judgements.0.evidence',
    );
    expect(
      checkJudgement({ competency: 'C-8.1', dimension: 'awareness', level: null }, context(), field),
    ).toEqual([]);
  });

  it('refuses repeats and domains outside the framework', () => {
    expect(
      refusedField(() =>
        checkNoRepeats(
          [
            { competency: 'C-8.1', dimension: 'awareness' },
            { competency: 'C-8.1', dimension: 'sensitivity' },
            { competency: 'C-8.1', dimension: 'awareness' },
          ],
          (i) => `judgements.${i}.dimension`,
        ),
      ),
    ).toBe('judgements.2.dimension');
    expect(refusedField(() => checkNarrativeDomains(['NCF-PHY', 'EYFS-PD'], 'ncf_fs_2022'))).toBe(
      'narratives.1.domain',
    );
    expect(refusedField(() => checkNarrativeDomains(['NCF-PHY', 'NCF-PHY'], 'ncf_fs_2022'))).toBe(
      'narratives.1.domain',
    );
  });

  it('steps status in progress → signed off → published, and back by reopening only', () => {
    expect(statusAfter('in_progress', 'sign_off')).toBe('signed_off');
    expect(statusAfter('signed_off', 'publish')).toBe('published');
    expect(statusAfter('signed_off', 'reopen')).toBe('in_progress');
    expect(statusAfter('published', 'reopen')).toBe('in_progress');
    expect(statusAfter('in_progress', 'publish')).toBeNull();
    expect(statusAfter('in_progress', 'reopen')).toBeNull();
    expect(statusAfter('published', 'sign_off')).toBeNull();
  });

  it('expects the dimensions of competencies observed or judged, and a self-assessment of every prompt', () => {
    // PARAKH: three dimensions each; C-8.1 counted once.
    expect(expectedLevels(parakhFoundationalScheme, 'ncf_fs_2022', ['C-8.1', 'C-4.4'], ['C-8.1'])).toBe(6);
    // CBSE: one goal judges each NCF competency.
    expect(expectedLevels(cbseFoundationalScheme, 'ncf_fs_2022', ['C-8.1', 'C-4.4'], [])).toBe(2);
    expect(selfAssessmentDone({ shoes: 'happy' })).toBe(false);
    expect(
      selfAssessmentDone({
        shoes: 'happy',
        share: 'okay',
        tidy: 'not_yet',
        story: 'happy',
        count: 'happy',
        friends: 'okay',
      }),
    ).toBe(true);
  });
});
