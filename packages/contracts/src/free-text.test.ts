import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freeText } from './free-text.js';
import { characterCount, freeTextProblem, looksEmpty, refusedCharacter } from './free-text-rule.js';

const note = freeText({ max: 10_000, required: true });
const problemOf = (schema: z.ZodType, text: unknown) => {
  const result = schema.safeParse(text);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the free-text rule', () => {
  it('refuses NUL and every other control character except tab, newline and carriage return', () => {
    expect(problemOf(note, 'Aarav\u0000 built a tower')).toBe(
      'contains a character that is not allowed (U+0000)',
    );
    for (const control of ['\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f']) {
      const code = control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      expect(problemOf(note, `a${control}b`)).toBe(`contains a character that is not allowed (U+${code})`);
    }
    expect(problemOf(note, 'line one\nline two\r\n\tindented')).toBeNull();
  });

  it('refuses lone surrogates but keeps whole astral characters', () => {
    expect(refusedCharacter('broken \ud83d here')).toBe('U+D83D');
    expect(refusedCharacter('broken \ude00')).toBe('U+DE00');
    expect(refusedCharacter('😀')).toBeNull();
  });

  it('refuses bidi embeddings, overrides and isolates, and allows LRM, RLM and ALM', () => {
    for (const [control, name] of [
      ['\u202a', 'U+202A'],
      ['\u202e', 'U+202E'],
      ['\u2066', 'U+2066'],
      ['\u2069', 'U+2069'],
    ]) {
      expect(problemOf(note, `invoice${control}fdp.exe`)).toBe(
        `contains a character that is not allowed (${name})`,
      );
    }
    expect(problemOf(note, 'Maya said \u200eשלום\u200f and \u061cمرحبا')).toBeNull();
  });

  it('counts text of only whitespace and invisible characters as empty', () => {
    for (const empty of [
      '',
      '   ',
      '\u200b',
      '\u200b\u200c\u200d',
      '\ufeff',
      '\u00ad\u2060',
      '\u200e\u200f',
      ' \n\t ',
    ]) {
      expect(problemOf(note, empty)).toBe('must not be empty');
    }
    // An optional field accepts empty text.
    expect(problemOf(freeText({ max: 200 }), '\u200b')).toBeNull();
    expect(looksEmpty('a\u200b')).toBe(false);
  });

  it('uses the spec message for an empty field where the spec words one', () => {
    const summary = freeText({ max: 5000, required: true, emptyMessage: 'Please describe the issue' });
    expect(problemOf(summary, '\u200b ')).toBe('Please describe the issue');
  });

  it('counts length in characters (code points), not UTF-16 units', () => {
    const title = freeText({ max: 5 });
    expect(problemOf(title, '😀😀😀😀😀')).toBeNull(); // 10 UTF-16 units, 5 characters
    expect(problemOf(title, '😀😀😀😀😀😀')).toBe('must be at most 5 characters');
    expect(characterCount('👩‍👩‍👧‍👦')).toBe(7); // a family: 4 people joined by 3 ZWJs
  });

  it('refuses a 1 MB string quickly with a plain message', () => {
    const huge = 'x'.repeat(1024 * 1024);
    expect(problemOf(note, huge)).toBe('must be at most 10000 characters');
    expect(freeTextProblem(`${huge}\u0000`, { max: 10_000, required: true })).toBe(
      'must be at most 10000 characters',
    );
  });

  it('keeps accepted text exactly as sent', () => {
    const samples = [
      'Aarav stacked 7 blocks 🧱👍🏽 and laughed 👨‍👩‍👧',
      'مريم رسمت شجرة كبيرة',
      'נועה בנתה מגדל גבוה',
      'आरव ने लाल ब्लॉक से मीनार बनाई',
      'Noa said \u200fשלום\u200e to Aarav (mixed RTL and LTR)',
      '  spaces around  ',
    ];
    for (const text of samples) expect(note.parse(text)).toBe(text);
  });

  it('trims only when the field asks for it', () => {
    expect(freeText({ max: 200, trim: true }).parse('  Blocks  ')).toBe('Blocks');
    expect(freeText({ max: 200 }).parse('  Blocks  ')).toBe('  Blocks  ');
  });

  it('shows the limit in the JSON schema', () => {
    const schema = z.toJSONSchema(z.object({ title: freeText({ max: 200, required: true }) }));
    expect(schema.properties?.title).toMatchObject({ type: 'string', maxLength: 200, minLength: 1 });
  });
});
