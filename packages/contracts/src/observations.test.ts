import { describe, expect, it } from 'vitest';
import {
  EditObservationInputSchema,
  ObservationSchema,
  SaveObservationsInputSchema,
} from './observations.js';
import { MAX_STORY_TAGS } from './stories.js';
import { MAX_COMPETENCIES_PER_RECORD } from './curriculum.js';

const id = (c: string) => c.repeat(24);
const entry = { student_id: id('1'), general_note: 'Built a tower.' };

describe('learning tags in the observation contracts', () => {
  it("keeps the spec's payloads (and Cue's card) valid: tags are optional and stay missing", () => {
    const saved = SaveObservationsInputSchema.parse({ observation_entries: [entry], is_saved: false });
    expect(saved.observation_entries[0]).not.toHaveProperty('tag_ids');
    expect(EditObservationInputSchema.parse({ title: 'Tower' })).not.toHaveProperty('tag_ids');
  });

  it('takes tag ids on a new entry and on an edit, up to the story limit', () => {
    const tags = [id('a'), id('b')];
    expect(
      SaveObservationsInputSchema.parse({ observation_entries: [{ ...entry, tag_ids: tags }] })
        .observation_entries[0]!.tag_ids,
    ).toEqual(tags);
    // Tags alone are a change (the refine wants at least one field); [] takes them off.
    expect(EditObservationInputSchema.parse({ tag_ids: [] })).toEqual({ tag_ids: [] });
    const tooMany = Array.from({ length: MAX_STORY_TAGS + 1 }, (_, n) => n.toString(16).padStart(24, '0'));
    const refused = EditObservationInputSchema.safeParse({ tag_ids: tooMany });
    expect(refused.success).toBe(false);
    const notAnId = SaveObservationsInputSchema.safeParse({
      observation_entries: [{ ...entry, tag_ids: ['x'] }],
    });
    expect(notAnId.error?.issues[0]?.path).toEqual(['observation_entries', 0, 'tag_ids', 0]);
  });

  it('always answers an observation with its tags, maybe none', () => {
    const observation = {
      _id: id('2'),
      class_id: id('3'),
      student_id: id('1'),
      student_name: 'Aarav Sharma',
      date: '2026-11-20',
      title: 'Observation',
      general_note: 'Built a tower.',
      type_of_anecdote: 'general',
      created_by: { _id: id('4'), name: 'Priya Nair' },
      created_at: '2026-11-20T09:00:00.000Z',
      updated_at: '2026-11-20T09:00:00.000Z',
      can_edit: true,
      shared_to_journal: false,
      media: [],
    };
    expect(ObservationSchema.safeParse(observation).success).toBe(false);
    const tags = [{ _id: id('a'), name: 'Physical development', set_name: 'NCF domains' }];
    // Competencies are answered on every observation too: without them it does not parse.
    expect(ObservationSchema.safeParse({ ...observation, tags }).success).toBe(false);
    expect(ObservationSchema.parse({ ...observation, tags, competencies: [] }).tags).toEqual(tags);
  });
});

describe('competency tags in the observation contracts', () => {
  it('leaves competencies missing when not sent, and takes codes on a new entry and an edit', () => {
    const saved = SaveObservationsInputSchema.parse({ observation_entries: [entry] });
    expect(saved.observation_entries[0]).not.toHaveProperty('competencies');
    expect(
      SaveObservationsInputSchema.parse({ observation_entries: [{ ...entry, competencies: ['C-7.1'] }] })
        .observation_entries[0]!.competencies,
    ).toEqual(['C-7.1']);
    expect(EditObservationInputSchema.parse({ competencies: [] })).toEqual({ competencies: [] });
  });

  it('refuses more codes than a record may carry, naming the field', () => {
    const tooMany = Array.from({ length: MAX_COMPETENCIES_PER_RECORD + 1 }, (_, n) => `C-${n}`);
    const refused = EditObservationInputSchema.safeParse({ competencies: tooMany });
    expect(refused.error?.issues[0]?.path).toEqual(['competencies']);
  });

  it('answers competencies as code and title', () => {
    const competency = ObservationSchema.shape.competencies.parse([{ code: 'C-7.1', title: 'Counting' }]);
    expect(competency).toEqual([{ code: 'C-7.1', title: 'Counting' }]);
  });
});
