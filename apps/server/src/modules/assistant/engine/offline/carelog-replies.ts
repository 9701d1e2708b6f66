import type { CarelogToolEntry } from '@cue/contracts';
import { listNames } from './draft-answer.js';

/**
 * What the care log and journal agents say (English; decision 046 leaves Arabic and Hebrew
 * replies for the next round, as the other agents' tables grew).
 */

const kindLabels: Record<CarelogToolEntry['kind'], string> = {
  meal: 'meal',
  drink: 'drink',
  nap: 'nap',
  nappy: 'nappy change',
  mood: 'mood',
  temperature: 'temperature',
  sunscreen: 'sunscreen',
  note: 'note',
};

const labelOf = (entry: CarelogToolEntry) =>
  entry.kind === 'meal' ? entry.meal.replace('_', ' ') : kindLabels[entry.kind];

export const careReplies = {
  switchedOff:
    'The care log is switched off for your school, so I cannot record this. An admin can switch it on in the school settings.',
  whichChildren:
    'Which children is this for? For example: "Diya napped from 12:30 to 1:45" or "everyone had lunch".',
  whatHappened:
    'What should I record: a meal, drink, nap, nappy change, mood, temperature, sunscreen or a note?',
  missing: {
    kind: 'What should I record: a meal, drink, nap, nappy change, mood, temperature, sunscreen or a note?',
    nappy: 'Was the nappy wet, dirty or dry?',
    temperature: 'What was the temperature, in °C?',
  },
  later: (time: string, now: string) =>
    `${time} is later than now (${now}), so I cannot record it yet. Tell me again once it has happened.`,
  drafted(entries: readonly CarelogToolEntry[], date: string) {
    const byLabel = new Map<string, Set<string>>();
    for (const entry of entries) {
      const label = labelOf(entry);
      if (!byLabel.has(label)) byLabel.set(label, new Set());
      byLabel.get(label)!.add(entry.student_name);
    }
    const parts = [...byLabel].map(([label, names]) =>
      names.size > 3 ? `${label} for ${names.size} children` : `${label} for ${listNames([...names])}`,
    );
    return `Here is the care log for ${date}: ${parts.join('; ')}. Check the rows, then press Save.`;
  },
};

export const journalReplies = {
  switchedOff:
    'The journal is switched off for your school, so I cannot post this. An admin can switch it on in the school settings.',
  notYourClass: (said: string) => `You cannot post to ${said}'s journal: it is not one of your classes.`,
  whatToSay:
    'What should the post say? For example: "post to the journal: we planted sunflower seeds today".',
  drafted: (className: string) =>
    `Here is a post for ${className}'s journal; every family of the class will read it. Check it, then press Share.`,
};
