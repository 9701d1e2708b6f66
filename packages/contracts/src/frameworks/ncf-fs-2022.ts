/**
 * National Curriculum Framework for Foundational Stage 2022 (NCF-FS), Ministry of Education,
 * Government of India / NCERT, October 2022:
 * https://ncert.nic.in/pdf/NCF_for_Foundational_Stage_20_October_2022.pdf
 *
 * The content is the framework's structure and goals: its developmental domains, its 13 curricular
 * goals (CG-1 … CG-13, titles as printed) and their competencies (C-x.y, in the framework's wording,
 * shortened only where very long; the prefix labels of C-13.x such as 'Attention and intentional
 * action:' are dropped). CG-1 … CG-12 follow the five domains of development; CG-13 (positive learning
 * habits) is the goal the NCF adds "in addition to" them, kept here as its own domain NCF-PLH.
 *
 * NCF-FS covers ages 3–8 (three years of pre-school/Balvatika, then Grades 1–2). We use it from the
 * playgroup (2–3) band upwards: for 2–3 year olds we apply the outcomes of its earliest stage (ages
 * 3–4) as the target, so '2-3' is listed in age_bands but no outcome is stated for it.
 *
 * Outcomes: the NCF illustrates each competency with learning outcomes by age (3–4, 4–5, 5–6 …).
 * Only the few we could check against a reproduction of those tables are included, abridged;
 * every other competency has an empty outcomes array. Keywords are ours (not the NCF's): plain words a
 * teacher's observation note would use when it shows the competency.
 */
import type { CurriculumFrameworkData, FrameworkOutcome } from './framework-types.js';

type OutcomeBand = '3-4' | '4-5' | '5-6';

/** Outcome codes are '<competency>/<age band>/<n>', e.g. 'C-2.1/4-5/1'. */
function outcomes(competency: string, byBand: Partial<Record<OutcomeBand, string[]>>): FrameworkOutcome[] {
  const bands: OutcomeBand[] = ['3-4', '4-5', '5-6'];
  return bands.flatMap((band) =>
    (byBand[band] ?? []).map((text, i) => ({ code: `${competency}/${band}/${i + 1}`, age_band: band, text })),
  );
}

export const ncfFoundationalStage2022: CurriculumFrameworkData = {
  key: 'ncf_fs_2022',
  name: 'National Curriculum Framework for Foundational Stage 2022',
  short_name: 'NCF Foundational Stage',
  source:
    'Ministry of Education, Government of India / NCERT, October 2022 — https://ncert.nic.in/pdf/NCF_for_Foundational_Stage_20_October_2022.pdf',
  age_bands: ['2-3', '3-4', '4-5', '5-6'],
  domains: [
    {
      code: 'NCF-PHY',
      title: 'Physical Development',
      goals: [
        {
          code: 'CG-1',
          title: 'Children develop habits that keep them healthy and safe',
          competencies: [
            {
              code: 'C-1.1',
              title: 'Shows a liking for and understanding of nutritious food and does not waste food',
              keywords: [
                'food',
                'ate',
                'lunch',
                'tiffin',
                'vegetables',
                'fruit',
                'healthy food',
                'waste',
                'nutritious',
              ],
              outcomes: outcomes('C-1.1', {
                '3-4': [
                  'Identifies things that can be eaten and cannot be eaten',
                  'Begins to eat and name a variety of foods with adult prodding',
                ],
                '4-5': [
                  'Eats a variety of food from different food groups (grains, vegetables, fruits, proteins) with adult support',
                  'Identifies healthy and unhealthy food items',
                ],
                '5-6': [
                  'Eats from a variety of food groups independently',
                  'Recognises foods from different food groups and explains their benefits',
                ],
              }),
            },
            {
              code: 'C-1.2',
              title: 'Practises basic self-care and hygiene',
              keywords: [
                'washed hands',
                'wash hands',
                'soap',
                'toilet',
                'brushed',
                'nails',
                'handkerchief',
                'hygiene',
                'dressed',
              ],
              outcomes: [],
            },
            {
              code: 'C-1.3',
              title: 'Keeps school/classroom hygienic and organised',
              keywords: [
                'tidy',
                'tidied',
                'cleaned up',
                'put away',
                'dustbin',
                'swept',
                'arranged',
                'clean classroom',
              ],
              outcomes: [],
            },
            {
              code: 'C-1.4',
              title: 'Practises safe use of material and simple tools',
              keywords: ['carefully', 'safely', 'sharp', 'scissors safely', 'handled', 'tools', 'careful'],
              outcomes: [],
            },
            {
              code: 'C-1.5',
              title:
                'Shows awareness of safety in movements (walking, running, cycling) and acts appropriately',
              keywords: [
                'road',
                'traffic',
                'crossing',
                'cycle',
                'cycling',
                'stairs',
                'slowly',
                'looked both ways',
              ],
              outcomes: [],
            },
            {
              code: 'C-1.6',
              title: 'Understands unsafe situations and asks for help',
              keywords: [
                'unsafe',
                'danger',
                'asked for help',
                'stranger',
                'hurt',
                'fire',
                'told the teacher',
                'emergency',
              ],
              outcomes: [],
            },
          ],
        },
        {
          code: 'CG-2',
          title: 'Children develop sharpness in sensorial perceptions',
          competencies: [
            {
              code: 'C-2.1',
              title: 'Differentiates between shapes, colours, and their shades',
              keywords: [
                'colour',
                'colours',
                'shades',
                'red',
                'blue',
                'yellow',
                'green',
                'light and dark',
                'mixed colours',
              ],
              outcomes: outcomes('C-2.1', {
                '3-4': [
                  'Differentiates and names the primary colours and other common colours in the environment',
                  'Groups objects based on their colour',
                ],
                '4-5': [
                  'Differentiates shades within primary and secondary colours (e.g., light blue, dark blue)',
                  'Groups objects based on dimension (length, breadth, height)',
                ],
                '5-6': [
                  'Attempts to predict the resulting colour when two colours are mixed',
                  'Groups objects based on combinations of colour and shape (e.g., all red triangles)',
                ],
              }),
            },
            {
              code: 'C-2.2',
              title: 'Develops visual memory for symbols and representations',
              keywords: [
                'memory game',
                'matching cards',
                'symbols',
                'signs',
                'picture cards',
                'spot the difference',
                'recalled',
              ],
              outcomes: [],
            },
            {
              code: 'C-2.3',
              title: 'Differentiates sounds and sound patterns by their pitch, volume, and tempo',
              keywords: [
                'sounds',
                'loud',
                'soft sound',
                'high',
                'low',
                'fast and slow',
                'listened',
                'pitch',
                'volume',
              ],
              outcomes: [],
            },
            {
              code: 'C-2.4',
              title: 'Differentiates multiple smells and tastes',
              keywords: ['smell', 'smelled', 'taste', 'tasted', 'sweet', 'sour', 'salty', 'bitter', 'spicy'],
              outcomes: [],
            },
            {
              code: 'C-2.5',
              title: 'Develops discrimination in the sense of touch',
              keywords: [
                'touch',
                'felt',
                'rough',
                'smooth',
                'hard and soft',
                'texture',
                'hot and cold',
                'feely bag',
              ],
              outcomes: outcomes('C-2.5', {
                '3-4': ['Differentiates hard and soft, hot and cold, rough and smooth surfaces'],
                '4-5': ['Compares two objects as hard or soft, hot or cold, rough or smooth'],
              }),
            },
            {
              code: 'C-2.6',
              title: 'Begins integrating sensorial perceptions to get a holistic awareness of experiences',
              keywords: [
                'senses',
                'five senses',
                'blindfold',
                'guessed by',
                'sensory',
                'noticed',
                'described how it felt',
              ],
              outcomes: [],
            },
          ],
        },
        {
          code: 'CG-3',
          title: 'Children develop a fit and flexible body',
          competencies: [
            {
              code: 'C-3.1',
              title:
                'Shows coordination between sensorial perceptions and body movements in various activities',
              keywords: ['caught', 'catch', 'threw', 'kicked', 'ball', 'aimed', 'target', 'bounced'],
              outcomes: [],
            },
            {
              code: 'C-3.2',
              title: 'Shows balance, coordination and flexibility in various physical activities',
              keywords: [
                'balance',
                'balanced',
                'hopped',
                'jumped',
                'climbed',
                'one leg',
                'skipped',
                'bend',
                'stretch',
                'yoga',
              ],
              outcomes: [],
            },
            {
              code: 'C-3.3',
              title: 'Shows precision and control in working with their hands and fingers',
              keywords: [
                'threading',
                'beads',
                'buttons',
                'cut',
                'pencil grip',
                'pinch',
                'tearing',
                'pasting',
                'clay',
                'lacing',
              ],
              outcomes: [],
            },
            {
              code: 'C-3.4',
              title: 'Shows strength and endurance in carrying, walking, and running',
              keywords: [
                'ran',
                'running',
                'carried',
                'lifted',
                'heavy',
                'long walk',
                'race',
                'without tiring',
              ],
              outcomes: [],
            },
          ],
        },
      ],
    },
    {
      code: 'NCF-SEE',
      title: 'Socio-emotional and Ethical Development',
      goals: [
        {
          code: 'CG-4',
          title:
            'Children develop emotional intelligence, i.e., the ability to understand and manage their own emotions, and respond positively to social norms',
          competencies: [
            {
              code: 'C-4.1',
              title: "Starts recognising 'self' as an individual belonging to a family and community",
              keywords: [
                'my family',
                'my name',
                'mother',
                'father',
                'grandmother',
                'brother',
                'sister',
                'my house',
                'about myself',
              ],
              outcomes: [],
            },
            {
              code: 'C-4.2',
              title:
                'Recognises different emotions and makes deliberate efforts to regulate them appropriately',
              keywords: [
                'angry',
                'upset',
                'calm',
                'calmed down',
                'cried',
                'feelings',
                'happy',
                'sad',
                'frustrated',
              ],
              outcomes: [],
            },
            {
              code: 'C-4.3',
              title: 'Interacts comfortably with other children and adults',
              keywords: [
                'greeted',
                'talked to',
                'chatted',
                'confident',
                'shy',
                'visitor',
                'new friend',
                'joined',
              ],
              outcomes: [],
            },
            {
              code: 'C-4.4',
              title: 'Shows cooperative behaviour with other children',
              keywords: [
                'shared',
                'sharing',
                'took turns',
                'turn',
                'together',
                'cooperated',
                'teamwork',
                'group',
              ],
              outcomes: [],
            },
            {
              code: 'C-4.5',
              title: 'Understands and responds positively to social norms in the classroom and school',
              keywords: ['rules', 'queue', 'line', 'waited', 'please', 'thank you', 'sorry', 'manners'],
              outcomes: [],
            },
            {
              code: 'C-4.6',
              title:
                'Shows kindness and helpfulness to others (including animals, plants) when they are in need',
              keywords: [
                'kind',
                'kindness',
                'helped',
                'comforted',
                'hugged',
                'cared for',
                'looked after',
                'gentle',
              ],
              outcomes: [],
            },
            {
              code: 'C-4.7',
              title:
                'Understands and responds positively to different thoughts, preferences, and emotional needs of other children',
              keywords: [
                'listened to friend',
                'respected',
                'different opinion',
                'noticed friend',
                'empathy',
                'understood how',
                'feelings of others',
              ],
              outcomes: [],
            },
          ],
        },
        {
          code: 'CG-5',
          title: "Children develop a positive attitude towards productive work and service or 'Seva'",
          competencies: [
            {
              code: 'C-5.1',
              title:
                'Demonstrates willingness and participation in age-appropriate physical work towards helping others',
              keywords: [
                'volunteered',
                'helper',
                'chores',
                'watered',
                'served',
                'distributed',
                'seva',
                'class monitor',
              ],
              outcomes: [],
            },
          ],
        },
        {
          code: 'CG-6',
          title: 'Children develop a positive regard for the natural environment around them',
          competencies: [
            {
              code: 'C-6.1',
              title: 'Shows care for and joy in engaging with all life forms',
              keywords: [
                'plants',
                'animals',
                'garden',
                'birds',
                'insects',
                'nature walk',
                'pet',
                'trees',
                'watering plants',
              ],
              outcomes: [],
            },
          ],
        },
      ],
    },
    {
      code: 'NCF-COG',
      title: 'Cognitive Development',
      goals: [
        {
          code: 'CG-7',
          title: 'Children make sense of the world around through observation and logical thinking',
          competencies: [
            {
              code: 'C-7.1',
              title:
                'Observes and understands different categories of objects and relationships between them',
              keywords: [
                'categories',
                'same and different',
                'similar',
                'belongs',
                'odd one out',
                'classified',
                'grouped',
                'observed',
              ],
              outcomes: [],
            },
            {
              code: 'C-7.2',
              title:
                'Observes and understands cause and effect relationships in nature by forming simple hypotheses and uses observations to explain them',
              keywords: [
                'why',
                'because',
                'predicted',
                'what will happen',
                'floats',
                'sinks',
                'melted',
                'experiment',
                'guessed',
              ],
              outcomes: [],
            },
            {
              code: 'C-7.3',
              title: 'Uses appropriate tools and technology in daily life situations and for learning',
              keywords: [
                'magnifying glass',
                'tablet',
                'computer',
                'torch',
                'camera',
                'used a tool',
                'technology',
                'magnet',
              ],
              outcomes: [],
            },
          ],
        },
        {
          code: 'CG-8',
          title:
            'Children develop mathematical understanding and abilities to recognise the world through quantities, shapes, and measures',
          competencies: [
            {
              code: 'C-8.1',
              title: 'Sorts objects into groups and sub-groups based on more than one property',
              keywords: [
                'sorted',
                'sorting',
                'sort',
                'by colour and size',
                'sub-groups',
                'property',
                'big and small',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.2',
              title: 'Identifies and extends simple patterns in their surroundings, shapes, and numbers',
              keywords: [
                'pattern',
                'patterns',
                'repeating',
                'what comes next',
                'sequence',
                'extended',
                'abab',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.3',
              title: 'Counts up to 99 both forwards and backwards and in groups of 10s and 20s',
              keywords: [
                'count',
                'counted',
                'counting',
                'how many',
                'backwards',
                'counted on',
                'in tens',
                'numbers',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.4',
              title: 'Arranges numbers up to 99 in ascending and descending order',
              keywords: [
                'ascending',
                'descending',
                'order',
                'smallest to biggest',
                'before and after',
                'number line',
                'ordered',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.5',
              title:
                'Recognises and uses numerals to represent quantities up to 99 with the understanding of decimal place value system',
              keywords: [
                'numeral',
                'numerals',
                'wrote numbers',
                'tens and ones',
                'place value',
                'matched number',
                'number cards',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.6',
              title:
                'Performs addition and subtraction of 2-digit numbers fluently using flexible strategies of composition and decomposition',
              keywords: [
                'add',
                'added',
                'addition',
                'subtract',
                'take away',
                'minus',
                'plus',
                'altogether',
                'left over',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.7',
              title: 'Recognises multiplication as repeated addition and division as equal sharing',
              keywords: [
                'equal sharing',
                'shared equally',
                'groups of',
                'repeated addition',
                'divided',
                'each gets',
                'times',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.8',
              title:
                'Recognises, makes, and classifies basic geometric shapes and their observable properties, and understands and explains the relative relation of objects in space',
              keywords: [
                'circle',
                'square',
                'triangle',
                'rectangle',
                'shapes',
                'corners',
                'sides',
                'under',
                'behind',
                'next to',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.9',
              title:
                'Selects appropriate tools and units to perform simple measurements of length, weight, and volume of objects in their immediate environment',
              keywords: [
                'measured',
                'longer',
                'shorter',
                'heavier',
                'lighter',
                'taller',
                'weighed',
                'full',
                'empty',
                'handspan',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.10',
              title: 'Performs simple measurements of time in minutes, hours, days, weeks, and months',
              keywords: [
                'clock',
                'time',
                "o'clock",
                'days of the week',
                'months',
                'yesterday',
                'tomorrow',
                'calendar',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.11',
              title: 'Performs simple transactions using money up to INR 100',
              keywords: ['money', 'rupees', 'coins', 'shop', 'bought', 'paid', 'change', 'price'],
              outcomes: [],
            },
            {
              code: 'C-8.12',
              title:
                'Develops adequate and appropriate vocabulary for comprehending and expressing concepts and procedures related to quantities, shapes, space, and measurements',
              keywords: [
                'more than',
                'less than',
                'fewer',
                'same as',
                'maths words',
                'biggest',
                'smallest',
                'equal',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.13',
              title:
                'Formulates and solves simple mathematical problems related to quantities, shapes, space, and measurements',
              keywords: [
                'problem',
                'solved',
                'puzzle',
                'worked out',
                'figured out',
                'how many more',
                'story sum',
              ],
              outcomes: [],
            },
            {
              code: 'C-8.14',
              title: 'Feels confident and sees Mathematics as doable and worthwhile',
              keywords: [
                'enjoys maths',
                'loves numbers',
                'confident in maths',
                'maths games',
                'number games',
                'keen to count',
              ],
              outcomes: [],
            },
          ],
        },
      ],
    },
    {
      code: 'NCF-LIT',
      title: 'Language and Literacy Development',
      goals: [
        {
          code: 'CG-9',
          title:
            'Children develop effective communication skills for day-to-day interactions in two languages',
          competencies: [
            {
              code: 'C-9.1',
              title: 'Listens to and appreciates simple songs, rhymes, and poems',
              keywords: [
                'rhyme',
                'rhymes',
                'poem',
                'song',
                'sang along',
                'joined in',
                'action song',
                'clapped along',
              ],
              outcomes: [],
            },
            {
              code: 'C-9.2',
              title: 'Creates simple songs and poems on their own',
              keywords: ['made up a song', 'own rhyme', 'rhyming words', 'invented', 'own poem', 'new verse'],
              outcomes: [],
            },
            {
              code: 'C-9.3',
              title: 'Converses fluently and can hold a meaningful conversation',
              keywords: [
                'conversation',
                'talked about',
                'told me',
                'explained',
                'asked',
                'answered',
                'discussion',
                'circle time',
              ],
              outcomes: [],
            },
            {
              code: 'C-9.4',
              title:
                'Understands oral instructions for a complex task and gives clear oral instructions for the same to others',
              keywords: [
                'instructions',
                'followed instructions',
                'steps',
                'directions',
                'told others how',
                'two-step',
              ],
              outcomes: [],
            },
            {
              code: 'C-9.5',
              title:
                'Comprehends narrated/read-out stories and identifies characters, storyline and what the author wants to say',
              keywords: [
                'story',
                'characters',
                'read aloud',
                'what happened',
                'storytime',
                'moral',
                'picture book',
              ],
              outcomes: [],
            },
            {
              code: 'C-9.6',
              title: 'Narrates short stories with clear plot and characters',
              keywords: [
                'retold',
                'narrated',
                'told a story',
                'beginning',
                'ending',
                'puppet',
                'storytelling',
              ],
              outcomes: [],
            },
            {
              code: 'C-9.7',
              title:
                'Knows and uses enough words to carry out day-to-day interactions effectively and can guess meaning of new words by using existing vocabulary',
              keywords: [
                'new word',
                'vocabulary',
                'meaning',
                'used the word',
                'words',
                'english word',
                'home language',
              ],
              outcomes: [],
            },
          ],
        },
        {
          code: 'CG-10',
          title: 'Children develop fluency in reading and writing in Language 1',
          competencies: [
            {
              code: 'C-10.1',
              title:
                'Develops phonological awareness and blends phonemes/syllables into words and segments words into phonemes/syllables',
              keywords: [
                'sounds out',
                'blended',
                'blending',
                'syllables',
                'phonics',
                'beginning sound',
                'segmenting',
                'clapped syllables',
              ],
              outcomes: [],
            },
            {
              code: 'C-10.2',
              title:
                'Understands basic structure/format of a book, idea of words in print and direction in which they are printed, and recognises basic punctuation marks',
              keywords: [
                'book',
                'cover',
                'turned pages',
                'left to right',
                'title',
                'full stop',
                'print',
                'pointed to words',
              ],
              outcomes: [],
            },
            {
              code: 'C-10.3',
              title:
                'Recognises all the letters of the alphabet (forms of akshara) of the script and uses this knowledge to read and write words',
              keywords: [
                'letters',
                'alphabet',
                'akshara',
                'letter sounds',
                'wrote name',
                'traced',
                'recognised letter',
              ],
              outcomes: [],
            },
            {
              code: 'C-10.4',
              title:
                'Reads stories and passages with accuracy and fluency with appropriate pauses and voice modulation',
              keywords: [
                'read fluently',
                'read with expression',
                'reading',
                'expression',
                'pauses',
                'read the passage',
              ],
              outcomes: [],
            },
            {
              code: 'C-10.5',
              title:
                'Reads short stories and comprehends their meaning, identifying characters, storyline and what the author wanted to say, on their own',
              keywords: [
                'read by herself',
                'read by himself',
                'read independently',
                'understood the story',
                'main character',
                'plot',
              ],
              outcomes: [],
            },
            {
              code: 'C-10.6',
              title:
                'Reads short poems and begins to appreciate the poem for its choice of words and imagination',
              keywords: [
                'read a poem',
                'favourite line',
                'poem words',
                'recited',
                'poetry',
                'liked the words',
              ],
              outcomes: [],
            },
            {
              code: 'C-10.7',
              title:
                'Reads and comprehends meaning of short news items, instructions and recipes, and publicity material',
              keywords: [
                'recipe',
                'label',
                'poster',
                'signboard',
                'newspaper',
                'read the instructions',
                'notice',
              ],
              outcomes: [],
            },
            {
              code: 'C-10.8',
              title: 'Writes a paragraph to express their understanding and experiences',
              keywords: ['wrote', 'writing', 'sentence', 'sentences', 'paragraph', 'journal', 'wrote about'],
              outcomes: [],
            },
            {
              code: 'C-10.9',
              title: "Shows interest in picking up and reading a variety of children's books",
              keywords: [
                'library',
                'book corner',
                'chose a book',
                'browsed',
                'favourite book',
                'reading corner',
                'looked at books',
              ],
              outcomes: [],
            },
          ],
        },
        {
          code: 'CG-11',
          title: 'Children begin to read and write in Language 2',
          competencies: [
            {
              code: 'C-11.1',
              title:
                'Develops phonological awareness and blends phonemes/syllables into words and segments words into phonemes/syllables in Language 2',
              keywords: [
                'second language',
                'language 2',
                'l2 sounds',
                'hindi sounds',
                'english sounds',
                'rhyming in l2',
              ],
              outcomes: [],
            },
            {
              code: 'C-11.2',
              title:
                'Recognises all the letters of the alphabet of the script (L2) and uses this knowledge to read and write simple words and sentences',
              keywords: [
                'l2 letters',
                'second script',
                'hindi letters',
                'english letters',
                'read words in l2',
                'wrote in l2',
              ],
              outcomes: [],
            },
          ],
        },
      ],
    },
    {
      code: 'NCF-AES',
      title: 'Aesthetic and Cultural Development',
      goals: [
        {
          code: 'CG-12',
          title:
            'Children develop abilities and sensibilities in visual and performing arts and express their emotions through art in meaningful and joyful ways',
          competencies: [
            {
              code: 'C-12.1',
              title:
                'Explores and plays with a variety of materials and tools to create two-dimensional and three-dimensional artworks in varying sizes',
              keywords: [
                'painted',
                'painting',
                'drew',
                'drawing',
                'crayons',
                'collage',
                'clay model',
                'craft',
                'rangoli',
              ],
              outcomes: [],
            },
            {
              code: 'C-12.2',
              title:
                'Explores and plays with own voice, body, spaces, and a variety of objects to create music, role-play, dance, and movement',
              keywords: [
                'danced',
                'dance',
                'role-play',
                'drama',
                'instrument',
                'drum',
                'music',
                'pretend',
                'acted',
              ],
              outcomes: [],
            },
            {
              code: 'C-12.3',
              title: 'Innovates and works imaginatively to express ideas and emotions through the arts',
              keywords: [
                'imagination',
                'imaginative',
                'own idea',
                'creative',
                'expressed',
                'original',
                'designed',
              ],
              outcomes: [],
            },
            {
              code: 'C-12.4',
              title: 'Works collaboratively in the arts',
              keywords: [
                'group painting',
                'mural',
                'group dance',
                'performed together',
                'class play',
                'group art',
              ],
              outcomes: [],
            },
            {
              code: 'C-12.5',
              title:
                'Communicates and appreciates a variety of responses while creating and experiencing different forms of art, local culture, and heritage',
              keywords: [
                'festival',
                'folk',
                'culture',
                'heritage',
                'appreciated',
                'described artwork',
                'traditional',
                'local art',
              ],
              outcomes: [],
            },
          ],
        },
      ],
    },
    {
      code: 'NCF-PLH',
      title: 'Positive Learning Habits',
      goals: [
        {
          code: 'CG-13',
          title:
            'Children develop habits of learning that allow them to engage actively in formal learning environments like a school classroom',
          competencies: [
            {
              code: 'C-13.1',
              title:
                'Acquires skills to plan, focus attention, and direct activities to achieve specific goals',
              keywords: [
                'focused',
                'concentrated',
                'planned',
                'completed the task',
                'finished',
                'persisted',
                'attention',
              ],
              outcomes: [],
            },
            {
              code: 'C-13.2',
              title:
                'Develops adequate working memory, mental flexibility (to sustain or shift attention appropriately), and self-control (to resist impulsive actions or responses) that assist learning in structured environments',
              keywords: ['remembered', 'waited', 'self-control', 'switched', 'impulse', 'patient', 'recall'],
              outcomes: [],
            },
            {
              code: 'C-13.3',
              title:
                'Observes minute details of objects, wonders and explores using various senses, tinkers with objects, asks questions',
              keywords: [
                'curious',
                'wondered',
                'explored',
                'tinkered',
                'asked why',
                'investigated',
                'noticed details',
                'questions',
              ],
              outcomes: [],
            },
            {
              code: 'C-13.4',
              title: 'Adopts and follows classroom norms with agency and understanding',
              keywords: [
                'routine',
                'class norms',
                'raised hand',
                'own turn',
                'settled',
                'responsibility',
                'reminded others',
              ],
              outcomes: [],
            },
          ],
        },
      ],
    },
  ],
};
