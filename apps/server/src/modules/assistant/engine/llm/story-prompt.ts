import { isoToStoredDate } from '@cue/contracts';
import type { ClassroomContext } from '../engine.js';
import type { GatheredStory } from '../offline/story-agent.js';
import { storyArgs } from '../offline/story-agent.js';
import { pseudonymiseInstruction, studentToken } from './privacy.js';

/**
 * The story agent's material (decision 013 applies): the gathered observations with every child
 * named in them as a token, and the fields the card must carry as they are. A note's own child
 * is a token even where the first name alone could be two children ("Aarav" in Nursery A).
 */

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function pseudonymiseNote(note: string, studentId: string, context: ClassroomContext): string {
  const child = context.students.find((s) => s.id === studentId);
  const { text } = pseudonymiseInstruction(note, context);
  if (!child) return text;
  const names = [`${child.firstName} ${child.lastName}`, child.lastName, child.firstName]
    .map((name) => name.trim())
    .filter(Boolean);
  return names.reduce(
    (written, name) =>
      written.replace(
        new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'gu'),
        studentToken(child.id),
      ),
    text,
  );
}

export function storyMaterialBlock(story: GatheredStory, context: ClassroomContext): string[] {
  const fields = storyArgs(story, context, []);
  const observations = [...story.observations].sort((a, b) => a.date.localeCompare(b.date));
  return [
    'Observations for this story (observation id | day | child | title | note):',
    ...observations.map(
      (o) =>
        `- ${o.id} | ${weekdayNames[new Date(`${o.date}T00:00:00Z`).getUTCDay()]} ${isoToStoredDate(o.date)} | ${studentToken(o.studentId)} | ${pseudonymiseNote(o.title, o.studentId, context)} | ${pseudonymiseNote(o.note, o.studentId, context)}`,
    ),
    `Photos that may go with it (media ids): ${story.mediaIds.join(', ') || 'none'}.`,
    `The card's fields: class_id ${fields.class_id}; story_date ${fields.story_date}; period ${fields.period.from} to ${fields.period.to}; whole_class ${fields.whole_class}; students ${
      fields.students.map((s) => `${s.id} (name ${studentToken(s.id)})`).join(', ') || 'none'
    }; observation_ids ${fields.observation_ids.join(', ')}.`,
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
