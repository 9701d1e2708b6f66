/**
 * Early Years Foundation Stage (EYFS) statutory framework for group and school-based providers,
 * Department for Education (England), published 2023, effective 4 January 2024:
 * https://www.gov.uk/government/publications/early-years-foundation-stage-framework--2
 *
 * The content is the framework's structure and goals: its seven areas of learning and development
 * (three prime, four specific) as domains, its 17 early learning goals (ELGs) as goals, and under
 * each ELG its statements ("Children at the expected level of development will: …") as competencies,
 * in the framework's wording (shortened only where long).
 *
 * Outcomes: the statutory framework states no outcomes by age band (the ELGs describe the expected
 * level at the end of the reception year). The outcomes here come from "Development Matters"
 * (non-statutory curriculum guidance for the EYFS, Department for Education, revised September 2023,
 * https://www.gov.uk/government/publications/development-matters--2): statements listed under
 * "3 and 4-year-olds will be learning to" are band '3-4', those under "Children in reception will be
 * learning to" are band '4-5'. They are given for a subset of competencies, abridged; others are empty.
 * Keywords are ours (not the DfE's): plain words a teacher's observation note would use.
 */
import type { CurriculumFrameworkData, FrameworkOutcome } from './framework-types.js';

type OutcomeBand = '3-4' | '4-5';

/** Outcome codes are '<competency>/<age band>/<n>', e.g. 'EYFS-M-N-2/3-4/1'. */
function outcomes(competency: string, byBand: Partial<Record<OutcomeBand, string[]>>): FrameworkOutcome[] {
  const bands: OutcomeBand[] = ['3-4', '4-5'];
  return bands.flatMap((band) =>
    (byBand[band] ?? []).map((text, i) => ({ code: `${competency}/${band}/${i + 1}`, age_band: band, text })),
  );
}

export const eyfs2024: CurriculumFrameworkData = {
  key: 'eyfs_2024',
  name: 'Early Years Foundation Stage statutory framework (group and school-based providers) 2024',
  short_name: 'EYFS',
  source:
    'Department for Education (England), effective 4 January 2024 — https://www.gov.uk/government/publications/early-years-foundation-stage-framework--2; outcomes from Development Matters (DfE, 2023) — https://www.gov.uk/government/publications/development-matters--2',
  age_bands: ['2-3', '3-4', '4-5', '5-6'],
  domains: [
    {
      code: 'EYFS-CL',
      title: 'Communication and Language',
      goals: [
        {
          code: 'EYFS-CL-LAU',
          title: 'Listening, Attention and Understanding',
          competencies: [
            {
              code: 'EYFS-CL-LAU-1',
              title:
                'Listen attentively and respond to what they hear with relevant questions, comments and actions when being read to and during whole class discussions and small group interactions',
              keywords: [
                'listened',
                'listening',
                'attentively',
                'responded',
                'carpet time',
                'whole class',
                'story time',
              ],
              outcomes: outcomes('EYFS-CL-LAU-1', {
                '3-4': ['Enjoy listening to longer stories and can remember much of what happens'],
                '4-5': ['Listen carefully to rhymes and songs, paying attention to how they sound'],
              }),
            },
            {
              code: 'EYFS-CL-LAU-2',
              title:
                'Make comments about what they have heard and ask questions to clarify their understanding',
              keywords: [
                'asked a question',
                'asked why',
                'commented',
                'clarify',
                'wondered',
                'what does',
                'asked what',
              ],
              outcomes: outcomes('EYFS-CL-LAU-2', {
                '3-4': ['Understand a question or instruction that has two parts'],
                '4-5': [
                  'Ask questions to find out more and to check they understand what has been said to them',
                ],
              }),
            },
            {
              code: 'EYFS-CL-LAU-3',
              title:
                'Hold conversation when engaged in back-and-forth exchanges with their teacher and peers',
              keywords: [
                'conversation',
                'chatted',
                'back and forth',
                'talked with',
                'took turns talking',
                'replied',
              ],
              outcomes: [],
            },
          ],
        },
        {
          code: 'EYFS-CL-S',
          title: 'Speaking',
          competencies: [
            {
              code: 'EYFS-CL-S-1',
              title:
                'Participate in small group, class and one-to-one discussions, offering their own ideas, using recently introduced vocabulary',
              keywords: [
                'shared idea',
                'suggested',
                'discussion',
                'new word',
                'vocabulary',
                'contributed',
                'show and tell',
              ],
              outcomes: outcomes('EYFS-CL-S-1', {
                '3-4': ['Use a wider range of vocabulary'],
                '4-5': ['Learn new vocabulary', 'Use new vocabulary throughout the day'],
              }),
            },
            {
              code: 'EYFS-CL-S-2',
              title:
                'Offer explanations for why things might happen, making use of recently introduced vocabulary from stories, non-fiction, rhymes and poems when appropriate',
              keywords: ['explained', 'because', 'explanation', 'reason', 'might happen', 'why it'],
              outcomes: outcomes('EYFS-CL-S-2', {
                '3-4': [
                  'Use longer sentences of four to six words',
                  'Start a conversation with an adult or a friend and continue it for many turns',
                ],
                '4-5': ['Articulate their ideas and thoughts in well-formed sentences'],
              }),
            },
            {
              code: 'EYFS-CL-S-3',
              title:
                'Express their ideas and feelings about their experiences using full sentences, including use of past, present and future tenses and making use of conjunctions, with modelling and support from their teacher',
              keywords: [
                'full sentence',
                'told me about',
                'weekend',
                'yesterday',
                'going to',
                'described',
                'recounted',
              ],
              outcomes: outcomes('EYFS-CL-S-3', {
                '3-4': [
                  'Be able to express a point of view and to debate when they disagree with an adult or a friend, using words as well as actions',
                ],
                '4-5': [
                  'Connect one idea or action to another using a range of connectives',
                  'Describe events in some detail',
                ],
              }),
            },
          ],
        },
      ],
    },
    {
      code: 'EYFS-PSED',
      title: 'Personal, Social and Emotional Development',
      goals: [
        {
          code: 'EYFS-PSED-SR',
          title: 'Self-Regulation',
          competencies: [
            {
              code: 'EYFS-PSED-SR-1',
              title:
                'Show an understanding of their own feelings and those of others, and begin to regulate their behaviour accordingly',
              keywords: ['feelings', 'angry', 'sad', 'upset', 'calmed', 'frustrated', 'emotions', 'cross'],
              outcomes: outcomes('EYFS-PSED-SR-1', {
                '3-4': ['Talk about their feelings using words like "happy", "sad", "angry" or "worried"'],
                '4-5': ['Express their feelings and consider the feelings of others'],
              }),
            },
            {
              code: 'EYFS-PSED-SR-2',
              title:
                'Set and work towards simple goals, being able to wait for what they want and control their immediate impulses when appropriate',
              keywords: ['waited', 'wait', 'patient', 'goal', 'impulse', 'waited for turn', 'kept trying'],
              outcomes: outcomes('EYFS-PSED-SR-2', {
                '4-5': ['Set and work towards simple goals'],
              }),
            },
            {
              code: 'EYFS-PSED-SR-3',
              title:
                'Give focused attention to what the teacher says, responding appropriately even when engaged in activity, and show an ability to follow instructions involving several ideas or actions',
              keywords: [
                'instructions',
                'followed instructions',
                'focused',
                'paid attention',
                'stopped and listened',
                'tidy-up time',
              ],
              outcomes: [],
            },
          ],
        },
        {
          code: 'EYFS-PSED-MS',
          title: 'Managing Self',
          competencies: [
            {
              code: 'EYFS-PSED-MS-1',
              title:
                'Be confident to try new activities and show independence, resilience and perseverance in the face of challenge',
              keywords: [
                'confident',
                'tried',
                'independent',
                'independently',
                'persevered',
                'resilient',
                'did not give up',
                'challenge',
              ],
              outcomes: outcomes('EYFS-PSED-MS-1', {
                '3-4': [
                  'Select and use activities and resources, with help when needed',
                  'Develop their sense of responsibility and membership of a community',
                ],
                '4-5': ['Show resilience and perseverance in the face of challenge'],
              }),
            },
            {
              code: 'EYFS-PSED-MS-2',
              title: 'Explain the reasons for rules, know right from wrong and try to behave accordingly',
              keywords: [
                'rules',
                'right and wrong',
                'fair',
                'behaved',
                'behaviour',
                'reminded',
                'golden rules',
              ],
              outcomes: outcomes('EYFS-PSED-MS-2', {
                '3-4': ['Increasingly follow rules, understanding why they are important'],
              }),
            },
            {
              code: 'EYFS-PSED-MS-3',
              title:
                'Manage their own basic hygiene and personal needs, including dressing, going to the toilet and understanding the importance of healthy food choices',
              keywords: [
                'washed hands',
                'toilet',
                'coat',
                'dressed',
                'shoes',
                'zip',
                'healthy',
                'snack',
                'brushing teeth',
              ],
              outcomes: outcomes('EYFS-PSED-MS-3', {
                '3-4': [
                  'Be increasingly independent in meeting their own care needs, e.g. brushing teeth, using the toilet, washing and drying their hands thoroughly',
                ],
                '4-5': [
                  'Manage their own needs (personal hygiene)',
                  'Know and talk about the different factors that support their overall health and wellbeing',
                ],
              }),
            },
          ],
        },
        {
          code: 'EYFS-PSED-BR',
          title: 'Building Relationships',
          competencies: [
            {
              code: 'EYFS-PSED-BR-1',
              title: 'Work and play cooperatively and take turns with others',
              keywords: ['took turns', 'turn', 'shared', 'sharing', 'together', 'cooperatively', 'team'],
              outcomes: outcomes('EYFS-PSED-BR-1', {
                '3-4': ['Play with one or more other children, extending and elaborating play ideas'],
                '4-5': ['Think about the perspectives of others'],
              }),
            },
            {
              code: 'EYFS-PSED-BR-2',
              title: 'Form positive attachments to adults and friendships with peers',
              keywords: ['friend', 'friends', 'friendship', 'key person', 'played with', 'best friend'],
              outcomes: outcomes('EYFS-PSED-BR-2', {
                '4-5': ['Build constructive and respectful relationships'],
              }),
            },
            {
              code: 'EYFS-PSED-BR-3',
              title: "Show sensitivity to their own and to others' needs",
              keywords: [
                'kind',
                'comforted',
                'helped a friend',
                'noticed',
                'caring',
                'hugged',
                'asked if okay',
              ],
              outcomes: outcomes('EYFS-PSED-BR-3', {
                '3-4': ['Begin to understand how others might be feeling'],
              }),
            },
          ],
        },
      ],
    },
    {
      code: 'EYFS-PD',
      title: 'Physical Development',
      goals: [
        {
          code: 'EYFS-PD-GM',
          title: 'Gross Motor Skills',
          competencies: [
            {
              code: 'EYFS-PD-GM-1',
              title: 'Negotiate space and obstacles safely, with consideration for themselves and others',
              keywords: ['obstacle course', 'space', 'dodged', 'safely', 'avoided', 'around', 'steered'],
              outcomes: outcomes('EYFS-PD-GM-1', {
                '3-4': ['Match their developing physical skills to tasks and activities in the setting'],
                '4-5': [
                  'Confidently and safely use a range of large and small apparatus indoors and outside, alone and in a group',
                ],
              }),
            },
            {
              code: 'EYFS-PD-GM-2',
              title: 'Demonstrate strength, balance and coordination when playing',
              keywords: [
                'balance',
                'balanced',
                'beam',
                'coordination',
                'strength',
                'threw',
                'caught',
                'ball',
                'kicked',
              ],
              outcomes: outcomes('EYFS-PD-GM-2', {
                '3-4': [
                  'Continue to develop their movement, balancing, riding (scooters, trikes and bikes) and ball skills',
                ],
                '4-5': [
                  'Develop overall body strength, co-ordination, balance and agility',
                  'Develop confidence, competence, precision and accuracy when engaging in activities that involve a ball',
                ],
              }),
            },
            {
              code: 'EYFS-PD-GM-3',
              title: 'Move energetically, such as running, jumping, dancing, hopping, skipping and climbing',
              keywords: [
                'ran',
                'running',
                'jumped',
                'hopped',
                'skipped',
                'climbed',
                'climbing frame',
                'danced',
              ],
              outcomes: outcomes('EYFS-PD-GM-3', {
                '3-4': [
                  'Go up steps and stairs, or climb up apparatus, using alternate feet',
                  'Skip, hop, stand on one leg and hold a pose for a game like musical statues',
                ],
                '4-5': [
                  'Revise and refine the fundamental movement skills they have already acquired (rolling, crawling, walking, jumping, running, hopping, skipping, climbing)',
                ],
              }),
            },
          ],
        },
        {
          code: 'EYFS-PD-FM',
          title: 'Fine Motor Skills',
          competencies: [
            {
              code: 'EYFS-PD-FM-1',
              title:
                'Hold a pencil effectively in preparation for fluent writing – using the tripod grip in almost all cases',
              keywords: [
                'pencil',
                'tripod grip',
                'grip',
                'held the pencil',
                'pen',
                'mark making',
                'dominant hand',
              ],
              outcomes: outcomes('EYFS-PD-FM-1', {
                '3-4': [
                  'Use a comfortable grip with good control when holding pens and pencils',
                  'Show a preference for a dominant hand',
                ],
                '4-5': [
                  'Develop the foundations of a handwriting style which is fast, accurate and efficient',
                ],
              }),
            },
            {
              code: 'EYFS-PD-FM-2',
              title: 'Use a range of small tools, including scissors, paint brushes and cutlery',
              keywords: [
                'scissors',
                'cutting',
                'cut',
                'paintbrush',
                'cutlery',
                'knife and fork',
                'spoon',
                'tweezers',
              ],
              outcomes: outcomes('EYFS-PD-FM-2', {
                '3-4': [
                  'Use one-handed tools and equipment, for example, making snips in paper with scissors',
                ],
                '4-5': [
                  'Develop their small motor skills so that they can use a range of tools competently, safely and confidently',
                ],
              }),
            },
            {
              code: 'EYFS-PD-FM-3',
              title: 'Begin to show accuracy and care when drawing',
              keywords: ['drawing', 'drew', 'carefully drew', 'detail', 'accurate', 'colouring', 'outline'],
              outcomes: [],
            },
          ],
        },
      ],
    },
    {
      code: 'EYFS-L',
      title: 'Literacy',
      goals: [
        {
          code: 'EYFS-L-C',
          title: 'Comprehension',
          competencies: [
            {
              code: 'EYFS-L-C-1',
              title:
                'Demonstrate understanding of what has been read to them by retelling stories and narratives using their own words and recently introduced vocabulary',
              keywords: ['retold', 'retelling', 'story', 'own words', 'story map', 'what happened'],
              outcomes: outcomes('EYFS-L-C-1', {
                '4-5': [
                  'Re-read books to build up their confidence in word reading, their fluency and their understanding and enjoyment',
                ],
              }),
            },
            {
              code: 'EYFS-L-C-2',
              title: 'Anticipate (where appropriate) key events in stories',
              keywords: ['predicted', 'what happens next', 'guessed', 'anticipated', 'ending', 'next page'],
              outcomes: [],
            },
            {
              code: 'EYFS-L-C-3',
              title:
                'Use and understand recently introduced vocabulary during discussions about stories, non-fiction, rhymes and poems and during role-play',
              keywords: [
                'non-fiction',
                'role-play',
                'story words',
                'book talk',
                'vocabulary',
                'used the word',
              ],
              outcomes: outcomes('EYFS-L-C-3', {
                '3-4': ['Engage in extended conversations about stories, learning new vocabulary'],
              }),
            },
          ],
        },
        {
          code: 'EYFS-L-WR',
          title: 'Word Reading',
          competencies: [
            {
              code: 'EYFS-L-WR-1',
              title: 'Say a sound for each letter in the alphabet and at least 10 digraphs',
              keywords: ['phonics', 'letter sounds', 'sound', 'digraph', 'sh', 'ch', 'phoneme', 'grapheme'],
              outcomes: outcomes('EYFS-L-WR-1', {
                '3-4': [
                  'Develop their phonological awareness, so that they can spot and suggest rhymes, count or clap syllables, recognise words with the same initial sound',
                ],
                '4-5': ['Read individual letters by saying the sounds for them'],
              }),
            },
            {
              code: 'EYFS-L-WR-2',
              title: 'Read words consistent with their phonic knowledge by sound-blending',
              keywords: ['blended', 'blending', 'sounded out', 'decoded', 'cvc', 'read the word'],
              outcomes: outcomes('EYFS-L-WR-2', {
                '4-5': [
                  'Blend sounds into words, so that they can read short words made up of known letter-sound correspondences',
                ],
              }),
            },
            {
              code: 'EYFS-L-WR-3',
              title:
                'Read aloud simple sentences and books that are consistent with their phonic knowledge, including some common exception words',
              keywords: [
                'reading book',
                'read a sentence',
                'tricky words',
                'exception words',
                'read aloud',
                'decodable',
              ],
              outcomes: outcomes('EYFS-L-WR-3', {
                '4-5': [
                  'Read some letter groups that each represent one sound and say sounds for them',
                  "Read a few common exception words matched to the school's phonic programme",
                ],
              }),
            },
          ],
        },
        {
          code: 'EYFS-L-W',
          title: 'Writing',
          competencies: [
            {
              code: 'EYFS-L-W-1',
              title: 'Write recognisable letters, most of which are correctly formed',
              keywords: [
                'letter formation',
                'formed',
                'wrote letters',
                'wrote name',
                'name writing',
                'handwriting',
              ],
              outcomes: outcomes('EYFS-L-W-1', {
                '3-4': ['Write some or all of their name', 'Write some letters accurately'],
                '4-5': ['Form lower-case and capital letters correctly'],
              }),
            },
            {
              code: 'EYFS-L-W-2',
              title:
                'Spell words by identifying sounds in them and representing the sounds with a letter or letters',
              keywords: [
                'spelled',
                'spelling',
                'segmented',
                'sound buttons',
                'phonetically',
                'wrote the word',
              ],
              outcomes: outcomes('EYFS-L-W-2', {
                '4-5': ['Spell words by identifying the sounds and then writing the sound with letter/s'],
              }),
            },
            {
              code: 'EYFS-L-W-3',
              title: 'Write simple phrases and sentences that can be read by others',
              keywords: [
                'sentence',
                'caption',
                'label',
                'list',
                'wrote a sentence',
                'writing',
                'finger spaces',
              ],
              outcomes: outcomes('EYFS-L-W-3', {
                '3-4': ['Use some of their print and letter knowledge in their early writing'],
                '4-5': [
                  'Write short sentences with words with known sound-letter correspondences using a capital letter and full stop',
                  'Re-read what they have written to check that it makes sense',
                ],
              }),
            },
          ],
        },
      ],
    },
    {
      code: 'EYFS-M',
      title: 'Mathematics',
      goals: [
        {
          code: 'EYFS-M-N',
          title: 'Number',
          competencies: [
            {
              code: 'EYFS-M-N-1',
              title: 'Have a deep understanding of number to 10, including the composition of each number',
              keywords: [
                'number',
                'numbers',
                'counted',
                'how many',
                'numeral',
                'one more',
                'one less',
                'made ten',
              ],
              outcomes: outcomes('EYFS-M-N-1', {
                '3-4': [
                  "Know that the last number reached when counting a small set of objects tells you how many there are in total ('cardinal principle')",
                  'Link numerals and amounts, up to 5',
                ],
                '4-5': [
                  'Link the number symbol (numeral) with its cardinal number value',
                  'Explore the composition of numbers to 10',
                ],
              }),
            },
            {
              code: 'EYFS-M-N-2',
              title: 'Subitise (recognise quantities without counting) up to 5',
              keywords: [
                'subitise',
                'subitised',
                'without counting',
                'dice',
                'dot pattern',
                'spots',
                'at a glance',
              ],
              outcomes: outcomes('EYFS-M-N-2', {
                '3-4': [
                  "Develop fast recognition of up to 3 objects, without having to count them individually ('subitising')",
                ],
                '4-5': ['Subitise'],
              }),
            },
            {
              code: 'EYFS-M-N-3',
              title:
                'Automatically recall (without reference to rhymes, counting or other aids) number bonds up to 5 (including subtraction facts) and some number bonds to 10, including double facts',
              keywords: [
                'number bonds',
                'bonds to 10',
                'doubles',
                'double',
                'add',
                'take away',
                'part-whole',
                'makes 5',
              ],
              outcomes: outcomes('EYFS-M-N-3', {
                '3-4': [
                  'Show finger numbers up to 5',
                  'Solve real world mathematical problems with numbers up to 5',
                ],
                '4-5': ['Automatically recall number bonds for numbers 0–5 and some to 10'],
              }),
            },
          ],
        },
        {
          code: 'EYFS-M-NP',
          title: 'Numerical Patterns',
          competencies: [
            {
              code: 'EYFS-M-NP-1',
              title: 'Verbally count beyond 20, recognising the pattern of the counting system',
              keywords: [
                'count',
                'counting',
                'counted to',
                'beyond 20',
                'count on',
                'counted aloud',
                'teens',
              ],
              outcomes: outcomes('EYFS-M-NP-1', {
                '3-4': ['Recite numbers past 5', 'Say one number for each item in order: 1,2,3,4,5'],
                '4-5': ['Count objects, actions and sounds', 'Count beyond ten'],
              }),
            },
            {
              code: 'EYFS-M-NP-2',
              title:
                'Compare quantities up to 10 in different contexts, recognising when one quantity is greater than, less than or the same as the other quantity',
              keywords: [
                'more than',
                'fewer',
                'less than',
                'same as',
                'compared',
                'greater',
                'most',
                'equal',
              ],
              outcomes: outcomes('EYFS-M-NP-2', {
                '3-4': ["Compare quantities using language: 'more than', 'fewer than'"],
                '4-5': [
                  'Compare numbers',
                  "Understand the 'one more than/one less than' relationship between consecutive numbers",
                ],
              }),
            },
            {
              code: 'EYFS-M-NP-3',
              title:
                'Explore and represent patterns within numbers up to 10, including evens and odds, double facts and how quantities can be distributed equally',
              keywords: ['odd', 'even', 'evens', 'shared equally', 'equal groups', 'pairs', 'pattern'],
              outcomes: outcomes('EYFS-M-NP-3', {
                '3-4': [
                  'Extend and create ABAB patterns',
                  'Notice and correct an error in a repeating pattern',
                ],
                '4-5': ['Continue, copy and create repeating patterns'],
              }),
            },
          ],
        },
      ],
    },
    {
      code: 'EYFS-UW',
      title: 'Understanding the World',
      goals: [
        {
          code: 'EYFS-UW-PP',
          title: 'Past and Present',
          competencies: [
            {
              code: 'EYFS-UW-PP-1',
              title: 'Talk about the lives of the people around them and their roles in society',
              keywords: [
                'people who help us',
                'firefighter',
                'doctor',
                'nurse',
                'police',
                'jobs',
                'grandparents',
                'community',
              ],
              outcomes: outcomes('EYFS-UW-PP-1', {
                '3-4': ["Begin to make sense of their own life-story and family's history"],
                '4-5': ['Talk about members of their immediate family and community'],
              }),
            },
            {
              code: 'EYFS-UW-PP-2',
              title:
                'Know some similarities and differences between things in the past and now, drawing on their experiences and what has been read in class',
              keywords: ['past', 'long ago', 'old', 'new', 'when i was a baby', 'then and now', 'history'],
              outcomes: outcomes('EYFS-UW-PP-2', {
                '4-5': [
                  'Comment on images of familiar situations in the past',
                  'Compare and contrast characters from stories, including figures from the past',
                ],
              }),
            },
            {
              code: 'EYFS-UW-PP-3',
              title:
                'Understand the past through settings, characters and events encountered in books read in class and storytelling',
              keywords: [
                'once upon a time',
                'castle',
                'historical',
                'in the story',
                'old days',
                'characters from the past',
              ],
              outcomes: [],
            },
          ],
        },
        {
          code: 'EYFS-UW-PCC',
          title: 'People, Culture and Communities',
          competencies: [
            {
              code: 'EYFS-UW-PCC-1',
              title:
                'Describe their immediate environment using knowledge from observation, discussion, stories, non-fiction texts and maps',
              keywords: ['map', 'local area', 'walk', 'street', 'park', 'shops', 'where we live'],
              outcomes: outcomes('EYFS-UW-PCC-1', {
                '4-5': ['Draw information from a simple map'],
              }),
            },
            {
              code: 'EYFS-UW-PCC-2',
              title:
                'Know some similarities and differences between different religious and cultural communities in this country, drawing on their experiences and what has been read in class',
              keywords: [
                'festival',
                'celebration',
                'diwali',
                'eid',
                'christmas',
                'religion',
                'culture',
                'traditions',
              ],
              outcomes: outcomes('EYFS-UW-PCC-2', {
                '3-4': ['Continue developing positive attitudes about the differences between people'],
                '4-5': [
                  'Understand that some places are special to members of their community',
                  'Recognise that people have different beliefs and celebrate special times in different ways',
                ],
              }),
            },
            {
              code: 'EYFS-UW-PCC-3',
              title:
                'Explore some similarities and differences between life in this country and life in other countries, drawing on knowledge from stories, non-fiction texts and (when appropriate) maps',
              keywords: ['other countries', 'country', 'globe', 'world', 'different countries', 'languages'],
              outcomes: outcomes('EYFS-UW-PCC-3', {
                '3-4': [
                  'Know that there are different countries in the world and talk about the differences they have experienced or seen in photos',
                ],
                '4-5': [
                  'Recognise some similarities and differences between life in this country and life in other countries',
                ],
              }),
            },
          ],
        },
        {
          code: 'EYFS-UW-NW',
          title: 'The Natural World',
          competencies: [
            {
              code: 'EYFS-UW-NW-1',
              title:
                'Explore the natural world around them, making observations and drawing pictures of animals and plants',
              keywords: [
                'minibeasts',
                'insects',
                'snail',
                'worms',
                'leaves',
                'plants',
                'animals',
                'bug hunt',
                'nature',
              ],
              outcomes: outcomes('EYFS-UW-NW-1', {
                '3-4': [
                  'Use all their senses in hands-on exploration of natural materials',
                  'Plant seeds and care for growing plants',
                ],
                '4-5': ['Explore the natural world around them'],
              }),
            },
            {
              code: 'EYFS-UW-NW-2',
              title:
                'Know some similarities and differences between the natural world around them and contrasting environments, drawing on their experiences and what has been read in class',
              keywords: ['habitat', 'seaside', 'desert', 'forest', 'jungle', 'arctic', 'environment'],
              outcomes: outcomes('EYFS-UW-NW-2', {
                '3-4': [
                  'Begin to understand the need to respect and care for the natural environment and all living things',
                ],
                '4-5': ['Recognise some environments that are different to the one in which they live'],
              }),
            },
            {
              code: 'EYFS-UW-NW-3',
              title:
                'Understand some important processes and changes in the natural world around them, including the seasons and changing states of matter',
              keywords: ['seasons', 'melted', 'ice', 'froze', 'autumn', 'weather', 'grew', 'life cycle'],
              outcomes: outcomes('EYFS-UW-NW-3', {
                '3-4': [
                  'Explore how things work',
                  'Explore and talk about different forces they can feel',
                  'Talk about the differences between materials and changes they notice',
                ],
                '4-5': ['Understand the effect of changing seasons on the natural world around them'],
              }),
            },
          ],
        },
      ],
    },
    {
      code: 'EYFS-EAD',
      title: 'Expressive Arts and Design',
      goals: [
        {
          code: 'EYFS-EAD-CWM',
          title: 'Creating with Materials',
          competencies: [
            {
              code: 'EYFS-EAD-CWM-1',
              title:
                'Safely use and explore a variety of materials, tools and techniques, experimenting with colour, design, texture, form and function',
              keywords: [
                'painted',
                'collage',
                'junk modelling',
                'playdough',
                'colour mixing',
                'glue',
                'model',
                'materials',
              ],
              outcomes: outcomes('EYFS-EAD-CWM-1', {
                '3-4': [
                  'Explore different materials freely, in order to develop their ideas about how to use them and what to make',
                  'Explore colour and colour-mixing',
                ],
                '4-5': [
                  'Explore, use and refine a variety of artistic effects to express their ideas and feelings',
                ],
              }),
            },
            {
              code: 'EYFS-EAD-CWM-2',
              title: 'Share their creations, explaining the processes they have used',
              keywords: [
                'showed',
                'explained how',
                'shared their model',
                'talked about their picture',
                'described',
                'creation',
              ],
              outcomes: [],
            },
            {
              code: 'EYFS-EAD-CWM-3',
              title: 'Make use of props and materials when role-playing characters in narratives and stories',
              keywords: [
                'props',
                'dressing up',
                'costume',
                'role-play',
                'home corner',
                'pretended',
                'puppets',
              ],
              outcomes: outcomes('EYFS-EAD-CWM-3', {
                '3-4': [
                  'Take part in simple pretend play, using an object to represent something else even though they are not similar',
                ],
              }),
            },
          ],
        },
        {
          code: 'EYFS-EAD-BIE',
          title: 'Being Imaginative and Expressive',
          competencies: [
            {
              code: 'EYFS-EAD-BIE-1',
              title: 'Invent, adapt and recount narratives and stories with peers and their teacher',
              keywords: ['invented', 'made up a story', 'imagined', 'own story', 'small world', 'storyline'],
              outcomes: outcomes('EYFS-EAD-BIE-1', {
                '3-4': [
                  'Begin to develop complex stories using small world equipment like animal sets, dolls and dolls houses etc',
                ],
                '4-5': ['Develop storylines in their pretend play'],
              }),
            },
            {
              code: 'EYFS-EAD-BIE-2',
              title: 'Sing a range of well-known nursery rhymes and songs',
              keywords: ['sang', 'singing', 'song', 'nursery rhyme', 'rhymes', 'tune', 'pitch'],
              outcomes: outcomes('EYFS-EAD-BIE-2', {
                '3-4': [
                  'Remember and sing entire songs',
                  'Sing the pitch of a tone sung by another person (pitch match)',
                ],
                '4-5': [
                  'Sing in a group or on their own, increasingly matching the pitch and following the melody',
                ],
              }),
            },
            {
              code: 'EYFS-EAD-BIE-3',
              title:
                'Perform songs, rhymes, poems and stories with others, and (when appropriate) try to move in time with music',
              keywords: [
                'performed',
                'performance',
                'danced',
                'moved to music',
                'in time',
                'instruments',
                'beat',
                'shakers',
              ],
              outcomes: outcomes('EYFS-EAD-BIE-3', {
                '3-4': ['Play instruments with increasing control to express their feelings and ideas'],
                '4-5': [
                  'Listen attentively, move to and talk about music, expressing their feelings and responses',
                  'Explore and engage in music making and dance, performing solo or in groups',
                ],
              }),
            },
          ],
        },
      ],
    },
  ],
};
