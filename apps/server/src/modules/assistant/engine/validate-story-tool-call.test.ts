import { describe, expect, it } from 'vitest';
import { demoClassId, demoClassroom, demoStudentId } from './demo-classrooms.js';
import { recordingStoryMaterial } from './story-material.js';
import { validateToolCall } from './validate-tool-call.js';

const maya = demoStudentId('Maya Fernandes');
const tara = demoStudentId('Tara Singh'); // Playgroup B's
const gatheredId = 'a'.repeat(24);
const photoId = 'b'.repeat(24);

async function contextWithMaterial() {
  const storyMaterial = recordingStoryMaterial({
    observations: async () => [
      { id: gatheredId, studentId: maya, date: '2026-11-16', title: 'Seed planting', note: 'Maya watered.' },
    ],
    photos: async () => [photoId],
  });
  // What the engine gathered for this answer: the only ids a card may cite.
  await storyMaterial.observations({ from: '2026-11-14', to: '2026-11-20', studentIds: [maya] });
  await storyMaterial.photos({ from: '2026-11-14', to: '2026-11-20', studentIds: [maya] });
  return { ...demoClassroom('nurseryA', '20-11-2026', '03:30 PM'), storyMaterial };
}

const card = (overrides: Record<string, unknown> = {}) => ({
  class_id: demoClassId('nurseryA'),
  title: 'Maya’s week',
  story_date: '2026-11-14',
  period: { from: '2026-11-14', to: '2026-11-20' },
  whole_class: false,
  students: [
    { id: maya, name: 'M.' },
    { id: tara, name: 'Tara' },
  ],
  paragraphs: [
    { part: 'next_steps', text: 'What next?', observation_ids: [] },
    { part: 'story', text: 'On Monday, Maya watered.', observation_ids: [gatheredId, 'f'.repeat(24)] },
  ],
  observation_ids: [gatheredId, 'e'.repeat(24)],
  media_ids: [photoId, 'd'.repeat(24)],
  is_saved: true,
  ...overrides,
});

describe('validateToolCall: learning stories (issue 15)', () => {
  it('keeps gathered observations and photos, roster names, and the parts in order', async () => {
    const result = validateToolCall(
      { id: 'call_1', name: 'story', args: card() },
      await contextWithMaterial(),
    );
    expect(result).toMatchObject({
      ok: true,
      call: {
        name: 'story',
        args: {
          students: [{ id: maya, name: 'Maya Fernandes' }],
          paragraphs: [
            { part: 'story', text: 'On Monday, Maya watered.', observation_ids: [gatheredId] },
            { part: 'next_steps', text: 'What next?', observation_ids: [] },
          ],
          observation_ids: [gatheredId],
          media_ids: [photoId],
          is_saved: false,
        },
      },
    });
    expect(result.droppedIds).toEqual(
      expect.arrayContaining([tara, 'f'.repeat(24), 'e'.repeat(24), 'd'.repeat(24)]),
    );
  });

  it('cites nothing when nothing was gathered', () => {
    const result = validateToolCall(
      { id: 'call_1', name: 'story', args: card() },
      demoClassroom('nurseryA', '20-11-2026', '03:30 PM'),
    );
    expect(result).toMatchObject({ ok: true, call: { args: { observation_ids: [], media_ids: [] } } });
  });

  it("refuses another school's class, a story about nobody, and a school without stories", async () => {
    const context = await contextWithMaterial();
    const refused = (args: unknown, modulesOff: ('story' | 'journal')[] = []) =>
      validateToolCall({ id: 'call_1', name: 'story', args }, { ...context, modulesOff });
    expect(refused(card({ class_id: demoClassId('mapleSprouts') }))).toMatchObject({
      ok: false,
      reason: 'The story is for a class the teacher may not write about.',
    });
    expect(refused(card({ students: [{ id: tara, name: 'Tara' }] }))).toMatchObject({
      ok: false,
      reason: 'The story names no child of this class.',
    });
    expect(refused(card(), ['story'])).toMatchObject({
      ok: false,
      reason: 'Learning stories are switched off for this school.',
    });
  });
});
