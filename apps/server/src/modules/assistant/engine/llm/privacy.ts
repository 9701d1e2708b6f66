import type { ClassroomContext, RosterStudent } from '../engine.js';
import { readInstruction } from '../offline/reading.js';
import { fullName } from '../offline/roster-matcher.js';

/**
 * What the model may learn about the children (decision 013). The roster goes to the model once,
 * as roster ids with first names and the initial of the family name; in the teacher's words, a
 * child the roster matcher is sure about becomes a `[student:<id>]` token, so full names never
 * leave the server. Tokens in what the model writes back (text and tool arguments) are turned
 * back into the names the teacher used before anything reaches the browser.
 */

export const studentToken = (id: string) => `[student:${id}]`;

const tokenPattern = /\[student:([A-Za-z0-9_-]{1,64})\]/g;
const TOKEN_PREFIX = '[student:';
/** Longest token we wait for when one is split across deltas. */
const MAX_TOKEN_LENGTH = TOKEN_PREFIX.length + 64 + 1;

export interface PseudonymisedInstruction {
  /** The teacher's words with the children the matcher is sure about replaced by tokens. */
  text: string;
  /** The words the teacher used for each replaced child, to write them back into the answer. */
  saidNames: Map<string, string>;
}

const lower = (text: string) => text.toLowerCase();

/**
 * A mention is replaced only when it names exactly one child by an exact first name, an exact
 * family name, or a first name narrowed by the family name (or its initial). Shortened names,
 * misspellings and a first name two children share stay as typed: the model resolves those with
 * the roster, and a wrong token would change what the teacher said.
 */
function isSure(words: readonly { text: string }[], start: number, end: number, student: RosterStudent) {
  const first = words[start]!.text;
  if (end - start === 2) return first === lower(student.firstName);
  return first === lower(student.firstName) || (student.lastName !== '' && first === lower(student.lastName));
}

export function pseudonymiseInstruction(text: string, context: ClassroomContext): PseudonymisedInstruction {
  const reading = readInstruction(text, context);
  const saidNames = new Map<string, string>();
  let result = '';
  let copiedTo = 0;
  for (const mention of reading.mentions) {
    const [student] = mention.candidates;
    if (!student || mention.candidates.length !== 1 || mention.meansAll) continue;
    if (!isSure(reading.words, mention.start, mention.end, student)) continue;
    const firstWord = reading.words[mention.start]!;
    const lastWord = reading.words[mention.end - 1]!;
    // Offsets come from the lowercased text; a letter whose lowercase is longer shifts them.
    const from = lower(text.slice(firstWord.start, firstWord.end)).replace(/[’‘`]/g, "'");
    if (!from.startsWith(firstWord.text)) continue;
    // "Diya's mum": the possessive stays the teacher's ("[student:…]'s mum").
    const possessive = lastWord.end - lastWord.start > lastWord.text.length ? 2 : 0;
    const end = lastWord.end - possessive;
    const said = text.slice(firstWord.start, end);
    if (!saidNames.has(student.id)) saidNames.set(student.id, said);
    result += text.slice(copiedTo, firstWord.start) + studentToken(student.id);
    copiedTo = end;
  }
  return { text: result + text.slice(copiedTo), saidNames };
}

/** "Diya M.": enough for a model to match nicknames and misspellings, without family names. */
export function rosterName(student: RosterStudent): string {
  const initial = student.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${student.firstName} ${initial}.` : student.firstName;
}

/** The name a token stands for: the teacher's own words, else the child's full name. */
export function nameResolver(context: ClassroomContext, saidNames: ReadonlyMap<string, string>) {
  const byId = new Map(context.students.map((s) => [s.id, s]));
  return (id: string): string | undefined => {
    const student = byId.get(id);
    return saidNames.get(id) ?? (student ? fullName(student) : undefined);
  };
}

/** True while `tail` (from a '[') could still grow into a token. */
function couldBecomeToken(tail: string): boolean {
  if (tail.length > MAX_TOKEN_LENGTH) return false;
  if (tail.length <= TOKEN_PREFIX.length) return TOKEN_PREFIX.startsWith(tail);
  return tail.startsWith(TOKEN_PREFIX) && /^[A-Za-z0-9_-]*$/.test(tail.slice(TOKEN_PREFIX.length));
}

/**
 * Writes names back for tokens in a stream of deltas. A token may arrive split across deltas, so
 * a trailing piece that could still become one is held until the next delta (or `flush`).
 * `escape` formats the name for where it lands (JSON string content for tool arguments).
 */
export class TokenRestorer {
  private held = '';

  constructor(
    private readonly nameOf: (id: string) => string | undefined,
    private readonly escape: (name: string) => string = (name) => name,
  ) {}

  push(delta: string): string {
    const text = this.held + delta;
    const open = text.lastIndexOf('[');
    if (open !== -1 && couldBecomeToken(text.slice(open))) {
      this.held = text.slice(open);
      return this.restore(text.slice(0, open));
    }
    this.held = '';
    return this.restore(text);
  }

  flush(): string {
    const rest = this.held;
    this.held = '';
    return this.restore(rest);
  }

  private restore(text: string): string {
    return text.replace(tokenPattern, (token, id: string) => {
      const name = this.nameOf(id);
      return name === undefined ? token : this.escape(name);
    });
  }
}

/** A name as the inside of a JSON string. */
export const escapeForJsonString = (name: string) => JSON.stringify(name).slice(1, -1);
