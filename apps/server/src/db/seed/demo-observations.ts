import { addDaysToIsoDate, suggestCompetencies, type CurriculumFrameworkKey } from '@cue/contracts';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolInstant, schoolToday } from '../../lib/school-time.js';

/** The demo school's zone (the schools table's default). */
const ZONE = 'Asia/Kolkata';

/**
 * A week and a half of Nursery A's observations (issue 15): the raw material of learning stories,
 * so "Write a story about Aarav Sharma's week" or "a story about the seed planting" has something
 * to tell on a first `npm start`. Every one is on a school day before today (today's screens and
 * journeys expect no observations today). Aarav Sharma has five, a few children share threads
 * (the seed planting, the block tower, the rain walk), others have one, and some have none.
 * The content is fixed; the days count back from today, so the engine tests read the same
 * observations through `datedDemoObservations`.
 */

export interface DemoObservation {
  child: string;
  /** School days (Monday to Friday) before today: 1 is the last school day before today. */
  schoolDaysAgo: number;
  title: string;
  note: string;
}

export const demoObservations: readonly DemoObservation[] = [
  // The seed planting: planted six school days ago, watched and measured since.
  {
    child: 'Aarav Sharma',
    schoolDaysAgo: 6,
    title: 'Seed planting',
    note: 'Aarav pressed three sunflower seeds into his pot with one finger and covered them with soil. He said the seeds need water and sunshine to wake up.',
  },
  {
    child: 'Diya Menon',
    schoolDaysAgo: 6,
    title: 'Seed planting',
    note: 'Diya scooped soil into her pot with a spoon until it was full to the line, then patted it flat with both hands.',
  },
  {
    child: 'Kabir Iyer',
    schoolDaysAgo: 6,
    title: 'Seed planting',
    note: 'Kabir sorted the bean seeds from the sunflower seeds into two piles before planting and explained that the beans are the fat ones.',
  },
  {
    child: 'Maya Fernandes',
    schoolDaysAgo: 6,
    title: 'Seed planting',
    note: 'Maya wrote an M on the label for her pot and stuck it in the soil so everyone would know which pot was hers.',
  },
  {
    child: 'Maya Fernandes',
    schoolDaysAgo: 4,
    title: 'Seed planting',
    note: 'Maya watered every pot on the windowsill and reminded Omar to pour slowly so the soil would not spill.',
  },
  {
    child: 'Diya Menon',
    schoolDaysAgo: 3,
    title: 'Seed planting',
    note: 'Diya measured her seedling against a row of cubes and found it was two cubes tall. She drew it in her book.',
  },
  {
    child: 'Kabir Iyer',
    schoolDaysAgo: 2,
    title: 'Seed planting',
    note: 'Kabir noticed the bean shoot had bent towards the window and turned the pot round to see if it would bend back.',
  },
  {
    child: 'Aarav Sharma',
    schoolDaysAgo: 1,
    title: 'Seed planting',
    note: 'Aarav checked the sunflower pots first thing and shouted that his had a green shoot poking out. He fetched the watering can and gave each pot a small drink.',
  },
  // The block tower.
  {
    child: 'Aarav Sharma',
    schoolDaysAgo: 2,
    title: 'Block tower',
    note: 'Aarav built a tower of twelve blocks with Vihaan. When it wobbled he moved the big blocks to the bottom so it would stand up.',
  },
  {
    child: 'Vihaan Reddy',
    schoolDaysAgo: 2,
    title: 'Block tower',
    note: 'Vihaan held the tower steady while Aarav added blocks and counted them aloud up to twelve.',
  },
  {
    child: 'Ishaan Khan',
    schoolDaysAgo: 5,
    title: 'Block tower',
    note: 'Ishaan built a tower as tall as his shoulder and used a long block as a bridge to the next tower.',
  },
  {
    child: 'Riya Gupta',
    schoolDaysAgo: 5,
    title: 'Block tower',
    note: 'Riya knocked the tower down on purpose, laughed, and started again with a wider base of four blocks.',
  },
  // The rain walk.
  {
    child: 'Aarav Sharma',
    schoolDaysAgo: 3,
    title: 'Rain walk',
    note: 'On the rain walk Aarav jumped in every puddle and counted his splashes up to ten. He found worms on the path and asked where they go when it is dry.',
  },
  {
    child: 'Sara Ali',
    schoolDaysAgo: 3,
    title: 'Rain walk',
    note: 'Sara held her hand out from under the umbrella to feel the rain and said the drops were cold and tickly.',
  },
  {
    child: 'Zoya Siddiqui',
    schoolDaysAgo: 3,
    title: 'Rain walk',
    note: 'Zoya collected wet leaves of three colours on the rain walk and lined them up on the bench from big to small.',
  },
  {
    child: 'Omar Haddad',
    schoolDaysAgo: 3,
    title: 'Rain walk',
    note: 'Omar watched the water run down the drain pipe and floated a leaf boat in the stream by the gate.',
  },
  {
    child: 'Leah Cohen',
    schoolDaysAgo: 3,
    title: 'Rain walk',
    note: 'Leah was unsure about the puddles at first, then held my hand and stepped in one, smiling.',
  },
  // Everyday moments.
  {
    child: 'Aarav Sharma',
    schoolDaysAgo: 4,
    title: 'Early mark making',
    note: 'Aarav drew his sunflower pot with a green crayon and wrote an A next to it for his name.',
  },
  {
    child: 'Myra Kapoor',
    schoolDaysAgo: 1,
    title: 'Early literacy',
    note: 'Myra chose a book about a hungry caterpillar and retold the story to two friends, turning the pages herself.',
  },
  {
    child: 'Arjun Nair',
    schoolDaysAgo: 2,
    title: 'Problem solving',
    note: 'Arjun finished the twenty-piece farm puzzle on his own, trying each corner piece until it fitted.',
  },
  {
    child: 'Reyansh Joshi',
    schoolDaysAgo: 4,
    title: 'Creative arts',
    note: 'Reyansh mixed blue and yellow paint and was surprised when it turned green. He painted a whole page of grass.',
  },
  {
    child: 'Aditi Rao',
    schoolDaysAgo: 5,
    title: 'Music and movement',
    note: 'Aditi led the clapping song at circle time and kept the beat for the whole group.',
  },
  {
    child: 'Kabir Iyer',
    schoolDaysAgo: 1,
    title: 'Social skills',
    note: 'Kabir shared his orange slices at snack time with Diya, who had none left.',
  },
  {
    child: 'Diya Menon',
    schoolDaysAgo: 7,
    title: 'Role play',
    note: 'Diya set up a shop in the home corner with price labels and took turns being the shopkeeper.',
  },
  {
    child: 'Noah Thomas',
    schoolDaysAgo: 7,
    title: 'Gross motor skills',
    note: 'Noah climbed to the top of the climbing frame and came down the ladder backwards, one step at a time.',
  },
  {
    child: 'Maya Fernandes',
    schoolDaysAgo: 5,
    title: 'Early numeracy',
    note: 'Maya counted the children at circle time and found there were fifteen, checking twice by touching each head.',
  },
  {
    child: 'Ishaan Khan',
    schoolDaysAgo: 1,
    title: 'Creative arts',
    note: 'Ishaan printed leaves from the rain walk with red paint and pressed them carefully onto his paper.',
  },
  {
    child: 'Zoya Siddiqui',
    schoolDaysAgo: 6,
    title: 'Early literacy',
    note: 'Zoya found the letter Z on the alphabet wall and traced it with her finger, saying it was her letter.',
  },
  {
    child: 'Vihaan Reddy',
    schoolDaysAgo: 7,
    title: 'Gross motor skills',
    note: 'Vihaan pedalled the tricycle all the way round the track without stopping and rang the bell at each corner.',
  },
  {
    child: 'Riya Gupta',
    schoolDaysAgo: 4,
    title: 'Music and movement',
    note: 'Riya made up a song about the sunflowers and sang it while she danced round the pots.',
  },
];

/** The `n`th school day (Monday to Friday) before `today` (YYYY-MM-DD). */
export function schoolDaysBefore(today: string, n: number): string {
  let day = today;
  let counted = 0;
  while (counted < n) {
    day = addDaysToIsoDate(day, -1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return day;
}

/** The demo observations with their days for a given school today, in the order above. */
export function datedDemoObservations(today: string): (DemoObservation & { date: string })[] {
  return demoObservations.map((observation) => ({
    ...observation,
    date: schoolDaysBefore(today, observation.schoolDaysAgo),
  }));
}

/** Nursery A's framework (the demo school's classes follow the NCF Foundational Stage). */
const DEMO_FRAMEWORK: CurriculumFrameworkKey = 'ncf_fs_2022';

/** A sensible competency by title when the note's words suggest none. */
const fallbackCompetency: Record<string, string> = {
  'Seed planting': 'C-7.2',
  'Rain walk': 'C-7.2',
  'Block tower': 'C-3.3',
  'Gross motor skills': 'C-3.2',
};

/**
 * The competency tags of the `index`th demo observation (issue 16), as a teacher would have
 * confirmed them: the offline engine's top two for the note, else a sensible one for the title.
 * Every eighth is left untagged, as real observations sometimes are, so planning insights has
 * observed data with gaps.
 */
export function demoObservationCompetencies(observation: DemoObservation, index: number): string[] {
  if (index % 8 === 7) return [];
  const suggested = suggestCompetencies(DEMO_FRAMEWORK, observation.note, 2);
  if (suggested.length > 0) return suggested;
  return [fallbackCompetency[observation.title] ?? 'C-7.1'];
}

export interface DemoObservationPeople {
  schoolId: string;
  nurseryA: string;
  /** Nursery A's teacher writes them. */
  priya: string;
  childId: (fullName: string) => string;
}

export async function seedDemoObservations(
  tx: Database,
  people: DemoObservationPeople,
  now: Date,
): Promise<void> {
  const today = schoolToday(ZONE, now);
  const rows = datedDemoObservations(today).map((observation, index) => {
    // Mid-morning, a minute apart, so their order within a day is the order above.
    const at = schoolInstant(observation.date, `11:${String(index).padStart(2, '0')} AM`, ZONE);
    return {
      id: newObjectId(at),
      schoolId: people.schoolId,
      classId: people.nurseryA,
      childId: people.childId(observation.child),
      observedOn: observation.date,
      title: observation.title,
      note: observation.note,
      kind: 'general',
      createdByUserId: people.priya,
      updatedAt: at,
      createdAt: at,
    };
  });
  await tx.insert(t.observations).values(rows);
  const tags = demoObservations.flatMap((observation, index) =>
    demoObservationCompetencies(observation, index).map((code) => ({
      observationId: rows[index]!.id,
      schoolId: people.schoolId,
      code,
    })),
  );
  if (tags.length > 0) await tx.insert(t.observationCompetencies).values(tags);
}
