import type { GlobalUnit } from './global-unit.js';

/** Lower KG (ages 4–5): longer projects, counting and sorting with purpose, first marks and letters. */
export const unitsForAges4To5: GlobalUnit[] = [
  {
    global_key: 'ncf-seeds-plants-4-5',
    unit: {
      title: 'From Seed to Plant',
      framework: 'ncf_fs_2022',
      age_band: '4-5',
      duration_days: 15,
      theme: 'Seeds and Plants',
      summary:
        'Three weeks of growing: children sort seeds, plant them, water and measure their shoots, and find out what plants need.',
      competencies: ['C-7.2', 'C-6.1', 'C-8.9', 'C-8.1', 'C-5.1', 'C-13.1'],
      learning_outcomes: [
        'Says that plants need water, light and soil to grow',
        'Compares two shoots and says which is taller',
        'Sorts seeds by size, colour or shape',
        'Waters and cares for the class plants on their day',
      ],
      activities: [
        {
          type: 'early_maths',
          title: 'Seed sorting',
          minutes: 20,
          description:
            'Sort a mix of beans, peas, sunflower and mustard seeds into egg boxes. Then find a second way to sort them.',
          materials: ['Mixed dry seeds', 'Egg boxes', 'Magnifying glasses'],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-8.1', 'C-2.1'],
        },
        {
          type: 'science_nature',
          title: 'Planting day',
          minutes: 30,
          description:
            'Each child fills a pot with soil, plants two bean seeds and labels it with their name mark.',
          materials: ['Pots or cut bottles', 'Soil', 'Bean seeds', 'Labels', 'Watering cans'],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'outdoor',
          competencies: ['C-7.2', 'C-1.4'],
        },
        {
          type: 'science_nature',
          title: 'Light and dark test',
          minutes: 15,
          description:
            'Put one pot in a cupboard and one by the window. Children predict, then check every two days and talk about what changed.',
          materials: ['Two planted pots', 'Picture record sheet'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-7.2', 'C-13.3'],
        },
        {
          type: 'early_maths',
          title: 'How tall is my shoot?',
          minutes: 15,
          description:
            'Measure shoots with paper strips or linking cubes each week and stick the strips in a row to compare.',
          materials: ['Paper strips', 'Linking cubes', 'Glue', 'Chart paper'],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-8.9', 'C-8.12'],
        },
        {
          type: 'outdoor',
          title: 'Garden care rota',
          minutes: 15,
          description:
            'Daily: the helpers of the day water, pull weeds and check for new leaves, and report at circle time.',
          materials: ['Watering cans', 'Small trowels', 'Gloves'],
          grouping: 'small_group',
          lead: 'child_initiated',
          setting: 'outdoor',
          competencies: ['C-5.1', 'C-6.1'],
        },
        {
          type: 'art',
          title: 'Leaf and flower prints',
          minutes: 20,
          description: 'Print with fallen leaves and flowers; compare the shapes and veins.',
          materials: ['Fallen leaves and flowers', 'Poster paint', 'Paper'],
          grouping: 'individual',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-12.1', 'C-2.1'],
        },
      ],
      differentiation: {
        support: 'Use large seeds and big pots; show each step with a picture card.',
        extend: 'Keep a drawing diary of one plant, one page a week, and count the leaves each time.',
      },
      assessment: [
        {
          what_to_observe: 'Predicts what will happen to the plant in the dark and explains the result',
          competency_code: 'C-7.2',
        },
        {
          what_to_observe: 'Compares lengths with strips and uses "taller", "shorter"',
          competency_code: 'C-8.9',
        },
        {
          what_to_observe: 'Remembers and carries out their care job over several days',
          competency_code: 'C-13.1',
        },
      ],
      home_link:
        'Soak a few chickpeas or moong overnight and watch them sprout on a damp cloth. Send us a drawing of what you saw.',
    },
  },
  {
    global_key: 'ncf-community-helpers-4-5',
    unit: {
      title: 'People Who Help Us',
      framework: 'ncf_fs_2022',
      age_band: '4-5',
      duration_days: 10,
      theme: 'Community Helpers',
      summary:
        'Who keeps our neighbourhood going? Children meet and play the roles of the vegetable seller, doctor, postal worker, sweeper and bus driver, and find out how to ask for help.',
      competencies: ['C-4.5', 'C-9.3', 'C-1.6', 'C-8.11', 'C-12.2'],
      learning_outcomes: [
        'Names helpers in the community and what they do',
        'Asks a visitor a question and listens to the answer',
        'Knows whom to ask for help when lost or hurt',
      ],
      activities: [
        {
          type: 'circle_time',
          title: 'A visitor at school',
          minutes: 20,
          description:
            'A helper (the school guard, a nurse, a parent who is a postal worker) visits. Children prepare questions the day before.',
          materials: ['Question cards the children made'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-9.3', 'C-4.3'],
        },
        {
          type: 'pretend_play',
          title: 'The vegetable shop',
          minutes: 25,
          description:
            'A market stall with real vegetables and paper money; children sell and buy, counting coins.',
          materials: ['Vegetables', 'Baskets', 'Paper coins and notes', 'A toy scale'],
          grouping: 'small_group',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-8.11', 'C-4.4'],
        },
        {
          type: 'pretend_play',
          title: 'Clinic corner',
          minutes: 20,
          description:
            'A doctor’s clinic with a toy stethoscope, bandages and a waiting area; children take turns as doctor, nurse and patient.',
          materials: ['Toy doctor’s kit', 'Bandages', 'Chairs'],
          grouping: 'small_group',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-12.2', 'C-4.6'],
        },
        {
          type: 'outdoor',
          title: 'Neighbourhood walk',
          minutes: 30,
          description:
            'A short walk to spot helpers at work: the shopkeeper, the traffic police, the sweeper. Wave and say thank you.',
          materials: ['Picture checklist', 'Extra adults for the walk'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'outdoor',
          competencies: ['C-1.5', 'C-4.5'],
        },
        {
          type: 'circle_time',
          title: 'If I am lost',
          minutes: 15,
          description:
            'Act out being lost at a market: stay where you are, find a helper, say your name and your parent’s name.',
          materials: ['Picture cards of safe helpers'],
          grouping: 'whole_class',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-1.6'],
        },
      ],
      differentiation: {
        support:
          'Give the child a role with few words (the customer who points); practise their name and a parent’s name with a card.',
        extend: 'Make price labels for the shop and work out the change with coins.',
      },
      assessment: [
        { what_to_observe: 'Asks a relevant question and responds to the answer', competency_code: 'C-9.3' },
        { what_to_observe: 'Uses coins to "pay" and counts them out', competency_code: 'C-8.11' },
        { what_to_observe: 'Says what to do and whom to ask when lost', competency_code: 'C-1.6' },
      ],
      home_link:
        'When you shop, let your child hand over the money and say thank you. Practise their full name and your phone number as a song.',
    },
  },
  {
    global_key: 'ncf-shapes-4-5',
    unit: {
      title: 'Shapes Around Us',
      framework: 'ncf_fs_2022',
      age_band: '4-5',
      duration_days: 10,
      theme: 'Shapes Around Us',
      summary:
        'Circles in chapatis, squares in windows, triangles in roofs: children find, build and describe shapes, and make patterns with them.',
      competencies: ['C-8.8', 'C-8.2', 'C-8.12', 'C-3.3', 'C-12.1'],
      learning_outcomes: [
        'Names circle, square, triangle and rectangle',
        'Finds shapes in the classroom and outside',
        'Continues a pattern of two or three shapes',
        'Uses words like "corner", "side", "round" and "straight"',
      ],
      activities: [
        {
          type: 'early_maths',
          title: 'Shape feely bag',
          minutes: 15,
          description:
            'Feel a shape in the bag without looking; describe it ("it has corners") before pulling it out.',
          materials: ['Cloth bag', 'Wooden shapes'],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-8.8', 'C-2.5'],
        },
        {
          type: 'outdoor',
          title: 'Shape hunt with cameras',
          minutes: 20,
          description:
            'Pairs hunt for shapes around the school and photograph or draw them; share at circle.',
          materials: ['A tablet or old camera', 'Clipboards'],
          grouping: 'pairs',
          lead: 'child_initiated',
          setting: 'outdoor',
          competencies: ['C-8.8', 'C-7.3'],
        },
        {
          type: 'construction',
          title: 'Stick shapes',
          minutes: 20,
          description: 'Make shapes with ice-cream sticks and clay joints; count sides and corners.',
          materials: ['Ice-cream sticks', 'Clay'],
          grouping: 'individual',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-3.3', 'C-8.12'],
        },
        {
          type: 'art',
          title: 'Rangoli patterns',
          minutes: 25,
          description:
            'Make a repeating pattern of shapes with cut paper or chalk, in the manner of a rangoli border.',
          materials: ['Coloured paper shapes', 'Chalk', 'Glue'],
          grouping: 'small_group',
          lead: 'child_initiated',
          setting: 'indoor',
          competencies: ['C-8.2', 'C-12.1'],
        },
        {
          type: 'music_movement',
          title: 'Make a shape with your body',
          minutes: 10,
          description:
            'In threes, children lie on the floor to make a triangle; in fours a square; everyone a circle.',
          materials: [],
          grouping: 'small_group',
          lead: 'adult_led',
          setting: 'indoor',
          competencies: ['C-4.4', 'C-3.2'],
        },
      ],
      differentiation: {
        support: 'Begin with circle and square only; match a shape to its outline before naming.',
        extend: 'Make a new pattern rule (ABB, ABC) and ask a friend to continue it.',
      },
      assessment: [
        { what_to_observe: 'Names and describes a shape by its sides and corners', competency_code: 'C-8.8' },
        { what_to_observe: 'Continues and creates a repeating pattern', competency_code: 'C-8.2' },
      ],
      home_link:
        'Go on a shape hunt at home: the clock, the door, a roti, a slice of bread. Which shape did you find most?',
    },
  },
];
