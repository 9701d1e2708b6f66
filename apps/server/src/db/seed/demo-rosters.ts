// The demo classes' children, in a module of its own (no imports) so the test run's log scan
// can read them outside the server's module graph.

const nurseryA = [
  'Aarav Sharma',
  'Aarav Patel',
  'Diya Menon',
  'Kabir Iyer',
  'Maya Fernandes',
  'Riya Gupta',
  'Vihaan Reddy',
  'Ananya Das',
  'Ishaan Khan',
  'Sara Ali',
  'Zoya Siddiqui',
  'Arjun Nair',
  'Myra Kapoor',
  'Reyansh Joshi',
  'Aditi Rao',
  'Omar Haddad',
  'Leah Cohen',
  'Noah Thomas',
  'Saanvi Bose',
  'Krish Malhotra',
];
const playgroupB = [
  'Anaya Sharma',
  'Dev Mehta',
  'Tara Singh',
  'Yusuf Qureshi',
  'Nila Pillai',
  "Ethan D'Souza",
  'Mira Chatterjee',
  'Advik Jain',
  'Ira Banerjee',
  'Rohan Verma',
  'Noor Hassan',
  'Avni Kulkarni',
];
const butterflies = [
  'Kiara Menon',
  'Aryan Bhat',
  'Fatima Sheikh',
  'Luca Rossi',
  'Ishita Ghosh',
  'Samuel George',
  'Pari Desai',
  'Vivaan Chawla',
];
const mapleSprouts = ['Aisha Khan', 'Rudra Hegde', 'Meher Gill', 'Tanvi Shetty', 'Kian Dsouza', 'Zara Mirza'];
/** The demo classes' children by full name; the assistant's engine tests and bench use the same roster. */
export const demoClassRosters = { nurseryA, playgroupB, butterflies, mapleSprouts } as const;
