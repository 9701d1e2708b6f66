import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import type { DemoDayPeople } from './demo-day.js';

type DemoResource = Pick<
  typeof t.planningResources.$inferInsert,
  'kind' | 'title' | 'description' | 'url' | 'materials' | 'ageBands' | 'tags'
> & { by: 'priya' | 'meera' };

/** A few of Sunbeam's shared resources (issue 16): materials lists and a link, as teachers write them. */
const demoResources: DemoResource[] = [
  {
    by: 'priya',
    kind: 'materials',
    title: 'Water play tray',
    description: 'Set out on the veranda for free play; change the water after each group.',
    url: null,
    materials: [
      'Large shallow tray',
      'Jugs and cups of different sizes',
      'Funnels and a sieve',
      'Sponges',
      'Things that float or sink (cork, pebble, leaf, spoon)',
      'Towels and aprons',
    ],
    ageBands: ['2-3', '3-4'],
    tags: ['water', 'sensory', 'outdoor'],
  },
  {
    by: 'meera',
    kind: 'link',
    title: 'Picture books and rhymes to read aloud',
    description: 'Free, openly licensed picture books in many Indian languages, good for story time.',
    url: 'https://www.storyweaver.org.in',
    materials: [],
    ageBands: [],
    tags: ['rhymes', 'stories', 'languages'],
  },
  {
    by: 'priya',
    kind: 'materials',
    title: 'Seed planting',
    description: 'For a small group; each child plants two seeds and labels their cup.',
    url: null,
    materials: [
      'Paper cups with a hole in the bottom',
      'Potting soil',
      'Bean or moong seeds (soaked overnight)',
      'Small watering can',
      'Name labels and crayons',
      'Magnifying glass',
    ],
    ageBands: ['3-4', '4-5', '5-6'],
    tags: ['nature', 'science', 'seeds'],
  },
];

/** Sunbeam's resource library: what a teacher finds on first opening /planning/resource-library. */
export async function seedDemoResources(tx: Database, people: DemoDayPeople, now: Date): Promise<void> {
  await tx.insert(t.planningResources).values(
    demoResources.map(({ by, ...resource }, index) => {
      // Oldest first, a minute apart, so the library lists them in a fixed order.
      const at = new Date(now.getTime() - (demoResources.length - index) * 60_000);
      return {
        id: newObjectId(at),
        schoolId: people.schoolId,
        ...resource,
        createdBy: people[by],
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
