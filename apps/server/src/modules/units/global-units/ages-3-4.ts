import type { GlobalUnit } from './global-unit.js';

/** Nursery (ages 3–4): children begin to play together, talk about themselves and ask why. */
export const unitsForAges3To4: GlobalUnit[] = [
  {
    global_key: 'ncf-my-family-3-4',
    unit: {
      title: 'My Family and Me',
      framework: 'ncf_fs_2022',
      age_band: '3-4',
      duration_days: 10,
      theme: 'My Family',
      summary:
        'Children talk about who lives with them, what they do together and how families differ. Photos, role play and a class family tree help every child feel they belong.',
      competencies: ['C-4.1', 'C-9.3', 'C-4.7', 'C-12.1', 'C-8.3'],
      learning_outcomes: [
        'Names the people in their family and says one thing they do together',
        'Listens while a friend talks about their family',
        'Understands that families are different sizes and shapes',
      ],
      activities: [
        {
          type: 'circle_time',
          title: 'Family photo share',
          minutes: 15,
          description:
            'Two or three children a day show a family photo brought from home and say who is in it. Others may ask one question each.',
          materials: ['Family photos from home (or drawings)', 'A talking stick'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-4.1', 'C-9.3'],
        },
        {
          type: 'pretend_play',
          title: 'Home corner: cooking for the family',
          minutes: 25,
          description:
            'The home corner becomes a family kitchen with roles (cook, baby, grandparent, guest). Adults join as a visitor and follow the children’s lead.',
          materials: ['Toy kitchen', 'Pots and pans', 'Dolls', 'Dress-up clothes', 'Play food'],
          grouping: 'small_group',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-4.3', 'C-4.4'],
        },
        {
          type: 'art',
          title: 'My family portrait',
          minutes: 20,
          description:
            'Children draw or collage the people at home; the adult writes the names they say beside each figure.',
          materials: ['Paper', 'Crayons', 'Fabric scraps', 'Glue sticks'],
          grouping: 'individual',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-12.1', 'C-12.3'],
        },
        {
          type: 'early_maths',
          title: 'How many at home?',
          minutes: 15,
          description:
            'Each child counts the people in their portrait and puts that many pegs on a card. Compare: who has more, who has the same.',
          materials: ['Clothes pegs', 'Cards with each child’s name'],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-8.3', 'C-8.12'],
        },
        {
          type: 'story',
          title: 'Stories of many families',
          minutes: 15,
          description:
            'Read picture books showing different families: with grandparents, one parent, many cousins, adopted children. Ask "who lives in your home?"',
          materials: ['Picture books about different families'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-4.7', 'C-9.5'],
        },
        {
          type: 'outdoor',
          title: 'Family games from home',
          minutes: 20,
          description:
            'Play a game a family member taught a child (a clapping game, a chasing game) in the yard.',
          materials: ['Chalk', 'Soft ball'],
          grouping: 'whole_class',
          lead: 'child_initiated',
          setting: 'outdoor',
          competencies: ['C-3.2', 'C-12.5'],
        },
      ],
      differentiation: {
        support:
          'Be gentle with children whose family situation is changing; let them choose a toy family instead of their own. Offer photo cards to point at instead of talking.',
        extend: 'Invite the child to tell a short story about a day with their family, in order.',
      },
      assessment: [
        { what_to_observe: 'Names family members and their relationship to them', competency_code: 'C-4.1' },
        { what_to_observe: 'Takes turns to speak and answers a friend’s question', competency_code: 'C-9.3' },
        {
          what_to_observe: 'Says something kind or curious about another child’s family',
          competency_code: 'C-4.7',
        },
      ],
      home_link:
        'Look at old family photos together and tell your child one story from when you were little. Send in a photo for our family wall.',
    },
  },
  {
    global_key: 'ncf-animals-3-4',
    unit: {
      title: 'Animal Friends',
      framework: 'ncf_fs_2022',
      age_band: '3-4',
      duration_days: 10,
      theme: 'Animals',
      summary:
        'Animals near school and far away: how they move, what they eat, the sounds they make, and how we take care of them.',
      competencies: ['C-6.1', 'C-7.1', 'C-3.2', 'C-2.3', 'C-4.6'],
      learning_outcomes: [
        'Names five animals and the sounds they make',
        'Moves like different animals (hop, crawl, stretch, waddle)',
        'Sorts animals by where they live or how they move',
        'Shows care when near a living creature',
      ],
      activities: [
        {
          type: 'circle_time',
          title: 'Whose sound is this?',
          minutes: 10,
          description: 'Play or make animal sounds; children guess the animal and show its picture.',
          materials: ['Animal picture cards', 'Recorded animal sounds'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-2.3', 'C-9.7'],
        },
        {
          type: 'music_movement',
          title: 'Animal walk',
          minutes: 15,
          description:
            'Move across the room as a frog, elephant, snake, crab and bird. Change tempo with a drum: slow for the elephant, quick for the mouse.',
          materials: ['Hand drum'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-3.2', 'C-12.2'],
        },
        {
          type: 'early_maths',
          title: 'Land, water or sky?',
          minutes: 15,
          description:
            'Sort toy animals onto three mats (brown for land, blue for water, white for sky); talk about the ones that fit two.',
          materials: ['Toy animals', 'Three coloured mats'],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-7.1', 'C-8.1'],
        },
        {
          type: 'science_nature',
          title: 'Minibeast watch',
          minutes: 20,
          description:
            'With magnifying glasses, look under leaves and stones for ants, snails and worms. Watch without touching; put each stone back gently.',
          materials: ['Magnifying glasses', 'Clipboards with drawing paper'],
          grouping: 'small_group',
          lead: 'child_initiated',
          setting: 'outdoor',
          competencies: ['C-6.1', 'C-13.3'],
        },
        {
          type: 'cooking',
          title: 'Feeding the birds',
          minutes: 15,
          description:
            'Mix grains in a bowl and fill shallow dishes for birds; set out a water dish and watch from the window each day.',
          materials: ['Millet and broken rice', 'Shallow clay dishes', 'Water'],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'outdoor',
          competencies: ['C-4.6', 'C-5.1'],
        },
      ],
      differentiation: {
        support:
          'Use real toys more than pictures; let a child who is afraid of insects watch from a distance with a friend.',
        extend: 'Ask the child to find an animal that fits two groups and explain why.',
      },
      assessment: [
        {
          what_to_observe: 'Handles or watches creatures gently and reminds others to be careful',
          competency_code: 'C-6.1',
        },
        { what_to_observe: 'Explains why an animal goes in a group', competency_code: 'C-7.1' },
        { what_to_observe: 'Changes movement to match the drum’s tempo', competency_code: 'C-3.2' },
      ],
      home_link:
        'On a walk, count the animals and birds you see. Put out a small dish of water for birds on a balcony or step.',
    },
  },
  {
    global_key: 'ncf-our-bodies-3-4',
    unit: {
      title: 'Our Amazing Bodies',
      framework: 'ncf_fs_2022',
      age_band: '3-4',
      duration_days: 5,
      theme: 'Our Bodies',
      summary:
        'Children name body parts, discover what their senses tell them, practise washing and eating well, and notice how their hearts beat after running.',
      competencies: ['C-1.2', 'C-1.1', 'C-2.6', 'C-3.4', 'C-4.2'],
      learning_outcomes: [
        'Names the main parts of the body',
        'Washes hands properly before eating',
        'Says how their body feels after running and after resting',
        'Names a feeling and shows it on their face',
      ],
      activities: [
        {
          type: 'music_movement',
          title: 'Head, shoulders and more',
          minutes: 10,
          description:
            'A body-parts action song in the children’s languages, then a version that adds elbows, ankles and chin.',
          materials: [],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-9.1', 'C-3.1'],
        },
        {
          type: 'sensory',
          title: 'Five senses trays',
          minutes: 20,
          description:
            'Stations to smell (spices in covered cups), touch (feely bag), listen (sound jars), look (kaleidoscope) and taste (fruit pieces).',
          materials: [
            'Covered spice cups',
            'Feely bag with objects',
            'Sound jars',
            'Kaleidoscope',
            'Fruit pieces',
          ],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-2.6', 'C-2.4'],
        },
        {
          type: 'outdoor',
          title: 'Run, stop, feel your heart',
          minutes: 15,
          description:
            'Run to the tree and back, then put a hand on the chest: fast or slow? Rest in the shade and feel it again.',
          materials: [],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'outdoor',
          competencies: ['C-3.4', 'C-7.2'],
        },
        {
          type: 'snack',
          title: 'Rainbow plate snack',
          minutes: 20,
          description:
            'Children help wash their hands and the fruit, then choose one piece of each colour for their plate. Talk about food that helps us grow.',
          materials: ['Seasonal fruit and vegetables', 'Plates', 'Soap and water'],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-1.1', 'C-1.2'],
        },
        {
          type: 'circle_time',
          title: 'Feelings faces',
          minutes: 10,
          description:
            'Look into a mirror and make happy, sad, cross and surprised faces. What makes your body feel calm again?',
          materials: ['Hand mirrors', 'Feelings picture cards'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-4.2'],
        },
      ],
      differentiation: {
        support: 'Show the hand-washing steps as pictures at the sink; give two feelings to choose from.',
        extend: 'Trace round a child’s body on paper and let them label the parts with an adult’s help.',
      },
      assessment: [
        { what_to_observe: 'Washes hands in the right steps without reminders', competency_code: 'C-1.2' },
        { what_to_observe: 'Uses two senses together to describe an object', competency_code: 'C-2.6' },
        { what_to_observe: 'Names a feeling and a way to calm down', competency_code: 'C-4.2' },
      ],
      home_link:
        'Make hand-washing a game: sing a song that lasts 20 seconds. At dinner, name the colours on the plate.',
    },
  },
  {
    global_key: 'ncf-kindness-3-4',
    unit: {
      title: 'Kindness Counts',
      framework: 'ncf_fs_2022',
      age_band: '3-4',
      duration_days: 5,
      theme: 'Kindness',
      summary:
        'Small acts of kindness, seen and named: sharing, helping, saying sorry, caring for plants and for the classroom.',
      competencies: ['C-4.6', 'C-4.4', 'C-5.1', 'C-13.4', 'C-4.7'],
      learning_outcomes: [
        'Offers help to a friend or an adult',
        'Takes turns and shares materials in a small group',
        'Helps to tidy and care for the classroom',
      ],
      activities: [
        {
          type: 'story',
          title: 'A story about helping',
          minutes: 15,
          description:
            'Read a picture book in which a character helps another. Pause: how does each one feel? What would you do?',
          materials: ['A picture book about helping'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-9.5', 'C-4.7'],
        },
        {
          type: 'construction',
          title: 'Build it together',
          minutes: 20,
          description:
            'Pairs share one box of blocks to build one tower or house; each adds a block in turn.',
          materials: ['Wooden blocks'],
          grouping: 'pairs',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-4.4', 'C-3.3'],
        },
        {
          type: 'other',
          title: 'Classroom helpers',
          minutes: 15,
          description:
            'Children choose a job from the helper chart: water the plants, set out mats, hand out snacks, tidy the book corner.',
          materials: ['Helper chart with picture jobs', 'Watering can', 'Cloths'],
          grouping: 'individual',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-5.1', 'C-1.3'],
        },
        {
          type: 'circle_time',
          title: 'The kindness jar',
          minutes: 10,
          description:
            'At the end of each day, children say a kind thing they saw; a pebble goes into the jar for each.',
          materials: ['A clear jar', 'Pebbles'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-4.6', 'C-13.4'],
        },
      ],
      differentiation: {
        support:
          'Model the words: "Can I help?", "Your turn", "Sorry". Pair a child with a confident friend.',
        extend: 'Ask the child to plan a kind surprise for another class (a card, a song).',
      },
      assessment: [
        { what_to_observe: 'Helps or comforts another child without being asked', competency_code: 'C-4.6' },
        { what_to_observe: 'Shares the blocks and takes turns in the pair', competency_code: 'C-4.4' },
        { what_to_observe: 'Finishes a classroom job they chose', competency_code: 'C-5.1' },
      ],
      home_link:
        'Give your child a small real job at home (laying spoons, watering a plant) and thank them for it by name.',
    },
  },
];
