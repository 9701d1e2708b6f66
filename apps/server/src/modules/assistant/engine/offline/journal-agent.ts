import type { ClassroomContext } from '../engine.js';
import { careRepliesIn } from './carelog-replies.js';
import type { DraftAnswer } from './draft-answer.js';
import type { Reading } from './reading.js';

/**
 * The journal agent (decision 046): "post to Nursery A's journal: we planted sunflower seeds
 * today" becomes a journal post card for that class, in the teacher's own words. A class the
 * teacher names must be one she may address; naming none means the class she is working in.
 */

/** "to Nursery A's journal", "in the Butterflies journal": the words naming the class. */
const saidClassPattern = /\b(?:to|in|on|into|for)\s+(?:the\s+)?(.+?)(?:'s|’s)?\s+(?:class\s+)?journal\b/i;
/** Words that mean "the class I am in", not a class's name. */
const ownClassWords = /^(?:our|my|this|class|the class|our class|my class|room|the room)$/i;

function postText(text: string): string {
  const colon = text.indexOf(':');
  let body = colon >= 0 ? text.slice(colon + 1) : text.replace(/^.*?\bjournal\b/i, '');
  body = body.trim().replace(/^(?:that|saying|to say)\s+/i, '');
  return body.charAt(0).toUpperCase() + body.slice(1);
}

export function answerJournal(reading: Reading, context: ClassroomContext): DraftAnswer {
  const replies = careRepliesIn(context.language);
  const reply = (text: string): DraftAnswer => ({ agent: 'journal', text, toolCalls: [] });
  if (context.modulesOff?.includes('journal')) return reply(replies.journalSwitchedOff);
  // The class is named before the colon; after it come the teacher's words to the families.
  const head = reading.text.split(':')[0]!;
  const lower = head.toLowerCase();
  // The longest name first: "Nursery A" must not be read inside "Nursery AB".
  const named = [...context.classes]
    .sort((a, b) => b.name.length - a.name.length)
    .find((c) => lower.includes(c.name.toLowerCase()));
  const said = saidClassPattern.exec(head)?.[1]?.trim();
  if (!named && said && !ownClassWords.test(said)) return reply(replies.notYourClass(said));
  const target = named ?? { id: context.classId, name: context.className };
  const text = postText(reading.text);
  if (!text) return reply(replies.whatToSay);
  return {
    agent: 'journal',
    text: replies.journalDrafted(target.name),
    toolCalls: [{ name: 'journal_post', args: { class_id: target.id, text, is_saved: false } }],
  };
}
