/**
 * Everyday English words that sit one letter or a prefix away from a child's name ("park" and
 * Pari, "lead" and Leah, "may" and Maya). They are never read as a misspelt or shortened name,
 * only as themselves; an exact first name still always matches.
 */
export const commonWords = new Set(
  `a about after again all also am an and any are around as at away back be because been before being
  best big both but by came can class come could dad day days did do does done down each early else even
  every fat few find for from fun gave get gets girl give go going good got great had has have he her here
  him his home how i if in into is it its just keep kid kids kind know last late lead lean leap let like
  little look lot lots lunch made make many mark may me meter more morning most mum must my name new
  next nice nil no noon nor not now of off on once one only or other our out over par park part pair
  play please put rain rest said same sand sari saw say see she show sick so some still such take tan tar
  tell than that the their them then there these they this those time to today told too took try two up
  us very want was we well went were what when where which while who why will with without would year
  yes yet you your advice sample simple ready really reading riding friend finished family`.split(/\s+/),
);
