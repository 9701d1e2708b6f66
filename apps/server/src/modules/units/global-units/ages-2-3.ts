import type { GlobalUnit } from './global-unit.js';

/** Playgroup (ages 2–3): short blocks, lots of senses and repetition, adults close by. */
export const unitsForAges2To3: GlobalUnit[] = [
  {
    global_key: 'ncf-water-2-3',
    unit: {
      title: 'Splash! Playing with Water',
      framework: 'ncf_fs_2022',
      age_band: '2-3',
      duration_days: 5,
      theme: 'Water',
      summary:
        'A week of pouring, floating, washing and splashing. Toddlers feel water warm and cool, see what sinks and what floats, and help keep themselves and their toys clean.',
      competencies: ['C-2.5', 'C-7.2', 'C-1.2', 'C-3.3', 'C-9.1'],
      learning_outcomes: [
        'Says or signs "wet", "dry", "cold" and "warm" while playing',
        'Pours water from one container to another with two hands',
        'Notices that some things stay on top of the water and some go down',
        'Washes and dries hands with a little help',
      ],
      activities: [
        {
          type: 'circle_time',
          title: 'Water song and the feely bowls',
          minutes: 10,
          description:
            'Sing a short water song with actions (rain falling, waves, splashing). Pass round two bowls, one of cool and one of lukewarm water, and name how each feels.',
          materials: ['Two shallow bowls', 'Cool and lukewarm water', 'Small towel'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-2.5', 'C-9.1'],
        },
        {
          type: 'sensory',
          title: 'Pouring station',
          minutes: 20,
          description:
            'A low water tray with cups, jugs, funnels and sieves. Children fill and empty freely; the adult describes what they do ("full", "empty", "it is running out").',
          materials: ['Water tray', 'Plastic cups and jugs', 'Funnels', 'Sieves', 'Aprons', 'Floor mat'],
          grouping: 'small_group',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-3.3', 'C-2.5'],
        },
        {
          type: 'science_nature',
          title: 'Float or sink?',
          minutes: 15,
          description:
            'Drop one object at a time into a clear tub: a leaf, a stone, a cork, a spoon, a sponge. Children guess with a thumbs up (floats) or down (sinks), then watch.',
          materials: ['Clear tub of water', 'Leaf', 'Pebble', 'Cork', 'Metal spoon', 'Sponge'],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-7.2'],
        },
        {
          type: 'outdoor',
          title: 'Painting the wall with water',
          minutes: 20,
          description:
            'Outside, children "paint" walls, steps and tree trunks with big brushes and buckets of water, and watch their marks dry in the sun.',
          materials: ['Small buckets', 'Wide paint brushes', 'Sponges'],
          grouping: 'individual',
          lead: 'child_initiated',
          setting: 'outdoor',
          competencies: ['C-7.2', 'C-3.3'],
        },
        {
          type: 'other',
          title: 'Doll bath time',
          minutes: 15,
          description:
            'Children wash dolls and toy animals with soap and water, then dry them, and wash their own hands after, singing the hand-washing rhyme.',
          materials: ['Baby dolls', 'Washable toy animals', 'Basins', 'Mild soap', 'Small towels'],
          grouping: 'pairs',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-1.2', 'C-4.6'],
        },
      ],
      differentiation: {
        support:
          'Offer a child who dislikes getting wet a cup and spoon at the edge of the tray, or a sealed water bottle with glitter to shake. Keep words few and repeat them.',
        extend:
          'Ask "what will happen if…?" before each pour; add coloured water and clear bottles so children can compare how full each is.',
      },
      assessment: [
        {
          what_to_observe: 'Uses two hands to pour with little spilling; adjusts the jug as it empties',
          competency_code: 'C-3.3',
        },
        {
          what_to_observe: 'Shows surprise or makes a guess about whether an object will float',
          competency_code: 'C-7.2',
        },
        { what_to_observe: 'Starts hand-washing without a reminder after play', competency_code: 'C-1.2' },
      ],
      home_link:
        'At bath time, give your child two cups and a small toy. Say together what floats and what sinks, and let them pour water over their own hands.',
    },
  },
  {
    global_key: 'ncf-colours-2-3',
    unit: {
      title: 'Colours All Around',
      framework: 'ncf_fs_2022',
      age_band: '2-3',
      duration_days: 5,
      theme: 'Colours',
      summary:
        'One colour at a time, the class hunts, mixes, sorts and wears colours. Toddlers match and begin to name red, yellow and blue, and enjoy making colour with their hands.',
      competencies: ['C-2.1', 'C-12.1', 'C-8.1', 'C-9.7'],
      learning_outcomes: [
        'Matches objects of the same colour',
        'Names at least one colour in their home language',
        'Mixes two colours with hands or brushes and notices the new colour',
      ],
      activities: [
        {
          type: 'circle_time',
          title: 'Colour of the day basket',
          minutes: 10,
          description:
            'A basket of everyday things of one colour (a red cup, apple, sock, block). Each child takes one, holds it up, and the group names the colour together.',
          materials: ['A basket', 'Six to eight everyday objects of one colour'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-2.1', 'C-9.7'],
        },
        {
          type: 'early_maths',
          title: 'Colour sorting trays',
          minutes: 15,
          description:
            'Children drop big beads and bottle caps into trays lined with red, yellow and blue paper. The adult asks "where does this one go?"',
          materials: ['Three trays', 'Red, yellow and blue paper', 'Large beads', 'Bottle caps'],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-8.1', 'C-2.1'],
        },
        {
          type: 'art',
          title: 'Squish and mix bags',
          minutes: 15,
          description:
            'Two blobs of paint sealed in a zip bag taped to the table. Children squish them together and see a new colour appear, without mess.',
          materials: ['Zip-lock bags', 'Poster paint in primary colours', 'Masking tape'],
          grouping: 'individual',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-12.1', 'C-2.1'],
        },
        {
          type: 'outdoor',
          title: 'Colour hunt in the garden',
          minutes: 20,
          description:
            'Each child carries a coloured card and looks for something in the garden of the same colour: a flower, a leaf, a ball, a painted pot.',
          materials: ['Coloured cards on string'],
          grouping: 'pairs',
          lead: 'child_initiated',
          setting: 'outdoor',
          competencies: ['C-2.1', 'C-13.3'],
        },
        {
          type: 'music_movement',
          title: 'Scarf dance',
          minutes: 10,
          description:
            'Children dance with coloured scarves; when the music stops the adult calls a colour and the children with that colour wave high.',
          materials: ['Coloured scarves', 'Music player'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-12.2', 'C-3.2'],
        },
      ],
      differentiation: {
        support: 'Offer only two colours at first; point and name rather than ask.',
        extend: 'Introduce shades ("light blue, dark blue") and invite the child to find the lighter one.',
      },
      assessment: [
        {
          what_to_observe: 'Puts objects of the same colour together without help',
          competency_code: 'C-2.1',
        },
        {
          what_to_observe: 'Chooses and explores paint or mixing bags with interest',
          competency_code: 'C-12.1',
        },
      ],
      home_link:
        'Choose a colour of the day at home and find three things of that colour together: at breakfast, in the cupboard, on a walk.',
    },
  },
  {
    global_key: 'ncf-stories-rhymes-2-3',
    unit: {
      title: 'Rhyme Time and Picture Books',
      framework: 'ncf_fs_2022',
      age_band: '2-3',
      duration_days: 10,
      theme: 'Stories and Rhymes',
      summary:
        'Two weeks of favourite rhymes, finger plays and sturdy picture books, repeated until children join in, turn pages and point to what they know.',
      competencies: ['C-9.1', 'C-10.2', 'C-10.9', 'C-12.2', 'C-9.7'],
      learning_outcomes: [
        'Joins in with actions or words of two or three familiar rhymes',
        'Holds a book the right way up and turns pages one at a time',
        'Points to and names pictures in a familiar book',
      ],
      activities: [
        {
          type: 'circle_time',
          title: 'Rhyme of the week with finger play',
          minutes: 10,
          description:
            'Sing the week’s rhyme slowly with hand actions, then again faster and softer. Leave the last word of a line for the children to fill in.',
          materials: ['Rhyme card with pictures', 'Finger puppets'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-9.1', 'C-12.2'],
        },
        {
          type: 'story',
          title: 'Lap reading in the book corner',
          minutes: 15,
          description:
            'An adult reads a board book with two or three children at a time, letting them hold it, turn pages and point. Ask "where is the…?"',
          materials: ['Board books', 'Cushions', 'A low book shelf'],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-10.2', 'C-9.7'],
        },
        {
          type: 'pretend_play',
          title: 'Story basket',
          minutes: 15,
          description:
            'A basket with toys from a favourite story. Children pick the toys up and act bits of the story, with the adult narrating and pausing.',
          materials: ['Basket', 'Soft toys matching a picture book', 'The picture book'],
          grouping: 'small_group',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-9.5', 'C-12.2'],
        },
        {
          type: 'music_movement',
          title: 'Shakers and rhymes',
          minutes: 10,
          description: 'Shake bottle shakers loud and soft, fast and slow, to the rhymes the children know.',
          materials: ['Bottle shakers filled with rice or lentils (sealed)'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-2.3', 'C-9.1'],
        },
        {
          type: 'free_play',
          title: 'Book basket under the tree',
          minutes: 20,
          description:
            'A mat and a basket of books outside. Children browse on their own; an adult sits nearby to read on request.',
          materials: ['Outdoor mat', 'Book basket'],
          grouping: 'individual',
          lead: 'child_initiated',
          setting: 'outdoor',
          competencies: ['C-10.9'],
        },
      ],
      differentiation: {
        support: 'Use books with one big picture a page; offer a puppet to a child who is shy to sing.',
        extend: 'Ask the child to "read" a familiar book to a toy or a friend, turning the pages.',
      },
      assessment: [
        { what_to_observe: 'Joins the actions or the last word of a rhyme', competency_code: 'C-9.1' },
        {
          what_to_observe: 'Turns pages from front to back and points to pictures',
          competency_code: 'C-10.2',
        },
        { what_to_observe: 'Chooses a book and looks at it alone', competency_code: 'C-10.9' },
      ],
      home_link:
        'Sing the rhyme of the week at bedtime and stop before the last word: let your child finish it. Visit the library or a book stall and let them choose a book.',
    },
  },
];
