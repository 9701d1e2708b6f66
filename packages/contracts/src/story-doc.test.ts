import { describe, expect, it } from 'vitest';
import { storyDocFromText, storyDocProblem } from './story-doc.js';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (attrs: Record<string, unknown>) => ({
  type: 'text',
  text: 'our garden',
  marks: [{ type: 'link', attrs }],
});

describe('a story document', () => {
  it('accepts what the editor makes, links with the attributes Tiptap writes included', () => {
    expect(storyDocProblem(storyDocFromText('Aarav planted seeds.\nHe watered them.'))).toBeNull();
    const editorLink = link({
      href: 'https://example.org/garden',
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
      class: null,
      title: null,
    });
    const list = { type: 'orderedList', attrs: { start: 1, type: null }, content: [] };
    expect(storyDocProblem(doc(paragraph(editorLink, { type: 'hardBreak' }), list))).toBeNull();
  });

  it('refuses marks on a block, where the reader would render them round the whole paragraph', () => {
    const marked = {
      type: 'paragraph',
      marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
      content: [{ type: 'text', text: 'Tap here' }],
    };
    expect(storyDocProblem(doc(marked))).toBe('only text may carry marks');
    expect(storyDocProblem(doc(paragraph({ type: 'hardBreak', marks: [{ type: 'bold' }] })))).toBe(
      'only text may carry marks',
    );
  });

  it('refuses a text node holding other nodes, which no search or check would read', () => {
    const hiding = {
      type: 'text',
      text: 'Seeds',
      content: [{ type: 'image', attrs: { src: 'javascript:alert(1)' } }],
    };
    expect(storyDocProblem(doc(paragraph(hiding)))).toBe('text holds no other nodes');
  });

  it('refuses link attributes that would restyle the link or drop its safe rel and target', () => {
    const href = 'https://example.org';
    expect(storyDocProblem(doc(paragraph(link({ href, class: 'overlay' }))))).toBe(
      'a link carries only its address',
    );
    expect(storyDocProblem(doc(paragraph(link({ href, rel: 'opener' }))))).toBe(
      'a link carries only its address',
    );
    expect(storyDocProblem(doc(paragraph(link({ href, target: '_top' }))))).toBe(
      'a link carries only its address',
    );
  });

  it('refuses a document of too many nodes, however they are nested', () => {
    const empties = Array.from({ length: 6000 }, () => ({ type: 'paragraph' }));
    expect(storyDocProblem(doc({ type: 'blockquote', content: empties }))).toBe('holds too many blocks');
  });
});
