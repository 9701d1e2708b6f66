import { z } from 'zod';
import { refusedCharacter } from './free-text-rule.js';
import { truncate } from './text.js';

/**
 * A learning story's rich text (issue 15, decision 048): the JSON document Tiptap (ProseMirror)
 * edits, kept as it is. The schema below is deliberately shallow (a `doc` with a list of nodes),
 * so the OpenAPI document and the fuzzer stay finite; `storyDocProblem` walks the tree and names
 * the first thing it refuses: an unknown node or mark, a link that is not http(s) or mailto, a
 * refused character, nesting deeper than a teacher's lists need, or too much text.
 * Plain text (search, excerpts, reading time) is derived with `storyDocText`.
 */

/** Characters of text one part of a story may hold (a long story is 1,500 words). */
export const STORY_PART_MAX_LENGTH = 20_000;
/** Nodes deep: doc > list > item > list > item > paragraph > text is 7. */
const MAX_DEPTH = 8;
/** Nodes in all (the top-level list alone is capped by the schema; nesting must be too). */
const MAX_NODES = 5000;
/** Characters of a story's excerpt in the library (then an ellipsis). */
export const STORY_EXCERPT_LENGTH = 220;

const blockNodes = ['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote'] as const;
const inlineNodes = ['text', 'hardBreak'] as const;
const markTypes = ['bold', 'italic', 'underline', 'strike', 'link'] as const;

interface DocNode {
  type?: unknown;
  text?: unknown;
  attrs?: unknown;
  marks?: unknown;
  content?: unknown;
}

/** A story document as Tiptap makes it (what `StoryDocSchema` accepts as input). */
export type StoryDoc = { type: 'doc'; content: Array<{ type: string; [key: string]: unknown }> };

/**
 * Tiptap's link mark renders its `class`, `rel`, `target` and `title` too: a stored link may hold
 * only what the editor writes (its address, the reader's own rel and target, nothing else), so
 * nobody styles a link as the app's own buttons or drops its noopener.
 */
const linkDefaults: Record<string, unknown[]> = {
  target: [null, '_blank'],
  rel: [null, 'noopener noreferrer nofollow'],
  class: [null],
  title: [null],
};

function linkProblem(attrs: unknown): string | null {
  const { href, ...others } = (attrs ?? {}) as Record<string, unknown>;
  if (typeof href !== 'string' || !/^(https?:\/\/|mailto:)/i.test(href) || href.length > 2000) {
    return 'a link must start with http://, https:// or mailto:';
  }
  const allowed = Object.entries(others).every(([key, value]) => linkDefaults[key]?.includes(value));
  return allowed ? null : 'a link carries only its address';
}

/** The first reason the document is refused, or null when it is a story document. */
export function storyDocProblem(doc: unknown, maxLength = STORY_PART_MAX_LENGTH): string | null {
  let characters = 0;
  let nodes = 0;
  const walk = (node: DocNode, depth: number): string | null => {
    if (depth > MAX_DEPTH) return 'lists are nested too deeply';
    if (typeof node !== 'object' || node === null) return 'holds something that is not a node';
    if (++nodes > MAX_NODES) return 'holds too many blocks';
    const type = node.type;
    // The reader renders marks on any node, so a block's marks (a link round a whole paragraph)
    // would bypass the checks below.
    if (type !== 'text' && node.marks !== undefined) return 'only text may carry marks';
    if (type === 'text') {
      if (typeof node.text !== 'string' || node.text === '') return 'holds an empty text node';
      if (node.content !== undefined) return 'text holds no other nodes';
      const refused = refusedCharacter(node.text);
      if (refused) return `must not contain the character ${refused}`;
      characters += node.text.length;
      if (characters > maxLength) return `must be at most ${maxLength} characters`;
      if (node.marks !== undefined) {
        if (!Array.isArray(node.marks)) return 'holds marks that are not a list';
        for (const mark of node.marks as DocNode[]) {
          if (!markTypes.includes(mark?.type as (typeof markTypes)[number])) return 'holds an unknown mark';
          if (mark.type === 'link') {
            const problem = linkProblem(mark.attrs);
            if (problem) return problem;
          }
        }
      }
      return null;
    }
    if (type === 'hardBreak') return null;
    if (!blockNodes.includes(type as (typeof blockNodes)[number])) return 'holds an unknown kind of block';
    if (type === 'heading') {
      const level = (node.attrs as { level?: unknown } | undefined)?.level;
      if (level !== 2 && level !== 3) return 'a heading must be level 2 or 3';
    }
    if (node.content === undefined) return null;
    if (!Array.isArray(node.content)) return 'holds content that is not a list';
    for (const child of node.content as DocNode[]) {
      const problem = walk(child, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  const root = doc as DocNode;
  if (typeof root !== 'object' || root === null || root.type !== 'doc' || !Array.isArray(root.content)) {
    return "must be a document ({ type: 'doc', content: [...] })";
  }
  for (const child of root.content as DocNode[]) {
    if (inlineNodes.includes(child?.type as (typeof inlineNodes)[number]))
      return 'text must sit in a paragraph';
    const problem = walk(child, 1);
    if (problem) return problem;
  }
  return null;
}

/** One part of a story: a Tiptap document, checked by `storyDocProblem`. */
export const StoryDocSchema = z
  .object({
    type: z.literal('doc'),
    content: z.array(z.looseObject({ type: z.string() })).max(2000),
  })
  .superRefine((doc, context) => {
    const problem = storyDocProblem(doc);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .describe(
    'Rich text as a Tiptap (ProseMirror) JSON document: paragraphs, headings (2, 3), lists, quotes; bold, italic, underline, strike, links',
  );

/** A document with no text. */
export function emptyStoryDoc(): StoryDoc {
  return { type: 'doc', content: [] };
}

/** Paragraphs (one per non-empty line) as a document: how Cue's drafts become rich text. */
export function storyDocFromText(text: string): StoryDoc {
  const paragraphs = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return {
    type: 'doc',
    content: paragraphs.map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] })),
  };
}

/** The document's plain text, a line per block: for search, excerpts and word counts. */
export function storyDocText(doc: unknown): string {
  const lines: string[] = [];
  const walk = (node: DocNode): string => {
    if (node?.type === 'text') return typeof node.text === 'string' ? node.text : '';
    if (node?.type === 'hardBreak') return ' ';
    const children = Array.isArray(node?.content) ? (node.content as DocNode[]) : [];
    if (node?.type === 'paragraph' || node?.type === 'heading') {
      lines.push(children.map(walk).join(''));
      return '';
    }
    children.forEach(walk);
    return '';
  };
  walk(doc as DocNode);
  return lines
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The library's excerpt: the text on one line, cut with an ellipsis (spec section 9). */
export function storyExcerpt(text: string, limit = STORY_EXCERPT_LENGTH): string {
  return truncate(text.replace(/\s+/g, ' ').trim(), limit);
}
