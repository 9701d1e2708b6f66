import { describe, expect, it } from 'vitest';
import { UnitListQuerySchema, type UnitListQuery } from '@cue/contracts';
import type { Actor } from '../auth/session.service.js';
import { unitMaterialLoader, type PlanningMaterialServices } from './planning-material-loader.js';

/** The unit search as Cue makes it: a few library searches, whatever the teacher said. */
describe('unitMaterialLoader', () => {
  const actor = { userId: 'teacher' } as unknown as Actor;
  const counting = () => {
    const searched: string[] = [];
    const services: PlanningMaterialServices = {
      observations: { listObservations: async () => ({}) as never },
      units: {
        // As the units service does, the query is checked (its `q` takes 100 characters).
        searchUnits: async (_actor, search: UnitListQuery) => {
          UnitListQuerySchema.parse({ q: search.q });
          searched.push(search.q ?? '');
          return { units: [], total: 0, page: 1, page_size: 20, themes: [] };
        },
        getUnit: async () => {
          throw new Error('no unit was found');
        },
      },
    };
    return { searched, loader: unitMaterialLoader(services, actor) };
  };

  it('searches at most three theme words in each library, however long the command', async () => {
    const { searched, loader } = counting();
    const themeWords = Array.from({ length: 50 }, (_, i) => `word${i}`);
    await loader.candidateUnits({ framework: null, age_band: null, themeWords, competencies: [] });
    expect(searched).toEqual(['word0', 'word1', 'word2', 'word0', 'word1', 'word2']);
  });

  it('cuts a word over 40 characters instead of failing the command', async () => {
    const { searched, loader } = counting();
    const long = 'a'.repeat(150);
    await expect(
      loader.candidateUnits({ framework: null, age_band: null, themeWords: [long], competencies: [] }),
    ).resolves.toEqual([]);
    expect(searched).toEqual(['a'.repeat(40), 'a'.repeat(40)]);
  });
});
